package io.github.sortid.lease;

import java.time.Instant;
import java.time.InstantSource;
import java.util.function.LongSupplier;

/**
 * A simulated process's clock: the simulation's time, plus the process's own skew, which the
 * schedule changes (a clock that runs ahead or behind, and jumps).
 */
final class SimClock implements InstantSource {
  private final LongSupplier now;
  private long skewMillis;

  /**
   * Creates a clock.
   *
   * @param now the simulation's time in milliseconds since its start
   * @param skewMillis how far this clock is ahead of the simulation's time (negative: behind)
   */
  SimClock(LongSupplier now, long skewMillis) {
    this.now = now;
    this.skewMillis = skewMillis;
  }

  long skew() {
    return skewMillis;
  }

  void setSkew(long millis) {
    skewMillis = millis;
  }

  @Override
  public long millis() {
    return SimWorld.BASE_MILLIS + now.getAsLong() + skewMillis;
  }

  @Override
  public Instant instant() {
    return Instant.ofEpochMilli(millis());
  }
}
