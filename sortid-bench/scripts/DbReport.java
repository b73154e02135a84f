import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns the CSV file of the database insert benchmark ({@code sortid-bench/run-db}) into the
 * markdown table of docs/BENCHMARKS.md and an SVG chart: rows per second, and the size of the
 * primary key's index, side by side for each key type.
 *
 * <p>A single-file program with no dependencies, for the JDK's source launcher:
 *
 * <pre>
 * java sortid-bench/scripts/DbReport.java db-insert.csv [chart.svg]
 * </pre>
 */
public final class DbReport {
  private DbReport() {}

  /** One key type's load, as the benchmark wrote it. */
  record Row(
      String key,
      String column,
      long rows,
      double seconds,
      double rowsPerSecond,
      long indexBytes,
      long indexBytesAfterVacuum,
      long tableBytes,
      long walBytes) {
    /** The keys whose values arrive in random order, drawn in grey. */
    boolean random() {
      return key.startsWith("UUIDv4");
    }

    /** sortid's keys, drawn in blue. */
    boolean sortid() {
      return key.startsWith("SCRU") || key.startsWith("ULID");
    }
  }

  /**
   * Prints the table and, if a second argument names it, writes the chart.
   *
   * @param args the CSV file, and optionally the SVG file to write
   * @throws IOException if a file cannot be read or written
   */
  public static void main(String[] args) throws IOException {
    if (args.length < 1) {
      System.err.println("usage: java DbReport.java db-insert.csv [chart.svg]");
      System.exit(2);
    }
    List<Row> rows = read(Path.of(args[0]));
    System.out.print(table(rows));
    if (args.length > 1) {
      Files.writeString(Path.of(args[1]), svg(rows), StandardCharsets.UTF_8);
      System.out.println();
      System.out.println("Chart: " + args[1]);
    }
  }

  static List<Row> read(Path csv) throws IOException {
    List<Row> rows = new ArrayList<>();
    List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",");
      rows.add(
          new Row(
              f[0],
              f[1],
              Long.parseLong(f[2]),
              Double.parseDouble(f[3]),
              Double.parseDouble(f[4]),
              Long.parseLong(f[5]),
              Long.parseLong(f[6]),
              Long.parseLong(f[7]),
              Long.parseLong(f[8])));
    }
    return rows;
  }

  /** The markdown table, with each figure's ratio to the random UUID's. */
  static String table(List<Row> rows) {
    Row baseline = rows.stream().filter(Row::random).findFirst().orElse(rows.get(0));
    StringBuilder out = new StringBuilder();
    out.append(
        "| key | column | rows/s | vs UUIDv4 | PK index after load | after VACUUM"
            + " | table | WAL written |\n");
    out.append("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (Row row : rows) {
      out.append(
          String.format(
              Locale.ROOT,
              "| %s | `%s` | %,.0f | %.2fx | %.1f MiB | %.1f MiB | %.1f MiB | %.0f MiB |\n",
              row.key(),
              row.column(),
              row.rowsPerSecond(),
              row.rowsPerSecond() / baseline.rowsPerSecond(),
              mib(row.indexBytes()),
              mib(row.indexBytesAfterVacuum()),
              mib(row.tableBytes()),
              mib(row.walBytes())));
    }
    return out.toString();
  }

  /** Two horizontal bar charts side by side: rows per second, and index size after the load. */
  static String svg(List<Row> rows) {
    int labelWidth = 150;
    int barWidth = 260;
    int gap = 120;
    int rowHeight = 22;
    int top = 56;
    int height = top + rows.size() * rowHeight + 16;
    int width = labelWidth + 2 * barWidth + gap + 60;
    double maxRate = rows.stream().mapToDouble(Row::rowsPerSecond).max().orElse(1);
    double maxIndex = rows.stream().mapToDouble(row -> mib(row.indexBytes())).max().orElse(1);
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " font-family=\"sans-serif\" font-size=\"12\">\n",
            width,
            height));
    out.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    out.append(
        String.format(
            Locale.ROOT,
            "<text x=\"10\" y=\"18\" font-size=\"14\" font-weight=\"bold\">Inserting %,d rows"
                + " into PostgreSQL, batches of 1000</text>\n",
            rows.get(0).rows()));
    out.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%d\" y=\"44\" font-weight=\"bold\">rows per second (longer is better)</text>"
                + "<text x=\"%d\" y=\"44\" font-weight=\"bold\">primary key index, MiB"
                + " (shorter is better)</text>\n",
            labelWidth,
            labelWidth + barWidth + gap));
    int y = top;
    for (Row row : rows) {
      String colour = row.random() ? "#999999" : row.sortid() ? "#1f6feb" : "#6e7781";
      double rate = barWidth * row.rowsPerSecond() / maxRate;
      double index = barWidth * mib(row.indexBytes()) / maxIndex;
      int x2 = labelWidth + barWidth + gap;
      out.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>"
                  + "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>"
                  + "<text x=\"%.1f\" y=\"%d\">%,.0f</text>"
                  + "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>"
                  + "<text x=\"%.1f\" y=\"%d\">%.1f</text>\n",
              labelWidth - 6,
              y + rowHeight - 7,
              row.key(),
              labelWidth,
              y + 2,
              Math.max(rate, 1),
              rowHeight - 6,
              colour,
              labelWidth + Math.max(rate, 1) + 4,
              y + rowHeight - 7,
              row.rowsPerSecond(),
              x2,
              y + 2,
              Math.max(index, 1),
              rowHeight - 6,
              colour,
              x2 + Math.max(index, 1) + 4,
              y + rowHeight - 7,
              mib(row.indexBytes())));
      y += rowHeight;
    }
    out.append("</svg>\n");
    return out.toString();
  }

  static double mib(long bytes) {
    return bytes / 1024.0 / 1024.0;
  }
}
