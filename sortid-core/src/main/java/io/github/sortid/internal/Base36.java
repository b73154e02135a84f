package io.github.sortid.internal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Base36 ({@code 0-9a-z}) on longs: encodes lowercase, decodes either case, ASCII only.
 *
 * <p>No {@code BigInteger} and no {@code Character.digit}: both accept signs or non-ASCII digits
 * that the formats reject (SCRU128 spec §2; scru128 digest §2.2).
 */
public final class Base36 {
  private static final byte[] DIGITS =
      "0123456789abcdefghijklmnopqrstuvwxyz".getBytes(StandardCharsets.US_ASCII);

  /** Digit values of ASCII characters; -1 for a character that is not a digit. */
  private static final byte[] VALUES = new byte[128];

  static {
    Arrays.fill(VALUES, (byte) -1);
    for (int i = 0; i < DIGITS.length; i++) {
      VALUES[DIGITS[i]] = (byte) i;
      VALUES[Character.toUpperCase(DIGITS[i])] = (byte) i;
    }
  }

  /** 36^4, the size of the groups in which {@link #encode12} writes digits. */
  private static final long POW4 = 1_679_616L;

  /** 36^5, the largest power of 36 whose remainders keep {@code (r << 32) | limb} below 2^63. */
  private static final long POW5 = 60_466_176L;

  /** 36^12, the largest power of 36 below 2^63: twelve digits always fit a signed long. */
  private static final long POW12 = 4_738_381_338_321_616_896L;

  private static final long LOW32 = 0xffff_ffffL;

  private Base36() {}

  /**
   * Writes a 128-bit unsigned value as 25 lowercase digits, zero-padded.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the 25-character text
   */
  public static String encode128(long msb, long lsb) {
    byte[] out = new byte[25];
    // Long division of four 32-bit limbs by 36^5, five digits per round; every intermediate
    // (remainder << 32 | limb) stays below 2^58, so plain signed division is exact.
    long l3 = msb >>> 32;
    long l2 = msb & LOW32;
    long l1 = lsb >>> 32;
    long l0 = lsb & LOW32;
    for (int end = 25; end > 0; end -= 5) {
      long t = l3;
      l3 = t / POW5;
      t = ((t - l3 * POW5) << 32) | l2;
      l2 = t / POW5;
      t = ((t - l2 * POW5) << 32) | l1;
      l1 = t / POW5;
      t = ((t - l1 * POW5) << 32) | l0;
      l0 = t / POW5;
      int remainder = (int) (t - l0 * POW5);
      for (int i = end - 1; i >= end - 5; i--) {
        out[i] = DIGITS[remainder % 36];
        remainder /= 36;
      }
    }
    return new String(out, StandardCharsets.ISO_8859_1);
  }

  /**
   * Reads 25 Base36 digits (either case) as a 128-bit unsigned value.
   *
   * <p>Checks, in this order, the length, every character (the first bad one is reported) and the
   * range, as the SCRU128 reference decoders do (scru128 digest §2.2).
   *
   * @param text the input
   * @param factory makes the result from its two halves
   * @param <T> the result type
   * @return the value
   * @throws io.github.sortid.IdFormatException if the text is not 25 digits or exceeds 2^128 - 1
   */
  public static <T> T decode128(CharSequence text, FromBits<T> factory) {
    int length = text.length();
    if (length != 25) {
      throw ParseErrors.invalidLength(length, 25);
    }
    // value = (top * 36^12 + middle) * 36^12 + bottom, with each chunk exact in a long.
    long top = chunk(text, 0, 1);
    long middle = chunk(text, 1, 13);
    long bottom = chunk(text, 13, 25);

    long product = top * POW12;
    long upperLo = product + middle;
    long upperHi = unsignedMultiplyHigh(top, POW12) + carry(upperLo, product);

    long hiFromUpperHi = upperHi * POW12;
    if (unsignedMultiplyHigh(upperHi, POW12) != 0) {
      throw ParseErrors.outOfRange("128-bit value");
    }
    long lowProduct = upperLo * POW12;
    long lsb = lowProduct + bottom;
    long msbPart = unsignedMultiplyHigh(upperLo, POW12) + carry(lsb, lowProduct);
    long msb = hiFromUpperHi + msbPart;
    if (Long.compareUnsigned(msb, msbPart) < 0) {
      throw ParseErrors.outOfRange("128-bit value");
    }
    return factory.of(msb, lsb);
  }

  /**
   * Writes a value below 36^12 as 12 lowercase digits, zero-padded (SCRU64 spec §"Textual
   * representation").
   *
   * @param value 0 to 36^12 - 1
   * @return the 12-character text
   * @throws IllegalArgumentException if {@code value} is negative or 36^12 or more
   */
  public static String encode12(long value) {
    if (value < 0 || value >= POW12) {
      throw new IllegalArgumentException(
          "value out of range: " + value + " (expected 0 to " + (POW12 - 1) + ")");
    }
    byte[] out = new byte[12];
    // Three groups of four digits, from the right: one long division per group, and the digits
    // of a group (below 36^4) come from int arithmetic.
    long rest = value;
    for (int end = 12; end > 0; end -= 4) {
      long quotient = rest / POW4;
      int group = (int) (rest - quotient * POW4);
      rest = quotient;
      for (int i = end - 1; i >= end - 4; i--) {
        out[i] = DIGITS[group % 36];
        group /= 36;
      }
    }
    return new String(out, StandardCharsets.ISO_8859_1);
  }

  /**
   * Reads 12 Base36 digits (either case) as a value below 36^12.
   *
   * <p>Checks the length, then every character (the first bad one is reported). Twelve digits never
   * exceed 36^12 - 1, so there is no range to check (SCRU64 spec §"Textual representation").
   *
   * @param text the input
   * @return the value, 0 to 36^12 - 1
   * @throws io.github.sortid.IdFormatException if the text is not 12 digits
   */
  public static long decode12(CharSequence text) {
    int length = text.length();
    if (length != 12) {
      throw ParseErrors.invalidLength(length, 12);
    }
    return chunk(text, 0, 12);
  }

  /**
   * Reads the digits {@code text[from, to)} (at most 12) as a number.
   *
   * @throws io.github.sortid.IdFormatException at the first character that is not a digit
   */
  private static long chunk(CharSequence text, int from, int to) {
    long value = 0;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      int digit = c < 128 ? VALUES[c] : -1;
      if (digit < 0) {
        throw ParseErrors.invalidDigit(text, i);
      }
      value = value * 36 + digit;
    }
    return value;
  }

  /** 1 if the unsigned addition that gave {@code sum} from {@code addend} wrapped, else 0. */
  private static long carry(long sum, long addend) {
    return Long.compareUnsigned(sum, addend) < 0 ? 1 : 0;
  }

  /** The high 64 bits of the unsigned 128-bit product (Math.unsignedMultiplyHigh is JDK 18+). */
  private static long unsignedMultiplyHigh(long x, long y) {
    return Math.multiplyHigh(x, y) + ((x >> 63) & y) + ((y >> 63) & x);
  }
}
