package io.github.sortid.testing;

import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.random.RandomGenerator;

/**
 * A user's source whose first draw blocks until the test releases it, so that the thread making
 * that draw holds up every other thread that needs the source. Later draws come from a seeded
 * {@link SplittableRandom}.
 */
public final class BlockingRandom implements RandomGenerator {
  private final CountDownLatch blocked = new CountDownLatch(1);
  private final CountDownLatch release = new CountDownLatch(1);
  private final SplittableRandom delegate = new SplittableRandom(7);
  private boolean first = true;

  /** Waits until a thread is blocked in the first draw. */
  public void awaitBlocked() throws InterruptedException {
    blocked.await();
  }

  /** Lets the blocked draw, and all later ones, go on. */
  public void release() {
    release.countDown();
  }

  @Override
  public long nextLong() {
    boolean block;
    synchronized (this) {
      block = first;
      first = false;
    }
    if (block) {
      blocked.countDown();
      boolean interrupted = false;
      while (true) {
        try {
          release.await();
          break;
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
    synchronized (this) {
      return delegate.nextLong();
    }
  }

  @Override
  public int nextInt() {
    return (int) (nextLong() >>> 32);
  }
}
