package io.github.sortid.internal;

import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;

/**
 * A source of random bits that many threads may share: each draw takes a lock of the source's own,
 * so the source behind it need not be thread-safe. The lock parks a thread that waits for it, so
 * waiting uses no processor time, and it is not {@code synchronized}, so a virtual thread that
 * waits does not pin its carrier.
 *
 * @param <R> the type of the source
 */
public final class LockedRandom<R extends RandomGenerator> implements RandomGenerator {
  private final ReentrantLock lock = new ReentrantLock();
  private final R source;

  /**
   * Wraps a source.
   *
   * @param source the source, drawn from by one thread at a time
   */
  public LockedRandom(R source) {
    this.source = source;
  }

  /**
   * Runs an action on the source under the lock.
   *
   * @param action what to do with the source
   */
  public void apply(Consumer<? super R> action) {
    lock.lock();
    try {
      action.accept(source);
    } finally {
      lock.unlock();
    }
  }

  @Override
  public int nextInt() {
    lock.lock();
    try {
      return source.nextInt();
    } finally {
      lock.unlock();
    }
  }

  @Override
  public long nextLong() {
    lock.lock();
    try {
      return source.nextLong();
    } finally {
      lock.unlock();
    }
  }
}
