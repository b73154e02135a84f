package io.github.sortid.bench.report;

import static io.github.sortid.bench.report.Format.micros;

import java.util.List;
import java.util.Map;

/**
 * The markdown table of the sampled rows' tails, in µs, one column per row: the percentiles of
 * single calls that the average hides.
 */
final class LatencyTable {
  /** The percentiles of the table, as JMH keys them. */
  private static final List<String> PERCENTILES = List.of("99.0", "99.9", "100.0");

  private LatencyTable() {}

  /** The table, or an empty string if no row was sampled. */
  static String of(Map<String, Row> rows) {
    List<Row> sampled = rows.values().stream().filter(row -> row.mode().equals("sample")).toList();
    if (sampled.isEmpty()) {
      return "";
    }
    StringBuilder out = new StringBuilder("| time per call, µs (JMH sample mode) |");
    for (Row row : sampled) {
      out.append(' ').append(row.key()).append(" (").append(row.threads()).append(" threads) |");
    }
    out.append("\n| --- |").append(" ---: |".repeat(sampled.size())).append('\n');
    out.append("| mean |");
    for (Row row : sampled) {
      out.append(' ').append(micros(row.score())).append(" |");
    }
    out.append('\n');
    for (String percentile : PERCENTILES) {
      out.append("| ")
          .append(percentile.equals("100.0") ? "max" : "p" + percentile.replace(".0", ""));
      out.append(" |");
      for (Row row : sampled) {
        Double value = row.percentiles().get(percentile);
        out.append(' ').append(value != null ? micros(value) : "-").append(" |");
      }
      out.append('\n');
    }
    return out.toString();
  }
}
