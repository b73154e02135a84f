package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sortid convert --to FORM [--from FORM] [--type TYPE] [ID ...]}: rewrites IDs of one format
 * from one rendering to another, one a line. Invalid inputs are reported to standard error and
 * skipped; the others go on.
 */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {
      "Converts IDs between text, UUID, hex, decimal and Base64 forms.",
      "IDs come as arguments, from --input files, or one a line on standard input. The forms:",
      "  text   the canonical text (the default for --from and --to)",
      "  uuid   the same 128 bits as a UUID (every type but scru64; for uuidv7, the text)",
      "  hex    the unsigned integer in hex, 32 digits (16 for scru64)",
      "  int    the unsigned integer in decimal",
      "  bytes  the big-endian binary form (16 bytes, 8 for scru64) in Base64",
      "Text input tells its type as in inspect; other inputs need --type."
    },
    footer = {
      "",
      "Exit status: 0 on success, 1 if an input was invalid, 2 on bad usage (as --to uuid for an"
          + " ID without a UUID form)."
    })
final class ConvertCommand implements Callable<Integer> {
  private final Context context;

  @Spec private CommandSpec spec;

  @Option(
      names = "--to",
      paramLabel = "FORM",
      converter = RenderingConverter.class,
      completionCandidates = RenderingConverter.Names.class,
      description = "The rendering to write: ${COMPLETION-CANDIDATES} (default: text).")
  private Rendering to = Rendering.TEXT;

  @Option(
      names = "--from",
      paramLabel = "FORM",
      converter = RenderingConverter.class,
      completionCandidates = RenderingConverter.Names.class,
      description = "The rendering of the input: ${COMPLETION-CANDIDATES} (default: text).")
  private Rendering from = Rendering.TEXT;

  @Option(
      names = {"-t", "--type"},
      paramLabel = "TYPE",
      converter = IdTypeConverter.class,
      completionCandidates = IdTypeConverter.Names.class,
      description = "The IDs' type: ${COMPLETION-CANDIDATES}.")
  private IdType<?> type;

  @Mixin private InputOptions input = new InputOptions();

  @Parameters(paramLabel = "ID", description = "IDs to convert.")
  private List<String> ids = List.of();

  ConvertCommand(Context context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    if (type == null && from != Rendering.TEXT) {
      throw new ParameterException(
          spec.commandLine(), "--from " + from + " needs --type (" + IdFormats.names() + ")");
    }
    if (type != null) {
      for (Rendering rendering : List.of(from, to)) {
        if (!rendering.appliesTo(type)) {
          throw new ParameterException(
              spec.commandLine(), type.displayName() + " has no " + rendering + " form");
        }
      }
    }
    // Detected formats that cannot be written --to: a usage error, said once for each.
    Set<IdType<?>> unwritable = new HashSet<>();
    try (LineOutput out = new LineOutput(context.out())) {
      IdInputs inputs = new IdInputs(context, "sortid convert", type, out);
      inputs.forEach(
          ids,
          input.files,
          (origin, text, idType, alsoValid) -> {
            String converted = convert(idType, text);
            if (converted != null) {
              out.line(converted);
            } else if (unwritable.add(idType)) {
              inputs.error(
                  origin
                      + ": "
                      + IdType.quote(text)
                      + ": "
                      + idType.displayName()
                      + " has no "
                      + to
                      + " form (any later "
                      + idType.displayName()
                      + " ID is skipped too)");
            }
          });
      if (!unwritable.isEmpty()) {
        return Cli.EXIT_USAGE;
      }
      return inputs.failures() == 0 ? 0 : Cli.EXIT_FAILURE;
    }
  }

  /** The converted text, or null if the type has no {@code --to} form. */
  private <T> String convert(IdType<T> type, String text) {
    T id = from.parse(type, text);
    return to.appliesTo(type) ? to.render(type, id) : null;
  }
}
