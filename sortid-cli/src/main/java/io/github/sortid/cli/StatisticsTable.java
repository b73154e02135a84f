package io.github.sortid.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * The statistics of a checked stream as a table of STAT, EXPECTED and ACTUAL columns, the layout of
 * the reference testers' reports (scru128 digest §6).
 */
final class StatisticsTable {
  private static final String NAME_HEADER = "STAT";
  private static final int VALUE_WIDTH = 12;

  private final List<Row> rows = new ArrayList<>();

  /**
   * Adds a row.
   *
   * @param name what is measured, with its unit
   * @param expected what a good generator gives, or {@code n/a}
   * @param actual what the stream gave, or {@code n/a} if it cannot be computed
   */
  StatisticsTable add(String name, String expected, String actual) {
    rows.add(new Row(name, expected, actual));
    return this;
  }

  /** The header and the rows, the names left-aligned and the values right-aligned. */
  List<String> lines() {
    int nameWidth = NAME_HEADER.length();
    for (Row row : rows) {
      nameWidth = Math.max(nameWidth, row.name().length());
    }
    List<String> lines = new ArrayList<>(rows.size() + 1);
    lines.add(line(nameWidth, NAME_HEADER, "EXPECTED", "ACTUAL"));
    for (Row row : rows) {
      lines.add(line(nameWidth, row.name(), row.expected(), row.actual()));
    }
    return lines;
  }

  private static String line(int nameWidth, String name, String expected, String actual) {
    return padRight(name, nameWidth)
        + ' '
        + padLeft(expected, VALUE_WIDTH)
        + ' '
        + padLeft(actual, VALUE_WIDTH);
  }

  private static String padRight(String text, int width) {
    return text + " ".repeat(Math.max(0, width - text.length()));
  }

  private static String padLeft(String text, int width) {
    return " ".repeat(Math.max(0, width - text.length())) + text;
  }

  private record Row(String name, String expected, String actual) {}
}
