package io.github.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.FormatOracle;
import io.github.sortid.testing.TestedGenerator;
import java.math.BigInteger;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * In every format of {@link IdType#all()}, {@code min(Instant)} and {@code max(Instant)} are the
 * smallest and the largest ID of the instant's timestamp unit (a millisecond, or SCRU64's 256 ms
 * tick): its timestamp followed by all the bits below it clear or all set. Each format brings only
 * its timestamp range, unit and layout ({@link FormatOracle}); the properties run as many tries for
 * each format as they did when each format had a test of its own (1000 tries times five formats).
 */
class TimeBoundsContractTest {
  static Stream<IdType<?>> types() {
    return IdType.all().stream();
  }

  private static <T> void assertBetween(IdType<T> type, T min, T id, T max) {
    assertTrue(type.comparator().compare(min, id) <= 0, () -> min + " <= " + id);
    assertTrue(type.comparator().compare(id, max) <= 0, () -> id + " <= " + max);
    // The canonical text sorts as the value does, so BETWEEN on a text column works too.
    assertTrue(type.format(min).compareTo(type.format(id)) <= 0, () -> min + " <= " + id);
    assertTrue(type.format(id).compareTo(type.format(max)) <= 0, () -> id + " <= " + max);
  }

  @ParameterizedTest
  @MethodSource("types")
  <T> void endsOfTheRange(IdType<T> type) {
    FormatOracle<T> oracle = FormatOracle.of(type);
    Instant first = oracle.first();
    Instant last = oracle.last();
    // The smallest value: 0, written as zeros, but for the bits a format fixes (UUIDv7's version).
    assertEquals(oracle.minValue(), oracle.value(type.min(first)));
    assertEquals(oracle.text(oracle.minValue()), type.format(type.min(first)));
    assertEquals(oracle.maxValueAt(first), oracle.value(type.max(first)));
    assertEquals(first, type.toInstant(type.max(first)));
    // The last unit's largest bound is the largest value and no more (for SCRU64, 36^12 - 1).
    assertEquals(oracle.maxValue(), oracle.value(type.max(last)));
    assertEquals(oracle.text(oracle.maxValue()), type.format(type.max(last)));
    assertEquals(oracle.minValueAt(last), oracle.value(type.min(last)));
    Instant lastStart = oracle.startOf(oracle.timestampOf(last));
    assertEquals(lastStart, type.toInstant(type.max(last)));
    assertEquals(type.max(last), type.max(lastStart));
  }

  @ParameterizedTest
  @MethodSource("types")
  <T> void everyTimeOfAUnitHasTheSameBounds(IdType<T> type) {
    FormatOracle<T> oracle = FormatOracle.of(type);
    long unit = oracle.unitMillis();
    Instant start = oracle.startOf(oracle.timestampOf(Instant.ofEpochMilli(1_700_000_000_000L)));
    Instant end = start.plusMillis(unit - 1).plusNanos(999_999);
    assertEquals(type.min(start), type.min(end));
    assertEquals(type.max(start), type.max(end));
    assertEquals(type.max(start), type.max(start.plusNanos(1)));
    assertEquals(type.min(start.plusMillis(unit)), type.min(end.plusNanos(1)));
    assertTrue(type.comparator().compare(type.min(start), type.max(start.minusNanos(1))) > 0);
  }

  static Stream<Arguments> timesOutOfRange() {
    return types()
        .flatMap(
            type -> {
              FormatOracle<?> oracle = FormatOracle.of(type);
              return Stream.of(
                      oracle.first().minusNanos(1),
                      oracle.last().plusNanos(1),
                      Instant.EPOCH.minusNanos(1),
                      Instant.parse("1900-01-01T00:00:00Z"),
                      Instant.MIN,
                      Instant.MAX)
                  .distinct()
                  .map(time -> Arguments.of(type, time));
            });
  }

  @ParameterizedTest
  @MethodSource("timesOutOfRange")
  void timesOutOfRangeAreRejectedNamingTheRange(IdType<?> type, Instant time) {
    FormatOracle<?> oracle = FormatOracle.of(type);
    String message =
        "time out of the "
            + type.displayName()
            + " timestamp range: "
            + time
            + " (expected "
            + oracle.first()
            + " to "
            + oracle.last()
            + ")";
    assertEquals(
        message, assertThrows(IllegalArgumentException.class, () -> type.min(time)).getMessage());
    assertEquals(
        message, assertThrows(IllegalArgumentException.class, () -> type.max(time)).getMessage());
  }

  @ParameterizedTest
  @MethodSource("types")
  void nullTimeIsRejected(IdType<?> type) {
    assertThrows(NullPointerException.class, () -> type.min(null));
    assertThrows(NullPointerException.class, () -> type.max(null));
  }

  /**
   * The first unit a generator takes (SCRU128, SCRU128 v1 and SCRU64 reserve timestamp 0), the
   * next, one of today and the last two of the range, by their first millisecond.
   */
  static Stream<Arguments> generatorTimes() {
    return types()
        .flatMap(
            type -> {
              FormatOracle<?> oracle = FormatOracle.of(type);
              long first =
                  TestedGenerator.of(type, InstantSource.system(), null, null).firstReading();
              long last = oracle.startOf(oracle.timestampOf(oracle.last())).toEpochMilli();
              long unit = oracle.unitMillis();
              return Stream.of(first, first + unit, 1_700_000_000_000L, last - unit, last)
                  .map(millis -> Arguments.of(type, millis));
            });
  }

