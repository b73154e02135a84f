package io.github.sortid.ulid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ScriptedClock;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The monotonic generator: the spec's and the libraries' generation vectors, adapted where a
 * library departs from the spec, and clock faults driven by a manual clock.
 */
class UlidGeneratorTest {
  private static final long TS0 = 0x0123_4567_89abL;

  /** The largest allowance: the clock may go back to any time and the sequence continues. */
  private static final Duration UNLIMITED = Duration.ofMillis(Ulid.MAX_TIMESTAMP);

  /**
   * A source that gives the same 80 random bits at every new millisecond. The generator draws
   * {@code randomHi} from the upper 16 bits of {@code nextInt()}, then {@code randomLo} from {@code
   * nextLong()}.
   */
  private static RandomGenerator constant(int randomHi, long randomLo) {
    return new RandomGenerator() {
      @Override
      public int nextInt() {
        return randomHi << 16;
      }

      @Override
      public long nextLong() {
        return randomLo;
      }
    };
  }

  /** A constant source whose random component has the given 16-character text. */
  private static RandomGenerator constant(String randomText) {
    assertEquals(16, randomText.length());
    BigInteger value = Oracle.value(randomText);
    return constant(value.shiftRight(64).intValueExact(), value.longValue());
  }

  private static final RandomGenerator ALL_ONES = constant(Ulid.MAX_RANDOM_HI, -1L);
  private static final RandomGenerator ZEROS = constant(0, 0L);

  private static UlidGenerator generator(ScriptedClock clock, RandomGenerator random) {
    return UlidGenerator.builder().clock(clock).random(random).build();
  }

  private static UlidGenerator generator(
      ScriptedClock clock, RandomGenerator random, Duration allowance) {
    return UlidGenerator.builder().clock(clock).random(random).rollbackAllowance(allowance).build();
  }

  private static void assertOverflow(UlidGenerator generator, long timestamp) {
    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertEquals(
        "random component overflow at timestamp "
            + timestamp
            + ": this millisecond has no greater ULID",
        e.getMessage());
  }

  private static List<String> texts(UlidGenerator generator, ScriptedClock clock, long... times) {
    List<String> texts = new ArrayList<>();
    for (long time : times) {
      clock.set(time);
      texts.add(generator.generate().toString());
    }
    return texts;
  }

  // ---------------------------------------------------------------------------------------------
  // Spec §"Monotonicity" examples

  @Test
  void specIncrementWithCarry() {
    ScriptedClock clock = new ScriptedClock(1508808576371L);
    UlidGenerator generator = generator(clock, constant("ACTAV9WEVGEMMVRY"));
    assertEquals(
        List.of(
            "01BX5ZZKBKACTAV9WEVGEMMVRY",
            "01BX5ZZKBKACTAV9WEVGEMMVRZ",
            "01BX5ZZKBKACTAV9WEVGEMMVS0",
            "01BX5ZZKBKACTAV9WEVGEMMVS1"),
        texts(generator, clock, 1508808576371L, 1508808576371L, 1508808576371L, 1508808576371L));
  }

  @Test
  void specOverflowFails() {
    ScriptedClock clock = new ScriptedClock(1508808576371L);
    UlidGenerator generator = generator(clock, constant("ZZZZZZZZZZZZZZZX"));
    assertEquals("01BX5ZZKBKZZZZZZZZZZZZZZZX", generator.generate().toString());
    assertEquals("01BX5ZZKBKZZZZZZZZZZZZZZZY", generator.generate().toString());
    assertEquals("01BX5ZZKBKZZZZZZZZZZZZZZZZ", generator.generate().toString());
    assertOverflow(generator, 1508808576371L);
    // The state is unchanged: the millisecond stays exhausted, whichever method asks.
    assertOverflow(generator, 1508808576371L);
    assertThrows(IllegalStateException.class, generator::generateOrAbort);
    assertThrows(IllegalStateException.class, () -> generator.generateBatch(1));
    assertThrows(IllegalStateException.class, generator::next);
    // The next millisecond starts afresh; ulid-creator would have carried into the timestamp
    // (01BX5ZZKBM0000000000000000) and sulky wrapped to 01BX5ZZKBK0000000000000000.
    clock.set(1508808576372L);
    assertEquals("01BX5ZZKBMZZZZZZZZZZZZZZZX", generator.generate().toString());
  }

