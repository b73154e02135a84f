package io.github.sortid.bench.report;

import static io.github.sortid.bench.report.Format.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The markdown table of how far apart the forks of each row are, judged against the machine's own
 * noise: the spread of the rows that measure the JDK alone in the same run.
 *
 * <p>A row's spread is the mean of its slowest fork's iterations over its fastest fork's, less one.
 * A row whose forks disagree more than the JDK's own rows do measured a property of the fork (what
 * the JIT compiled, where the code and the heap landed) rather than of the code.
 */
final class ForkSpread {
  private ForkSpread() {}

  /** The table, or an empty string if no row ran with two forks or more. */
  static String of(Map<String, Row> rows, Rules.ForkSpreadRule rule) {
    List<Row> forked = rows.values().stream().filter(row -> row.forkMeans().size() >= 2).toList();
    if (forked.isEmpty()) {
      return "";
    }
    String noisiestJdkRow = null;
    double jdkSpread = 0;
    for (String key : rule.jdkRows()) {
      Row row = rows.get(key);
      if (row != null && row.forkMeans().size() >= 2 && spread(row) >= jdkSpread) {
        noisiestJdkRow = key;
        jdkSpread = spread(row);
      }
    }
    double bound = jdkSpread + rule.margin();
    StringBuilder out = new StringBuilder();
    out.append("| benchmark | forks | fastest fork, ns/op | slowest fork, ns/op | spread | |\n");
    out.append("| --- | ---: | ---: | ---: | ---: | --- |\n");
    List<String> flagged = new ArrayList<>();
    for (Row row : forked) {
      boolean beyond = noisiestJdkRow != null && spread(row) > bound;
      if (beyond) {
        flagged.add(row.key());
      }
      out.append("| ")
          .append(row.key())
          .append(" | ")
          .append(row.forkMeans().size())
          .append(" | ")
          .append(format(fastest(row)))
          .append(" | ")
          .append(format(slowest(row)))
          .append(" | ")
          .append(percent(spread(row)))
          .append(" | ")
          .append(beyond ? "beyond the JDK's noise" : "")
          .append(" |\n");
    }
    out.append('\n');
    if (noisiestJdkRow == null) {
      return out.append("fork spread: not judged, no JDK row (")
          .append(String.join(", ", rule.jdkRows()))
          .append(") ran with two forks\n")
          .toString();
    }
    out.append("fork spread: bound ")
        .append(percent(bound))
        .append(" = the JDK rows' largest spread (")
        .append(noisiestJdkRow)
        .append(", ")
        .append(percent(jdkSpread))
        .append(") + ")
        .append(percent(rule.margin()))
        .append("; ")
        .append(flagged.size())
        .append(" of ")
        .append(forked.size())
        .append(" rows beyond it")
        .append(flagged.isEmpty() ? "" : ": " + String.join(", ", flagged))
        .append('\n');
    return out.toString();
  }

  /** The slowest fork's mean over the fastest fork's, less one. */
  static double spread(Row row) {
    return slowest(row) / fastest(row) - 1;
  }

  private static double fastest(Row row) {
    return row.forkMeans().stream().mapToDouble(x -> x).min().orElseThrow();
  }

  private static double slowest(Row row) {
    return row.forkMeans().stream().mapToDouble(x -> x).max().orElseThrow();
  }

  private static String percent(double fraction) {
    return String.format(Locale.ROOT, "%.1f%%", fraction * 100);
  }
}
