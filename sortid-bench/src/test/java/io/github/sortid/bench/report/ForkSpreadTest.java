package io.github.sortid.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The fork-spread rule: each row's spread against the JDK rows' largest spread in the same run. */
class ForkSpreadTest {
  private static final Rules.ForkSpreadRule RULE =
      new Rules.ForkSpreadRule(List.of("UuidBenchmark.toText", "UuidBenchmark.fromText"), 0.05);

  @Test
  void flagsTheRowsThatSpreadMoreThanTheNoisiestJdkRowPlusTheMargin() {
    Map<String, Row> rows = new LinkedHashMap<>();
    put(rows, "UuidBenchmark.toText", 20, 22); // 10%
    put(rows, "UuidBenchmark.fromText", 30, 36); // 20%: the bound is 25%
    put(rows, "Scru128Benchmark.generate", 40, 49.6); // 24%: within
    put(rows, "UlidBenchmark.generate", 40, 50.4); // 26%: beyond
    String report = ForkSpread.of(rows, RULE);
    assertTrue(
        report.endsWith(
            "fork spread: bound 25.0% = the JDK rows' largest spread (UuidBenchmark.fromText,"
                + " 20.0%) + 5.0%; 1 of 4 rows beyond it: UlidBenchmark.generate\n"),
        report);
    assertTrue(
        report.contains(
            "| UlidBenchmark.generate | 2 | 40.0 | 50.4 | 26.0% | beyond the JDK's noise |"),
        report);
    assertTrue(
        report.contains("| Scru128Benchmark.generate | 2 | 40.0 | 49.6 | 24.0% |  |"), report);
  }

  @Test
  void judgesNothingWithoutAJdkRowOfTwoForks() {
    Map<String, Row> rows = new LinkedHashMap<>();
    put(rows, "UlidBenchmark.generate", 40, 80);
    String report = ForkSpread.of(rows, RULE);
    assertTrue(report.contains("| 100.0% |  |"), report);
    assertTrue(
        report.endsWith(
            "fork spread: not judged, no JDK row (UuidBenchmark.toText, UuidBenchmark.fromText)"
                + " ran with two forks\n"),
        report);
  }

  @Test
  void leavesOutTheRowsOfOneFork() {
    Map<String, Row> rows = new LinkedHashMap<>();
    rows.put("UlidBenchmark.generate", row("UlidBenchmark.generate", 1, List.of(40.0)));
    assertEquals("", ForkSpread.of(rows, RULE));
  }

  private static void put(Map<String, Row> rows, String key, double fastest, double slowest) {
    rows.put(key, row(key, 1, List.of(fastest, slowest)));
  }

  /** A row of the given key, thread count and fork means; its score is their mean. */
  static Row row(String key, int threads, List<Double> forkMeans) {
    double score = forkMeans.stream().mapToDouble(x -> x).average().orElseThrow();
    int dot = key.indexOf('.');
    return new Row(
        key,
        key.substring(0, dot),
        key.substring(dot + 1),
        "avgt",
        threads,
        score,
        0,
        score,
        score,
        forkMeans,
        Map.of());
  }
}
