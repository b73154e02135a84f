package io.github.sortid.euid;

import java.time.Instant;
import java.time.InstantSource;

/** A clock that reads whatever the test sets, so clock faults need no sleeping. */
final class ManualClock implements InstantSource {
  private volatile long millis;

  ManualClock(long millis) {
    this.millis = millis;
  }

  void set(long millis) {
    this.millis = millis;
  }

  @Override
  public long millis() {
    return millis;
  }

  @Override
  public Instant instant() {
    return Instant.ofEpochMilli(millis);
  }
}
