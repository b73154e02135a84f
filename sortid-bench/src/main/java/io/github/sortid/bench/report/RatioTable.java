package io.github.sortid.bench.report;

import static io.github.sortid.bench.report.Format.comparison;
import static io.github.sortid.bench.report.Format.format;

import java.util.Map;

/** The markdown table of every row, with its ratio to the row it is compared with. */
final class RatioTable {
  private RatioTable() {}

  /** The table: sortid's rows in bold, each with the row the rules compare it with. */
  static String of(Map<String, Row> rows, Rules rules) {
    StringBuilder out = new StringBuilder();
    out.append("| benchmark | threads | ns/op | ± | compared with | ratio |\n");
    out.append("| --- | ---: | ---: | ---: | --- | ---: |\n");
    for (Row row : rows.values()) {
      String other = rules.peerOf(row.key());
      Row base = other != null ? rows.get(other) : null;
      out.append("| ")
          .append(rules.isPeer(row) ? row.key() : "**" + row.key() + "**")
          .append(" | ")
          .append(row.threads())
          .append(" | ")
          .append(format(row.score()))
          .append(" | ")
          .append(format(row.error()))
          .append(" | ")
          .append(base != null ? base.key() : "")
          .append(" | ")
          .append(base != null ? comparison(base.score() / row.score()) : "")
          .append(" |\n");
    }
    return out.toString();
  }
}
