package io.github.sortid.testing;

import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The tests' one clock: it reads whatever the test sets or advances it to (from any thread), counts
 * its readings and can fail one of them, so that clock faults need neither sleeping nor a real
 * clock.
 */
public final class ScriptedClock implements InstantSource {
  private final AtomicLong millis;
  private long reads;
  private long failAtRead;
  private RuntimeException thrown;

  /**
   * Creates a clock that reads {@code millis} until set otherwise.
   *
   * @param millis Unix time in milliseconds
   */
  public ScriptedClock(long millis) {
    this.millis = new AtomicLong(millis);
  }

  /** Sets the reading, in Unix milliseconds. */
  public void set(long millis) {
    this.millis.set(millis);
  }

  /** Moves the reading on (or back, if negative). */
  public void advance(long millis) {
    this.millis.addAndGet(millis);
  }

  /** Makes the {@code n}-th reading from now on (1 for the next) throw; 0 for none. */
  public synchronized void failAtRead(long n) {
    failAtRead = n == 0 ? 0 : reads + n;
    thrown = null;
  }

  /** The exception the failing reading threw, or null if it has not happened. */
  public synchronized RuntimeException thrown() {
    return thrown;
  }

  /** How many readings were taken so far. */
  public synchronized long reads() {
    return reads;
  }

  @Override
  public long millis() {
    synchronized (this) {
      reads++;
      if (reads == failAtRead) {
        thrown = new IllegalStateException("injected clock fault at reading " + reads);
        throw thrown;
      }
    }
    return millis.get();
  }

  @Override
  public Instant instant() {
    return Instant.ofEpochMilli(millis());
  }
}
