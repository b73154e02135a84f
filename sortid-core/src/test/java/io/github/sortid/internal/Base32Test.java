package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import java.math.BigInteger;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class Base32Test {
  private static final String CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  private static final BigInteger MASK64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

  private static BigInteger unsigned(long msb, long lsb) {
    return new BigInteger(Long.toUnsignedString(msb))
        .shiftLeft(64)
        .or(new BigInteger(Long.toUnsignedString(lsb)));
  }

  /** Independent oracle: radix-32 text of the number, mapped onto an alphabet, zero-padded. */
  private static String oracle(BigInteger number, int length, String alphabet) {
    String radix32 = number.toString(32).toUpperCase(Locale.ROOT);
    StringBuilder text = new StringBuilder();
    for (int i = radix32.length(); i < length; i++) {
      text.append('0');
    }
    for (char c : radix32.toCharArray()) {
      text.append(alphabet.charAt(Character.digit(c, 32)));
    }
    return text.toString();
  }

  @Test
  void encodesAndDecodesLikeBigIntegerWithAndWithoutTrailingBits() {
    SplittableRandom random = new SplittableRandom(20261122);
    for (int i = 0; i < 10_000; i++) {
      long msb = random.nextLong();
      long lsb = random.nextLong();
      int trailingBits = i % 2 == 0 ? 0 : 7;
      long trailing = trailingBits == 0 ? 0 : random.nextInt(128);
      int length = trailingBits == 0 ? 26 : 27;
      BigInteger number =
          unsigned(msb, lsb).shiftLeft(trailingBits).or(BigInteger.valueOf(trailing));

      String crockford = Base32.CROCKFORD.encode(msb, lsb, length, trailingBits, trailing);
      assertEquals(oracle(number, length, CROCKFORD), crockford);
      String radix32 = Base32.RADIX32.encode(msb, lsb, length, trailingBits, trailing);
      assertEquals(
          number.toString(32).toUpperCase(Locale.ROOT), radix32.replaceFirst("^0+(?!$)", ""));

      long[] decoded =
          Base32.CROCKFORD.decode(
              crockford.toLowerCase(Locale.ROOT),
              length,
              trailingBits,
              "128-bit value",
              (hi, lo, bits) -> new long[] {hi, lo, bits});
      assertEquals(msb, decoded[0]);
      assertEquals(lsb, decoded[1]);
      assertEquals(trailing, decoded[2]);
      long[] fromRadix32 =
          Base32.RADIX32.decode(
              radix32,
              length,
              trailingBits,
              "128-bit value",
              (hi, lo, bits) -> new long[] {hi, lo, bits});
      assertEquals(msb, fromRadix32[0]);
      assertEquals(lsb, fromRadix32[1]);
      assertEquals(trailing, fromRadix32[2]);
    }
  }

  @Test
  void rejectsValuesBeyond128Bits() {
    IdFormatException e =
        assertThrows(
            IdFormatException.class,
            () ->
                Base32.CROCKFORD.decode(
                    "80000000000000000000000000",
                    26,
                    0,
                    "128-bit value",
                    (hi, lo, trailing) -> hi));
    assertEquals(Reason.OUT_OF_RANGE, e.getReason());
    assertEquals("out of 128-bit value range", e.getMessage());
    assertEquals(
        -1L,
        (long)
            Base32.CROCKFORD.decode(
                "7ZZZZZZZZZZZZZZZZZZZZZZZZZ",
                26,
                0,
                "128-bit value",
                (hi, lo, trailing) -> hi & lo));
    // 27 symbols with 7 trailing bits hold exactly 128 bits: no value is out of range.
    assertEquals(
        MASK64.longValue(),
        (long)
            Base32.CROCKFORD.decode(
                "ZZZZZZZZZZZZZZZZZZZZZZZZZZZ",
                27,
                7,
                "128-bit value",
                (hi, lo, trailing) -> hi & lo));
  }

  /** The value of one digit, read as the last of 26. */
  private static long digit(Base32 alphabet, String digit) {
    return alphabet.decode("0".repeat(25) + digit, 26, 0, "128-bit value", (hi, lo, none) -> lo);
  }

  @Test
  void crockfordAliasesAndRejections() {
    assertEquals(1, digit(Base32.CROCKFORD, "I"));
    assertEquals(1, digit(Base32.CROCKFORD, "i"));
    assertEquals(1, digit(Base32.CROCKFORD, "L"));
    assertEquals(1, digit(Base32.CROCKFORD, "l"));
    assertEquals(0, digit(Base32.CROCKFORD, "O"));
    assertEquals(0, digit(Base32.CROCKFORD, "o"));
    assertEquals(31, digit(Base32.CROCKFORD, "z"));
    for (String bad : new String[] {"U", "u", "-", " ", "{", "\u00ff", "\uff10", "\u0660"}) {
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> digit(Base32.CROCKFORD, bad), bad);
      assertEquals(Reason.INVALID_DIGIT, e.getReason());
      assertEquals(25, e.getErrorIndex());
    }
  }

  @Test
  void radix32HasNoAliases() {
    assertEquals(18, digit(Base32.RADIX32, "I"));
    assertEquals(21, digit(Base32.RADIX32, "l"));
    assertEquals(24, digit(Base32.RADIX32, "O"));
    assertEquals(31, digit(Base32.RADIX32, "v"));
    for (String bad : new String[] {"W", "w", "X", "Y", "Z", "z", "+"}) {
      assertThrows(IdFormatException.class, () -> digit(Base32.RADIX32, bad), bad);
    }
  }

  @Test
  void checksLengthBeforeCharactersAndCharactersBeforeRange() {
    IdFormatException length =
        assertThrows(
            IdFormatException.class,
            () -> Base32.CROCKFORD.decode("8U", 26, 0, "128-bit value", (hi, lo, trailing) -> hi));
    assertEquals("invalid length: 2 (expected 26)", length.getMessage());
    IdFormatException digit =
        assertThrows(
            IdFormatException.class,
            () ->
                Base32.CROCKFORD.decode(
                    "8000000000000000000000000U",
                    26,
                    0,
                    "128-bit value",
                    (hi, lo, trailing) -> hi));
    assertEquals("invalid digit 'U' at 25", digit.getMessage());
  }
}
