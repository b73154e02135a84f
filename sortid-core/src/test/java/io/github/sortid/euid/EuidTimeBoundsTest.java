package io.github.sortid.euid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ConstantRandom;
import java.math.BigInteger;
import java.time.Instant;
import java.time.InstantSource;
import java.util.OptionalInt;
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
 * {@link Euid#min(Instant)} and {@link Euid#max(Instant)} are the smallest and the largest EUID of
 * a millisecond: its 45-bit timestamp followed by the 83 bits of filler, extension, extension
 * length and randomness all clear or all set (euid digest §1). Every 128-bit value is an EUID and
 * has a text, so both are valid: the smallest is an EUID without extension and the largest one with
 * the extension 32767.
 */
class EuidTimeBoundsTest {
  private static final Instant LAST = Instant.parse("3084-12-12T12:41:28.831999999Z");

  /** 2^83 - 1: the 83 bits below the timestamp all set. */
  private static final BigInteger LOW_ONES = BigInteger.ONE.shiftLeft(83).subtract(BigInteger.ONE);

  private static final BigInteger MOD = BigInteger.valueOf(127);

  private static void assertBetween(Euid min, Euid id, Euid max) {
    assertTrue(min.compareTo(id) <= 0, () -> min + " <= " + id);
    assertTrue(id.compareTo(max) <= 0, () -> id + " <= " + max);
  }

  /** The text with check of a value, from BigInteger arithmetic. */
  private static String text(BigInteger value) {
    return EuidRoundTripTest.expectedText(value, value.mod(MOD).intValue());
  }

  @Test
  void millisecondOfTheClassExample() {
    long millis = 1700000000000L;
    Instant time = Instant.ofEpochMilli(millis);
    BigInteger timestamp = BigInteger.valueOf(millis).shiftLeft(83);
    assertEquals(text(timestamp), Euid.min(time).toString());
    assertEquals(text(timestamp.or(LOW_ONES)), Euid.max(time).toString());
    // The timestamp's nine symbols 1HF7YAT00, then the bits below it and the check.
    assertEquals("1HF7YAT00000000000000000039", Euid.min(time).toString());
    assertEquals("1HF7YAT00ZZZZZZZZZZZZZZZZX9", Euid.max(time).toString());
    assertEquals(Euid.fromFields(millis, OptionalInt.empty(), 0, 0L), Euid.min(time));
    assertEquals(
        Euid.fromFields(millis, OptionalInt.of(Euid.MAX_EXTENSION), 0, -1L), Euid.max(time));
    assertBetween(Euid.min(time), Euid.fromString("1HF7YAT0000560000000000000H"), Euid.max(time));
  }

  @Test
  void boundsAreEuidsOfTheirLayout() {
    Instant time = Instant.ofEpochMilli(1700000000000L);
    Euid min = Euid.min(time);
    assertEquals(OptionalInt.empty(), min.getExtension());
    assertEquals(0, min.getFiller());
    assertEquals(0L, min.getRandom());
    Euid max = Euid.max(time);
    assertEquals(OptionalInt.of(Euid.MAX_EXTENSION), max.getExtension());
    assertEquals(15, max.getExtensionLength());
    assertEquals(0, max.getFiller());
    assertEquals(-1L, max.getRandom());
  }

  @Test
  void fractionOfAMillisecondIsDropped() {
    Instant time = Instant.ofEpochMilli(1700000000000L);
    assertEquals(Euid.min(time), Euid.min(time.plusNanos(999_999)));
    assertEquals(Euid.max(time), Euid.max(time.plusNanos(1)));
  }

  @Test
  void endsOfTheRange() {
    assertEquals(Euid.MIN, Euid.min(Instant.EPOCH));
    assertEquals(
        Euid.fromFields(0, OptionalInt.of(Euid.MAX_EXTENSION), 0, -1L), Euid.max(Instant.EPOCH));
    assertEquals(Euid.fromFields(Euid.MAX_TIMESTAMP, OptionalInt.empty(), 0, 0L), Euid.min(LAST));
    assertEquals(Euid.MAX, Euid.max(LAST));
    assertEquals("ZZZZZZZZZZZZZZZZZZZZZZZZZW3", Euid.max(LAST).toString());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "1969-12-31T23:59:59.999999999Z",
        "3084-12-12T12:41:28.832Z",
        "-1000000000-01-01T00:00:00Z",
        "+1000000000-12-31T23:59:59.999999999Z"
      })
  void timesOutOfRangeAreRejectedNamingTheRange(String text) {
    Instant time = Instant.parse(text);
    String message =
        "time out of the EUID timestamp range: "
            + time
            + " (expected 1970-01-01T00:00:00Z to 3084-12-12T12:41:28.831999999Z)";
    assertEquals(
        message, assertThrows(IllegalArgumentException.class, () -> Euid.min(time)).getMessage());
    assertEquals(
        message, assertThrows(IllegalArgumentException.class, () -> Euid.max(time)).getMessage());
  }

  @Test
  void nullTimeIsRejected() {
    assertThrows(NullPointerException.class, () -> Euid.min(null));
    assertThrows(NullPointerException.class, () -> Euid.max(null));
  }

  @ParameterizedTest
  @ValueSource(longs = {0L, 1L, 1700000000000L, Euid.MAX_TIMESTAMP})
  void generatedEuidsOfAMillisecondLieBetweenItsBounds(long millis) {
    Instant time = Instant.ofEpochMilli(millis);
    for (int extension : new int[] {-1, 0, 1, 300, Euid.MAX_EXTENSION}) {
      EuidGenerator.Builder builder =
          EuidGenerator.builder()
              .clock(InstantSource.fixed(time))
              .random(new SplittableRandom(millis + extension));
      EuidGenerator generator =
          extension < 0 ? builder.build() : builder.extension(extension).build();
      for (int i = 0; i < 200; i++) {
        Euid id = generator.generate();
        assertEquals(millis, id.getTimestamp());
        assertBetween(Euid.min(time), id, Euid.max(time));
        if (millis > 0) {
          assertTrue(Euid.max(time.minusMillis(1)).compareTo(id) < 0);
        }
        if (millis < Euid.MAX_TIMESTAMP) {
          assertTrue(Euid.min(time.plusMillis(1)).compareTo(id) > 0);
        }
      }
    }
  }

  @Test
  void createWithExtremeRandomnessReachesTheBounds() {
    long millis = 1700000000000L;
    Instant time = Instant.ofEpochMilli(millis);
    assertEquals(
        Euid.min(time), Euid.createAt(millis, Euid.NO_EXTENSION, new ConstantRandom("zeros", 0L)));
    assertEquals(
        Euid.max(time), Euid.createAt(millis, Euid.MAX_EXTENSION, new ConstantRandom("ones", -1L)));
  }

  @Property(tries = 1000)
  void boundsAreTheTimestampWithTheLowBitsClearOrSet(@ForAll("times") Instant time) {
    BigInteger timestamp = BigInteger.valueOf(time.toEpochMilli()).shiftLeft(83);
    assertEquals(timestamp, Euid.min(time).toBigInteger());
    assertEquals(timestamp.or(LOW_ONES), Euid.max(time).toBigInteger());
  }

  @Property(tries = 1000)
  void boundsRoundTripThroughTheirTexts(@ForAll("times") Instant time) {
    for (Euid bound : new Euid[] {Euid.min(time), Euid.max(time)}) {
      for (String text : new String[] {bound.toString(), bound.toStringWithoutCheck()}) {
        assertTrue(Euid.isValid(text));
        assertEquals(bound, Euid.fromString(text));
      }
    }
  }

  @Property(tries = 1000)
  void consecutiveMillisecondsDoNotOverlap(@ForAll("times") Instant time) {
    assertTrue(Euid.min(time).compareTo(Euid.max(time)) < 0);
    if (time.toEpochMilli() > 0) {
      assertTrue(Euid.min(time).compareTo(Euid.max(time.minusMillis(1))) > 0);
      // The text with check sorts as the value does, so BETWEEN on a text column works too.
      assertTrue(Euid.min(time).toString().compareTo(Euid.max(time.minusMillis(1)).toString()) > 0);
    }
  }

  @Property(tries = 1000)
  void everyEuidLiesBetweenTheBoundsOfItsInstant(@ForAll long msb, @ForAll long lsb) {
    Euid id = Euid.fromBits(msb, lsb);
    assertBetween(Euid.min(id.toInstant()), id, Euid.max(id.toInstant()));
    String text = id.toString();
    assertTrue(Euid.min(id.toInstant()).toString().compareTo(text) <= 0);
    assertTrue(text.compareTo(Euid.max(id.toInstant()).toString()) <= 0);
  }

  /** Instants of the whole range, at any nanosecond, the ends included now and then. */
  @Provide
  Arbitrary<Instant> times() {
    Arbitrary<Long> millis =
        Arbitraries.longs()
            .between(0, Euid.MAX_TIMESTAMP)
            .edgeCases(edges -> edges.includeOnly(0L, 1L, Euid.MAX_TIMESTAMP));
    return Combinators.combine(millis, Arbitraries.integers().between(0, 999_999))
        .as((ms, nanos) -> Instant.ofEpochMilli(ms).plusNanos(nanos));
  }
}
