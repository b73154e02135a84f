package io.github.sortid.scru128.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Locale;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Scru128V1Id#min(Instant)} and {@link Scru128V1Id#max(Instant)} are the smallest and the
 * largest ID of a millisecond: its 44-bit timestamp, counted from 2020-01-01T00:00:00Z, followed by
 * {@code counter}, {@code per_sec_random} and {@code per_gen_random} all clear or all set
 * (scru128-v1 digest §1).
 */
class Scru128V1IdTimeBoundsTest {
  private static final Instant FIRST = Instant.parse("2020-01-01T00:00:00Z");
  private static final Instant LAST = Instant.parse("2577-06-22T06:20:44.415999999Z");

  /** 2^84 - 1: the 84 bits below the timestamp all set. */
  private static final BigInteger LOW_ONES = BigInteger.ONE.shiftLeft(84).subtract(BigInteger.ONE);

  private static void assertBetween(Scru128V1Id min, Scru128V1Id id, Scru128V1Id max) {
    assertTrue(min.compareTo(id) <= 0, () -> min + " <= " + id);
    assertTrue(id.compareTo(max) <= 0, () -> id + " <= " + max);
  }

  /** The 26-digit radix-32 text of a value, as BigInteger writes it, in uppercase. */
  private static String text(BigInteger value) {
    String digits = value.toString(32).toUpperCase(Locale.ROOT);
    return "0".repeat(26 - digits.length()) + digits;
  }

  @Test
  void millisecondOfTheSpecReadmeExamples() {
    // 00QBTG0FERFTCCNFISUBO489DI and the three after it: biased timestamp 56634639325.
    Instant time = Instant.parse("2021-10-17T11:50:39.325Z");
    BigInteger timestamp = BigInteger.valueOf(56634639325L).shiftLeft(84);
    assertEquals(text(timestamp), Scru128V1Id.min(time).toString());
    assertEquals(text(timestamp.or(LOW_ONES)), Scru128V1Id.max(time).toString());
    assertEquals("00QBTG0FEG0000000000000000", Scru128V1Id.min(time).toString());
    assertEquals("00QBTG0FEVVVVVVVVVVVVVVVVV", Scru128V1Id.max(time).toString());
    assertEquals(Scru128V1Id.fromFields(56634639325L, 0, 0, 0), Scru128V1Id.min(time));
    assertEquals(
        Scru128V1Id.fromFields(
            56634639325L,
            Scru128V1Id.MAX_COUNTER,
            Scru128V1Id.MAX_PER_SEC_RANDOM,
            Scru128V1Id.MAX_PER_GEN_RANDOM),
        Scru128V1Id.max(time));
    for (String example :
        new String[] {
          "00QBTG0FERFTCCNFISUBO489DI",
          "00QBTG0FERFTCCPFISU9NEF4CJ",
          "00QBTG0FERFTCCRFISU97R5OTB",
          "00QBTG0FERFTCCTFISUA4B4DFK"
        }) {
      assertBetween(Scru128V1Id.min(time), Scru128V1Id.fromString(example), Scru128V1Id.max(time));
    }
    // The next four examples are of the next millisecond.
    assertTrue(
        Scru128V1Id.max(time).compareTo(Scru128V1Id.fromString("00QBTG0FF6ULUKDFISU93H7KA9")) < 0);
  }

  @Test
  void fractionOfAMillisecondIsDropped() {
    Instant time = Instant.parse("2021-10-17T11:50:39.325Z");
    assertEquals(Scru128V1Id.min(time), Scru128V1Id.min(time.plusNanos(999_999)));
    assertEquals(Scru128V1Id.max(time), Scru128V1Id.max(time.plusNanos(1)));
  }

