package io.github.sortid.ulid;

import java.math.BigInteger;
import java.util.Locale;

/**
 * The expected forms of a ULID, computed with {@link BigInteger} and {@link String} only, so that
 * they share no code with the codec on longs.
 */
final class Oracle {
  static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  static final BigInteger TWO_POW_128 = BigInteger.ONE.shiftLeft(128);
  static final BigInteger MAX_VALUE = TWO_POW_128.subtract(BigInteger.ONE);

  private Oracle() {}

  /**
   * The value of a Crockford Base32 digit, with Crockford's aliases I, L (1) and O (0), in either
   * case; -1 for any other character.
   */
  static int digit(char c) {
    if (c >= 128) {
      return -1;
    }
    char upper = Character.toUpperCase(c);
    if (upper == 'I' || upper == 'L') {
      return 1;
    }
    if (upper == 'O') {
      return 0;
    }
    return ALPHABET.indexOf(upper);
  }

  /** The number that Crockford Base32 text spells, most significant digit first. */
  static BigInteger value(String text) {
    BigInteger value = BigInteger.ZERO;
    for (char c : text.toCharArray()) {
      int digit = digit(c);
      if (digit < 0) {
        throw new IllegalArgumentException("not a Crockford digit: " + c);
      }
      value = value.shiftLeft(5).or(BigInteger.valueOf(digit));
    }
    return value;
  }

  /** The canonical text of a value: 26 uppercase digits, zero-padded. */
  static String text(BigInteger value) {
    String radix32 = value.toString(32);
    StringBuilder text = new StringBuilder("0".repeat(26 - radix32.length()));
    for (char c : radix32.toCharArray()) {
      text.append(ALPHABET.charAt(Character.digit(c, 32)));
    }
    return text.toString();
  }

  static String lower(BigInteger value) {
    return text(value).toLowerCase(Locale.ROOT);
  }

  static long msb(BigInteger value) {
    return value.shiftRight(64).longValue();
  }

  static long lsb(BigInteger value) {
    return value.longValue();
  }

  static BigInteger unsigned(long msb, long lsb) {
    return new BigInteger(Long.toUnsignedString(msb))
        .shiftLeft(64)
        .or(new BigInteger(Long.toUnsignedString(lsb)));
  }
}
