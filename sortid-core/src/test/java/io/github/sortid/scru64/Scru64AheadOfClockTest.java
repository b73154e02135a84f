package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ScriptedClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A SCRU64 generator never waits silently and without end for a clock that is far behind its last
 * ID: a node spec whose previous ID is ahead of the clock by more than the rollback allowance is
 * refused when the generator is made, and {@code generate()} gives up, with an error that says so,
 * once it has slept the rollback allowance in vain.
 *
 * <p>The wording of the messages is not fixed; they must contain "ahead of the clock" (or, for the
 * sleep, "rollback allowance") and, when a generator is refused, the ISO-8601 instants of the
 * previous ID and of the clock reading.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class Scru64AheadOfClockTest {
  /** 2026-01-01T00:00:00Z, a whole number of 256 ms ticks. */
  private static final long T0 = 1_767_225_600_000L;

  private static final Duration ALLOWANCE = Scru64Generator.DEFAULT_ROLLBACK_ALLOWANCE;

  private static void assertNames(IllegalArgumentException e, String... parts) {
    for (String part : parts) {
      assertTrue(e.getMessage().contains(part), () -> "no \"" + part + "\" in: " + e.getMessage());
    }
  }

  private static String prevInstant(Scru64NodeSpec spec) {
    return spec.getNodePrev().orElseThrow().toInstant().toString();
  }

  @Test
  void theConstructorRefusesANodePrevFarAheadOfTheSystemClock() {
    Scru64NodeSpec spec = Scru64NodeSpec.parse("zzzzzzzzzzzz/8");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new Scru64Generator(spec));

    assertNames(e, "ahead of the clock", prevInstant(spec));
  }

  @Test
  void theBuilderRefusesANodePrevAheadOfItsClockAndNamesBothInstants() {
    Scru64NodeSpec spec = Scru64NodeSpec.parse("1zzzzzzzzzzz/8"); // in 2093
    ScriptedClock clock = new ScriptedClock(T0);

    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Scru64Generator.builder(spec).clock(clock).build());

    assertNames(e, "ahead of the clock", prevInstant(spec), Instant.ofEpochMilli(T0).toString());
    assertEquals("2026-01-01T00:00:00Z", Instant.ofEpochMilli(T0).toString());
  }

  @Test
  void theBuilderRefusesANodePrevAnHourAheadOfItsClock() {
    Scru64Id prev = Scru64Id.fromParts((T0 + 3_600_000) >>> 8, 42 << 16);
    Scru64NodeSpec spec = Scru64NodeSpec.ofNodePrev(prev, 8);

    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Scru64Generator.builder(spec).clock(new ScriptedClock(T0)).build());

    assertNames(e, "ahead of the clock", prev.toInstant().toString());
  }

  @Test
  void aNodePrevAheadByLessThanTheAllowanceIsAcceptedAndContinued() {
    for (long aheadTicks : new long[] {1, 19, ALLOWANCE.toMillis() >>> 8}) {
      Scru64Id prev = Scru64Id.fromParts((T0 >>> 8) + aheadTicks, 42 << 16 | 5);
      Scru64Generator generator =
          Scru64Generator.builder(Scru64NodeSpec.ofNodePrev(prev, 8))
              .clock(new ScriptedClock(T0))
              .build();

      Scru64Id next = generator.generate();

      assertNotNull(next, "ahead by " + aheadTicks + " ticks");
      assertEquals(prev.toLong() + 1, next.toLong(), "ahead by " + aheadTicks + " ticks");
    }
  }

  @Test
  void theGlobalGeneratorRefusesANodePrevFarAheadOfTheClock() {
    Scru64NodeSpec spec = Scru64NodeSpec.parse("zzzzzzzzzzzz/8");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scru64.initialize(spec));

    assertNames(e, "ahead of the clock", prevInstant(spec));
  }

  @Test
  void generateGivesUpAfterSleepingTheAllowanceForAClockThatNeverMoves() {
    ScriptedClock clock = new ScriptedClock(T0);
    AtomicLong slept = new AtomicLong();
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.parse("42/8"))
            .clock(clock)
            .sleeper(
                millis -> {
                  // The clock never moves, so without a limit this would go on for ever.
                  if (slept.addAndGet(millis) > 100 * ALLOWANCE.toMillis()) {
                    throw new AssertionError("still sleeping after " + slept + " ms");
                  }
                })
            .build();
    Scru64Id first = generator.generate();
    clock.set(T0 - 60_000);

    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);

    assertTrue(e.getMessage().contains("rollback allowance"), e.getMessage());
    assertTrue(
        slept.get() <= ALLOWANCE.toMillis(),
        "slept " + slept + " ms, more than the rollback allowance");
    // Giving up changed nothing: the generator continues from its last ID.
    clock.set(T0);
    assertEquals(first.toLong() + 1, generator.generate().toLong());
  }

  @Test
  void generateWaitsExactlyTheAllowanceOrOneTickIfThatIsLonger() {
    // It tries again every 64 ms and waits at most the rollback allowance, but at least one
    // 256 ms tick: with no allowance it still sleeps four times before giving up, and with an
    // allowance of 1024 ms sixteen times.
    for (long allowanceMs : new long[] {0, 1024}) {
      ScriptedClock clock = new ScriptedClock(T0);
      List<Long> sleeps = new ArrayList<>();
      Scru64Generator generator =
          Scru64Generator.builder(Scru64NodeSpec.parse("42/8"))
              .clock(clock)
              .rollbackAllowance(Duration.ofMillis(allowanceMs))
              .sleeper(sleeps::add)
              .build();
      Scru64Id first = generator.generate();
      clock.set(T0 - 60_000);

      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);

      long expectedSleeps = Math.max(allowanceMs, 256) / 64;
      assertEquals(
          Collections.nCopies((int) expectedSleeps, 64L), sleeps, "allowance " + allowanceMs);
      assertTrue(e.getMessage().contains("rollback allowance"), e.getMessage());
      clock.set(T0);
      assertEquals(first.toLong() + 1, generator.generate().toLong());
    }
  }

  @Test
  void generateReturnsOnceTheClockIsBackWithinTheAllowance() {
    ScriptedClock clock = new ScriptedClock(T0);
    AtomicLong slept = new AtomicLong();
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.parse("42/8"))
            .clock(clock)
            .sleeper(
                millis -> {
                  slept.addAndGet(millis);
                  clock.advance(millis);
                })
            .build();
    Scru64Id first = generator.generate();
    // 13 s behind: 3 s beyond the allowance.
    clock.set(T0 - 13_000);

    Scru64Id next = generator.generate();

    assertEquals(first.toLong() + 1, next.toLong());
    assertTrue(slept.get() > 0 && slept.get() <= ALLOWANCE.toMillis(), "slept " + slept + " ms");
  }
}
