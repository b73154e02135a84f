package io.github.sortid.scru128;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Instant;
import java.time.InstantSource;
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
 * {@link Scru128Id#min(Instant)} and {@link Scru128Id#max(Instant)} are the smallest and the
 * largest ID of a millisecond: its 48-bit timestamp followed by {@code counter_hi}, {@code
 * counter_lo} and {@code entropy} all clear or all set (scru128 digest §1).
 */
class Scru128IdTimeBoundsTest {
  private static final Instant LAST = Instant.parse("+10889-08-02T05:31:50.655999999Z");

  /** 2^80 - 1: the 80 bits below the timestamp all set. */
  private static final BigInteger LOW_ONES = BigInteger.ONE.shiftLeft(80).subtract(BigInteger.ONE);

  private static void assertBetween(Scru128Id min, Scru128Id id, Scru128Id max) {
    assertTrue(min.compareTo(id) <= 0, () -> min + " <= " + id);
    assertTrue(id.compareTo(max) <= 0, () -> id + " <= " + max);
  }

  /** The 25-digit Base36 text of a value, as BigInteger writes it. */
  private static String text(BigInteger value) {
    String digits = value.toString(36);
    return "0".repeat(25 - digits.length()) + digits;
  }

  @Test
  void millisecondOfTheSpecExample() {
    long millis = 1647687810742L;
    Instant time = Instant.ofEpochMilli(millis);
    BigInteger timestamp = BigInteger.valueOf(millis).shiftLeft(80);
    assertEquals(text(timestamp), Scru128Id.min(time).toString());
    assertEquals(text(timestamp.or(LOW_ONES)), Scru128Id.max(time).toString());
    assertEquals("036z951mhiq3rlssd95gfhwxs", Scru128Id.min(time).toString());
    assertEquals("036z951mho6yudf2fg6dozegv", Scru128Id.max(time).toString());
    assertEquals(Scru128Id.fromFields(millis, 0, 0, 0), Scru128Id.min(time));
    assertEquals(
        Scru128Id.fromFields(
            millis, Scru128Id.MAX_COUNTER_HI, Scru128Id.MAX_COUNTER_LO, Scru128Id.MAX_ENTROPY),
        Scru128Id.max(time));
    assertBetween(
        Scru128Id.min(time),
        Scru128Id.fromString("036z951mhjikzik2gsl81gr7l"),
        Scru128Id.max(time));
  }

  @Test
  void fractionOfAMillisecondIsDropped() {
    Instant time = Instant.ofEpochMilli(1647687810742L);
    assertEquals(Scru128Id.min(time), Scru128Id.min(time.plusNanos(999_999)));
    assertEquals(Scru128Id.max(time), Scru128Id.max(time.plusNanos(1)));
    assertEquals(Scru128Id.min(time.plusMillis(1)), Scru128Id.min(time.plusNanos(1_000_000)));
  }

  @Test
  void endsOfTheRange() {
    assertEquals(Scru128Id.MIN, Scru128Id.min(Instant.EPOCH));
    assertEquals("0000000000000000000000000", Scru128Id.min(Instant.EPOCH).toString());
    assertEquals(text(LOW_ONES), Scru128Id.max(Instant.EPOCH).toString());
    assertEquals(Scru128Id.fromFields(Scru128Id.MAX_TIMESTAMP, 0, 0, 0), Scru128Id.min(LAST));
    assertEquals(Scru128Id.MAX, Scru128Id.max(LAST));
    assertEquals("f5lxx1zz5pnorynqglhzmsp33", Scru128Id.max(LAST).toString());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "1969-12-31T23:59:59.999999999Z",
        "+10889-08-02T05:31:50.656Z",
        "-1000000000-01-01T00:00:00Z",
        "+1000000000-12-31T23:59:59.999999999Z"
      })
  void timesOutOfRangeAreRejectedNamingTheRange(String text) {
    Instant time = Instant.parse(text);
    String message =
        "time out of the SCRU128 timestamp range: "
            + time
            + " (expected 1970-01-01T00:00:00Z to +10889-08-02T05:31:50.655999999Z)";
    assertEquals(
        message,
        assertThrows(IllegalArgumentException.class, () -> Scru128Id.min(time)).getMessage());
    assertEquals(
        message,
        assertThrows(IllegalArgumentException.class, () -> Scru128Id.max(time)).getMessage());
  }

  @Test
  void nullTimeIsRejected() {
    assertThrows(NullPointerException.class, () -> Scru128Id.min(null));
    assertThrows(NullPointerException.class, () -> Scru128Id.max(null));
  }

  @ParameterizedTest
  @ValueSource(longs = {1L, 1647687810742L, 1700000000000L, Scru128Id.MAX_TIMESTAMP - 1})
  void generatedIdsOfAMillisecondLieBetweenItsBounds(long millis) {
    Instant time = Instant.ofEpochMilli(millis);
    Scru128Generator generator =
        Scru128Generator.builder()
            .clock(InstantSource.fixed(time))
            .random(new SplittableRandom(millis))
            .build();
    for (int i = 0; i < 1000; i++) {
      Scru128Id id = generator.generate();
      assertEquals(millis, id.getTimestamp());
      assertBetween(Scru128Id.min(time), id, Scru128Id.max(time));
      assertTrue(Scru128Id.max(time.minusMillis(1)).compareTo(id) < 0);
      assertTrue(Scru128Id.min(time.plusMillis(1)).compareTo(id) > 0);
    }
  }

  @Property(tries = 1000)
  void boundsAreTheTimestampWithTheLowBitsClearOrSet(@ForAll("times") Instant time) {
    BigInteger timestamp = BigInteger.valueOf(time.toEpochMilli()).shiftLeft(80);
    assertEquals(timestamp, Scru128Id.min(time).toBigInteger());
    assertEquals(timestamp.or(LOW_ONES), Scru128Id.max(time).toBigInteger());
  }

  @Property(tries = 1000)
  void boundsRoundTripThroughTheirText(@ForAll("times") Instant time) {
    for (Scru128Id bound : new Scru128Id[] {Scru128Id.min(time), Scru128Id.max(time)}) {
      assertTrue(Scru128Id.isValid(bound.toString()));
      assertEquals(bound, Scru128Id.fromString(bound.toString()));
    }
  }

  @Property(tries = 1000)
  void consecutiveMillisecondsDoNotOverlap(@ForAll("times") Instant time) {
    assertTrue(Scru128Id.min(time).compareTo(Scru128Id.max(time)) < 0);
    if (time.toEpochMilli() > 0) {
      assertTrue(Scru128Id.min(time).compareTo(Scru128Id.max(time.minusMillis(1))) > 0);
    }
  }

  @Property(tries = 1000)
  void everyIdLiesBetweenTheBoundsOfItsInstant(@ForAll long msb, @ForAll long lsb) {
    Scru128Id id = Scru128Id.fromBits(msb, lsb);
    assertBetween(Scru128Id.min(id.toInstant()), id, Scru128Id.max(id.toInstant()));
  }

  /** Instants of the whole range, at any nanosecond, the ends included now and then. */
  @Provide
  Arbitrary<Instant> times() {
    Arbitrary<Long> millis =
        Arbitraries.longs()
            .between(0, Scru128Id.MAX_TIMESTAMP)
            .edgeCases(edges -> edges.includeOnly(0L, 1L, Scru128Id.MAX_TIMESTAMP));
    return Combinators.combine(millis, Arbitraries.integers().between(0, 999_999))
        .as((ms, nanos) -> Instant.ofEpochMilli(ms).plusNanos(nanos));
  }
}