  @Test
  void endsOfTheRangeAreTheBiasedTimestampsZeroAndMax() {
    assertEquals(Scru128V1Id.MIN, Scru128V1Id.min(FIRST));
    assertEquals(0, Scru128V1Id.max(FIRST).getTimestamp());
    assertEquals(FIRST, Scru128V1Id.max(FIRST).toInstant());
    assertEquals(Scru128V1Id.fromFields(Scru128V1Id.MAX_TIMESTAMP, 0, 0, 0), Scru128V1Id.min(LAST));
    assertEquals(Scru128V1Id.MAX, Scru128V1Id.max(LAST));
    assertEquals("7VVVVVVVVVVVVVVVVVVVVVVVVV", Scru128V1Id.max(LAST).toString());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "2019-12-31T23:59:59.999999999Z",
        "1970-01-01T00:00:00Z",
        "2577-06-22T06:20:44.416Z",
        "-1000000000-01-01T00:00:00Z",
        "+1000000000-12-31T23:59:59.999999999Z"
      })
  void timesOutOfRangeAreRejectedNamingTheRange(String text) {
    Instant time = Instant.parse(text);
    String message =
        "time out of the SCRU128 v1 timestamp range: "
            + time
            + " (expected 2020-01-01T00:00:00Z to 2577-06-22T06:20:44.415999999Z)";
    assertEquals(
        message,
        assertThrows(IllegalArgumentException.class, () -> Scru128V1Id.min(time)).getMessage());
    assertEquals(
        message,
        assertThrows(IllegalArgumentException.class, () -> Scru128V1Id.max(time)).getMessage());
  }

  @Test
  void nullTimeIsRejected() {
    assertThrows(NullPointerException.class, () -> Scru128V1Id.min(null));
    assertThrows(NullPointerException.class, () -> Scru128V1Id.max(null));
  }

  @ParameterizedTest
  @ValueSource(
      longs = {
        Scru128V1Id.TIMESTAMP_BIAS + 1,
        1634471439325L,
        1700000000000L,
        Scru128V1Id.TIMESTAMP_BIAS + Scru128V1Id.MAX_TIMESTAMP - 1
      })
  void generatedIdsOfAMillisecondLieBetweenItsBounds(long millis) {
    Instant time = Instant.ofEpochMilli(millis);
    Scru128V1Generator generator =
        Scru128V1Generator.builder()
            .clock(InstantSource.fixed(time))
            .random(new SplittableRandom(millis))
            .build();
    for (int i = 0; i < 1000; i++) {
      Scru128V1Id id = generator.generate();
      assertEquals(time, id.toInstant());
      assertBetween(Scru128V1Id.min(time), id, Scru128V1Id.max(time));
      assertTrue(Scru128V1Id.max(time.minusMillis(1)).compareTo(id) < 0);
      assertTrue(Scru128V1Id.min(time.plusMillis(1)).compareTo(id) > 0);
    }
  }

  @Property(tries = 1000)
  void boundsAreTheBiasedTimestampWithTheLowBitsClearOrSet(@ForAll("times") Instant time) {
    BigInteger timestamp =
        BigInteger.valueOf(time.toEpochMilli() - Scru128V1Id.TIMESTAMP_BIAS).shiftLeft(84);
    assertEquals(timestamp, Scru128V1Id.min(time).toBigInteger());
    assertEquals(timestamp.or(LOW_ONES), Scru128V1Id.max(time).toBigInteger());
  }

  @Property(tries = 1000)
  void boundsRoundTripThroughTheirText(@ForAll("times") Instant time) {
    for (Scru128V1Id bound : new Scru128V1Id[] {Scru128V1Id.min(time), Scru128V1Id.max(time)}) {
      assertTrue(Scru128V1Id.isValid(bound.toString()));
      assertEquals(bound, Scru128V1Id.fromString(bound.toString()));
    }
  }

  @Property(tries = 1000)
  void consecutiveMillisecondsDoNotOverlap(@ForAll("times") Instant time) {
    assertTrue(Scru128V1Id.min(time).compareTo(Scru128V1Id.max(time)) < 0);
    if (time.minusMillis(1).isAfter(FIRST)) {
      assertTrue(Scru128V1Id.min(time).compareTo(Scru128V1Id.max(time.minusMillis(1))) > 0);
    }
  }

  @Property(tries = 1000)
  void everyIdLiesBetweenTheBoundsOfItsInstant(@ForAll long msb, @ForAll long lsb) {
    Scru128V1Id id = Scru128V1Id.fromBits(msb, lsb);
    assertBetween(Scru128V1Id.min(id.toInstant()), id, Scru128V1Id.max(id.toInstant()));
  }

  /** Instants of the whole range, at any nanosecond, the ends included now and then. */
  @Provide
  Arbitrary<Instant> times() {
    long first = Scru128V1Id.TIMESTAMP_BIAS;
    long last = first + Scru128V1Id.MAX_TIMESTAMP;
    Arbitrary<Long> millis =
        Arbitraries.longs()
            .between(first, last)
            .edgeCases(edges -> edges.includeOnly(first, first + 1, last));
    return Combinators.combine(millis, Arbitraries.integers().between(0, 999_999))
        .as((ms, nanos) -> Instant.ofEpochMilli(ms).plusNanos(nanos));
  }
}
