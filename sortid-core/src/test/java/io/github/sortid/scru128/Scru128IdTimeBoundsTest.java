package io.github.sortid.scru128;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * SCRU128's own examples of {@link Scru128Id#min(Instant)} and {@link Scru128Id#max(Instant)}: the
 * bounds of a millisecond in the spec's text and in its fields, {@code counter_hi}, {@code
 * counter_lo} and {@code entropy} all clear or all set (SCRU128 specification, "Layout":
 * https://github.com/scru128/spec). The rules every format shares are in {@code
 * TimeBoundsContractTest}.
 */
class Scru128IdTimeBoundsTest {
  private static final Instant LAST = Instant.parse("+10889-08-02T05:31:50.655999999Z");

  @Test
  void millisecondOfTheSpecExample() {
    long millis = 1647687810742L;
    Instant time = Instant.ofEpochMilli(millis);
    assertEquals("036z951mhiq3rlssd95gfhwxs", Scru128Id.min(time).toString());
    assertEquals("036z951mho6yudf2fg6dozegv", Scru128Id.max(time).toString());
    assertEquals(Scru128Id.fromFields(millis, 0, 0, 0), Scru128Id.min(time));
    assertEquals(
        Scru128Id.fromFields(
            millis, Scru128Id.MAX_COUNTER_HI, Scru128Id.MAX_COUNTER_LO, Scru128Id.MAX_ENTROPY),
        Scru128Id.max(time));
    Scru128Id example = Scru128Id.fromString("036z951mhjikzik2gsl81gr7l");
    assertTrue(Scru128Id.min(time).compareTo(example) < 0);
    assertTrue(example.compareTo(Scru128Id.max(time)) < 0);
  }

  @Test
  void endsOfTheRangeInFields() {
    assertEquals(Scru128Id.MIN, Scru128Id.min(Instant.EPOCH));
    assertEquals(Scru128Id.fromFields(Scru128Id.MAX_TIMESTAMP, 0, 0, 0), Scru128Id.min(LAST));
    assertEquals(Scru128Id.MAX, Scru128Id.max(LAST));
    assertEquals("f5lxx1zz5pnorynqglhzmsp33", Scru128Id.max(LAST).toString());
  }
}
