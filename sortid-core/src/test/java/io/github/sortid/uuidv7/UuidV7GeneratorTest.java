package io.github.sortid.uuidv7;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ConstantRandom;
import io.github.sortid.testing.ScriptedClock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * UUIDv7's generation rules, RFC 9562 §6.2 Method 1 with a 42-bit counter: the seed of each
 * millisecond below the guard bit, the increment by one, the rollover that moves the timestamp on,
 * and 32 fresh random bits in every UUID. The shared generator contracts over every format cover
 * monotonic order, rollbacks, batches, threads and broken sources.
 */
class UuidV7GeneratorTest {
  /** 2025-02-24T02:46:24.503Z. */
  private static final long T0 = 1740365184503L;

  private static final long GUARD_BIT = 1L << 41;

  @Test
  void eachMillisecondSeedsTheCounterBelowItsGuardBit() {
    ScriptedClock clock = new ScriptedClock(T0);
    UuidV7Generator generator =
        UuidV7Generator.builder().clock(clock).random(new SplittableRandom(1)).build();
    int upperQuarter = 0;
    for (int i = 0; i < 1000; i++) {
      clock.set(T0 + i);
      UUID id = generator.generate();
      assertEquals(T0 + i, UuidV7.getTimestamp(id));
      long counter = UuidV7.getCounter(id);
      assertTrue(counter < GUARD_BIT, id::toString);
      if (counter >= GUARD_BIT / 2) {
        upperQuarter++;
      }
    }
    // The 41 bits below the guard are random: about half of the seeds lie in their upper half.
    assertTrue(
        upperQuarter > 400 && upperQuarter < 600, "seeds in the upper half: " + upperQuarter);
  }

  @Test
  void theLargestSeedStillLeavesTwoToThe41IdsBeforeTheRollover() {
    UuidV7Generator generator =
        UuidV7Generator.builder()
            .clock(new ScriptedClock(T0))
            .random(new ConstantRandom("all ones", -1L))
            .build();
    UUID first = generator.generate();
    UUID second = generator.generate();
    assertEquals(GUARD_BIT - 1, UuidV7.getCounter(first));
    assertEquals(GUARD_BIT, UuidV7.getCounter(second));
    assertEquals(T0, UuidV7.getTimestamp(second));
    assertEquals("019535d9-3df7-77ff-bfff-ffffffffffff", first.toString());
    assertEquals("019535d9-3df7-7800-8000-0000ffffffff", second.toString());
  }

  @Test
  void withinAMillisecondTheCounterCountsByOne() {
    UuidV7Generator generator =
        UuidV7Generator.builder()
            .clock(new ScriptedClock(T0))
            .random(new SplittableRandom(2))
            .build();
    UUID previous = generator.generate();
    List<UUID> batch = generator.generateBatch(1000);
    for (UUID id : batch) {
      assertEquals(T0, UuidV7.getTimestamp(id));
      assertEquals(UuidV7.getCounter(previous) + 1, UuidV7.getCounter(id));
      assertTrue(UuidV7.UNSIGNED_ORDER.compare(previous, id) < 0);
      previous = id;
    }
  }

