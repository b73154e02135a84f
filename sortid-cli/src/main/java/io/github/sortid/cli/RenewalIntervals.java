package io.github.sortid.cli;

import java.util.Locale;

/**
 * The mean time between renewals of a random field, such as a counter that a generator resets to a
 * random value once per millisecond, measured in the IDs' own time as the reference testers measure
 * it (scru128 digest §6).
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

  /** The mean interval in milliseconds, or {@code n/a} if there was no interval yet. */
  String mean() {
    return count == 0 ? "n/a" : String.format(Locale.ROOT, "%.3f", (double) sumMillis / count);
  }
}
