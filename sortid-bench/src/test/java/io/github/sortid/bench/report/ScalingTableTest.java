package io.github.sortid.bench.report;

import static io.github.sortid.bench.report.ForkSpreadTest.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The scaling rows, grouped by thread count, as time per ID and throughput against one thread. */
class ScalingTableTest {
  @Test
  void groupsTheRowsByThreadCount() throws IOException {
    Rules rules = Rules.builtIn();
    Map<String, Row> rows = new LinkedHashMap<>();
    put(rows, "Scaling1Benchmark.scru128", 1, 40);
    put(rows, "Scaling1Benchmark.officialScru128", 1, 100);
    put(rows, "Scaling2Benchmark.scru128", 2, 80); // taking turns: the same throughput
    put(rows, "Scaling2Benchmark.officialScru128", 2, 100); // never waiting: twice the throughput
    put(rows, "Scaling8Benchmark.scru128", 8, 400);
    put(rows, "UuidBenchmark.uuidV7", 1, 45); // not a scaling row
    String table = ScalingTable.of(rows, rules);
    String[] lines = table.split("\n");
    assertEquals(
        "| scaling: time per ID, ns | 1 thread | 2 threads | 8 threads |"
            + " throughput, 2 vs 1 | throughput, 8 vs 1 |",
        lines[0]);
    assertEquals("| --- | ---: | ---: | ---: | ---: | ---: |", lines[1]);
    assertEquals("| **scru128** | 40.0 | 80.0 | 400 | 1.00x | 0.80x |", lines[2]);
    assertEquals("| officialScru128 | 100 | 100 | - | 2.00x | - |", lines[3]);
    assertTrue(lines[5].startsWith("processors of the machine the report runs on: "), table);
    // The ratio table compares each scaling row with its peer of the same thread count.
    assertEquals("Scaling2Benchmark.officialScru128", rules.peerOf("Scaling2Benchmark.scru128"));
    assertEquals("", ScalingTable.of(Map.of(), rules));
  }

  private static void put(Map<String, Row> rows, String key, int threads, double score) {
    rows.put(key, row(key, threads, List.of(score)));
  }
}