  // ---------------------------------------------------------------------------------------------
  // ulid/javascript monotonicFactory, PRNG always 0.96 (symbol Y)

  @Test
  void javascriptMonotonicFactory() {
    ScriptedClock clock = new ScriptedClock(1469918176385L);
    UlidGenerator generator = generator(clock, constant("YYYYYYYYYYYYYYYY"));
    assertEquals(
        List.of(
            "01ARYZ6S41YYYYYYYYYYYYYYYY",
            "01ARYZ6S41YYYYYYYYYYYYYYYZ",
            "01ARYZ6S41YYYYYYYYYYYYYYZ0",
            "01ARYZ6S41YYYYYYYYYYYYYYZ1"),
        texts(generator, clock, 1469918176385L, 1469918176385L, 1469918176385L, 1469918176385L));
  }

  @Test
  void javascriptMonotonicFactoryWithEarlierSeedTimes() {
    // The JS factory keeps the last time for any earlier seed time; with the largest allowance,
    // so does this generator. (With the default 10 s, 100000000 would start afresh.)
    ScriptedClock clock = new ScriptedClock(1469918176385L);
    UlidGenerator generator = generator(clock, constant("YYYYYYYYYYYYYYYY"), UNLIMITED);
    assertEquals(
        List.of(
            "01ARYZ6S41YYYYYYYYYYYYYYYY",
            "01ARYZ6S41YYYYYYYYYYYYYYYZ",
            "01ARYZ6S41YYYYYYYYYYYYYYZ0",
            "01ARYZ6S41YYYYYYYYYYYYYYZ1",
            "01ARYZ6S42YYYYYYYYYYYYYYYY"),
        texts(
            generator, clock, 1469918176385L, 1469918176385L, 100000000L, 10000L, 1469918176386L));
  }

  @Test
  void javascriptIncrementBase32OnTheRandomComponent() {
    ScriptedClock clock = new ScriptedClock(TS0);
    UlidGenerator generator = generator(clock, constant("00000000000A109C"));
    generator.generate();
    assertTrue(generator.generate().toString().endsWith("00000000000A109D"));

    clock.set(TS0 + 1);
    UlidGenerator carrying = generator(clock, constant("00000000000A1YZZ"));
    assertTrue(carrying.generate().toString().endsWith("00000000000A1YZZ"));
    assertTrue(carrying.generate().toString().endsWith("00000000000A1Z00"));
    assertTrue(carrying.generate().toString().endsWith("00000000000A1Z01"));

    // incrementBase32("ZZZ") throws; here only the whole 16-character component can run out.
    UlidGenerator exhausted = generator(clock, constant("ZZZZZZZZZZZZZZZZ"));
    exhausted.generate();
    assertOverflow(exhausted, TS0 + 1);
  }

  // ---------------------------------------------------------------------------------------------
  // ulid-creator monotonic factory: clock drift and overflow

  @Test
  void ulidCreatorClockDrift() {
    long t = Instant.parse("2021-12-31T23:59:59.000Z").toEpochMilli();
    ScriptedClock clock = new ScriptedClock(t);
    UlidGenerator generator = generator(clock, ZEROS);
    long[] times = {t, t + 1, t + 2, t + 3, t + 4 - 10000, t + 5 - 10000, t + 6 - 10000};
    long[] expectedTimes = {t, t + 1, t + 2, t + 3, t + 3, t + 3, t + 3};
    long[] expectedLsb = {0, 0, 0, 0, 1, 2, 3};
    for (int i = 0; i < times.length; i++) {
      clock.set(times[i]);
      Ulid id = generator.generate();
      assertEquals(expectedTimes[i], id.getTimestamp(), "at " + i);
      assertEquals(expectedLsb[i], id.getLeastSignificantBits(), "at " + i);
      assertEquals(0, id.getRandomHi(), "at " + i);
    }
  }

  @Test
  void ulidCreatorLeapSecond() {
    long t = Instant.parse("2021-12-31T23:59:59.000Z").toEpochMilli();
    ScriptedClock clock = new ScriptedClock(t);
    UlidGenerator generator = generator(clock, ZEROS);
    generator.generate();
    clock.set(t - 1000);
    Ulid second = generator.generate();
    assertEquals(t, second.getTimestamp());
    assertEquals(1, second.getLeastSignificantBits());
  }

