package io.github.sortid.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.ref.WeakReference;
import java.util.random.RandomGenerator;

/**
 * The generators' default randomness: a source per generator that all threads share, whose every
 * draw comes from the calling platform thread's own {@link AesCtrRandom}. Threads that share a
 * generator thus never touch each other's buffers, and a draw takes no lock. Each thread's instance
 * is created at its first draw and seeded by that thread, so a slow {@link
 * java.security.SecureRandom} makes only the seeding thread wait. Virtual threads, cheap and often
 * one per task, draw from one instance that they share behind a lock, rather than seeding an
 * instance for the few numbers a task draws.
 *
 * <p>Nothing here keeps sortid's class loader alive, nor a thread's instance after the thread. A
 * thread's {@link ThreadLocal} value is a {@link WeakReference}, a JDK type, so a server's pooled
 * thread that drew IDs for a web application that has since been undeployed holds nothing of the
 * application, and the loader can be collected. The instance is held strongly only by the sources
 * of the generators that the thread drew from last, for as long as it is their last: no registry
 * holds it, so an instance is unreachable once its thread has ended, or while no generator holds
 * it. A thread whose instance was collected while it lived creates and seeds a new one at its next
 * draw: this happens after a garbage collection to a thread that is no generator's last, which the
 * thread then pays for with one seeding, in exchange for no memory kept for idle or ended threads.
 */
public final class ThreadRandom {
  private static final ThreadLocal<WeakReference<Owned>> OWN = new ThreadLocal<>();

  private ThreadRandom() {}

  /**
   * Returns a new source of the generators' default randomness, for one generator, safe to share
   * between threads: each draw comes from the calling thread's stream.
   *
   * @return a new source
   */
  public static RandomGenerator perThread() {
    return new Shared();
  }

  /**
   * Returns the source to draw from for a run of draws on the current thread, seeded already: for a
   * source of {@link #perThread()}, the current thread's instance, which saves looking it up at
   * every draw and lets the caller have it seeded before it reads the clock (so that a slow seeding
   * does not date the thread's first ID back) and before it holds anything that other threads need;
   * any other source as it is.
   *
   * @param source a generator's source
   * @return the source to draw from on this thread until the run ends
   * @throws IllegalStateException if the thread's instance cannot be seeded
   */
  public static RandomGenerator resolve(RandomGenerator source) {
    if (!(source instanceof Shared)) {
      return source;
    }
    if (onVirtualThread()) {
      VirtualThreads.RANDOM.apply(AesCtrRandom::prepare);
      return VirtualThreads.RANDOM;
    }
    AesCtrRandom own = own();
    own.prepare();
    return own;
  }

  /**
   * The current platform thread's instance, created at its first draw, and again at the first after
   * it was collected; the caller holds it strongly for as long as it uses it.
   */
  static AesCtrRandom own() {
    return owned().random;
  }

  private static Owned owned() {
    WeakReference<Owned> reference = OWN.get();
    Owned owned = reference != null ? reference.get() : null;
    if (owned == null) {
      owned = new Owned(Thread.currentThread(), new AesCtrRandom());
      OWN.set(new WeakReference<>(owned));
    }
    return owned;
  }

  private static boolean onVirtualThread() {
    Thread thread = Thread.currentThread();
    // Thread's own constructors make platform threads only, and virtual threads are of subclasses
    // of the JDK's: a thread of Thread itself, a main thread for one, is told without asking, which
    // spares a process's first ID the method handle's look-up and linking: 1 ms on JDK 25.
    return thread.getClass() != Thread.class && IsVirtual.test(thread);
  }

  /** {@code Thread.isVirtual()}, looked up when a thread of a subclass of {@link Thread} draws. */
  private static final class IsVirtual {
    /** The method from JDK 21 on (19 and 20 as a preview), else null: no thread is virtual. */
    private static final MethodHandle METHOD = find();

    static boolean test(Thread thread) {
      if (METHOD == null) {
        return false;
      }
      try {
        return (boolean) METHOD.invokeExact(thread);
      } catch (Throwable e) {
        throw new IllegalStateException("Thread.isVirtual() failed", e);
      }
    }

    private static MethodHandle find() {
      try {
        return MethodHandles.publicLookup()
            .findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
      } catch (ReflectiveOperationException e) {
        return null;
      }
    }
  }

  /**
   * The instance that virtual threads share, made at their first draw: a process without virtual
   * threads loads none of it.
   */
  private static final class VirtualThreads {
    static final LockedRandom<AesCtrRandom> RANDOM = new LockedRandom<>(new AesCtrRandom());
  }

  /** A platform thread's instance, with the thread held weakly, to tell whose it is. */
  private static final class Owned extends WeakReference<Thread> {
    final AesCtrRandom random;

    Owned(Thread thread, AesCtrRandom random) {
      super(thread);
      this.random = random;
    }
  }

  /**
   * One generator's source. It remembers the instance of the platform thread that drew from it
   * last, so that a thread that draws again, the usual case, finds its instance by one comparison
   * rather than a walk through its thread-local map and two references, a tenth of the time of a
   * SCRU128 ID (docs/INTERNALS.md#which-source-a-generator-draws-from). The field is read and
   * written without synchronization, which is safe: an entry is used only by the thread it refers
   * to, which is the thread that made it, so any other entry read here, however stale, only sends
   * the draw to the lookup. Threads that take turns on one generator each write the field once per
   * turn. The field is what keeps a thread's instance while the thread lives, and it keeps the
   * instance of the thread that drew last, 16 KiB, after that thread ends, until another thread
   * draws: one instance per generator at most.
   */
  private static final class Shared implements UnsequencedRandom {
    /** Refers to no thread: the first draw looks its thread's instance up. */
    private static final Owned NOBODY = new Owned(null, null);

    private Owned recent = NOBODY;

    @Override
    public int nextInt() {
      return current().nextInt();
    }

    @Override
    public long nextLong() {
      return current().nextLong();
    }

    private RandomGenerator current() {
      Owned last = recent;
      if (last.refersTo(Thread.currentThread())) {
        return last.random;
      }
      if (onVirtualThread()) {
        return VirtualThreads.RANDOM;
      }
      Owned owned = owned();
      recent = owned;
      return owned.random;
    }
  }
}
