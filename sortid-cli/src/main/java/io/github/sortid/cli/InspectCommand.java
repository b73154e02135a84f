package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code sortid inspect [ID ...]}: shows what an ID carries, in a block of lines or as one JSON
 * object a line. Invalid IDs are reported to standard error and skipped; the others go on.
 */
@Command(
    name = "inspect",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {
      "Shows the time and fields of IDs.",
      "IDs come as arguments, from --input files, or one a line on standard input.",
      "The format is told by the length (12 scru64, 25 scru128, 27 euid, 36 uuidv7). Of 26"
          + " characters, a text"
          + " valid as only one of ulid and scru128-v1 is that one; a text valid as both is taken"
          + " as a ulid, and said to be: --type chooses."
    })
final class InspectCommand implements Callable<Integer> {
  // ISO-8601 with milliseconds always shown, so that lines of many IDs line up.
  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private final Context context;

  @Option(
      names = {"-t", "--type"},
      paramLabel = "TYPE",
      converter = IdTypeConverter.class,
      completionCandidates = IdTypeConverter.Names.class,
      description = "Read every ID as this type: ${COMPLETION-CANDIDATES}.")
  private IdType<?> type;

  @Option(
      names = "--json",
      description = "Print one JSON object a line instead of a block of lines an ID.")
  private boolean json;

  @Mixin private InputOptions input = new InputOptions();

  @Parameters(paramLabel = "ID", description = "IDs to inspect.")
  private List<String> ids = List.of();

  InspectCommand(Context context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    boolean[] first = {true};
    try (LineOutput out = new LineOutput(context.out())) {
      IdInputs inputs = new IdInputs(context, "sortid inspect", type, out);
      inputs.forEach(
          ids,
          input.files,
          (origin, text, idType, alsoValid) -> {
            String shown = show(IdFormats.of(idType), text, alsoValid);
            if (!json && !first[0]) {
              out.line("");
            }
            out.line(shown);
            first[0] = false;
          });
      return inputs.failures() == 0 ? 0 : Cli.EXIT_FAILURE;
    }
  }

  private <T> String show(IdFormat<T> format, String text, List<IdType<?>> alsoValid) {
    T id = format.type().parse(text);
    return json ? json(format, id, alsoValid) : block(format, id, alsoValid);
  }

  private static <T> String block(IdFormat<T> format, T id, List<IdType<?>> alsoValid) {
    IdType<T> idType = format.type();
    List<Field> fields = format.fields(id);
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"id", idType.format(id)});
    String type = idType.key();
    if (!alsoValid.isEmpty()) {
      List<String> others = alsoValid.stream().map(IdType::key).toList();
      type +=
          " (assumed; also valid as "
              + Messages.alternatives(others)
              + ": "
              + Messages.alternatives(others.stream().map(other -> "--type " + other).toList())
              + ")";
    }
    rows.add(new String[] {"type", type});
    Instant time = idType.toInstant(id);
    rows.add(new String[] {"time", TIME.format(time)});
    rows.add(new String[] {"unix_ms", Long.toString(time.toEpochMilli())});
    int decimalWidth = 0;
    for (Field field : fields) {
      decimalWidth = Math.max(decimalWidth, field.value().toString().length());
    }
    for (Field field : fields) {
      String decimal = field.value().toString();
      rows.add(
          new String[] {
            field.name(), decimal + " ".repeat(decimalWidth - decimal.length() + 2) + field.hex()
          });
    }
    if (idType.hasUuidForm()) {
      rows.add(new String[] {"uuid", Rendering.UUID.render(idType, id)});
    }
    rows.add(new String[] {"hex", Rendering.HEX.render(idType, id)});
    rows.add(new String[] {"int", Rendering.INT.render(idType, id)});
    int labelWidth = 0;
    for (String[] row : rows) {
      labelWidth = Math.max(labelWidth, row[0].length());
    }
    StringBuilder out = new StringBuilder(512);
    for (String[] row : rows) {
      if (out.length() > 0) {
        out.append('\n');
      }
      out.append(row[0]).append(" ".repeat(labelWidth - row[0].length() + 2)).append(row[1]);
    }
    return out.toString();
  }

  private static <T> String json(IdFormat<T> format, T id, List<IdType<?>> alsoValid) {
    IdType<T> idType = format.type();
    List<Field> fields = format.fields(id);
    Instant time = idType.toInstant(id);
    StringBuilder out = new StringBuilder(512).append('{');
    Json.member(out, "id", idType.format(id));
    Json.member(out.append(','), "type", idType.key());
    // Whether the text is valid in another type too, so that the type is the one detection took.
    Json.name(out.append(','), "assumed").append(!alsoValid.isEmpty());
    Json.member(out.append(','), "time", TIME.format(time));
    Json.name(out.append(','), "unix_ms").append(time.toEpochMilli());
    Json.name(out.append(','), "fields").append('{');
    for (int i = 0; i < fields.size(); i++) {
      Field field = fields.get(i);
      Json.name(i > 0 ? out.append(',') : out, field.name());
      // Wider fields are strings: jq and JavaScript keep numbers as doubles, exact to 2^53 only.
      if (field.fitsJsonNumber()) {
        out.append(field.value());
      } else {
        Json.string(out, field.value().toString());
      }
    }
    Json.name(out.append("},"), "fields_hex").append('{');
    for (int i = 0; i < fields.size(); i++) {
      Json.member(i > 0 ? out.append(',') : out, fields.get(i).name(), fields.get(i).hex());
    }
    out.append('}');
    if (idType.hasUuidForm()) {
      Json.member(out.append(','), "uuid", Rendering.UUID.render(idType, id));
    } else {
      Json.name(out.append(','), "uuid").append("null");
    }
    Json.member(out.append(','), "hex", Rendering.HEX.render(idType, id));
    Json.member(out.append(','), "int", Rendering.INT.render(idType, id));
    return out.append('}').toString();
  }
}
