package io.github.sortid.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.ref.WeakReference;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.random.RandomGenerator;

/**
 * The generators' default randomness: one source that all threads share, whose every draw comes
 * from the calling platform thread's own {@link AesCtrRandom}. Threads that share a generator thus
 * never touch each other's buffers, and a draw takes no lock. Each thread's instance is created at
 * its first draw and seeded by that thread, so a slow {@link java.security.SecureRandom} makes only
 * the seeding thread wait. Virtual threads, cheap and often one per task, draw from one instance
 * that they share behind a lock, rather than seeding an instance for the few numbers a task draws.
 *
 * <p>Nothing here keeps sortid's class loader alive. A thread's {@link ThreadLocal} value is a
 * {@link WeakReference}, a JDK type; its instance is held strongly only by a registry in this
 * class, keyed weakly by the thread. So a server's pooled thread that drew IDs for a web
 * application that has since been undeployed holds nothing of the application: once its classes are
 * unreachable, so are the registry and the instances, and the loader can be collected.
 */
public final class ThreadRandom {
  private static final ThreadLocal<WeakReference<AesCtrRandom>> OWN = new ThreadLocal<>();

  /** Keeps each live platform thread's instance; an entry goes when its thread is collected. */
  private static final Map<Thread, AesCtrRandom> REGISTRY = new WeakHashMap<>();

  private static final ReentrantLock REGISTRY_LOCK = new ReentrantLock();

  /**
   * {@code Thread.isVirtual()} from JDK 21 on (19 and 20 as a preview), else null: every thread is
   * then a platform thread.
   */
  private static final MethodHandle IS_VIRTUAL = findIsVirtual();

  private static final LockedRandom<AesCtrRandom> VIRTUAL_THREADS =
      new LockedRandom<>(new AesCtrRandom());

  private static final RandomGenerator CURRENT_THREAD =
      new RandomGenerator() {
        @Override
        public int nextInt() {
          return current().nextInt();
        }

        @Override
        public long nextLong() {
          return current().nextLong();
        }
      };

  private ThreadRandom() {}

  /**
   * Returns the generators' default randomness, safe to share between threads.
   *
   * @return the shared source
   */
  public static RandomGenerator perThread() {
    return CURRENT_THREAD;
  }

  /**
   * Returns the source to draw from for a run of draws on the current thread, seeded already: for
   * {@link #perThread()}, the current thread's instance, which saves looking it up at every draw
   * and lets the caller have it seeded before it reads the clock (so that a slow seeding does not
   * date the thread's first ID back) and before it holds anything that other threads need; any
   * other source as it is.
   *
   * @param source a generator's source
   * @return the source to draw from on this thread until the run ends
   * @throws IllegalStateException if the thread's instance cannot be seeded
   */
  public static RandomGenerator resolve(RandomGenerator source) {
    if (source != CURRENT_THREAD) {
      return source;
    }
    if (onVirtualThread()) {
      VIRTUAL_THREADS.apply(AesCtrRandom::prepare);
      return VIRTUAL_THREADS;
    }
    AesCtrRandom own = own();
    own.prepare();
    return own;
  }

  private static RandomGenerator current() {
    return onVirtualThread() ? VIRTUAL_THREADS : own();
  }

  /** The current platform thread's instance, created at its first draw. */
  static AesCtrRandom own() {
    WeakReference<AesCtrRandom> reference = OWN.get();
    AesCtrRandom own = reference != null ? reference.get() : null;
    return own != null ? own : register();
  }

  private static AesCtrRandom register() {
    AesCtrRandom own = new AesCtrRandom();
    REGISTRY_LOCK.lock();
    try {
      REGISTRY.put(Thread.currentThread(), own);
    } finally {
      REGISTRY_LOCK.unlock();
    }
    OWN.set(new WeakReference<>(own));
    return own;
  }

  private static boolean onVirtualThread() {
    if (IS_VIRTUAL == null) {
      return false;
    }
    try {
      return (boolean) IS_VIRTUAL.invokeExact(Thread.currentThread());
    } catch (Throwable e) {
      throw new IllegalStateException("Thread.isVirtual() failed", e);
    }
  }

  private static MethodHandle findIsVirtual() {
    try {
      return MethodHandles.publicLookup()
          .findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
    } catch (NoSuchMethodException | IllegalAccessException e) {
      return null;
    }
  }
}