  /** Every UUID, also within one millisecond, ends in 32 bits drawn for it alone. */
  @Test
  void everyIdCarriesThirtyTwoFreshRandomBits() {
    UuidV7Generator generator =
        UuidV7Generator.builder()
            .clock(new ScriptedClock(T0))
            .random(new SplittableRandom(3))
            .build();
    int ids = 20_000;
    int[] ones = new int[32];
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < ids; i++) {
      UUID id = generator.generate();
      assertEquals(7, id.version());
      assertEquals(2, id.variant());
      long random = UuidV7.getRandom(id);
      seen.add(random);
      for (int bit = 0; bit < 32; bit++) {
        ones[bit] += (int) (random >>> bit & 1);
      }
    }
    // 20,000 draws of 32 bits: a repeat has a chance of about 5 %; two repeats far less.
    assertTrue(seen.size() >= ids - 2, "distinct random parts: " + seen.size());
    for (int bit = 0; bit < 32; bit++) {
      // Within 6 standard deviations (about 71) of 10,000.
      assertTrue(Math.abs(ones[bit] - ids / 2) < 430, "bit " + bit + ": " + ones[bit]);
    }
  }

  /** §6.2: on rollover the timestamp moves on by one and the counter is seeded afresh. */
  @Test
  void counterRolloverMovesTheTimestampOnByOne() {
    ScriptedClock clock = new ScriptedClock(T0);
    UUID last = UuidV7.of(T0, UuidV7Generator.MAX_COUNTER, 0);
    UuidV7Generator generator =
        UuidV7Generator.continuingFrom(
            UuidV7Generator.builder().clock(clock).random(new ConstantRandom("all ones", -1L)),
            last);
    UUID ahead = generator.generate();
    assertEquals(T0 + 1, UuidV7.getTimestamp(ahead));
    assertEquals(GUARD_BIT - 1, UuidV7.getCounter(ahead));
    assertTrue(UuidV7.UNSIGNED_ORDER.compare(last, ahead) < 0);
    // The clock is now behind by 1 ms, within the allowance: the generator counts on.
    UUID next = generator.generateOrAbort();
    assertEquals(T0 + 1, UuidV7.getTimestamp(next));
    assertEquals(GUARD_BIT, UuidV7.getCounter(next));
    clock.set(T0 + 1);
    assertEquals(GUARD_BIT + 1, UuidV7.getCounter(generator.generate()));
    clock.set(T0 + 2);
    UUID caughtUp = generator.generate();
    assertEquals(T0 + 2, UuidV7.getTimestamp(caughtUp));
    assertEquals(GUARD_BIT - 1, UuidV7.getCounter(caughtUp));
  }

  /**
   * The lead a rollover takes is the generator's own, not a clock rollback: with no allowance at
   * all, and the default randomness, the UUIDs after it go on from it while the clock is behind.
   */
  @Test
  void aRolloverWithoutAllowanceGoesOnFromItsLead() {
    ScriptedClock clock = new ScriptedClock(T0);
    UUID last = UuidV7.of(T0, UuidV7Generator.MAX_COUNTER, 0);
    UuidV7Generator generator =
        UuidV7Generator.continuingFrom(
            UuidV7Generator.builder().clock(clock).rollbackAllowance(Duration.ZERO), last);
    UUID ahead = generator.generate();
    assertEquals(T0 + 1, UuidV7.getTimestamp(ahead));
    List<UUID> following = new ArrayList<>();
    following.add(generator.generate());
    following.add(generator.generateOrAbort());
    following.addAll(generator.generateBatch(3));
    UUID previous = ahead;
    for (UUID id : following) {
      assertEquals(T0 + 1, UuidV7.getTimestamp(id), id::toString);
      assertEquals(UuidV7.getCounter(previous) + 1, UuidV7.getCounter(id), id::toString);
      previous = id;
    }
    // A clock that goes back by 1 ms from its latest reading is a rollback past no allowance.
    clock.set(T0 - 1);
    assertNull(generator.generateOrAbort());
    assertEquals(T0 - 1, UuidV7.getTimestamp(generator.generate()));
  }

  @Test
  void rolloverAtTheLastTimestampFailsClearlyAndKeepsTheState() {
    long max = UuidV7.MAX_TIMESTAMP;
    UUID last = UuidV7.of(max, UuidV7Generator.MAX_COUNTER, -1);
    assertEquals("ffffffff-ffff-7fff-bfff-ffffffffffff", last.toString());
    UuidV7Generator generator =
        UuidV7Generator.continuingFrom(
            UuidV7Generator.builder().clock(new ScriptedClock(max)), last);
    for (int i = 0; i < 2; i++) {
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertEquals(
          "counter overflow at the largest UUIDv7 timestamp: no further UUID exists",
          e.getMessage());
      assertThrows(IllegalStateException.class, generator::generateOrAbort);
      assertThrows(IllegalStateException.class, () -> generator.generateBatch(1));
    }
  }

  /**
   * Across timestamp 2^47 (6429-10-17T02:45:55.328Z) the UUIDs go on increasing in the order of the
   * bits, while {@link UUID#compareTo} sees them fall.
   */
  @Test
  void monotonicMeansTheUnsignedOrderAcrossTheYear6429() {
    ScriptedClock clock = new ScriptedClock((1L << 47) - 1);
    UuidV7Generator generator = UuidV7Generator.builder().clock(clock).build();
    UUID before = generator.generate();
    clock.set(1L << 47);
    UUID after = generator.generate();
    assertTrue(UuidV7.UNSIGNED_ORDER.compare(before, after) < 0);
    assertTrue(before.toString().compareTo(after.toString()) < 0);
    assertTrue(before.compareTo(after) > 0);
  }

  @Test
  void processWideGeneratorIncreasesAcrossCalls() {
    UUID previous = UuidV7.generate();
    for (int i = 0; i < 10_000; i++) {
      UUID id = i % 2 == 0 ? UuidV7.generate() : UuidV7.fromString(UuidV7.generateString());
      assertTrue(UuidV7.isValid(id));
      assertTrue(UuidV7.UNSIGNED_ORDER.compare(previous, id) < 0, previous + " then " + id);
      previous = id;
    }
  }
}
