package io.github.sortid.bench.report;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Turns a JMH result file ({@code -rf json}) of the sortid benchmarks into markdown: the table of
 * ratios against the peer libraries, the speed targets, the tail percentiles of the sampled rows,
 * the scaling rows by thread count and the fork spread; and draws the scores as an SVG bar chart.
 * The targets and comparisons come from a rules file ({@link Rules}).
 *
 * <pre>
 * java -cp sortid-bench/target/benchmarks.jar io.github.sortid.bench.report.Report \
 *     results.json [chart.svg] [--rules rules.json]
 * </pre>
 *
 * <p>Exits with 1, naming each, when a target or comparison names a row that no {@code @Benchmark}
 * of the jar measures: a renamed benchmark must not leave its target silently unjudged.
 */
public final class Report {
  private Report() {}

  /**
   * Prints the report and writes the chart if a second argument names its file; exits with 1, and a
   * message on standard error, if a file cannot be read or written or the rules are not valid.
   *
   * @param args the JMH JSON result file, optionally the SVG file to write, and optionally {@code
   *     --rules} and a rules file in place of the jar's
   */
  public static void main(String[] args) {
    int status;
    try {
      status = run(args, System.out, System.err);
    } catch (IOException e) {
      System.err.println("report: " + e.getMessage());
      status = 1;
    }
    if (status != 0) {
      System.exit(status);
    }
  }

  /**
   * Runs the report; the rows that exist are the benchmarks on the class path.
   *
   * @return 0, 1 if the rules name a row that is no benchmark, 2 on a usage error
   * @throws IOException if a file cannot be read or written, or the rules are not valid
   */
  static int run(String[] args, PrintStream out, PrintStream err) throws IOException {
    List<String> files = new ArrayList<>(List.of(args));
    Path rulesFile = null;
    int rulesOption = files.indexOf("--rules");
    if (rulesOption >= 0 && rulesOption + 1 < files.size()) {
      rulesFile = Path.of(files.remove(rulesOption + 1));
      files.remove(rulesOption);
    }
    if (files.isEmpty() || files.size() > 2 || files.contains("--rules")) {
      err.println("usage: Report results.json [chart.svg] [--rules rules.json]");
      return 2;
    }
    Rules rules;
    if (rulesFile == null) {
      rules = Rules.builtIn();
    } else {
      try (InputStream json = new FileInputStream(rulesFile.toFile())) {
        rules = Rules.read(json);
      } catch (IOException e) {
        throw new IOException(rulesFile + ": " + e.getMessage(), e);
      }
    }
    List<String> unknown = rules.unknownRows(benchmarksOnClassPath());
    if (!unknown.isEmpty()) {
      unknown.forEach(problem -> err.println("report: " + problem));
      return 1;
    }

    Map<String, Row> rows = Results.read(Path.of(files.get(0)));
    out.print(RatioTable.of(rows, rules));
    out.println();
    out.print(TargetCheck.of(rows, rules));
    for (String section :
        List.of(
            LatencyTable.of(rows),
            ScalingTable.of(rows, rules),
            ForkSpread.of(rows, rules.forkSpread()))) {
      if (!section.isEmpty()) {
        out.println();
        out.print(section);
      }
    }
    if (files.size() == 2) {
      Files.writeString(Path.of(files.get(1)), BarChart.svg(rows, rules), StandardCharsets.UTF_8);
      out.println();
      out.println("chart: " + files.get(1));
    }
    return 0;
  }

  /** The benchmarks that JMH's annotation processor listed in the class path, "Class.method". */
  static Set<String> benchmarksOnClassPath() {
    return BenchmarkList.defaultList()
        .getAll(OutputFormatFactory.createFormatInstance(System.err, VerboseMode.SILENT), List.of())
        .stream()
        .map(BenchmarkListEntry::getUsername)
        .map(name -> name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1))
        .collect(Collectors.toSet());
  }
}
