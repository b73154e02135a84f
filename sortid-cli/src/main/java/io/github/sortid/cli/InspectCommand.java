package io.github.sortid.cli;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
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
      "IDs come as arguments, or one a line on standard input.",
      "The format is told by the length (25 scru128, 12 scru64, 27 euid); for 26 characters"
          + " by the digits (W-Z only in ulid; U, I, L, O only in scru128-v1), else by --type."
    })
final class InspectCommand implements Callable<Integer> {
  // ISO-8601 with milliseconds always shown, so that lines of many IDs line up.
  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private final Context context;

  @Option(
      names = {"-t", "--type"},
      paramLabel = "TYPE",
      converter = IdFormatConverter.class,
      completionCandidates = IdFormatConverter.Names.class,
      description = "Read every ID as this type: ${COMPLETION-CANDIDATES}.")
  private IdFormat<?> type;

  @Option(
      names = "--json",
      description = "Print one JSON object a line instead of a block of lines an ID.")
  private boolean json;

  @Parameters(paramLabel = "ID", description = "IDs to inspect (default: standard input).")
  private List<String> ids = List.of();

  InspectCommand(Context context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    int[] failures = {0};
    boolean[] first = {true};
    try (LineOutput out = new LineOutput(context.out())) {
      InputLines.forEach(
          ids,
          context.in(),
          (origin, text) -> {
            IdFormat<?> format = null;
            try {
              format = type != null ? type : IdFormats.detect(text);
              String shown = show(format, text);
              if (!json && !first[0]) {
                out.line("");
              }
              out.line(shown);
              first[0] = false;
            } catch (IllegalArgumentException e) {
              failures[0]++;
              out.flush();
              context
                  .err()
                  .println(Messages.invalidInput("sortid inspect", origin, text, format, e));
              context.err().flush();
            }
          });
    }
    return failures[0] == 0 ? 0 : Cli.EXIT_FAILURE;
  }

  private <T extends Comparable<T>> String show(IdFormat<T> format, String text) {
    T id = format.parse(text);
    return json ? json(format, id) : block(format, id);
  }

  private static <T extends Comparable<T>> String block(IdFormat<T> format, T id) {
    List<Field> fields = format.fields(id);
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"id", format.text(id)});
    rows.add(new String[] {"type", format.name()});
    rows.add(new String[] {"time", TIME.format(format.instant(id))});
    rows.add(new String[] {"unix_ms", Long.toString(format.unixMillis(id))});
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
    if (format.hasUuid()) {
      rows.add(new String[] {"uuid", Rendering.UUID.render(format, id)});
    }
    rows.add(new String[] {"hex", Rendering.HEX.render(format, id)});
    rows.add(new String[] {"int", Rendering.INT.render(format, id)});
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

  private static <T extends Comparable<T>> String json(IdFormat<T> format, T id) {
    List<Field> fields = format.fields(id);
    StringBuilder out = new StringBuilder(512).append('{');
    Json.member(out, "id", format.text(id));
    Json.member(out.append(','), "type", format.name());
    Json.member(out.append(','), "time", TIME.format(format.instant(id)));
    Json.name(out.append(','), "unix_ms").append(format.unixMillis(id));
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
    if (format.hasUuid()) {
      Json.member(out.append(','), "uuid", Rendering.UUID.render(format, id));
    } else {
      Json.name(out.append(','), "uuid").append("null");
    }
    Json.member(out.append(','), "hex", Rendering.HEX.render(format, id));
    Json.member(out.append(','), "int", Rendering.INT.render(format, id));
    return out.append('}').toString();
  }
}
