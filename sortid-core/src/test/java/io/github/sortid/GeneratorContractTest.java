package io.github.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ConstantRandom;
import io.github.sortid.testing.FormatOracle;
import io.github.sortid.testing.ScriptedClock;
import io.github.sortid.testing.TestedGenerator;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rules every generator of {@link TestedGenerator#types()} follows, on the same clock script:
 * IDs strictly increase across calls, batches, iteration and streams; a rollback of the clock
 * within the allowance (10 s by default) continues from the last ID in its timestamp, one unit more
 * aborts ({@code generateOrAbort()}, leaving the state as it was) or starts afresh from the clock;
 * the allowance drops what is less than one unit; clock readings outside the range fail naming it;
 * and every random bit comes from the given source. Durations are in the format's timestamp unit
 * (SCRU64: 256 ms ticks), which {@link TestedGenerator} and {@link FormatOracle} supply; the
 * per-format generator tests keep their reference traces and counter specifics. Sharing a generator
 * between threads is {@code concurrency.SharedGeneratorTest}.
 */
class GeneratorContractTest {
  /** 2026-01-01T00:00:00Z, a whole number of SCRU64 ticks. */
  private static final long T0 = 1_767_225_600_000L;

  static Stream<IdType<?>> types() {
    return TestedGenerator.types();
  }

  private static <T extends Comparable<T>> TestedGenerator<T> generator(
      IdType<?> type, ScriptedClock clock, Duration allowance) {
    return TestedGenerator.of(type, clock, null, allowance);
  }

  /** A source seeded per format, so that where a counter starts is the same at every run. */
  private static SplittableRandom seeded(IdType<?> type) {
    return new SplittableRandom(type.name().hashCode());
  }

  private static <T extends Comparable<T>> void assertIncreasing(
      TestedGenerator<T> generator, T before, T after, String where) {
    assertNotNull(after, where);
    assertTrue(
        before.compareTo(after) < 0,
        () -> where + ": " + generator.describe(before) + " then " + generator.describe(after));
    // The canonical text sorts as the IDs do.
    IdType<T> type = generator.type();
    assertTrue(type.format(before).compareTo(type.format(after)) < 0, where);
  }

  static Stream<Arguments> typesAndResets() {
    return types().flatMap(type -> Stream.of(Arguments.of(type, true), Arguments.of(type, false)));
  }

  /**
   * The SCRU128 references' test "Generates increasing IDs even with decreasing or constant
   * timestamp" (Scru128GeneratorTests of https://github.com/scru128/java), and every other format
   * alike: a clock that goes back by less than the allowance keeps the order, each ID counting on
   * from the last in its timestamp. The allowance is 20 s, so that SCRU64, whose counter overflows
   * move it some ticks ahead of the clock, stays within it on the clock script of the others (back
   * by up to 9,999 ms).
   */
  @ParameterizedTest(name = "{0}, resets: {1}")
  @MethodSource("typesAndResets")
  <T extends Comparable<T>> void staysMonotonicUnderSmallRollbacks(IdType<?> type, boolean resets) {
    ScriptedClock clock = new ScriptedClock(T0);
    Duration twenty = Duration.ofSeconds(20);
    TestedGenerator<T> generator = TestedGenerator.of(type, clock, seeded(type), twenty);
    long allowance = generator.units(twenty);
    T previous = generator.orReset();
    for (int i = 0; i < 100_000; i++) {
      clock.set(T0 - Math.min(9_999, i));
      T current = resets ? generator.orReset() : generator.orAbort();
      assertIncreasing(generator, previous, current, "at " + i);
      long lead = generator.timestamp(current) - generator.timestampAt(T0);
      assertTrue(lead >= 0 && lead <= allowance, "lead " + lead + " at " + i);
      if (generator.timestamp(current) == generator.timestamp(previous)) {
        assertTrue(generator.isSuccessor(previous, current), "successor at " + i);
      }
      previous = current;
    }
  }

  static Stream<Arguments> typesAndAllowances() {
    return types()
        .flatMap(
            type ->
                LongStream.of(0, 1, 5_000, 10_000, 20_000).mapToObj(a -> Arguments.of(type, a)));
  }

  /**
   * The SCRU128 references' tests of a large rollback, at the edge of the allowance, and every
   * other format alike: a rollback of exactly the allowance continues; one unit more aborts,
   * leaving the state as it was, or starts afresh (docs/INTERNALS.md#the-rollback-rule).
   */
  @ParameterizedTest(name = "{0}, allowance {1} ms")
  @MethodSource("typesAndAllowances")
  <T extends Comparable<T>> void rollbackAllowanceEdge(IdType<?> type, long allowanceMillis) {
    ScriptedClock clock = new ScriptedClock(T0);
    TestedGenerator<T> generator = generator(type, clock, Duration.ofMillis(allowanceMillis));
    long unit = generator.unitMillis();
    long back = generator.units(Duration.ofMillis(allowanceMillis)) * unit;

    T first = generator.orReset();
    assertEquals(generator.timestampAt(T0), generator.timestamp(first));
    clock.set(T0 - back);
    T second = generator.orAbort();
    assertIncreasing(generator, first, second, "within the allowance");
    assertEquals(generator.timestampAt(T0), generator.timestamp(second));
    assertTrue(generator.isSuccessor(first, second));

    clock.set(T0 - back - unit);
    assertNull(generator.orAbort());
    assertNull(generator.orAbort());
    // An abort leaves the state as it was: the sequence goes on from the second ID.
    clock.set(T0);
    T third = generator.orAbort();
    assertTrue(generator.isSuccessor(second, third), () -> generator.describe(third));

    // A reset starts afresh from the clock, below the previous ID, and counts on from there.
    clock.set(T0 - back - unit);
    T reset = generator.orReset();
    assertEquals(generator.timestampAt(T0 - back - unit), generator.timestamp(reset));
    assertTrue(reset.compareTo(third) < 0);
    T afterReset = generator.orReset();
    assertIncreasing(generator, reset, afterReset, "after the reset");
    assertTrue(generator.isSuccessor(reset, afterReset));
  }

  @ParameterizedTest
  @MethodSource("types")
  <T extends Comparable<T>> void defaultAllowanceIsTenSeconds(IdType<?> type) {
    ScriptedClock clock = new ScriptedClock(T0);
    TestedGenerator<T> generator = generator(type, clock, null);
    long back = generator.units(Duration.ofSeconds(10)) * generator.unitMillis();
    T first = generator.orAbort();
    clock.set(T0 - back);
    T tolerated = generator.orAbort();
    assertNotNull(tolerated);
    assertEquals(generator.timestampAt(T0), generator.timestamp(tolerated));
    clock.set(T0 - back - generator.unitMillis());
    assertNull(generator.orAbort());
    T reset = generator.orReset();
    assertEquals(
        generator.timestampAt(T0 - back - generator.unitMillis()), generator.timestamp(reset));
    assertTrue(reset.compareTo(first) < 0);
  }

  static Stream<Arguments> typesWithoutAllowance() {
    return types()
        .flatMap(
            type ->
                Stream.of(Duration.ZERO, Duration.ofNanos(500_000))
                    .flatMap(
                        allowance ->
                            Stream.of(0, 100).map(every -> Arguments.of(type, allowance, every))));
  }

  /**
   * A generator's own lead is no rollback, whatever the allowance: a broken source that gives all
   * ones fills the counter at every new timestamp (SCRU128's, SCRU128 v1's, EUID's and SCRU64's;
   * ULID's random part and UUIDv7's counter keep room), so that the next step overflows and moves
   * the timestamp on, ahead of the clock, while the allowance is 0 (half a millisecond is 0 too). A
   * clock that stands still, or moves on by 1 ms every 100 calls, is then behind the last ID, but
   * only by the generator's own lead: every call, batch and abort goes on from the last ID, and
   * none starts afresh below it (docs/INTERNALS.md#the-rollback-rule). SCRU64's aborts alone may
   * give null there: its back-pressure.
   */
  @ParameterizedTest(name = "{0}, allowance {1}, clock moving 1 ms every {2} calls")
  @MethodSource("typesWithoutAllowance")
  <T extends Comparable<T>> void aCounterOverflowsLeadIsNoRollback(
      IdType<?> type, Duration allowance, int callsPerMillisecond) {
    ScriptedClock clock = new ScriptedClock(T0);
    TestedGenerator<T> generator =
        TestedGenerator.of(type, clock, new ConstantRandom("ones", 0xffff_ffffL), allowance);
    T previous = generator.orReset();
    boolean wasAhead = false;
    for (int i = 1; i < 100_000; i++) {
      if (callsPerMillisecond > 0 && i % callsPerMillisecond == 0) {
        clock.advance(1);
      }
      List<T> ids =
          switch (i % 3) {
            case 0 -> Collections.singletonList(generator.orReset());
            case 1 -> Collections.singletonList(generator.orAbort());
            default -> generator.batches() ? generator.batch(3) : List.of(generator.orReset());
          };
      for (T id : ids) {
        if (id == null && generator.keepsBackPressure()) {
          continue;
        }
        assertIncreasing(generator, previous, id, "call " + i);
        previous = id;
        wasAhead |= generator.timestamp(id) > generator.timestampAt(clock.millis());
      }
    }
    assertTrue(
        wasAhead || type == IdType.ULID || type == IdType.UUIDV7,
        () -> "no counter overflow put " + type + " ahead of the clock: the test tests nothing");
  }

  /** A fraction of a unit is dropped: 1.9 units tolerate a rollback of 1 unit, not 2. */
  @ParameterizedTest
  @MethodSource("types")
  <T extends Comparable<T>> void allowanceDropsAFractionOfAUnit(IdType<?> type) {
    ScriptedClock clock = new ScriptedClock(T0);
    long unit = TestedGenerator.of(type, clock, null, null).unitMillis();
    TestedGenerator<T> generator = generator(type, clock, Duration.ofNanos(unit * 1_900_000));
    generator.orReset();
    clock.set(T0 - unit);
    assertNotNull(generator.orAbort());
    clock.set(T0 - 2 * unit);
    assertNull(generator.orAbort());
  }

  @ParameterizedTest
  @MethodSource("types")
  void allowancesOutOfRangeAreRejected(IdType<?> type) {
    ScriptedClock clock = new ScriptedClock(T0);
    IllegalArgumentException negative =
        assertThrows(
            IllegalArgumentException.class, () -> generator(type, clock, Duration.ofMillis(-1)));
    assertTrue(negative.getMessage().startsWith("rollbackAllowance out of range: PT-0.001S"));
    // The per-format tests check each format's largest allowance; none reaches 2^48 ms.
    assertThrows(
        IllegalArgumentException.class, () -> generator(type, clock, Duration.ofMillis(1L << 48)));
    assertThrows(
        IllegalArgumentException.class, () -> generator(type, clock, Duration.ofDays(1L << 40)));
    assertThrows(NullPointerException.class, () -> TestedGenerator.of(type, null, null, null));
  }

  static Stream<IdType<?>> typesWithBatches() {
    return types()
        .filter(type -> TestedGenerator.of(type, InstantSource.system(), null, null).batches());
  }

  @ParameterizedTest
  @MethodSource("typesWithBatches")
  <T extends Comparable<T>> void batchIsConsecutiveForOneClockReading(IdType<?> type) {
    ScriptedClock clock = new ScriptedClock(T0);
    TestedGenerator<T> generator = TestedGenerator.of(type, clock, seeded(type), null);
    T before = generator.generate();
    long readings = clock.reads();
    List<T> batch = generator.batch(10_000);
    assertEquals(readings + 1, clock.reads(), "one clock reading for the batch");
    assertEquals(10_000, batch.size());
    T previous = before;
    for (T id : batch) {
      assertIncreasing(generator, previous, id, "in the batch");
      long timestamp = generator.timestamp(id);
      assertTrue(
          timestamp <= generator.timestampAt(T0) + 1,
          "only a counter overflow may move the timestamp");
      if (timestamp == generator.timestamp(previous)) {
        assertTrue(generator.isSuccessor(previous, id));
      }
      previous = id;
    }
    assertThrows(UnsupportedOperationException.class, () -> batch.set(0, before));
    assertTrue(generator.batch(0).isEmpty());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> generator.batch(-1));
    assertEquals("count must not be negative: -1", e.getMessage());
  }

  /** Batches in a tolerated rollback keep the last timestamp; past the allowance, they reset. */
  @ParameterizedTest
  @MethodSource("typesWithBatches")
  <T extends Comparable<T>> void batchInARollbackKeepsTheLastTimestampOrResets(IdType<?> type) {
    ScriptedClock clock = new ScriptedClock(T0);
    TestedGenerator<T> generator = TestedGenerator.of(type, clock, seeded(type), null);
    T previous = generator.generate();
    clock.set(T0 - 3);
    for (T id : generator.batch(1000)) {
      assertEquals(generator.timestampAt(T0), generator.timestamp(id));
      assertTrue(generator.isSuccessor(previous, id));
      previous = id;
    }
    clock.set(T0 - 20_000);
    List<T> reset = generator.batch(3);
    assertEquals(generator.timestampAt(T0 - 20_000), generator.timestamp(reset.get(0)));
    assertTrue(reset.get(0).compareTo(previous) < 0);
    assertIncreasing(generator, reset.get(0), reset.get(1), "after the reset");
  }

  /** With the system clock and the default randomness: iteration and streams never end. */
  @ParameterizedTest
  @MethodSource("types")
  <T extends Comparable<T>> void iteratesAndStreamsForeverInOrder(IdType<?> type) {
    TestedGenerator<T> generator = TestedGenerator.of(type, InstantSource.system(), null, null);
    List<T> ids = new ArrayList<>();
    ids.add(generator.generate());
    Iterator<T> iterator = generator.iterator();
    for (int i = 0; i < 101; i++) {
      assertTrue(iterator.hasNext());
      ids.add(iterator.next());
    }
    ids.addAll(generator.stream().limit(1000).collect(Collectors.toList()));
    assertEquals(1102, ids.size());
    if (generator.batches()) {
      ids.addAll(generator.batch(1000));
    }
    ids.add(generator.orAbort());
    ids.add(generator.orReset());
    long now = generator.timestampAt(System.currentTimeMillis());
    for (int i = 1; i < ids.size(); i++) {
      assertIncreasing(generator, ids.get(i - 1), ids.get(i), "at " + i);
    }
    assertTrue(generator.timestamp(ids.get(ids.size() - 1)) - now <= 1);
  }

  /**
   * Two generators with equally seeded sources give the same IDs on the same clock script, and one
   * with another source gives other random bits at every ID.
   */
  @ParameterizedTest
  @MethodSource("types")
  <T extends Comparable<T>> void drawsEveryRandomFieldFromTheGivenSource(IdType<?> type) {
    ScriptedClock clock = new ScriptedClock(T0);
    TestedGenerator<T> left = TestedGenerator.of(type, clock, new SplittableRandom(7), null);
    TestedGenerator<T> right = TestedGenerator.of(type, clock, new SplittableRandom(7), null);
    TestedGenerator<T> other = TestedGenerator.of(type, clock, new SplittableRandom(8), null);
    List<T> fromLeft = new ArrayList<>();
    List<T> fromRight = new ArrayList<>();
    List<T> fromOther = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      clock.set(T0 + i / 10);
      fromLeft.add(left.generate());
      fromRight.add(right.generate());
      fromOther.add(other.generate());
    }
    assertEquals(fromLeft, fromRight);
    for (int i = 0; i < 100; i++) {
      assertNotEquals(
          left.randomPart(fromLeft.get(i)), other.randomPart(fromOther.get(i)), "at " + i);
    }
  }

  /** The clock readings just outside the range, and the extremes of a {@code long}. */
  static Stream<Arguments> readingsOutOfRange() {
    return types()
        .flatMap(
            type -> {
              TestedGenerator<?> generator =
                  TestedGenerator.of(type, InstantSource.system(), null, null);
              long first = generator.firstReading();
              long last = FormatOracle.of(type).last().toEpochMilli();
              return LongStream.of(first - 1, first - 5, last + 1, Long.MIN_VALUE, Long.MAX_VALUE)
                  .mapToObj(bad -> Arguments.of(type, bad, first, last));
            });
  }

  @ParameterizedTest(name = "{0}, reading {1}")
  @MethodSource("readingsOutOfRange")
  <T extends Comparable<T>> void rejectsClockReadingsOutsideTheRange(
      IdType<?> type, long bad, long first, long last) {
    TestedGenerator<T> generator = generator(type, new ScriptedClock(bad), null);
    String message =
        "clock reading out of the "
            + type.displayName()
            + " timestamp range: "
            + bad
            + " ms (expected "
            + first
            + " to "
            + last
            + ")";
    assertEquals(
        message, assertThrows(IllegalStateException.class, generator::orReset).getMessage());
    assertEquals(
        message, assertThrows(IllegalStateException.class, generator::orAbort).getMessage());
    if (generator.batches()) {
      assertThrows(IllegalStateException.class, () -> generator.batch(3));
    }
    // The ends of the range are readings like any other.
    assertNotNull(generator(type, new ScriptedClock(first), null).orAbort());
    TestedGenerator<T> atTheEnd = generator(type, new ScriptedClock(last), null);
    assertEquals(atTheEnd.timestampAt(last), atTheEnd.timestamp(atTheEnd.orAbort()));
  }
}
