package io.github.sortid.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sortid check <type>}: tests a generator by its output, as the reference generator testers
 * do (scru128 digest §6, scru64 digest §10, scru128-v1 digest §5). It reads IDs from standard
 * input, one a line, reports each line that fails a check to standard error, and prints the
 * statistics of the stream to standard output at the end, and on the way whenever the IDs' time has
 * moved on 10 seconds. The checks and statistics are the format's {@link StreamChecker}'s.
 *
 * <p>Exit status 1 if a line failed or no line was a valid ID, else 0.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = {
      "Tests a generator: checks the IDs it printed and shows their statistics.",
      "Reads IDs of one type from standard input, one a line. Each must be valid text and come"
          + " after the last accepted one: in its bytes (so one case throughout), its integer"
          + " value, its timestamp and the type's counter rules. A failing line is reported to"
          + " standard error and skipped.",
      "Prints statistics of the stream (rate, counter renewals, ratios of 1 bits in the random"
          + " fields) at the end, and every 10 seconds of ID time."
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
      converter = IdFormatConverter.class,
      completionCandidates = IdFormatConverter.Names.class,
      description = "The type of the IDs: ${COMPLETION-CANDIDATES}.")
  private IdFormat<?> type;

  private StreamChecker<?> checker;
  private LineOutput out;
  private long lineNumber;
  private boolean printedStatistics;

  CheckCommand(Context context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    checker = type.newStreamChecker();
    try (LineOutput output = new LineOutput(context.out())) {
      out = output;
      try {
        new ByteLineReader(context.in()).forEachLine(this::checkLine);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read standard input: " + e.getMessage(), e);
      }
      if (checker.accepted() == 0) {
        error("no valid ID processed");
        return Cli.EXIT_FAILURE;
      }
      printStatistics();
    }
    return checker.rejected() == 0 ? 0 : Cli.EXIT_FAILURE;
  }

  private void checkLine(byte[] bytes, int offset, int length) {
    lineNumber++;
    String failure = checker.check(bytes, offset, length);
    if (failure != null) {
      String line = new String(bytes, offset, length, StandardCharsets.UTF_8);
      error("line " + lineNumber + ": " + failure + ": " + Messages.quote(line));
    } else if (checker.takeReportDue()) {
      printStatistics();
      out.flush();
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
    context.err().println(spec.qualifiedName() + ": " + message);
    context.err().flush();
  }
}
