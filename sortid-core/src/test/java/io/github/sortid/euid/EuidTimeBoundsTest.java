package io.github.sortid.euid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.InstantSource;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * EUID's own examples of {@link Euid#min(Instant)} and {@link Euid#max(Instant)}: the bounds of a
 * millisecond, its 45-bit timestamp followed by the 83 bits of filler, extension, extension length
 * and randomness all clear or all set (EUID specification, "Layout":
 * https://github.com/ardikars/EUID). Every 128-bit value is an EUID and has a text, so both are
 * valid: the smallest is an EUID without extension and the largest one with the extension 32767;
 * generators of every extension stay within them. The rules every format shares are in {@code
 * TimeBoundsContractTest}.
 */
class EuidTimeBoundsTest {
  private static final Instant LAST = Instant.parse("3084-12-12T12:41:28.831999999Z");

  private static void assertBetween(Euid min, Euid id, Euid max) {
    assertTrue(min.compareTo(id) <= 0, () -> min + " <= " + id);
    assertTrue(id.compareTo(max) <= 0, () -> id + " <= " + max);
  }

  @Test
  void millisecondOfTheClassExample() {
    long millis = 1700000000000L;
    Instant time = Instant.ofEpochMilli(millis);
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
  void endsOfTheRangeInFields() {
    assertEquals(Euid.MIN, Euid.min(Instant.EPOCH));
    assertEquals(
        Euid.fromFields(0, OptionalInt.of(Euid.MAX_EXTENSION), 0, -1L), Euid.max(Instant.EPOCH));
    assertEquals(Euid.fromFields(Euid.MAX_TIMESTAMP, OptionalInt.empty(), 0, 0L), Euid.min(LAST));
    assertEquals(Euid.MAX, Euid.max(LAST));
    assertEquals("ZZZZZZZZZZZZZZZZZZZZZZZZZW3", Euid.max(LAST).toString());
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
    assertEquals(Euid.min(time), Euid.createAt(millis, Euid.NO_EXTENSION, 0, 0L));
    assertEquals(Euid.max(time), Euid.createAt(millis, Euid.MAX_EXTENSION, -1, -1L));
  }
}
