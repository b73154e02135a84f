package io.github.sortid.bench.report;

import java.util.Locale;

/** How the report writes numbers and text, the same in every table and in the chart. */
final class Format {
  private Format() {}

  /** The text with the characters XML reserves escaped. */
  static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }

  /** A time in ns: no decimals from 100 on, one below. */
  static String format(double value) {
    return value >= 100
        ? String.format(Locale.ROOT, "%.0f", value)
        : String.format(Locale.ROOT, "%.1f", value);
  }

  /** "2.50x faster" or "1.20x slower", from the ratio of the other row's time to this one's. */
  static String comparison(double speedup) {
    return speedup >= 1 ? ratio(speedup) + " faster" : ratio(1 / speedup) + " slower";
  }

  /** A time in ns written in µs, with three significant digits or more. */
  static String micros(double nanos) {
    double value = nanos / 1000;
    return value >= 100
        ? String.format(Locale.ROOT, "%.0f", value)
        : value >= 10
            ? String.format(Locale.ROOT, "%.1f", value)
            : String.format(Locale.ROOT, "%.2f", value);
  }

  /** A ratio with two decimals and an "x": "1.25x". */
  static String ratio(double value) {
    return String.format(Locale.ROOT, "%.2fx", value);
  }
}
