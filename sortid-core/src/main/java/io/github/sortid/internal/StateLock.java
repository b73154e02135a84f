package io.github.sortid.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The lock that guards a generator's few fields of state while one ID moves them on.
 *
 * <p>A critical section here is a few dozen instructions that never block, so a thread that finds
 * the lock taken is better off spinning for it than going to sleep: a {@link
 * java.util.concurrent.locks.ReentrantLock} parks the waiting thread, and waking it costs
 * microseconds, many times the critical section, which made two threads sharing a generator slower
 * together than one alone. Releasing is a plain store, where a {@code ReentrantLock} also pays for
 * a full fence.
 *
 * <p>A waiter spins a little ({@link Thread#onSpinWait()}), then yields its processor ({@link
 * Thread#yield()}) between tries, so that a holder which lost its processor gets it back; a virtual
 * thread yields its carrier. It never uses {@code synchronized}, so virtual threads are never
 * pinned. Not reentrant.
 */
public final class StateLock {
  /** Tries before a waiter starts to yield: enough for the usual critical section. */
  private static final int SPINS = 100;

  private static final VarHandle HELD;

  static {
    try {
      HELD = MethodHandles.lookup().findVarHandle(StateLock.class, "held", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  /** 1 while a thread holds the lock; accessed through {@link #HELD} only. */
  @SuppressWarnings("unused")
  private volatile int held;

  /** Creates an unlocked lock. */
  public StateLock() {}

  /** Takes the lock, waiting as long as another thread holds it. */
  public void lock() {
    if (!HELD.weakCompareAndSetAcquire(this, 0, 1)) {
      lockContended();
    }
  }

  private void lockContended() {
    int tries = 0;
    do {
      // Wait on a plain read, so that waiters do not take the cache line from the holder.
      while ((int) HELD.getOpaque(this) != 0) {
        if (++tries < SPINS) {
          Thread.onSpinWait();
        } else {
          Thread.yield();
        }
      }
    } while (!HELD.weakCompareAndSetAcquire(this, 0, 1));
  }

  /** Releases the lock; only the thread that holds it may call this. */
  public void unlock() {
    HELD.setRelease(this, 0);
  }
}
