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

  /**
   * What decoding a text gives: the value and trailing bits, or the failure's reason and message.
   */
  private static String outcome(CharSequence text, int length, int trailingBits) {
    try {
      long[] value =
          Base32.CROCKFORD.decode(
              text,
              length,
              trailingBits,
              "128-bit value",
              (hi, lo, bits) -> new long[] {hi, lo, bits});
      return value[0] + " " + value[1] + " " + value[2];
    } catch (IdFormatException e) {
      return e.getReason() + " at " + e.getErrorIndex() + ": " + e.getMessage();
    }
  }

  @Test
  void everyTextDecodesAndFailsAlikeAsAStringOrAStringBuilderAndIsValidAgrees() {
    // Every digit replaced by a character that is not a digit, by a surrogate pair or by an alias,
    // and a first digit out of range.
    SplittableRandom random = new SplittableRandom(20261123);
    String[] replacements = {"U", "+", " ", "\u00e9", "\uff10", "\ud83d\ude00", "I", "o"};
    for (int trailingBits : new int[] {0, 7}) {
      int length = trailingBits == 0 ? 26 : 27;
      for (int round = 0; round < 20; round++) {
        String valid =
            Base32.CROCKFORD.encode(
                random.nextLong(), random.nextLong(), length, trailingBits, random.nextInt(128));
        for (int at = 0; at < length; at++) {
          for (String replacement : replacements) {
            String text = valid.substring(0, at) + replacement + valid.substring(at + 1);
            if (text.length() != length) {
              text = text.substring(0, length);
            }
            assertSameOutcome(text, length, trailingBits);
          }
        }
        // A first digit above 7 puts a 26-digit number out of range.
        assertSameOutcome("8" + valid.substring(1), length, trailingBits);
        assertSameOutcome("z" + valid.substring(1), length, trailingBits);
        assertSameOutcome(valid.toLowerCase(Locale.ROOT), length, trailingBits);
      }
    }
  }

  private static void assertSameOutcome(String text, int length, int trailingBits) {
    String asString = outcome(text, length, trailingBits);
    assertEquals(outcome(new StringBuilder(text), length, trailingBits), asString, text);
    assertEquals(
        !asString.contains(":"),
        Base32.CROCKFORD.isValid(text, length, trailingBits, (hi, lo, bits) -> true),
        text);
  }
}
