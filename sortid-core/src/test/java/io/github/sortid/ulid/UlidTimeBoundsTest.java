package io.github.sortid.ulid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ConstantRandom;
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
 * {@link Ulid#min(Instant)} and {@link Ulid#max(Instant)} are the smallest and the largest ULID of
 * a millisecond: its 48-bit timestamp followed by 80 random bits all clear or all set (spec
 * §"Specification").
 */
class UlidTimeBoundsTest {
  private static final Instant LAST = Instant.parse("+10889-08-02T05:31:50.655999999Z");

  /** 2^80 - 1: the 80 random bits all set. */
  private static final BigInteger RANDOM_ONES =
      BigInteger.ONE.shiftLeft(80).subtract(BigInteger.ONE);

  private static void assertBetween(Ulid min, Ulid id, Ulid max) {
    assertTrue(min.compareTo(id) <= 0, () -> min + " <= " + id);
    assertTrue(id.compareTo(max) <= 0, () -> id + " <= " + max);
  }

  @Test
  void specExampleMillisecond() {
    Instant time = Instant.ofEpochMilli(1469922850259L);
    // The timestamp's ten digits 01ARZ3NDEK, then sixteen digits of 80 clear or set bits.
    assertEquals("01ARZ3NDEK0000000000000000", Ulid.min(time).toString());
    assertEquals("01ARZ3NDEKZZZZZZZZZZZZZZZZ", Ulid.max(time).toString());
    assertBetween(Ulid.min(time), Ulid.fromString("01ARZ3NDEKTSV4RRFFQ69G5FAV"), Ulid.max(time));
  }

  @Test
  void documentedExamples() {
    Instant time = Instant.ofEpochMilli(1469922850259L);
    assertEquals("01ARZ3NDEK0000000000000000", Ulid.min(time).toString());
    assertEquals("01ARZ3NDEKZZZZZZZZZZZZZZZZ", Ulid.max(time).toString());
  }

  @Test
  void fractionOfAMillisecondIsDropped() {
    Instant time = Instant.ofEpochMilli(1469922850259L);
    assertEquals(Ulid.min(time), Ulid.min(time.plusNanos(999_999)));
    assertEquals(Ulid.max(time), Ulid.max(time.plusNanos(1)));
    assertEquals(Ulid.min(time.plusMillis(1)), Ulid.min(time.plusNanos(1_000_000)));
  }

  @Test
  void endsOfTheRange() {
    assertEquals(Ulid.MIN, Ulid.min(Instant.EPOCH));
    assertEquals(Ulid.fromFields(0, Ulid.MAX_RANDOM_HI, -1L), Ulid.max(Instant.EPOCH));
    assertEquals(Ulid.fromFields(Ulid.MAX_TIMESTAMP, 0, 0L), Ulid.min(LAST));
    assertEquals(Ulid.MAX, Ulid.max(LAST));
    assertEquals("7ZZZZZZZZZ0000000000000000", Ulid.min(LAST).toString());
    assertEquals("7ZZZZZZZZZZZZZZZZZZZZZZZZZ", Ulid.max(LAST).toString());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "1969-12-31T23:59:59.999999999Z",
        "1900-01-01T00:00:00Z",
        "+10889-08-02T05:31:50.656Z",
        "-1000000000-01-01T00:00:00Z",
        "+1000000000-12-31T23:59:59.999999999Z"
      })
  void timesOutOfRangeAreRejectedNamingTheRange(String text) {
    Instant time = Instant.parse(text);
    String message =
        "time out of the ULID timestamp range: "
            + time
            + " (expected 1970-01-01T00:00:00Z to +10889-08-02T05:31:50.655999999Z)";
    assertEquals(
        message, assertThrows(IllegalArgumentException.class, () -> Ulid.min(time)).getMessage());
    assertEquals(
        message, assertThrows(IllegalArgumentException.class, () -> Ulid.max(time)).getMessage());
  }

  @Test
  void nullTimeIsRejected() {
    assertThrows(NullPointerException.class, () -> Ulid.min(null));
    assertThrows(NullPointerException.class, () -> Ulid.max(null));
  }

  @ParameterizedTest
  @ValueSource(longs = {0L, 1L, 1469922850259L, 1700000000000L, Ulid.MAX_TIMESTAMP})
  void generatedUlidsOfAMillisecondLieBetweenItsBounds(long millis) {
    Instant time = Instant.ofEpochMilli(millis);
    UlidGenerator generator =
        UlidGenerator.builder()
            .clock(InstantSource.fixed(time))
            .random(new SplittableRandom(millis))
            .build();
    for (int i = 0; i < 1000; i++) {
      Ulid id = generator.generate();
      assertEquals(millis, id.getTimestamp());
      assertBetween(Ulid.min(time), id, Ulid.max(time));
      if (millis > 0) {
        assertTrue(Ulid.max(time.minusMillis(1)).compareTo(id) < 0);
      }
      if (millis < Ulid.MAX_TIMESTAMP) {
        assertTrue(Ulid.min(time.plusMillis(1)).compareTo(id) > 0);
      }
    }
  }

  @Test
  void generatorsWithExtremeRandomnessReachTheBounds() {
    Instant time = Instant.ofEpochMilli(1469922850259L);
    InstantSource clock = InstantSource.fixed(time);
    UlidGenerator zeros =
        UlidGenerator.builder().clock(clock).random(new ConstantRandom("zeros", 0L)).build();
    UlidGenerator ones =
        UlidGenerator.builder().clock(clock).random(new ConstantRandom("ones", -1L)).build();
    assertEquals(Ulid.min(time), zeros.generate());
    assertEquals(Ulid.max(time), ones.generate());
  }

  @Property(tries = 1000)
  void boundsAreTheTimestampWithTheRandomBitsClearOrSet(@ForAll("times") Instant time) {
    BigInteger timestamp = BigInteger.valueOf(time.toEpochMilli()).shiftLeft(80);
    assertEquals(timestamp, Ulid.min(time).toBigInteger());
    assertEquals(timestamp.or(RANDOM_ONES), Ulid.max(time).toBigInteger());
    assertEquals(time.toEpochMilli(), Ulid.min(time).getTimestamp());
    assertEquals(time.toEpochMilli(), Ulid.max(time).getTimestamp());
  }

  @Property(tries = 1000)
  void boundsRoundTripThroughTheirText(@ForAll("times") Instant time) {
    for (Ulid bound : new Ulid[] {Ulid.min(time), Ulid.max(time)}) {
      assertTrue(Ulid.isValid(bound.toString()));
      assertEquals(bound, Ulid.fromString(bound.toString()));
    }
  }

  @Property(tries = 1000)
  void consecutiveMillisecondsDoNotOverlap(@ForAll("times") Instant time) {
    assertTrue(Ulid.min(time).compareTo(Ulid.max(time)) < 0);
    if (time.toEpochMilli() > 0) {
      assertTrue(Ulid.min(time).compareTo(Ulid.max(time.minusMillis(1))) > 0);
    }
  }

  @Property(tries = 1000)
  void everyUlidLiesBetweenTheBoundsOfItsInstant(@ForAll long msb, @ForAll long lsb) {
    Ulid id = Ulid.fromBits(msb, lsb);
    assertBetween(Ulid.min(id.toInstant()), id, Ulid.max(id.toInstant()));
  }

  /** Instants of the whole range, at any nanosecond, the ends included now and then. */
  @Provide
  Arbitrary<Instant> times() {
    Arbitrary<Long> millis =
        Arbitraries.longs()
            .between(0, Ulid.MAX_TIMESTAMP)
            .edgeCases(edges -> edges.includeOnly(0L, 1L, Ulid.MAX_TIMESTAMP));
    return Combinators.combine(millis, Arbitraries.integers().between(0, 999_999))
        .as((ms, nanos) -> Instant.ofEpochMilli(ms).plusNanos(nanos));
  }
}