  @Test
  void ulidCreatorOverflowFailsHereInsteadOfCarryingIntoTheTime() {
    long t = Instant.parse("2021-12-31T23:59:59.999Z").toEpochMilli();
    ScriptedClock clock = new ScriptedClock(t);
    UlidGenerator generator = generator(clock, ALL_ONES);
    for (long time : new long[] {t + 1, t + 2, t + 3}) {
      clock.set(time);
      Ulid id = generator.generate();
      assertEquals(time, id.getTimestamp());
      assertEquals(Ulid.MAX_RANDOM_HI, id.getRandomHi());
      assertEquals(-1L, id.getRandomLo());
    }
    // ulid-creator gives time t + 4 with random 0, 1, 2; the spec asks for a failure, and the
    // generator keeps the time t + 3 of the tolerated rollback.
    for (int i = 0; i < 3; i++) {
      clock.set(t);
      assertOverflow(generator, t + 3);
    }
    clock.set(t + 4);
    Ulid next = generator.generate();
    assertEquals(t + 4, next.getTimestamp());
    assertEquals(-1L, next.getRandomLo());
  }

  // ---------------------------------------------------------------------------------------------
  // sulky-ulid increment, as the step between two ULIDs of one millisecond

  private static void assertIncrement(long msb, long lsb, long nextMsb, long nextLsb) {
    ScriptedClock clock = new ScriptedClock(msb >>> 16);
    UlidGenerator generator = generator(clock, constant((int) msb & 0xffff, lsb));
    Ulid first = generator.generate();
    assertEquals(Ulid.fromBits(msb, lsb), first);
    Ulid second = generator.generate();
    assertEquals(Ulid.fromBits(nextMsb, nextLsb), second);
    assertEquals(first.toBigInteger().add(BigInteger.ONE), second.toBigInteger());
  }

  @Test
  void sulkyIncrement() {
    assertIncrement(0, 0, 0, 1);
    assertIncrement(0, 0xFFFF_FFFF_FFFF_FFFEL, 0, -1L);
    assertIncrement(0, -1L, 1, 0);
  }

  @Test
  void sulkyIncrementWrapsWhereTheSpecFails() {
    // sulky's nextMonotonicValue wraps to (0, 0) and (0x1_0000, 0); the spec asks for a failure.
    for (long msb : new long[] {0xFFFFL, 0x1_FFFFL}) {
      ScriptedClock clock = new ScriptedClock(msb >>> 16);
      UlidGenerator generator = generator(clock, constant(0xffff, -1L));
      assertEquals(Ulid.fromBits(msb, -1L), generator.generate());
      assertOverflow(generator, msb >>> 16);
    }
  }

