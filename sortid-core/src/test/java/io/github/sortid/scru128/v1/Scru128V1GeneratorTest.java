package io.github.sortid.scru128.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ScriptedClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Scru128V1GeneratorTest {
  /** 2021-10-17T11:50:39.325Z, the time of the spec v1 README examples. */
  private static final long NOW = 1_634_471_439_325L;

  /** Replays fixed draws, then repeats the last one. */
  private static RandomGenerator replaying(int... values) {
    return new RandomGenerator() {
      private int next;

      @Override
      public int nextInt() {
        return values[Math.min(next++, values.length - 1)];
      }

      @Override
      public long nextLong() {
        return nextInt();
      }
    };
  }

  @Test
  void countsWithinAMillisecondAndRedrawsOnTheNext() {
    ScriptedClock clock = new ScriptedClock(NOW);
    // Draws: counter, per_sec_random, per_gen_random for the first ID; then per_gen_random; then
    // counter and per_gen_random on the next millisecond.
    Scru128V1Generator generator =
        Scru128V1Generator.builder().clock(clock).random(replaying(100, 7, 1, 2, 500, 3)).build();
    Scru128V1Id first = generator.generate();
    assertEquals(NOW - Scru128V1Id.TIMESTAMP_BIAS, first.getTimestamp());
    assertEquals(Instant.ofEpochMilli(NOW), first.toInstant());
    assertEquals(100, first.getCounter());
    assertEquals(7, first.getPerSecRandom());
    assertEquals(1, first.getPerGenRandom());
    Scru128V1Id second = generator.generate();
    assertEquals(101, second.getCounter());
    assertEquals(7, second.getPerSecRandom());
    assertEquals(2, second.getPerGenRandom());
    clock.set(NOW + 1);
    Scru128V1Id third = generator.generate();
    assertEquals(NOW + 1 - Scru128V1Id.TIMESTAMP_BIAS, third.getTimestamp());
    assertEquals(500, third.getCounter());
    assertEquals(7, third.getPerSecRandom());
    assertTrue(first.compareTo(second) < 0 && second.compareTo(third) < 0);
  }

  @Test
  void perSecRandomIsRenewedOnlyAfterMoreThanOneSecond() {
    ScriptedClock clock = new ScriptedClock(NOW);
    Scru128V1Generator generator =
        Scru128V1Generator.builder().clock(clock).random(replaying(0, 7, 0, 0, 0, 0, 8, 0)).build();
    assertEquals(7, generator.generate().getPerSecRandom());
    clock.set(NOW + 1000);
    // Exactly 1000 ms later: v1 renews only on "> 1000" (the current format uses ">= 1000").
    assertEquals(7, generator.generate().getPerSecRandom());
    clock.set(NOW + 1001);
    assertEquals(8, generator.generate().getPerSecRandom());
  }

  @Test
  void counterOverflowMovesTheTimestampOnInsteadOfStalling() {
    ScriptedClock clock = new ScriptedClock(NOW);
    Scru128V1Generator generator =
        Scru128V1Generator.builder().clock(clock).random(replaying(-1)).build();
    Scru128V1Id first = generator.generate();
    assertEquals(Scru128V1Id.MAX_COUNTER, first.getCounter());
    Scru128V1Id second = generator.generate();
    assertTrue(first.compareTo(second) < 0);
    assertEquals(first.getTimestamp() + 1, second.getTimestamp());
    // After an overflow the counter's top bit is clear, even from a source that gives all ones,
    // so the next ID counts on in the same millisecond instead of overflowing again.
    assertEquals(Scru128V1Id.MAX_COUNTER >>> 1, second.getCounter());
    Scru128V1Id third = generator.generate();
    assertTrue(second.compareTo(third) < 0);
    assertEquals(second.getTimestamp(), third.getTimestamp());
    assertEquals(second.getCounter() + 1, third.getCounter());
  }

  @ParameterizedTest
  @ValueSource(longs = {5_000, 10_000, 20_000})
  void rollbackWithinAndBeyondTheAllowance(long allowance) {
    ScriptedClock clock = new ScriptedClock(NOW);
    Scru128V1Generator generator =
        Scru128V1Generator.builder()
            .clock(clock)
            .rollbackAllowance(Duration.ofMillis(allowance))
            .build();
    Scru128V1Id first = generator.generate();
    clock.set(NOW - allowance);
    Scru128V1Id second = generator.generateOrAbort();
    assertNotNull(second);
    assertTrue(first.compareTo(second) < 0);
    assertEquals(first.getTimestamp(), second.getTimestamp());
    assertEquals(first.getCounter() + 1, second.getCounter());

    clock.set(NOW - allowance - 1);
    assertNull(generator.generateOrAbort());
    Scru128V1Id reset = generator.generate();
    assertTrue(reset.compareTo(second) < 0);
    assertEquals(NOW - allowance - 1 - Scru128V1Id.TIMESTAMP_BIAS, reset.getTimestamp());
    clock.set(NOW - allowance - 2);
    assertTrue(reset.compareTo(generator.generate()) < 0);
  }

  @Test
  void monotonicUnderADecreasingClock() {
    ScriptedClock clock = new ScriptedClock(NOW);
    Scru128V1Generator generator = Scru128V1Generator.builder().clock(clock).build();
    Scru128V1Id previous = generator.generate();
    for (int i = 0; i < 20_000; i++) {
      clock.set(NOW - Math.min(9_999, i));
      Scru128V1Id current = generator.generate();
      assertTrue(previous.compareTo(current) < 0, "at " + i);
      previous = current;
    }
  }

  @Test
  void rejectsClockReadingsOutsideTheFormat() {
    for (long bad :
        new long[] {
          0, Scru128V1Id.TIMESTAMP_BIAS, Scru128V1Id.TIMESTAMP_BIAS + Scru128V1Id.MAX_TIMESTAMP + 1
        }) {
      Scru128V1Generator generator =
          Scru128V1Generator.builder().clock(new ScriptedClock(bad)).build();
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertTrue(e.getMessage().startsWith("clock reading out of the SCRU128 v1"), e.getMessage());
    }
    Scru128V1Generator.Builder builder = Scru128V1Generator.builder();
    assertThrows(
        IllegalArgumentException.class, () -> builder.rollbackAllowance(Duration.ofMillis(-1)));
    assertThrows(NullPointerException.class, () -> builder.clock(null));
    assertThrows(NullPointerException.class, () -> builder.random(null));
  }

  @Test
  void overflowAtTheLastTimestampFailsClearly() {
    ScriptedClock clock = new ScriptedClock(Scru128V1Id.TIMESTAMP_BIAS + Scru128V1Id.MAX_TIMESTAMP);
    Scru128V1Generator generator =
        Scru128V1Generator.builder().clock(clock).random(replaying(-1)).build();
    assertEquals(Scru128V1Id.MAX, generator.generate());
    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains("counter overflow"), e.getMessage());
  }

  @Test
  void batchesStreamsAndIterationAreOrdered() {
    Scru128V1Generator generator = new Scru128V1Generator();
    List<Scru128V1Id> ids = new ArrayList<>(generator.generateBatch(1000));
    ids.addAll(generator.stream().limit(1000).collect(Collectors.toList()));
    int seen = 0;
    for (Scru128V1Id id : generator) {
      ids.add(id);
      if (++seen == 100) {
        break;
      }
    }
    for (int i = 1; i < ids.size(); i++) {
      assertTrue(ids.get(i - 1).compareTo(ids.get(i)) < 0, "at " + i);
      assertTrue(ids.get(i - 1).toString().compareTo(ids.get(i).toString()) < 0, "text at " + i);
    }
    assertThrows(IllegalArgumentException.class, () -> generator.generateBatch(-1));
    assertTrue(generator.generateBatch(0).isEmpty());
  }

  @Test
  void sharedAcrossThreads() throws Exception {
    Scru128V1Generator shared = new Scru128V1Generator();
    int threads = 4;
    int perThread = 100_000;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Callable<Scru128V1Id[]>> jobs = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        jobs.add(
            () -> {
              Scru128V1Id[] ids = new Scru128V1Id[perThread];
              for (int i = 0; i < perThread; i++) {
                ids[i] = shared.generate();
              }
              return ids;
            });
      }
      Set<Scru128V1Id> all = new HashSet<>();
      for (Future<Scru128V1Id[]> result : pool.invokeAll(jobs)) {
        Scru128V1Id[] ids = result.get();
        for (int i = 0; i < perThread; i++) {
          if (i > 0) {
            assertTrue(ids[i - 1].compareTo(ids[i]) < 0, "per-thread order at " + i);
          }
          all.add(ids[i]);
        }
      }
      assertEquals(threads * perThread, all.size());
    } finally {
      pool.shutdownNow();
    }
  }
}
