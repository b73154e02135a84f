package io.github.sortid.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.locks.LockSupport;

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
 * thread yields its carrier. If the lock is still taken after that, as when the holder was
 * descheduled for a while or many more threads than processors contend, the waiter sleeps 50
 * microseconds between tries ({@link LockSupport#parkNanos(long)}, which also unmounts a virtual
 * thread), so that waiting never keeps a processor busy for long. It never uses {@code
 * synchronized}, so virtual threads are never pinned. Not reentrant.
 */
public final class StateLock {
  /** Tries before a waiter starts to yield: enough for the usual critical section. */
  private static final int SPINS = 100;

  /** Tries, the spins included, before a waiter starts to sleep between tries. */
  private static final int SPINS_AND_YIELDS = 1_000;

  /** How long a waiter that has spun and yielded in vain sleeps before it tries again. */
  private static final long SLEEP_NANOS = 50_000;

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
        if (tries < SPINS) {
          tries++;
          Thread.onSpinWait();
        } else if (tries < SPINS_AND_YIELDS) {
          tries++;
          Thread.yield();
        } else {
          LockSupport.parkNanos(SLEEP_NANOS);
        }
      }
    } while (!HELD.weakCompareAndSetAcquire(this, 0, 1));
  }

  /** Releases the lock; only the thread that holds it may call this. */
  public void unlock() {
    HELD.setRelease(this, 0);
  }
}
