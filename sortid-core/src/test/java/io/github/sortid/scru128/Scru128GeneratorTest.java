package io.github.sortid.scru128;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ScriptedClock;
import java.time.Duration;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class Scru128GeneratorTest {
  private static final long TS0 = 0x0123_4567_89abL;

  /** The generator's four flavours, each driven to a given clock reading. */
  private enum Flavour {
    RESET_CORE,
    ABORT_CORE,
    GENERATE,
    GENERATE_OR_ABORT;

    boolean resets() {
      return this == RESET_CORE || this == GENERATE;
    }
  }

  private static Scru128Id call(
      Scru128Generator generator, ScriptedClock clock, Flavour flavour, long ts, long allowance) {
    switch (flavour) {
      case RESET_CORE:
        return generator.generateOrResetCore(ts, allowance);
      case ABORT_CORE:
        return generator.generateOrAbortCore(ts, allowance);
      case GENERATE:
        clock.set(ts);
        return generator.generate();
      case GENERATE_OR_ABORT:
        clock.set(ts);
        return generator.generateOrAbort();
      default:
        throw new AssertionError(flavour);
    }
  }

  private static Scru128Generator generator(ScriptedClock clock, long allowance) {
    return Scru128Generator.builder()
        .clock(clock)
        .rollbackAllowance(Duration.ofMillis(allowance))
        .build();
  }

  @Test
  void firstIdCarriesTheGivenTimestamp() {
    for (Flavour flavour : Flavour.values()) {
      ScriptedClock clock = new ScriptedClock(TS0);
      Scru128Id id = call(generator(clock, 10_000), clock, flavour, TS0, 10_000);
      assertEquals(TS0, id.getTimestamp(), flavour.name());
    }
  }

  /**
   * The references' test "Generates increasing IDs even with decreasing or constant timestamp"
   * (Scru128GeneratorTests of https://github.com/scru128/java) on the low-level methods, which take
   * the timestamp from the caller; the clock flavours are {@code GeneratorContractTest}'s, as in
   * every format.
   */
  @ParameterizedTest
  @EnumSource(
      value = Flavour.class,
      names = {"RESET_CORE", "ABORT_CORE"})
  void staysMonotonicUnderSmallRollbacks(Flavour flavour) {
    ScriptedClock clock = new ScriptedClock(TS0);
    Scru128Generator generator = generator(clock, 10_000);
    Scru128Id previous = call(generator, clock, flavour, TS0, 10_000);
    for (int i = 0; i < 100_000; i++) {
      Scru128Id current = call(generator, clock, flavour, TS0 - Math.min(9_999, i), 10_000);
      assertTrue(previous.compareTo(current) < 0, "at " + i);
      previous = current;
    }
    assertTrue(previous.getTimestamp() >= TS0);
  }

  /**
   * The references' tests of a large rollback ("Breaks increasing order of IDs if timestamp goes
   * backwards a lot", "Returns null if timestamp goes backwards a lot") on the low-level methods,
   * at the edge of the allowance: a rollback of exactly the allowance continues; one more does not
   * (docs/INTERNALS.md#the-rollback-rule). The clock flavours are {@code GeneratorContractTest}'s.
   */
  @ParameterizedTest
  @ValueSource(longs = {5_000, 10_000, 20_000})
  void rollbackAllowanceEdgeOfTheCoreMethods(long allowance) {
    for (Flavour flavour : new Flavour[] {Flavour.RESET_CORE, Flavour.ABORT_CORE}) {
      String name = flavour + " with allowance " + allowance;
      ScriptedClock clock = new ScriptedClock(TS0);
      Scru128Generator generator = generator(clock, allowance);

      Scru128Id first = call(generator, clock, flavour, TS0, allowance);
      assertEquals(TS0, first.getTimestamp(), name);
      Scru128Id second = call(generator, clock, flavour, TS0 - allowance, allowance);
      assertTrue(first.compareTo(second) < 0, name);
      assertEquals(TS0, second.getTimestamp(), name);

      Scru128Id third = call(generator, clock, flavour, TS0 - allowance - 1, allowance);
      Scru128Id fourth = call(generator, clock, flavour, TS0 - allowance - 2, allowance);
      if (flavour.resets()) {
        assertTrue(third.compareTo(second) < 0, name);
        assertEquals(TS0 - allowance - 1, third.getTimestamp(), name);
        assertTrue(third.compareTo(fourth) < 0, name);
        assertEquals(TS0 - allowance - 1, fourth.getTimestamp(), name);
      } else {
        assertNull(third, name);
        assertNull(fourth, name);
        // An abort leaves the state as it was: the sequence goes on from the second ID.
        Scru128Id fifth = call(generator, clock, flavour, TS0, allowance);
        assertTrue(second.compareTo(fifth) < 0, name);
        assertEquals(second.getCounterLo() + 1, fifth.getCounterLo(), name);
      }
    }
  }

  @Test
  void countersFollowTheReferenceWithinAndAcrossMilliseconds() {
    ScriptedClock clock = new ScriptedClock(TS0);
    Scru128Generator generator = Scru128Generator.builder().clock(clock).build();
    Scru128Id first = generator.generate();
    Scru128Id second = generator.generate();
    assertEquals(first.getTimestamp(), second.getTimestamp());
    assertEquals(first.getCounterHi(), second.getCounterHi());
    assertEquals(first.getCounterLo() + 1, second.getCounterLo());

    clock.set(TS0 + 1);
    Scru128Id third = generator.generate();
    assertEquals(TS0 + 1, third.getTimestamp());
    // counter_hi lives a second; counter_lo is drawn afresh on a new millisecond.
    assertEquals(first.getCounterHi(), third.getCounterHi());
  }

  /** A source that replays fixed values, so the counters can be put where a test needs them. */
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
  void counterHiIsRenewedOnceASecondOfTimestamps() {
    ScriptedClock clock = new ScriptedClock(TS0);
    // Draws: counter_lo, counter_hi, entropy for the first ID, then counter_lo, entropy per new
    // millisecond, and counter_hi again at renewal.
    Scru128Generator generator =
        Scru128Generator.builder()
            .clock(clock)
            .random(replaying(0x10, 0x20, 0, 0x11, 0, 0x12, 0, 0x13, 0x21, 0))
            .build();
    Scru128Id first = generator.generate();
    assertEquals(0x20, first.getCounterHi());
    assertEquals(0x10, first.getCounterLo());
    clock.set(TS0 + 1);
    Scru128Id second = generator.generate();
    assertEquals(0x20, second.getCounterHi());
    assertEquals(0x11, second.getCounterLo());
    clock.set(TS0 + 999);
    assertEquals(0x20, generator.generate().getCounterHi());
    clock.set(TS0 + 1000);
    Scru128Id renewed = generator.generate();
    assertEquals(0x21, renewed.getCounterHi());
    assertEquals(0x13, renewed.getCounterLo());
  }

  @Test
  void firstIdDrawsCounterHiEvenWithinTheFirstSecondOfTheEpoch() {
    // A fresh generator always renews counter_hi (ts_counter_hi == 0), not only when its first
    // timestamp is 1000 ms or more past the ts_counter_hi of 0; after that the 1-second rule holds.
    Scru128Generator generator =
        Scru128Generator.builder().random(replaying(0x10, 0x20, 0, 0x11, 0, 0x12, 0x21, 0)).build();
    Scru128Id first = generator.generateOrAbortCore(1, 0);
    assertEquals(0x20, first.getCounterHi());
    assertEquals(0x10, first.getCounterLo());
    assertEquals(0x20, generator.generateOrAbortCore(1000, 0).getCounterHi());
    assertEquals(0x21, generator.generateOrAbortCore(1001, 0).getCounterHi());
  }

  @Test
  void counterOverflowMovesTheTimestampOnWithoutBlocking() {
    ScriptedClock clock = new ScriptedClock(TS0);
    // Every draw is all ones: both counters start at their maximum.
    Scru128Generator generator =
        Scru128Generator.builder().clock(clock).random(replaying(-1)).build();
    Scru128Id first = generator.generate();
    assertEquals(Scru128Id.MAX_COUNTER_HI, first.getCounterHi());
    assertEquals(Scru128Id.MAX_COUNTER_LO, first.getCounterLo());

    Scru128Id second = generator.generate();
    assertTrue(first.compareTo(second) < 0);
    assertEquals(TS0 + 1, second.getTimestamp());
    assertEquals(0, second.getCounterHi());
    assertEquals(Scru128Id.MAX_COUNTER_LO, second.getCounterLo());

    // The clock still reads TS0: the generator is 1 ms ahead and carries on counting there.
    Scru128Id third = generator.generate();
    assertTrue(second.compareTo(third) < 0);
    assertEquals(TS0 + 1, third.getTimestamp());
    assertEquals(1, third.getCounterHi());
    assertEquals(0, third.getCounterLo());
  }

  @Test
  void counterLoCarriesIntoCounterHi() {
    ScriptedClock clock = new ScriptedClock(TS0);
    Scru128Generator generator =
        Scru128Generator.builder()
            .clock(clock)
            .random(replaying(Scru128Id.MAX_COUNTER_LO, 5, 0))
            .build();
    Scru128Id first = generator.generate();
    Scru128Id second = generator.generate();
    assertEquals(Scru128Id.MAX_COUNTER_LO, first.getCounterLo());
    assertEquals(5, first.getCounterHi());
    assertEquals(0, second.getCounterLo());
    assertEquals(6, second.getCounterHi());
    assertEquals(TS0, second.getTimestamp());
  }

  @Test
  void overflowAtTheLastTimestampFailsClearlyAndKeepsTheState() {
    Scru128Generator generator = Scru128Generator.builder().random(replaying(-1)).build();
    Scru128Id first = generator.generateOrAbortCore(Scru128Id.MAX_TIMESTAMP, 0);
    assertEquals(Scru128Id.MAX, first);
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> generator.generateOrAbortCore(Scru128Id.MAX_TIMESTAMP, 0));
    assertTrue(e.getMessage().contains("counter overflow"), e.getMessage());
  }

  @Test
  void rejectsTimestampsOutsideTheRange() {
    Scru128Generator generator = new Scru128Generator();
    for (long bad : new long[] {0, -1, Scru128Id.MAX_TIMESTAMP + 1, Long.MIN_VALUE}) {
      IllegalArgumentException reset =
          assertThrows(
              IllegalArgumentException.class, () -> generator.generateOrResetCore(bad, 10_000));
      assertTrue(reset.getMessage().startsWith("timestamp out of range: " + bad), bad + "");
      assertThrows(
          IllegalArgumentException.class, () -> generator.generateOrAbortCore(bad, 10_000));
    }
    for (long bad : new long[] {-1, Scru128Id.MAX_TIMESTAMP + 1}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class, () -> generator.generateOrAbortCore(TS0, bad));
      assertTrue(e.getMessage().startsWith("rollbackAllowance out of range"), e.getMessage());
    }
    assertNotNull(generator.generateOrAbortCore(Scru128Id.MAX_TIMESTAMP, 0));
    assertNotNull(generator.generateOrAbortCore(TS0, Scru128Id.MAX_TIMESTAMP));
  }

  /** The settings every format shares are checked in {@code GeneratorContractTest}. */
  @Test
  void builderRejectsBadSettings() {
    assertEquals(Duration.ofSeconds(10), Scru128Generator.DEFAULT_ROLLBACK_ALLOWANCE);
    Scru128Generator.Builder builder = Scru128Generator.builder();
    assertThrows(NullPointerException.class, () -> builder.random(null));
    assertThrows(NullPointerException.class, () -> builder.rollbackAllowance(null));
    assertNotNull(builder.rollbackAllowance(Duration.ofMillis(Scru128Id.MAX_TIMESTAMP)).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> builder.rollbackAllowance(Duration.ofMillis(Scru128Id.MAX_TIMESTAMP + 1)));
    assertNotNull(new Scru128Generator().generate());
  }
}
