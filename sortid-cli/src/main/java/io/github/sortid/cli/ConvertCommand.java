package io.github.sortid.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
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
      "IDs come as arguments, or one a line on standard input. The forms:",
      "  text   the canonical text (the default for --from and --to)",
      "  uuid   the same 128 bits as a UUID (scru128, ulid, euid)",
      "  hex    the unsigned integer in hex, 32 digits (16 for scru64)",
      "  int    the unsigned integer in decimal",
      "  bytes  the big-endian binary form (16 bytes, 8 for scru64) in Base64",
      "Text input tells its type as in inspect; other inputs need --type."
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
      converter = IdFormatConverter.class,
      completionCandidates = IdFormatConverter.Names.class,
      description = "The IDs' type: ${COMPLETION-CANDIDATES}.")
  private IdFormat<?> type;

  @Parameters(paramLabel = "ID", description = "IDs to convert (default: standard input).")
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
              spec.commandLine(), type.title() + " has no " + rendering + " form");
        }
      }
    }
    int[] failures = {0};
    try (LineOutput out = new LineOutput(context.out())) {
      InputLines.forEach(
          ids,
          context.in(),
          (origin, text) -> {
            IdFormat<?> format = null;
            try {
              format = type != null ? type : IdFormats.detect(text);
              out.line(convert(format, text));
            } catch (IllegalArgumentException e) {
              failures[0]++;
              out.flush();
              context
                  .err()
                  .println(Messages.invalidInput("sortid convert", origin, text, format, e));
              context.err().flush();
            }
          });
    }
    return failures[0] == 0 ? 0 : Cli.EXIT_FAILURE;
  }

  private <T extends Comparable<T>> String convert(IdFormat<T> format, String text) {
    if (!to.appliesTo(format)) {
      throw new IllegalArgumentException(format.title() + " has no " + to + " form");
    }
    return to.render(format, from.parse(format, text));
  }
}