  @Test
  void sulkyRejectsTimestampsAfterTheLargest() {
    for (long bad : new long[] {Ulid.MAX_TIMESTAMP + 1, -1, Long.MIN_VALUE}) {
      UlidGenerator generator = generator(new ScriptedClock(bad), ZEROS);
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertEquals(
          "clock reading out of the ULID timestamp range: "
              + bad
              + " ms (expected 0 to 281474976710655)",
          e.getMessage());
      assertThrows(IllegalStateException.class, generator::generateOrAbort);
      assertThrows(IllegalStateException.class, () -> generator.generateBatch(3));
    }
    for (long good : new long[] {0, Ulid.MAX_TIMESTAMP}) {
      assertEquals(good, generator(new ScriptedClock(good), ZEROS).generate().getTimestamp());
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Monotonic order within one millisecond

  @Test
  void eachUlidOfAMillisecondIsThePreviousPlusOne() {
    ScriptedClock clock = new ScriptedClock(TS0);
    UlidGenerator generator = UlidGenerator.builder().clock(clock).build();
    Ulid previous = generator.generate();
    assertEquals(TS0, previous.getTimestamp());
    for (int i = 0; i < 10_000; i++) {
      Ulid current = generator.generate();
      assertEquals(TS0, current.getTimestamp());
      assertEquals(previous.toBigInteger().add(BigInteger.ONE), current.toBigInteger(), "at " + i);
      assertTrue(previous.compareTo(current) < 0);
      assertTrue(previous.toString().compareTo(current.toString()) < 0);
      previous = current;
    }
  }

  @Test
  void aNewMillisecondDrawsFreshRandomness() {
    ScriptedClock clock = new ScriptedClock(TS0);
    UlidGenerator generator =
        UlidGenerator.builder().clock(clock).random(new SplittableRandom(1)).build();
    Ulid first = generator.generate();
    clock.set(TS0 + 1);
    Ulid second = generator.generate();
    assertEquals(TS0 + 1, second.getTimestamp());
    assertNotEquals(first.getRandomLo() + 1, second.getRandomLo());
    SplittableRandom replay = new SplittableRandom(1);
    replay.nextInt();
    replay.nextLong();
    assertEquals(replay.nextInt() >>> 16, second.getRandomHi());
    assertEquals(replay.nextLong(), second.getRandomLo());
  }

  @Test
  void carryFromRandomLoIntoRandomHi() {
    ScriptedClock clock = new ScriptedClock(TS0);
    UlidGenerator generator = generator(clock, constant(0x1234, -2L));
    assertEquals(-2L, generator.generate().getRandomLo());
    Ulid allOnesLow = generator.generate();
    assertEquals(0x1234, allOnesLow.getRandomHi());
    assertEquals(-1L, allOnesLow.getRandomLo());
    Ulid carried = generator.generate();
    assertEquals(0x1235, carried.getRandomHi());
    assertEquals(0L, carried.getRandomLo());
    assertEquals(TS0, carried.getTimestamp());
  }

  // ---------------------------------------------------------------------------------------------
  // Overflow

  @Test
  void overflowFailsAndTheNextMillisecondWorks() {
    ScriptedClock clock = new ScriptedClock(TS0);
    UlidGenerator generator = generator(clock, ALL_ONES);
    Ulid first = generator.generate();
    assertEquals(Ulid.fromFields(TS0, Ulid.MAX_RANDOM_HI, -1L), first);
    assertOverflow(generator, TS0);
    assertOverflow(generator, TS0);
    // A tolerated rollback keeps the exhausted millisecond, so it fails too.
    clock.set(TS0 - 5);
    assertOverflow(generator, TS0);
    clock.set(TS0 + 1);
    Ulid next = generator.generate();
    assertEquals(Ulid.fromFields(TS0 + 1, Ulid.MAX_RANDOM_HI, -1L), next);
    assertTrue(first.compareTo(next) < 0);
  }

  @Test
  void overflowAtTheLargestTimestampFailsAlike() {
    UlidGenerator generator = generator(new ScriptedClock(Ulid.MAX_TIMESTAMP), ALL_ONES);
    assertEquals(Ulid.MAX, generator.generate());
    assertOverflow(generator, Ulid.MAX_TIMESTAMP);
  }

  @Test
  void batchIsAllOrNothingOnOverflow() {
    ScriptedClock clock = new ScriptedClock(TS0);
    // Room for two more ULIDs in the first millisecond.
    UlidGenerator generator = generator(clock, constant(Ulid.MAX_RANDOM_HI, -3L));
    Ulid first = generator.generate();
    assertThrows(IllegalStateException.class, () -> generator.generateBatch(3));
    List<Ulid> two = generator.generateBatch(2);
    assertEquals(first.toBigInteger().add(BigInteger.ONE), two.get(0).toBigInteger());
    assertEquals(Ulid.fromFields(TS0, Ulid.MAX_RANDOM_HI, -1L), two.get(1));
    assertOverflow(generator, TS0);

    // A batch that starts a new millisecond and fails leaves the old millisecond in place.
    clock.set(TS0 + 1);
    assertThrows(IllegalStateException.class, () -> generator.generateBatch(4));
    clock.set(TS0);
    assertOverflow(generator, TS0);
    clock.set(TS0 + 1);
    assertEquals(3, generator.generateBatch(3).size());
  }

  // ---------------------------------------------------------------------------------------------
  // Clock rollbacks

  // ---------------------------------------------------------------------------------------------
  // Builder, batch, iteration

  /** The settings every format shares are checked in {@code GeneratorContractTest}. */
  @Test
  void builderRejectsBadSettings() {
    assertEquals(Duration.ofSeconds(10), UlidGenerator.DEFAULT_ROLLBACK_ALLOWANCE);
    UlidGenerator.Builder builder = UlidGenerator.builder();
    assertThrows(NullPointerException.class, () -> builder.random(null));
    assertThrows(NullPointerException.class, () -> builder.rollbackAllowance(null));
    assertNotNull(builder.rollbackAllowance(UNLIMITED).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> builder.rollbackAllowance(Duration.ofMillis(Ulid.MAX_TIMESTAMP + 1)));
    assertNotNull(new UlidGenerator().generate());
  }
}
