package io.github.sortid.scru128.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ScriptedClock;
import java.time.Duration;
import java.time.Instant;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

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

  /**
   * The Unix epoch is before the biased timestamp's range. Clock readings out of the range and the
   * settings every format shares are checked in {@code GeneratorContractTest}.
   */
  @Test
  void rejectsTheUnixEpochAndBadSettings() {
    Scru128V1Generator epoch = Scru128V1Generator.builder().clock(new ScriptedClock(0)).build();
    IllegalStateException e = assertThrows(IllegalStateException.class, epoch::generate);
    assertTrue(e.getMessage().startsWith("clock reading out of the SCRU128 v1"), e.getMessage());
    assertEquals(Duration.ofSeconds(10), Scru128V1Generator.DEFAULT_ROLLBACK_ALLOWANCE);
    Scru128V1Generator.Builder builder = Scru128V1Generator.builder();
    assertThrows(NullPointerException.class, () -> builder.random(null));
    assertThrows(NullPointerException.class, () -> builder.rollbackAllowance(null));
    assertNotNull(new Scru128V1Generator().generate());
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
}
