package io.github.sortid.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * The statistics of a checked stream as a table of STAT, EXPECTED and ACTUAL columns, the layout of
 * the reference testers' reports (docs/CLI.md#how-check-works), and a VERDICT column that says
 * whether each value is within the expected range. Every column is as wide as its widest value, so
 * that the table stays aligned whatever the values.
 */
final class StatisticsTable {
  private static final String NAME_HEADER = "STAT";
  private static final String EXPECTED_HEADER = "EXPECTED";
  private static final String ACTUAL_HEADER = "ACTUAL";
  private static final String VERDICT_HEADER = "VERDICT";

  /** The narrowest value column, as the reference testers print them. */
  private static final int MIN_VALUE_WIDTH = 12;

  /** Room before the widest value of a column, so that it never touches the column before it. */
  private static final int MIN_LEADING_SPACE = 1;

  /** Whether a value is within what a good generator gives. */
  enum Verdict {
    /** Within the expected range. */
    WITHIN("within"),
    /** Outside the expected range: a sign of a fault, or of a stream unlike the expected one. */
    OUTSIDE("outside"),
    /** There is an expected range, but too little data to tell. */
    UNKNOWN("n/a"),
    /** Nothing is expected: the value is for information. */
    NONE("");

    private final String text;

    Verdict(String text) {
      this.text = text;
    }

    static Verdict within(boolean within) {
      return within ? WITHIN : OUTSIDE;
    }

    @Override
    public String toString() {
      return text;
    }
  }

  private final List<Row> rows = new ArrayList<>();

  /**
   * Adds a row.
   *
   * @param name what is measured, with its unit
   * @param expected what a good generator gives, or {@code n/a}
   * @param actual what the stream gave, or {@code n/a} if it cannot be computed
   * @param verdict whether the actual value is within the expected range
   */
  StatisticsTable add(String name, String expected, String actual, Verdict verdict) {
    rows.add(new Row(name, expected, actual, verdict));
    return this;
  }

  /** The header and the rows, the names and verdicts left-aligned and the values right-aligned. */
  List<String> lines() {
    Row header = new Row(NAME_HEADER, EXPECTED_HEADER, ACTUAL_HEADER, null);
    int nameWidth = NAME_HEADER.length();
    int expectedWidth = MIN_VALUE_WIDTH;
    int actualWidth = MIN_VALUE_WIDTH;
    for (Row row : rows) {
      nameWidth = Math.max(nameWidth, row.name().length());
      expectedWidth = Math.max(expectedWidth, row.expected().length() + MIN_LEADING_SPACE);
      actualWidth = Math.max(actualWidth, row.actual().length() + MIN_LEADING_SPACE);
    }
    List<String> lines = new ArrayList<>(rows.size() + 1);
    lines.add(line(header, VERDICT_HEADER, nameWidth, expectedWidth, actualWidth));
    for (Row row : rows) {
      lines.add(line(row, row.verdict().toString(), nameWidth, expectedWidth, actualWidth));
    }
    return lines;
  }

  private static String line(
      Row row, String verdict, int nameWidth, int expectedWidth, int actualWidth) {
    String line =
        padRight(row.name(), nameWidth)
            + ' '
            + padLeft(row.expected(), expectedWidth)
            + ' '
            + padLeft(row.actual(), actualWidth)
            + "  "
            + verdict;
    return line.stripTrailing();
  }

  private static String padRight(String text, int width) {
    return text + " ".repeat(Math.max(0, width - text.length()));
  }

  private static String padLeft(String text, int width) {
    return " ".repeat(Math.max(0, width - text.length())) + text;
  }

  private record Row(String name, String expected, String actual, Verdict verdict) {}
}
