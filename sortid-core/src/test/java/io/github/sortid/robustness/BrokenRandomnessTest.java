package io.github.sortid.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.sortid.IdType;
import io.github.sortid.testing.ConstantRandom;
import io.github.sortid.testing.ScriptedClock;
import io.github.sortid.testing.TestedGenerator;
import io.github.sortid.ulid.Ulid;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A broken source of randomness (every draw the same bits) must not make a generator repeat or
 * reorder IDs, nor run its timestamp away from the clock: with a frozen clock, a million IDs are
 * strictly increasing (hence unique), every one stays within the rollback allowance ahead of the
 * clock, and the lead grows no faster than one timestamp unit per half a counter's capacity.
 *
 * <p>The last bound is what a generator gets if, after counter overflow has moved its timestamp on,
 * it starts the new unit's counter in the lower half of its range: then each unit holds at least
 * half the counter's values, whatever the source gives. A generator that starts every unit from the
 * source's value overflows at every ID when the source gives all ones, and its timestamp runs one
 * unit ahead per ID.
 *
 * <p>ULID is the exception its spec mandates: with all ones, the first ID of a millisecond has the
 * largest random component, and the next one in that millisecond fails.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class BrokenRandomnessTest {
  /** 2026-01-01T00:00:00Z. */
  private static final long FROZEN = 1_767_225_600_000L;

  private static final int IDS = 1_000_000;

  private static final Duration DEFAULT_ALLOWANCE = Duration.ofSeconds(10);

  static Stream<Arguments> generatorsAndSources() {
    return TestedGenerator.types()
        .flatMap(
            type ->
                Stream.of(
                        new ConstantRandom("all zeros", 0L),
                        new ConstantRandom("all ones", -1L),
                        new ConstantRandom("0x5555_5555_5555_5555", 0x5555_5555_5555_5555L))
                    .filter(
                        source -> !(type == IdType.ULID && source.toString().equals("all ones")))
                    .map(source -> Arguments.of(type, source)));
  }

  @ParameterizedTest(name = "{0}, {1}")
  @MethodSource("generatorsAndSources")
  void aMillionIdsIncreaseAndStayWithinTheAllowance(IdType<?> type, ConstantRandom source) {
    TestedGenerator<?> generator =
        TestedGenerator.of(type, new ScriptedClock(FROZEN), source, null);
    check(generator);
  }

  private static <T extends Comparable<T>> void check(TestedGenerator<T> generator) {
    long clockTs = generator.timestampAt(FROZEN);
    long allowance = generator.units(DEFAULT_ALLOWANCE);
    long paceBound = ceilDiv(IDS, generator.halfCounterCapacity()) + 1;
    T previous = null;
    long lead = 0;
    for (int i = 0; i < IDS; i++) {
      T id = generator.generate();
      if (id == null) {
        fail("ID " + i + " is null; the previous was " + generator.describe(previous));
      }
      if (previous != null && previous.compareTo(id) >= 0) {
        fail(
            "ID "
                + i
                + " "
                + generator.describe(id)
                + " is not greater than the previous "
                + generator.describe(previous));
      }
      lead = generator.timestamp(id) - clockTs;
      if (lead < 0 || lead > allowance) {
        fail(
            "ID "
                + i
                + " "
                + generator.describe(id)
                + " is "
                + lead
                + " timestamp units ahead of the frozen clock (allowance: "
                + allowance
                + ")");
      }
      previous = id;
    }
    assertTrue(
        lead <= paceBound,
        "after "
            + IDS
            + " IDs the timestamp is "
            + lead
            + " units ahead of the clock; at most "
            + paceBound
            + " expected (half a counter's capacity per unit)");
  }

  private static long ceilDiv(long a, long b) {
    return (a + b - 1) / b;
  }

  @Test
  void ulidWithAllOnesFailsAtTheSecondIdOfAMillisecondAndKeepsItsState() {
    ScriptedClock clock = new ScriptedClock(FROZEN);
    TestedGenerator<Ulid> generator =
        TestedGenerator.of(IdType.ULID, clock, new ConstantRandom("all ones", -1L), null);

    Ulid first = generator.generate();
    assertEquals(FROZEN, first.getTimestamp());
    assertEquals(0xffff, first.getMostSignificantBits() & 0xffff);
    assertEquals(-1L, first.getLeastSignificantBits());

    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().startsWith("random component overflow"), e.getMessage());
    // The state is unchanged: the same millisecond still has no greater ULID ...
    assertThrows(IllegalStateException.class, generator::generate);
    // ... and a later millisecond starts afresh.
    clock.set(FROZEN + 1);
    Ulid later = generator.generate();
    assertEquals(FROZEN + 1, later.getTimestamp());
    assertTrue(later.compareTo(first) > 0);
  }
}
