package io.github.sortid.bench.report;

import static io.github.sortid.bench.report.Format.format;
import static io.github.sortid.bench.report.Format.ratio;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The markdown table of the scaling rows, grouped by thread count: for each method, its time per ID
 * on each thread count, then its throughput (IDs per second, all threads together) relative to its
 * own on one thread: {@code threads * time(1 thread) / time(threads)}. 1.00x means the threads take
 * turns; n on n threads means they never wait for each other.
 */
final class ScalingTable {
  private ScalingTable() {}

  /** The table, or an empty string if no scaling row was run. */
  static String of(Map<String, Row> rows, Rules rules) {
    // method -> thread count -> row, methods in the file's order.
    Map<String, TreeMap<Integer, Row>> byMethod = new LinkedHashMap<>();
    TreeMap<Integer, Boolean> threadCounts = new TreeMap<>();
    for (Row row : rows.values()) {
      if (rules.scaling().classes().contains(row.group())) {
        byMethod.computeIfAbsent(row.method(), m -> new TreeMap<>()).put(row.threads(), row);
        threadCounts.put(row.threads(), true);
      }
    }
    if (byMethod.isEmpty()) {
      return "";
    }
    List<Integer> counts = new ArrayList<>(threadCounts.keySet());
    StringBuilder out = new StringBuilder("| scaling: time per ID, ns |");
    for (int threads : counts) {
      out.append(' ').append(threads).append(threads == 1 ? " thread |" : " threads |");
    }
    for (int threads : counts) {
      if (threads > 1) {
        out.append(" throughput, ").append(threads).append(" vs 1 |");
      }
    }
    long columns = counts.size() + counts.stream().filter(threads -> threads > 1).count();
    out.append("\n| --- |").append(" ---: |".repeat((int) columns)).append('\n');
    byMethod.forEach(
        (method, byThreads) -> {
          Row any = byThreads.firstEntry().getValue();
          out.append("| ").append(rules.isPeer(any) ? method : "**" + method + "**").append(" |");
          for (int threads : counts) {
            Row row = byThreads.get(threads);
            out.append(' ').append(row != null ? format(row.score()) : "-").append(" |");
          }
          Row one = byThreads.get(1);
          for (int threads : counts) {
            if (threads > 1) {
              Row row = byThreads.get(threads);
              out.append(' ')
                  .append(
                      one != null && row != null ? ratio(threads * one.score() / row.score()) : "-")
                  .append(" |");
            }
          }
          out.append('\n');
        });
    out.append("\nprocessors of the machine the report runs on: ")
        .append(Runtime.getRuntime().availableProcessors())
        .append(" (rows with more threads measure oversubscription if JMH ran here)\n");
    return out.toString();
  }
}
