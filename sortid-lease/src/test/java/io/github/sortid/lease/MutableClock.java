package io.github.sortid.lease;

import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;

/** The system clock shifted by an offset that a test changes. */
final class MutableClock implements InstantSource {
  private final AtomicLong offsetMillis = new AtomicLong();

  void shift(long millis) {
    offsetMillis.set(millis);
  }

  @Override
  public long millis() {
    return System.currentTimeMillis() + offsetMillis.get();
  }

  @Override
  public Instant instant() {
    return Instant.ofEpochMilli(millis());
  }
}
