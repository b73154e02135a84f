package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The 12-digit codec at the edges of its range; the vectors are in the SCRU64 tests. */
class Base36Test {
  @Test
  void twelveDigitEdges() {
    assertEquals("000000000000", Base36.encode12(0));
    assertEquals("00000000000z", Base36.encode12(35));
    assertEquals("000000000010", Base36.encode12(36));
    assertEquals("zzzzzzzzzzzz", Base36.encode12(4_738_381_338_321_616_895L));
    assertEquals(4_738_381_338_321_616_895L, Base36.decode12("ZZZZZZZZZZZZ"));
    assertEquals(36, Base36.decode12("000000000010"));
  }

  @ParameterizedTest
  @ValueSource(longs = {-1, 4_738_381_338_321_616_896L, Long.MAX_VALUE, Long.MIN_VALUE})
  void twelveDigitEncodingRejectsValuesOutOfRange(long value) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Base36.encode12(value));
    assertEquals(
        "value out of range: " + value + " (expected 0 to 4738381338321616895)", e.getMessage());
  }
}
