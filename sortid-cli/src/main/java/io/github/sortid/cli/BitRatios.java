package io.github.sortid.cli;

import java.util.Locale;

/**
 * How often each bit of a random field is 1, over the IDs sampled: a well-drawn field gives close
 * to 0.5 at every position. Summarized as the lowest and highest ratio, as the reference testers
 * print it (docs/CLI.md#how-check-works).
 */
final class BitRatios {
  /** Ones seen at each bit position, the least significant first. */
  private final long[] ones;

  private long samples;

  /** Counts for a field of the given width, 1 to 128 bits. */
  BitRatios(int width) {
    this.ones = new long[width];
  }

  /** Samples a field of up to 64 bits. */
  void add(long bits) {
    samples++;
    count(bits, 0);
  }

  /** Samples a field of more than 64 bits: its upper bits, then its lowest 64. */
  void add(long high, long low) {
    samples++;
    count(low, 0);
    count(high, 64);
  }

  private void count(long bits, int base) {
    for (long rest = bits; rest != 0; rest &= rest - 1) {
      ones[base + Long.numberOfTrailingZeros(rest)]++;
    }
  }

  /**
   * Whether every ratio is within five standard deviations of 0.5 for the number of samples, which
   * a random field misses once in millions of checks; {@code UNKNOWN} for samples too few for that
   * bound to rule anything out.
   */
  StatisticsTable.Verdict verdict() {
    double bound = 5 * 0.5 / Math.sqrt(samples);
    if (bound >= 0.5) {
      return StatisticsTable.Verdict.UNKNOWN;
    }
    return StatisticsTable.Verdict.within(
        (double) min() / samples >= 0.5 - bound && (double) max() / samples <= 0.5 + bound);
  }

  /** The lowest and the highest ratio of ones, e.g. {@code 0.497-0.503}; needs one sample. */
  String minMax() {
    return String.format(
        Locale.ROOT, "%.3f-%.3f", (double) min() / samples, (double) max() / samples);
  }

  private long min() {
    long min = Long.MAX_VALUE;
    for (long n : ones) {
      min = Math.min(min, n);
    }
    return min;
  }

  private long max() {
    long max = 0;
    for (long n : ones) {
      max = Math.max(max, n);
    }
    return max;
  }
}
