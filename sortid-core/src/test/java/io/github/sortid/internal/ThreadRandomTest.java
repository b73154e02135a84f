package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.scru128.Scru128Generator;
import java.lang.ref.WeakReference;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ToLongFunction;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class ThreadRandomTest {
  @Test
  void platformThreadsDrawFromTheirOwnInstanceAndVirtualThreadsShareOne() throws Exception {
    RandomGenerator here = ThreadRandom.resolve(ThreadRandom.perThread());
    RandomGenerator[] there = new RandomGenerator[2];
    Thread platform = new Thread(() -> there[0] = ThreadRandom.resolve(ThreadRandom.perThread()));
    platform.start();
    platform.join();

    assertSame(here, ThreadRandom.resolve(ThreadRandom.perThread()));
    assertInstanceOf(AesCtrRandom.class, here);
    assertNotSame(here, there[0]);
    // A thread of a subclass of Thread, as a pool's threads often are, is asked whether it is
    // virtual, where a thread of Thread itself is a platform thread without asking.
    RandomGenerator[] ofSubclass = new RandomGenerator[2];
    Thread subclassed =
        new Thread() {
          @Override
          public void run() {
            ofSubclass[0] = ThreadRandom.resolve(ThreadRandom.perThread());
            ofSubclass[1] = ThreadRandom.own();
          }
        };
    subclassed.start();
    subclassed.join();
    assertSame(ofSubclass[1], ofSubclass[0]);
    assertNotSame(here, ofSubclass[0]);
    Method ofVirtual;
    try {
      ofVirtual = Thread.class.getMethod("ofVirtual");
    } catch (NoSuchMethodException e) {
      // Before JDK 19 there are no virtual threads, and every thread has an instance of its own.
      return;
    }
    // Thread.ofVirtual().start(task), called reflectively: the tests compile for JDK 17.
    Method start = Class.forName("java.lang.Thread$Builder").getMethod("start", Runnable.class);
    Thread first =
        (Thread)
            start.invoke(
                ofVirtual.invoke(null),
                (Runnable) () -> there[0] = ThreadRandom.resolve(ThreadRandom.perThread()));
    first.join();
    Thread second =
        (Thread)
            start.invoke(
                ofVirtual.invoke(null),
                (Runnable) () -> there[1] = ThreadRandom.resolve(ThreadRandom.perThread()));
    second.join();

    assertSame(there[0], there[1]);
    assertNotSame(here, there[0]);
    assertNotEquals(there[0].nextLong(), there[1].nextLong());
  }

  @Test
  void resolvingSeedsTheThreadsInstanceBeforeItsFirstDraw() {
    AesCtrRandom own = ThreadRandom.own();
    own.nextLong();
    int seedsBefore = own.seeds();
    AesCtrRandom.reseedAll();
    ThreadRandom.resolve(ThreadRandom.perThread());
    // Seeded afresh by resolve(), before any draw asks for it.
    assertEquals(seedsBefore + 1, own.seeds());
  }

  /**
   * Once a thread has ended and been collected, its instance is unreachable at once: nothing but
   * the thread kept it, and no other thread needs to draw first for it to go.
   */
  @Test
  void anEndedThreadsInstanceIsCollectedWithTheThread() throws Exception {
    AtomicReference<WeakReference<AesCtrRandom>> instance = new AtomicReference<>();
    onNewPlatformThread(
        () -> {
          AesCtrRandom own = ThreadRandom.own();
          own.nextLong();
          instance.set(new WeakReference<>(own));
        });
    for (int i = 0; i < 100 && instance.get().get() != null; i++) {
      System.gc();
      Thread.sleep(10);
    }
    assertNull(instance.get().get(), "the ended thread's instance is still reachable");
  }

  /**
   * A thread that a generator's source remembers as the one that drew from it last keeps its
   * instance across garbage collections, and goes on with its stream rather than seed a new one.
   */
  @Test
  void theSourceAThreadDrewFromLastKeepsItsInstance() throws Exception {
    RandomGenerator shared = ThreadRandom.perThread();
    onNewPlatformThread(
        () -> {
          shared.nextLong();
          WeakReference<AesCtrRandom> own = new WeakReference<>(ThreadRandom.own());
          System.gc();
          shared.nextLong();
          assertNotNull(own.get(), "the instance was collected while the source held it");
          assertSame(own.get(), ThreadRandom.own());
        });
  }

  /**
   * Runs a task on a new platform thread, whose instance is created afresh, and rethrows what it
   * threw there.
   */
  private static void onNewPlatformThread(Runnable task) throws Exception {
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread thread =
        new Thread(
            () -> {
              try {
                task.run();
              } catch (Throwable e) {
                thrown.set(e);
              }
            });
    thread.start();
    thread.join();
    if (thrown.get() instanceof Error) {
      throw (Error) thrown.get();
    }
    if (thrown.get() != null) {
      throw new AssertionError(thrown.get());
    }
  }

  /**
   * Where a draw took its value from the instance's buffer: the one run of {@code size} bytes that
   * the draw cleared, read little-endian as the instance hands values out; or null if the draw
   * changed anything else (a refill).
   */
  private static Long consumed(byte[] before, byte[] after, int size) {
    List<Integer> changed = new ArrayList<>();
    for (int i = 0; i < before.length; i++) {
      if (before[i] != after[i]) {
        changed.add(i);
      }
    }
    if (changed.isEmpty() || changed.get(changed.size() - 1) - changed.get(0) >= size) {
      return null;
    }
    int at = changed.get(0) - changed.get(0) % size;
    for (int i = at; i < at + size; i++) {
      assertEquals(0, after[i], "a drawn byte is cleared");
    }
    ByteBuffer drawn = ByteBuffer.wrap(before, at, size).order(ByteOrder.LITTLE_ENDIAN);
    return size == Long.BYTES ? drawn.getLong() : drawn.getInt();
  }

  /**
   * Every draw of a {@link ThreadRandom#perThread()} source hands out the calling thread's next
   * value. Generators draw through it at every step (only a batch resolves the thread's instance
   * once, with {@link ThreadRandom#resolve}): a draw that found another instance, or did not pass
   * the value on, would go unnoticed by the values alone, since they would still look random.
   */
  @Test
  void eachDrawOfTheSharedSourceIsTheCallingThreadsNextValue() throws Exception {
    onNewPlatformThread(
        () -> {
          RandomGenerator shared = ThreadRandom.perThread();
          checkDraws(Long.BYTES, RandomGenerator::nextLong, shared);
          checkDraws(Integer.BYTES, RandomGenerator::nextInt, shared);
        });
  }

  /**
   * A source remembers the thread that drew from it last, to find that thread's instance at once
   * when it draws again; a draw by any other thread must still be that thread's own next value.
   */
  @Test
  void threadsTakingTurnsOnOneSourceEachDrawTheirOwnNextValues() throws Exception {
    RandomGenerator shared = ThreadRandom.perThread();
    for (int turn = 0; turn < 3; turn++) {
      checkDraws(Long.BYTES, RandomGenerator::nextLong, shared);
      onNewPlatformThread(() -> checkDraws(Integer.BYTES, RandomGenerator::nextInt, shared));
    }
  }

  private static void checkDraws(
      int size, ToLongFunction<RandomGenerator> draw, RandomGenerator shared) {
    // A first draw makes the source hold this thread's instance, which keeps it from being
    // collected while the thread takes its turn (between turns, a collection may take it, and the
    // thread then draws from a new one).
    draw.applyAsLong(shared);
    AesCtrRandom own = ThreadRandom.own();
    own.prepare();
    int seen = 0;
    for (int i = 0; i < 100; i++) {
      byte[] before = own.buffer().clone();
      long value = draw.applyAsLong(shared);
      Long expected = consumed(before, own.buffer(), size);
      if (expected != null) {
        assertEquals(expected.longValue(), value, "the value of the thread's instance");
        seen++;
      }
    }
    // A refill happens at most once in 100 draws of 8 bytes from a block of 16 KiB.
    assertTrue(seen >= 99, "draws from the thread's own buffer: " + seen);
  }

  /** The low-level generator methods draw from the calling thread's instance, as the others do. */
  @Test
  void aGeneratorGivenTheTimeDrawsFromTheCallingThreadsInstance() throws Exception {
    onNewPlatformThread(
        () -> {
          Scru128Generator generator = new Scru128Generator();
          AesCtrRandom own = ThreadRandom.own();
          own.prepare();
          long timestamp = 1_767_225_600_000L;
          for (int i = 0; i < 10; i++) {
            byte[] before = own.buffer().clone();
            // A new millisecond each time: counter_lo and entropy are drawn afresh.
            generator.generateOrResetCore(timestamp + i, 10_000);
            assertFalse(Arrays.equals(before, own.buffer()), "no draw from the thread's instance");
          }
        });
  }
}
