package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sortid.IdFormatException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Base36Test {
  private static final BigInteger MAX_VALUE =
      BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE);

  @Test
  void decodeHandsTheHalvesToTheFactoryOnce() {
    List<long[]> calls = new ArrayList<>();
    String result =
        Base36.decode128(
            "0372hg16csmsm50l8dikcvukc",
            (msb, lsb) -> {
              calls.add(new long[] {msb, lsb});
              return "made";
            });
    assertEquals("made", result);
    assertEquals(1, calls.size());
    assertEquals(0x017fee7fef417e2bL, calls.get(0)[0]);
    assertEquals(0x3432ac2ec553687cL, calls.get(0)[1]);
  }

  @Test
  void failedDecodeMakesNothing() {
    List<String> made = new ArrayList<>();
    FromBits<String> factory =
        (msb, lsb) -> {
          made.add(msb + ":" + lsb);
          return "made";
        };
    for (String text :
        List.of("", "0372hg16csmsm50l8dikcvuk+", "f5lxx1zz5pnorynqglhzmsp34", "0".repeat(26))) {
      assertThrows(IdFormatException.class, () -> Base36.decode128(text, factory), text);
    }
    assertEquals(List.of(), made);
  }

  @Test
  void encodeWritesTwentyFiveLowercaseDigits() {
    assertEquals("0000000000000000000000000", Base36.encode128(0, 0));
    assertEquals("0000000000000000000000001", Base36.encode128(0, 1));
    assertEquals("f5lxx1zz5pnorynqglhzmsp33", Base36.encode128(-1L, -1L));
    // Every digit value appears in 36^k - 1 and k * 36^j; BigInteger writes them independently.
    BigInteger power = BigInteger.ONE;
    for (int k = 0; k <= 24; k++) {
      for (int digit = 1; digit < 36; digit++) {
        BigInteger value = power.multiply(BigInteger.valueOf(digit));
        if (value.compareTo(MAX_VALUE) <= 0) {
          String digits = value.toString(36);
          assertEquals(
              "0".repeat(25 - digits.length()) + digits,
              Base36.encode128(value.shiftRight(64).longValue(), value.longValue()));
        }
      }
      power = power.multiply(BigInteger.valueOf(36));
    }
  }

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
