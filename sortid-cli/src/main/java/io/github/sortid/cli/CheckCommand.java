package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sortid check <type>}: tests a generator by its output, as the reference generator testers
 * do (docs/CLI.md#how-check-works). It reads IDs one a line (from standard input, arguments or
 * files), reports each line that fails a check to standard error, and prints the statistics of the
 * stream to standard output at the end, and on the way whenever the IDs' time has moved on 10
 * seconds. The checks and statistics are the format's {@link StreamChecker}'s.
 *
 * <p>Lines are taken as they are, not trimmed as {@code inspect} trims them: a generator's output
 * is checked byte for byte, as the reference testers check it.
 *
 * <p>Exit status 1 if a line failed or no line was a valid ID, else 0.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {
      "Tests a generator: checks the IDs it printed and shows their statistics.",
      "Reads IDs of one type, one a line, from standard input (or from arguments or --input"
          + " files), taken as they are. Each must be valid text and come after the last accepted"
          + " one: in its bytes (so one case throughout), its integer value, its timestamp and the"
          + " type's counter rules. A failing line is reported to standard error and skipped.",
      "Prints statistics of the stream (rate, counter renewals, ratios of 1 bits in the random"
          + " fields) at the end, and every 10 seconds of ID time, each with a verdict: within or"
          + " outside the range a good generator gives for a long, dense stream."
    },
    footer = {
      "",
      "Exit status: 0 if all lines passed, 1 if a line failed or none was a valid ID, 2 on bad"
          + " usage.",
      "Example:",
      "  sortid scru128 -n 1000000 | sortid check scru128"
    })
final class CheckCommand implements Callable<Integer> {
  private final Context context;

  @Spec private CommandSpec spec;

  @Parameters(
      index = "0",
      paramLabel = "TYPE",
      converter = IdTypeConverter.class,
      completionCandidates = IdTypeConverter.Names.class,
      description = "The type of the IDs: ${COMPLETION-CANDIDATES}.")
  private IdType<?> type;

  @Mixin private InputOptions input = new InputOptions();

  @Parameters(index = "1..*", paramLabel = "ID", description = "IDs to check.")
  private List<String> ids = List.of();

  private StreamChecker<?> checker;
  private LineOutput out;
  private boolean printedStatistics;
  private boolean hinted;

  /** Where the last accepted line came from, to name it in a duplicate's message. */
  private InputLines.Source acceptedSource;

  private long acceptedNumber;

  CheckCommand(Context context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    checker = IdFormats.of(type).newStreamChecker();
    try (LineOutput output = new LineOutput(context.out())) {
      out = output;
      InputLines.forEach(
          ids,
          input.files,
          context.in(),
          new InputLines.Handler() {
            @Override
            public void line(
                InputLines.Source source, long number, byte[] bytes, int offset, int length) {
              checkLine(source, number, bytes, offset, length);
            }

            @Override
            public void problem(String where, String message) {
              checker.reject();
              error(where + ": " + message);
            }
          });
      if (checker.accepted() == 0) {
        error("no valid ID processed");
        return Cli.EXIT_FAILURE;
      }
      printStatistics();
    }
    return checker.rejected() == 0 ? 0 : Cli.EXIT_FAILURE;
  }

  private void checkLine(
      InputLines.Source source, long number, byte[] bytes, int offset, int length) {
    boolean firstLines = checker.accepted() == 0;
    String failure = checker.check(bytes, offset, length);
    if (failure == null) {
      acceptedSource = source;
      acceptedNumber = number;
      if (checker.takeReportDue()) {
        printStatistics();
        out.flush();
      }
      return;
    }
    String line = new String(bytes, offset, length, StandardCharsets.UTF_8);
    String file = IdInputs.fileArgument(source, number, line);
    error(file != null ? file : source.describe(number) + ": " + about(line, failure));
    if (firstLines && !hinted) {
      hintOtherType(line);
    }
  }

  /** What is wrong with a line that failed a check, starting with the line as input is shown. */
  private String about(String line, String failure) {
    return switch (failure) {
      case StreamChecker.INVALID -> checker.invalidInput(line);
      case StreamChecker.DUPLICATE ->
          IdType.quote(line) + ": duplicate of " + acceptedSource.describe(acceptedNumber);
      default -> IdType.quote(line) + ": " + failure;
    };
  }

  /**
   * Says once what type the lines are if a stream starts with IDs of another type, as a stream does
   * when the command names the wrong one.
   */
  private void hintOtherType(String line) {
    List<IdType<?>> others = Detection.validOtherThan(type, line);
    if (!others.isEmpty()) {
      hinted = true;
      error(
          "these look like "
              + Messages.alternatives(others.stream().map(Messages::plural).toList())
              + ": try "
              + Messages.alternatives(
                  others.stream().map(other -> "sortid check " + other.key()).toList()));
    }
  }

  private void printStatistics() {
    if (printedStatistics) {
      out.line("");
    }
    printedStatistics = true;
    for (String line : checker.statistics(System.currentTimeMillis()).lines()) {
      out.line(line);
    }
  }

  private void error(String message) {
    out.flush();
    context.err().println(spec.qualifiedName() + ": " + message);
    context.err().flush();
  }
}
