package io.github.sortid.testing;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * A seeded source whose {@code k}-th draw throws, and which can be wound back to a mark, so that a
 * call that failed can be repeated with exactly the random values it would have had.
 *
 * <p>Every draw goes through {@link #nextLong()} ({@code nextInt()} takes the high half of one
 * long; {@code nextBytes}, {@code nextInt(bound)}, {@code nextDouble()} and the rest are the
 * interface's defaults, which call {@code nextInt()} or {@code nextLong()}), so "draw" below means
 * one primitive value, whichever method asked for it. Not thread-safe: the generators promise to
 * use a user's source from one thread at a time.
 */
public final class FaultyRandom implements RandomGenerator {
  private final long seed;
  private SplittableRandom delegate;
  private long position;
  private long mark;
  private long draws;
  private long failAtDraw;
  private RuntimeException thrown;

  /** Creates a source that never fails until told to. */
  public FaultyRandom(long seed) {
    this.seed = seed;
    this.delegate = new SplittableRandom(seed);
  }

  /** Makes the {@code k}-th draw of this source's life (1 for its first) throw; 0 for none. */
  public void failAtDraw(long k) {
    failAtDraw = k;
  }

  /** The exception the failing draw threw, or null if it has not happened. */
  public RuntimeException thrown() {
    return thrown;
  }

  /** How many draws were attempted so far, the failing one included. */
  public long draws() {
    return draws;
  }

  /** Remembers the current position in the stream of values. */
  public void mark() {
    mark = position;
  }

  /** Goes back to the last mark: the next draws repeat the values given since it. */
  public void rewind() {
    delegate = new SplittableRandom(seed);
    for (long i = 0; i < mark; i++) {
      delegate.nextLong();
    }
    position = mark;
  }

  @Override
  public long nextLong() {
    draws++;
    if (draws == failAtDraw) {
      thrown = new IllegalStateException("injected random fault at draw " + draws);
      throw thrown;
    }
    position++;
    return delegate.nextLong();
  }

  @Override
  public int nextInt() {
    return (int) (nextLong() >>> 32);
  }
}
