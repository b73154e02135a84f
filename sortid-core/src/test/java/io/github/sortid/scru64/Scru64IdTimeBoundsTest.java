package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * {@link Scru64Id#min(Instant)} and {@link Scru64Id#max(Instant)} are the smallest and the largest
 * ID of a 256-millisecond tick: its timestamp ({@code unixMillis >> 8}) followed by a 24-bit {@code
 * node_ctr} all clear or all set (scru64 digest §1).
 */
class Scru64IdTimeBoundsTest {
  /** The last nanosecond of the last tick, 282429536480. */
  private static final Instant LAST = Instant.parse("4261-02-27T06:08:59.135999999Z");

  /** 36^12 - 1. */
  private static final long MAX_VALUE = 4_738_381_338_321_616_895L;

  private static void assertBetween(Scru64Id min, Scru64Id id, Scru64Id max) {
    assertTrue(min.compareTo(id) <= 0, () -> min + " <= " + id);
    assertTrue(id.compareTo(max) <= 0, () -> id + " <= " + max);
  }

  /** The 12-digit Base36 text of a value, as Long.toString writes it. */
  private static String text(long value) {
    String digits = Long.toString(value, 36);
    return "0".repeat(12 - digits.length()) + digits;
  }

  @Test
  void tickOfTheClassExample() {
    // 0u2r85hm2pt3: tick 6554405805, which starts at 2023-03-04T11:04:46.080Z.
    long tick = 6554405805L;
    Instant time = Instant.parse("2023-03-04T11:04:46.100Z");
    assertEquals(text(tick << 24), Scru64Id.min(time).toString());
    assertEquals(text(tick << 24 | 0xff_ffff), Scru64Id.max(time).toString());
    assertEquals("0u2r85hkecqo", Scru64Id.min(time).toString());
    assertEquals("0u2r85hudy4f", Scru64Id.max(time).toString());
    assertEquals(Scru64Id.fromParts(tick, 0), Scru64Id.min(time));
    assertEquals(Scru64Id.fromParts(tick, Scru64Id.MAX_NODE_CTR), Scru64Id.max(time));
    assertBetween(Scru64Id.min(time), Scru64Id.fromString("0u2r85hm2pt3"), Scru64Id.max(time));
  }

  @Test
  void everyTimeOfATickHasTheSameBounds() {
    Instant start = Instant.ofEpochMilli(6554405805L << 8);
    Instant end = start.plusMillis(255).plusNanos(999_999);
    assertEquals(Scru64Id.min(start), Scru64Id.min(end));
    assertEquals(Scru64Id.max(start), Scru64Id.max(end));
    assertEquals(Scru64Id.min(start.plusMillis(256)), Scru64Id.min(end.plusNanos(1)));
    assertTrue(Scru64Id.min(start).compareTo(Scru64Id.max(start.minusNanos(1))) > 0);
  }

  @Test
  void endsOfTheRange() {
    assertEquals(Scru64Id.MIN, Scru64Id.min(Instant.EPOCH));
    assertEquals(Scru64Id.fromParts(0, Scru64Id.MAX_NODE_CTR), Scru64Id.max(Instant.EPOCH));
    assertEquals(Scru64Id.fromParts(Scru64Id.MAX_TIMESTAMP, 0), Scru64Id.min(LAST));
    // The last tick's bound is the largest value, 36^12 - 1, and no more.
    assertEquals(Scru64Id.MAX, Scru64Id.max(LAST));
    assertEquals(MAX_VALUE, Scru64Id.max(LAST).toLong());
    assertEquals("zzzzzzzzzzzz", Scru64Id.max(LAST).toString());
    assertEquals(Scru64Id.MAX, Scru64Id.max(Instant.ofEpochMilli(Scru64Id.MAX_TIMESTAMP << 8)));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "1969-12-31T23:59:59.999999999Z",
        "4261-02-27T06:08:59.136Z",
        "-1000000000-01-01T00:00:00Z",
        "+1000000000-12-31T23:59:59.999999999Z"
      })
  void timesOutOfRangeAreRejectedNamingTheRange(String text) {
    Instant time = Instant.parse(text);
    String message =
        "time out of the SCRU64 timestamp range: "
            + time
            + " (expected 1970-01-01T00:00:00Z to 4261-02-27T06:08:59.135999999Z)";
    assertEquals(
        message,
        assertThrows(IllegalArgumentException.class, () -> Scru64Id.min(time)).getMessage());
    assertEquals(
        message,
        assertThrows(IllegalArgumentException.class, () -> Scru64Id.max(time)).getMessage());
  }

  @Test
  void nullTimeIsRejected() {
    assertThrows(NullPointerException.class, () -> Scru64Id.min(null));
    assertThrows(NullPointerException.class, () -> Scru64Id.max(null));
  }

  @ParameterizedTest
  @ValueSource(longs = {256L, 1677927886100L, 1700000000000L, (Scru64Id.MAX_TIMESTAMP - 1) << 8})
  void generatedIdsOfATickLieBetweenItsBounds(long millis) {
    Instant time = Instant.ofEpochMilli(millis);
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.ofNodeId(42, 8))
            .clock(InstantSource.fixed(time))
            .random(new SplittableRandom(millis))
            .build();
    for (int i = 0; i < 1000; i++) {
      Scru64Id id = generator.generate();
      assertEquals(millis >> 8, id.getTimestamp());
      assertBetween(Scru64Id.min(time), id, Scru64Id.max(time));
      assertTrue(Scru64Id.max(time.minusMillis(256)).compareTo(id) < 0);
      assertTrue(Scru64Id.min(time.plusMillis(256)).compareTo(id) > 0);
    }
  }

  @Property(tries = 1000)
  void boundsAreTheTickWithNodeCtrClearOrSet(@ForAll("times") Instant time) {
    long tick = time.toEpochMilli() >> 8;
    assertEquals(tick << 24, Scru64Id.min(time).toLong());
    assertEquals(tick << 24 | 0xff_ffff, Scru64Id.max(time).toLong());
    assertTrue(Scru64Id.max(time).toLong() <= MAX_VALUE);
  }

  @Property(tries = 1000)
  void boundsRoundTripThroughTheirText(@ForAll("times") Instant time) {
    for (Scru64Id bound : new Scru64Id[] {Scru64Id.min(time), Scru64Id.max(time)}) {
      assertTrue(Scru64Id.isValid(bound.toString()));
      assertEquals(bound, Scru64Id.fromString(bound.toString()));
    }
  }

  @Property(tries = 1000)
  void consecutiveTicksDoNotOverlap(@ForAll("times") Instant time) {
    assertTrue(Scru64Id.min(time).compareTo(Scru64Id.max(time)) < 0);
    if (time.toEpochMilli() >= 256) {
      assertTrue(Scru64Id.min(time).compareTo(Scru64Id.max(time.minusMillis(256))) > 0);
    }
  }

  @Property(tries = 1000)
  void everyIdLiesBetweenTheBoundsOfItsInstant(@ForAll("values") long value) {
    Scru64Id id = Scru64Id.fromLong(value);
    assertBetween(Scru64Id.min(id.toInstant()), id, Scru64Id.max(id.toInstant()));
  }

  @Provide
  Arbitrary<Long> values() {
    return Arbitraries.longs().between(0, MAX_VALUE);
  }

  /** Instants of the whole range, at any nanosecond, the ends included now and then. */
  @Provide
  Arbitrary<Instant> times() {
    long last = Scru64Id.MAX_TIMESTAMP << 8 | 0xff;
    Arbitrary<Long> millis =
        Arbitraries.longs()
            .between(0, last)
            .edgeCases(edges -> edges.includeOnly(0L, 255L, 256L, last));
    return Combinators.combine(millis, Arbitraries.integers().between(0, 999_999))
        .as((ms, nanos) -> Instant.ofEpochMilli(ms).plusNanos(nanos));
  }
}
