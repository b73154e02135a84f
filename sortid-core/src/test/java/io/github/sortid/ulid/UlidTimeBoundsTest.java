package io.github.sortid.ulid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ConstantRandom;
import java.time.Instant;
import java.time.InstantSource;
import org.junit.jupiter.api.Test;

/**
 * ULID's own examples of {@link Ulid#min(Instant)} and {@link Ulid#max(Instant)}: the bounds of a
 * millisecond, its 48-bit timestamp followed by 80 random bits all clear or all set (spec
 * §"Specification"), in text and in fields, and the generator reaching them. The rules every format
 * shares are in {@code TimeBoundsContractTest}.
 */
class UlidTimeBoundsTest {
  private static final Instant LAST = Instant.parse("+10889-08-02T05:31:50.655999999Z");

  @Test
  void specExampleMillisecond() {
    Instant time = Instant.ofEpochMilli(1469922850259L);
    // The timestamp's ten digits 01ARZ3NDEK, then sixteen digits of 80 clear or set bits.
    assertEquals("01ARZ3NDEK0000000000000000", Ulid.min(time).toString());
    assertEquals("01ARZ3NDEKZZZZZZZZZZZZZZZZ", Ulid.max(time).toString());
    Ulid example = Ulid.fromString("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    assertTrue(Ulid.min(time).compareTo(example) < 0);
    assertTrue(example.compareTo(Ulid.max(time)) < 0);
  }

  @Test
  void endsOfTheRangeInFields() {
    assertEquals(Ulid.MIN, Ulid.min(Instant.EPOCH));
    assertEquals(Ulid.fromFields(0, Ulid.MAX_RANDOM_HI, -1L), Ulid.max(Instant.EPOCH));
    assertEquals(Ulid.fromFields(Ulid.MAX_TIMESTAMP, 0, 0L), Ulid.min(LAST));
    assertEquals(Ulid.MAX, Ulid.max(LAST));
    assertEquals("7ZZZZZZZZZ0000000000000000", Ulid.min(LAST).toString());
    assertEquals("7ZZZZZZZZZZZZZZZZZZZZZZZZZ", Ulid.max(LAST).toString());
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
}
