package io.github.sortid.cli;

import java.util.Locale;

/**
 * The mean time between renewals of a random field, such as a counter that a generator resets to a
 * random value once per millisecond, measured in the IDs' own time as the reference testers measure
 * it (docs/CLI.md#how-check-works).
 */
final class RenewalIntervals {
  private boolean renewedBefore;
  private long lastMillis;
  private long count;
  private long sumMillis;

  /**
   * Records a renewal in the ID of the given timestamp; the first one starts the first interval.
   */
  void renewed(long millis) {
    if (renewedBefore) {
      count++;
      sumMillis += millis - lastMillis;
    }
    renewedBefore = true;
    lastMillis = millis;
  }

  /** Whether there was an interval, between two renewals. */
  boolean hasInterval() {
    return count > 0;
  }

  /** How many intervals there were. */
  long count() {
    return count;
  }

  /** The mean interval in milliseconds; only if {@link #hasInterval()}. */
  double meanMillis() {
    return (double) sumMillis / count;
  }

  /** The mean interval in milliseconds, or {@code n/a} if there was no interval yet. */
  String mean() {
    return hasInterval() ? String.format(Locale.ROOT, "%.3f", meanMillis()) : "n/a";
  }
}
