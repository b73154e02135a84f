package io.github.sortid.testing;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;

/**
 * A user's source that is not thread-safe (a {@link SplittableRandom}), which counts the times two
 * threads were inside it at once. A generator promises to draw from a user's source under a lock,
 * so the count must stay 0; an overlap seen here is always a real one.
 */
public final class ExclusiveRandom implements RandomGenerator {
  private final SplittableRandom delegate;
  private final AtomicInteger inside = new AtomicInteger();
  private final AtomicInteger overlaps = new AtomicInteger();

  /** Creates the source with a seed. */
  public ExclusiveRandom(long seed) {
    this.delegate = new SplittableRandom(seed);
  }

  /** How many draws found another thread drawing. */
  public int overlaps() {
    return overlaps.get();
  }

  @Override
  public long nextLong() {
    if (inside.getAndIncrement() != 0) {
      overlaps.incrementAndGet();
    }
    try {
      return delegate.nextLong();
    } finally {
      inside.decrementAndGet();
    }
  }

  @Override
  public int nextInt() {
    return (int) (nextLong() >>> 32);
  }

  @Override
  public String toString() {
    return "SplittableRandom";
  }
}
