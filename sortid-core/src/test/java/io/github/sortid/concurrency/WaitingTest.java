package io.github.sortid.concurrency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.sortid.IdType;
import io.github.sortid.testing.BlockingRandom;
import io.github.sortid.testing.ScriptedClock;
import io.github.sortid.testing.TestedGenerator;
import io.github.sortid.testing.ThreadCpu;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A thread that waits for a generator never burns CPU, even with its interrupt status set, which it
 * keeps.
 *
 * <p>One thread is held up inside the first draw from a user's source, so every other thread that
 * calls {@code generate()} on that generator has to wait (each first ID of a generator needs random
 * bits). Eight threads wait for a measured window; their CPU time over the window, from {@code
 * ThreadMXBean}, must be well under the window's wall time: under 10 %, which is generous, since
 * parked threads use next to nothing, while threads that spin, yield or poll with short sleeps use
 * several times that. Then the draw is released, and every call completes with a distinct ID, all
 * below a later one.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class WaitingTest {
  /** 2026-01-01T00:00:00Z. */
  private static final long NOW = 1_767_225_600_000L;

  private static final int WAITERS = 8;

  /** How long the CPU time of the waiting threads is measured. */
  private static final long WINDOW_MILLIS = 500;

  /** Time for the waiters to reach the point where they wait, before the window opens. */
  private static final long SETTLE_MILLIS = 100;

  static Stream<Arguments> cases() {
    return TestedGenerator.types()
        .flatMap(type -> Stream.of(Arguments.of(type, false), Arguments.of(type, true)));
  }

  @ParameterizedTest(name = "{0}, waiters interrupted: {1}")
  @MethodSource("cases")
  void waitingThreadsDoNotBurnCpu(IdType<?> type, boolean interrupted) throws Exception {
    ThreadCpu mx = ThreadCpu.connect();
    assumeTrue(mx.supported(), "thread CPU time is not measurable here");
    BlockingRandom random = new BlockingRandom();
    TestedGenerator<?> generator = TestedGenerator.of(type, new ScriptedClock(NOW), random, null);
    check(generator, random, interrupted, mx);
  }

  private static <T extends Comparable<T>> void check(
      TestedGenerator<T> generator, BlockingRandom random, boolean interrupted, ThreadCpu mx)
      throws Exception {
    AtomicReferenceArray<Object> results = new AtomicReferenceArray<>(WAITERS + 1);
    boolean[] stillInterrupted = new boolean[WAITERS];

    Thread holder = new Thread(() -> results.set(WAITERS, generator.generate()), "holder");
    holder.start();
    random.awaitBlocked();

    CountDownLatch calling = new CountDownLatch(WAITERS);
    List<Thread> waiters = new ArrayList<>();
    for (int i = 0; i < WAITERS; i++) {
      int n = i;
      Thread waiter =
          new Thread(
              () -> {
                if (interrupted) {
                  Thread.currentThread().interrupt();
                }
                calling.countDown();
                try {
                  results.set(n, generator.generate());
                } catch (Throwable e) {
                  results.set(n, e);
                }
                stillInterrupted[n] = Thread.currentThread().isInterrupted();
              },
              "waiter-" + i);
      waiter.start();
      waiters.add(waiter);
    }
    calling.await();
    Thread.sleep(SETTLE_MILLIS);

    long cpuBefore = cpuTime(mx, waiters);
    long wallBefore = System.nanoTime();
    Thread.sleep(WINDOW_MILLIS);
    long cpuAfter = cpuTime(mx, waiters);
    long wall = System.nanoTime() - wallBefore;
    for (int i = 0; i < WAITERS; i++) {
      assertTrue(waiters.get(i).isAlive(), "waiter " + i + " did not wait: " + results.get(i));
    }

    random.release();
    holder.join(10_000);
    for (Thread waiter : waiters) {
      waiter.join(10_000);
      assertFalse(waiter.isAlive(), waiter.getName() + " never completed");
    }

    long used = cpuAfter - cpuBefore;
    assertTrue(
        used < wall / 10,
        String.format(
            "%d waiting threads used %.1f ms of CPU in %.1f ms of wall time (%.0f %%): they spin",
            WAITERS, used / 1e6, wall / 1e6, 100.0 * used / wall));

    Set<T> distinct = new HashSet<>();
    long clockTs = generator.timestampAt(NOW);
    for (int i = 0; i <= WAITERS; i++) {
      Object result = results.get(i);
      assertNotNull(result, "call " + i + " gave nothing");
      if (result instanceof Throwable e) {
        throw new AssertionError("call " + i + " threw " + e, e);
      }
      @SuppressWarnings("unchecked")
      T id = (T) result;
      assertEquals(clockTs, generator.timestamp(id), "timestamp of " + id);
      distinct.add(id);
    }
    assertEquals(WAITERS + 1, distinct.size(), "the IDs must be distinct: " + distinct);
    T later = generator.generate();
    for (T id : distinct) {
      assertTrue(id.compareTo(later) < 0, id + " is not below the later " + later);
    }
    if (interrupted) {
      for (int i = 0; i < WAITERS; i++) {
        assertTrue(stillInterrupted[i], "waiter " + i + " lost its interrupt status");
      }
    }
  }

  private static long cpuTime(ThreadCpu mx, List<Thread> threads) {
    long sum = 0;
    for (Thread thread : threads) {
      long nanos = mx.nanos(thread);
      assertTrue(nanos >= 0, thread.getName() + " ended before the measurement");
      sum += nanos;
    }
    return sum;
  }
}
