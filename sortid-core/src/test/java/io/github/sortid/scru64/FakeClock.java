package io.github.sortid.scru64;

import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;

/** A clock that stands still until a test sets or advances it. */
final class FakeClock implements InstantSource {
  private final AtomicLong millis;

  FakeClock(long millis) {
    this.millis = new AtomicLong(millis);
  }

  void set(long millis) {
    this.millis.set(millis);
  }

  void advance(long millis) {
    this.millis.addAndGet(millis);
  }

  @Override
  public long millis() {
    return millis.get();
  }

  @Override
  public Instant instant() {
    return Instant.ofEpochMilli(millis());
  }
}