  @ParameterizedTest
  @MethodSource("generatorTimes")
  <T extends Comparable<T>> void generatedIdsOfAUnitLieBetweenItsBounds(
      IdType<T> type, long millis) {
    FormatOracle<T> oracle = FormatOracle.of(type);
    Instant time = Instant.ofEpochMilli(millis);
    long unit = oracle.unitMillis();
    TestedGenerator<T> generator =
        TestedGenerator.of(type, InstantSource.fixed(time), new SplittableRandom(millis), null);
    for (int i = 0; i < 1000; i++) {
      T id = generator.generate();
      assertNotNull(id);
      assertEquals(oracle.startOf(oracle.timestampOf(time)), type.toInstant(id));
      assertBetween(type, type.min(time), id, type.max(time));
      if (time.minusMillis(unit).isAfter(oracle.first().minusNanos(1))) {
        assertTrue(type.comparator().compare(type.max(time.minusMillis(unit)), id) < 0);
      }
      if (time.plusMillis(unit).isBefore(oracle.last())) {
        assertTrue(type.comparator().compare(type.min(time.plusMillis(unit)), id) > 0);
      }
    }
  }

  @Property(tries = 1000 * 5)
  <T> void boundsAreTheTimestampWithTheLowBitsClearOrSet(
      @ForAll("times") Tuple2<IdType<?>, Instant> input) {
    @SuppressWarnings("unchecked")
    IdType<T> type = (IdType<T>) input.get1();
    Instant time = input.get2();
    FormatOracle<T> oracle = FormatOracle.of(type);
    assertEquals(oracle.minValueAt(time), oracle.value(type.min(time)));
    assertEquals(oracle.maxValueAt(time), oracle.value(type.max(time)));
    assertTrue(oracle.maxValueAt(time).compareTo(oracle.maxValue()) <= 0);
    Instant start = oracle.startOf(oracle.timestampOf(time));
    assertEquals(start, type.toInstant(type.min(time)));
    assertEquals(start, type.toInstant(type.max(time)));
  }

  @Property(tries = 1000 * 5)
  <T> void boundsRoundTripThroughTheirTexts(@ForAll("times") Tuple2<IdType<?>, Instant> input) {
    @SuppressWarnings("unchecked")
    IdType<T> type = (IdType<T>) input.get1();
    FormatOracle<T> oracle = FormatOracle.of(type);
    for (T bound : List.of(type.min(input.get2()), type.max(input.get2()))) {
      for (String text : oracle.texts(oracle.value(bound))) {
        assertTrue(type.isValid(text), text);
        assertEquals(bound, type.parse(text));
      }
    }
  }

  @Property(tries = 1000 * 5)
  <T> void consecutiveUnitsDoNotOverlap(@ForAll("times") Tuple2<IdType<?>, Instant> input) {
    @SuppressWarnings("unchecked")
    IdType<T> type = (IdType<T>) input.get1();
    Instant time = input.get2();
    FormatOracle<T> oracle = FormatOracle.of(type);
    assertTrue(type.comparator().compare(type.min(time), type.max(time)) < 0);
    Instant before = time.minusMillis(oracle.unitMillis());
    if (!before.isBefore(oracle.first())) {
      assertTrue(type.comparator().compare(type.min(time), type.max(before)) > 0);
      assertTrue(type.format(type.min(time)).compareTo(type.format(type.max(before))) > 0);
    }
  }

  @Property(tries = 1000 * 5)
  <T> void everyIdLiesBetweenTheBoundsOfItsInstant(
      @ForAll("values") Tuple2<IdType<?>, BigInteger> input) {
    @SuppressWarnings("unchecked")
    IdType<T> type = (IdType<T>) input.get1();
    T id = FormatOracle.of(type).id(input.get2());
    Instant time = type.toInstant(id);
    assertBetween(type, type.min(time), id, type.max(time));
  }

  /** Per format, instants of the whole range, at any nanosecond, the ends included now and then. */
  @Provide
  Arbitrary<Tuple2<IdType<?>, Instant>> times() {
    return Arbitraries.of(IdType.all())
        .flatMap(
            type -> {
              FormatOracle<?> oracle = FormatOracle.of(type);
              long first = oracle.first().toEpochMilli();
              long last = oracle.last().toEpochMilli();
              long unit = oracle.unitMillis();
              Arbitrary<Long> millis =
                  Arbitraries.longs()
                      .between(first, last)
                      .edgeCases(
                          edges -> edges.includeOnly(first, first + unit - 1, first + unit, last));
              return Combinators.combine(millis, Arbitraries.integers().between(0, 999_999))
                  .as((ms, nanos) -> Tuple.of(type, Instant.ofEpochMilli(ms).plusNanos(nanos)));
            });
  }

  @Provide
  Arbitrary<Tuple2<IdType<?>, BigInteger>> values() {
    return FormatOracle.anyValueOfEveryFormat();
  }
}
