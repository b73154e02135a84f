package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.GeneratorBuilder;
import io.github.sortid.testing.ScriptedClock;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The core's own rules, on a toy format whose ID is a long: the timestamp in the upper bits and a
 * counter of 16 bits below it. Its steps can run a hook, so that a test can make another thread act
 * at an exact point of a step: between a batch's first computation and its compare-and-set, or
 * while the batch holds the state reserved.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class GeneratorCoreTest {
  private static final long T0 = 1_767_225_600_000L;

  private static final class Builder extends GeneratorBuilder<Builder> {
    Builder() {
      super(Long.MAX_VALUE >>> 16);
    }
  }

  /** The toy format; {@link #hook} runs at the start of every step while set. */
  private static final class Toy extends GeneratorCore<Long> {
    volatile Runnable hook;

    Toy(InstantSource clock) {
      this(clock, null);
    }

    Toy(InstantSource clock, Long initial) {
      super(new Builder().clock(clock), "TOY", 0, Long.MAX_VALUE >>> 16, 0, false, initial);
    }

    @Override
    protected long timestamp(Long state) {
      return state >>> 16;
    }

    @Override
    protected Long newTimestamp(Long prev, long timestamp, RandomGenerator random) {
      runHook();
      return timestamp << 16;
    }

    @Override
    protected Long sameTimestamp(Long prev, RandomGenerator random) {
      runHook();
      return prev + 1;
    }

    private void runHook() {
      Runnable current = hook;
      if (current != null) {
        current.run();
      }
    }
  }

  @Test
  void aBatchThatLosesTheRaceReservesTheStateAndComesAfterTheOtherThreadsId() {
    ScriptedClock clock = new ScriptedClock(T0);
    Toy toy = new Toy(clock);
    long first = toy.nextOrReset();

    // In the batch's first computation, another thread publishes an ID: the batch's
    // compare-and-set then fails, and it computes again from the new state.
    AtomicLong other = new AtomicLong();
    toy.hook =
        () -> {
          toy.hook = null;
          other.set(CompletableFuture.supplyAsync(toy::nextOrReset).join());
        };
    List<Long> batch = toy.batch(5);

    assertEquals(first + 1, other.get());
    assertEquals(LongStream.rangeClosed(first + 2, first + 6).boxed().toList(), batch);
    assertEquals(first + 7, toy.nextOrReset());
  }

  @Test
  void threadsThatFindTheStateReservedWaitForTheBatchAndComeAfterIt() throws Exception {
    ScriptedClock clock = new ScriptedClock(T0);
    Toy toy = new Toy(clock);
    long first = toy.nextOrReset();

    // Lose the first race, so that the batch reserves the state; while it holds the reservation
    // (its second computation), a thread that asks for an ID must wait until the batch is out.
    CompletableFuture<Long> waiter = new CompletableFuture<>();
    // Step 1 is the batch's first, step 2 the other thread's, steps 3 to 5 finish the batch's
    // first computation, step 6 starts the computation under the reservation.
    toy.hook =
        atSteps(
            toy,
            6,
            () -> {
              Thread thread = new Thread(() -> waiter.complete(toy.nextOrReset()));
              thread.start();
              awaitWaiting(thread);
              assertFalse(waiter.isDone(), "a thread went on while the state was reserved");
            });
    List<Long> batch = toy.batch(4);
    toy.hook = null;

    assertEquals(LongStream.rangeClosed(first + 2, first + 5).boxed().toList(), batch);
    assertEquals(first + 6, waiter.get(10, TimeUnit.SECONDS));
  }

  @Test
  void aThreadInterruptedWhileWaitingForABatchWaitsOnAndKeepsItsInterrupt() throws Exception {
    ScriptedClock clock = new ScriptedClock(T0);
    Toy toy = new Toy(clock);
    long first = toy.nextOrReset();

    // As above, but the waiting thread is interrupted: it must not give up its wait, and once it
    // has its ID its interrupt status must still be set. A waiter that is not interrupted must not
    // come out with the status set.
    CompletableFuture<Boolean> interrupted = new CompletableFuture<>();
    CompletableFuture<Boolean> notInterrupted = new CompletableFuture<>();
    CompletableFuture<Long> interruptedId = new CompletableFuture<>();
    CompletableFuture<Long> otherId = new CompletableFuture<>();
    toy.hook =
        atSteps(
            toy,
            6,
            () -> {
              Thread victim =
                  new Thread(
                      () -> {
                        interruptedId.complete(toy.nextOrReset());
                        interrupted.complete(Thread.currentThread().isInterrupted());
                      });
              Thread other =
                  new Thread(
                      () -> {
                        otherId.complete(toy.nextOrReset());
                        notInterrupted.complete(Thread.currentThread().isInterrupted());
                      });
              victim.start();
              other.start();
              awaitWaiting(victim);
              awaitWaiting(other);
              victim.interrupt();
              joinBriefly(victim);
              assertTrue(victim.isAlive(), "an interrupt ended the wait for the batch");
              assertFalse(interruptedId.isDone(), "a thread went on while the state was reserved");
            });
    List<Long> batch = toy.batch(4);
    toy.hook = null;

    assertEquals(LongStream.rangeClosed(first + 2, first + 5).boxed().toList(), batch);
    assertTrue(interrupted.get(10, TimeUnit.SECONDS), "the interrupt was lost");
    assertFalse(notInterrupted.get(10, TimeUnit.SECONDS), "an interrupt came from nowhere");
    // Both came after the batch, one after the other.
    assertEquals(
        List.of(first + 6, first + 7),
        LongStream.of(interruptedId.get(), otherId.get()).sorted().boxed().toList());
  }

  @Test
  void aBatchReadsAStaleReadingAgainRatherThanTakingItForARollback() {
    // As for a single ID (below): a first reading a minute behind the last ID, then the present.
    Readings clock = new Readings(T0 - 60_000, T0);
    Toy toy = new Toy(clock, T0 << 16);

    assertEquals(List.of((T0 << 16) + 1, (T0 << 16) + 2, (T0 << 16) + 3), toy.batch(3));
    assertEquals(2, clock.reads());
  }

  @Test
  void aBatchWithinTheAllowanceGoesOnFromItsOneReading() {
    // A reading exactly the allowance behind is a rollback the batch goes on through: it is not
    // read again, so the later reading (which would start a new millisecond) is never taken.
    Readings behind = new Readings(T0 - 10_000, T0 + 5);
    Toy toy = new Toy(behind, T0 << 16);
    assertEquals(List.of((T0 << 16) + 1, (T0 << 16) + 2), toy.batch(2));
    assertEquals(1, behind.reads());

    // The same millisecond as the last ID: one reading as well.
    Readings same = new Readings(T0, T0 + 5);
    toy = new Toy(same, T0 << 16);
    assertEquals(List.of((T0 << 16) + 1, (T0 << 16) + 2), toy.batch(2));
    assertEquals(1, same.reads());
  }

  @Test
  void aBatchThatFailsWhileReservedLeavesTheStateAsItWas() {
    ScriptedClock clock = new ScriptedClock(T0);
    Toy toy = new Toy(clock);
    long first = toy.nextOrReset();

    // As above; step 7 is the second step under the reservation.
    toy.hook =
        atSteps(
            toy,
            7,
            () -> {
              throw new IllegalStateException("injected");
            });
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> toy.batch(4));
    assertEquals("injected", e.getMessage());
    toy.hook = null;

    // The other thread's ID stands; nothing of the batch counts; the reservation is gone.
    assertEquals(first + 1, toy.last());
    assertEquals(first + 2, toy.nextOrReset());
  }

  @Test
  void rollbackRuleGoesOnWithinTheAllowanceAndResetsOrAbortsPastIt() {
    ScriptedClock clock = new ScriptedClock(T0);
    Toy toy = new Toy(clock);
    long first = toy.nextOrReset();
    assertEquals(T0 << 16, first);

    // Exactly the allowance behind: still goes on from the last ID.
    clock.set(T0 - 10_000);
    assertEquals(first + 1, toy.nextOrReset());
    assertEquals(first + 2, toy.nextOrNull());

    // One millisecond more: no ID, state untouched; or a fresh start from the clock.
    clock.set(T0 - 10_001);
    assertNull(toy.nextOrNull());
    assertEquals(first + 2, toy.last());
    assertEquals((T0 - 10_001) << 16, toy.nextOrReset());
  }

  @Test
  void aStaleReadingIsReadAgainRatherThanTakenForARollback() {
    // The first reading is a minute behind the last ID, as a reading taken long before the state
    // was read would be; the second is the present. The generator reads the clock again and goes
    // on, where taking the first reading for a rollback would give no ID.
    InstantSource staleThenPresent =
        new InstantSource() {
          private int readings;

          @Override
          public long millis() {
            return readings++ == 0 ? T0 - 60_000 : T0;
          }

          @Override
          public Instant instant() {
            return Instant.ofEpochMilli(millis());
          }
        };
    Toy toy = new Toy(staleThenPresent, T0 << 16);
    assertEquals((T0 << 16) + 1, toy.nextOrNull());
  }

  /**
   * A hook that, at the first step, has another thread take an ID (so that the batch running the
   * step loses its race and reserves the state), and at step {@code n} runs {@code action}.
   */
  private static Runnable atSteps(Toy toy, int n, Runnable action) {
    AtomicInteger steps = new AtomicInteger();
    return () -> {
      int step = steps.incrementAndGet();
      if (step == 1) {
        CompletableFuture.supplyAsync(toy::nextOrReset).join();
      } else if (step == n) {
        action.run();
      }
    };
  }

  /** Gives a thread a moment to end, which one that waits for a batch must not. */
  private static void joinBriefly(Thread thread) {
    try {
      thread.join(100);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** A clock that reads the given values in turn (the last one from then on) and counts reads. */
  private static final class Readings implements InstantSource {
    private final long[] values;
    private final AtomicInteger reads = new AtomicInteger();

    Readings(long... values) {
      this.values = values;
    }

    int reads() {
      return reads.get();
    }

    @Override
    public long millis() {
      return values[Math.min(reads.getAndIncrement(), values.length - 1)];
    }

    @Override
    public Instant instant() {
      return Instant.ofEpochMilli(millis());
    }
  }

  /** Waits until a thread is parked or waiting, which a thread that waits for a batch must be. */
  private static void awaitWaiting(Thread thread) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (thread.getState() != Thread.State.WAITING) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("the thread never waited: " + thread.getState());
      }
      Thread.onSpinWait();
    }
  }
}
