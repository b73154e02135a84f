package io.github.sortid.lease;

import io.github.sortid.scru64.Scru64CounterMode;

/**
 * A counter mode that is a function of the timestamp alone, so that a schedule's IDs replay exactly
 * whatever the generator's own randomness: each lease of a schedule draws a seed and a style. The
 * style {@link #NEAR_TOP} starts each tick near the counter's top, so that a few IDs overflow it
 * and move the generator ahead of its clock, towards the end of its reservation.
 *
 * @param seed the lease's seed
 * @param style {@link #SPREAD}, {@link #NEAR_TOP} or {@link #NEAR_ZERO}
 */
record SimCounterMode(long seed, int style) implements Scru64CounterMode {
  /** A counter anywhere in its range. */
  static final int SPREAD = 0;

  /** A counter a few values below its top. */
  static final int NEAR_TOP = 1;

  /** A counter a few values above zero. */
  static final int NEAR_ZERO = 2;

  @Override
  public int renew(int counterSize, RenewContext context) {
    long hash = SimWorld.mix(seed ^ context.getTimestamp());
    int max = (1 << counterSize) - 1;
    return switch (style) {
      case NEAR_TOP -> max - (int) (hash & 3);
      case NEAR_ZERO -> (int) (hash & 3);
      default -> (int) (hash & max);
    };
  }
}
