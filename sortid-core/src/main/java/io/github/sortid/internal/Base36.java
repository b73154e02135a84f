package io.github.sortid.internal;

import io.github.sortid.IdFormatException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Base36 ({@code 0-9a-z}) on longs: encodes lowercase, decodes either case, ASCII only.
 *
 * <p>No {@code BigInteger} and no {@code Character.digit}: both accept signs or non-ASCII digits
 * that the formats reject (SCRU128 specification, "Textual representation":
 * https://github.com/scru128/spec; docs/FORMATS.md#text-rules).
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

  /** The two digits of each number below 36^2, as the big-endian char pair that writes them. */
  private static final short[] PAIRS = new short[36 * 36];

  static {
    for (int i = 0; i < PAIRS.length; i++) {
      PAIRS[i] = (short) (DIGITS[i / 36] << 8 | DIGITS[i % 36]);
    }
  }

  /** 9^12: 36^12 is 9^12 * 2^24. */
  private static final long POW9_12 = 282_429_536_481L;

  private static final long LOW24 = 0xff_ffffL;

  /** 36^4, the size of the groups in which digits are written. */
  private static final long POW4 = 1_679_616L;

  /** 36^8. */
  private static final long POW8 = 2_821_109_907_456L;

  /** 36^12, the largest power of 36 below 2^63: twelve digits always fit a signed long. */
  private static final long POW12 = 4_738_381_338_321_616_896L;

  /**
   * 2^128 - 1, {@code f5lxx1zz5pnorynqglhzmsp33}, as {@code (MAX128_TOP * 36^12 + MAX128_MIDDLE) *
   * 36^12 + MAX128_BOTTOM}: its first digit, then the two groups of twelve.
   */
  private static final long MAX128_TOP = 15;

  /** The digits {@code 5lxx1zz5pnor} of 2^128 - 1. */
  private static final long MAX128_MIDDLE = 738_332_578_327_119_147L;

  /** The digits {@code ynqglhzmsp33} of 2^128 - 1. */
  private static final long MAX128_BOTTOM = 4_561_916_956_197_781_503L;

  private Base36() {}

  /**
   * Writes a 128-bit unsigned value as 25 lowercase digits, zero-padded.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the 25-character text
   */
  public static String encode128(long msb, long lsb) {
    // value = (a * 36^12 + b) * 36^12 + c, with a one digit and b, c twelve digits each. As 36^12 =
    // 9^12 * 2^24, dividing by 36^12 is a shift by 24 and a long division by 9^12 (below 2^39) of
    // 24-bit limbs, whose intermediates stay below 2^63: four divisions by a constant in all, which
    // the JIT turns into multiplications. The three parts then give their digits independently.
    long t = msb >>> 8;
    long q2 = t / POW9_12;
    long r = t - q2 * POW9_12;
    t = r << 24 | (msb & 0xff) << 16 | lsb >>> 48;
    long q1 = t / POW9_12;
    r = t - q1 * POW9_12;
    t = r << 24 | (lsb >>> 24) & LOW24;
    long q0 = t / POW9_12;
    r = t - q0 * POW9_12;
    long c = r << 24 | lsb & LOW24;
    // value / 36^12 = q2 * 2^48 + q1 * 2^24 + q0, below 2^66; split it the same way.
    t = q2 << 24 | q1;
    long a = t / POW9_12;
    long b = (t - a * POW9_12) << 24 | q0;

    byte[] out = new byte[25];
    out[0] = DIGITS[(int) a];
    ByteBuffer pairs = AsciiText.pairs(out);
    writeTwelve(pairs, 1, b);
    writeTwelve(pairs, 13, c);
    return AsciiText.of(out);
  }

  /** Writes a value below 36^12 as twelve digits at {@code out[at, at + 12)}. */
  private static void writeTwelve(ByteBuffer out, int at, long value) {
    // Both quotients come from the value itself, so that the two divisions run side by side.
    long upper = value / POW4;
    long high = value / POW8;
    writeFour(out, at, (int) high);
    writeFour(out, at + 4, (int) (upper - high * POW4));
    writeFour(out, at + 8, (int) (value - upper * POW4));
  }

  /** Writes a value below 36^4 as four digits at {@code out[at, at + 4)}, two at a time. */
  private static void writeFour(ByteBuffer out, int at, int value) {
    int high = value / 1296;
    out.putShort(at, PAIRS[high]);
    out.putShort(at + 2, PAIRS[value - high * 1296]);
  }

  /**
   * Reads 25 Base36 digits (either case) as a 128-bit unsigned value.
   *
   * <p>Checks, in this order, the length, every character (the first bad one is reported) and the
   * range, as the SCRU128 reference decoders do (docs/FORMATS.md#text-rules). The length is read
   * once and checked before any character is read, and each character is read once, so that the
   * result and any error describe one reading of the text even if it changes between reads.
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
    long top = chunk(text, length, 0, 1);
    long middle = chunk(text, length, 1, 13);
    long bottom = chunk(text, length, 13, 25);
    if (!fits128(top, middle, bottom)) {
      throw ParseErrors.outOfRange("128-bit value");
    }
    // The value fits in 128 bits, so its halves are the value mod 2^128: no step checks overflow.
    long product = top * POW12;
    long upperLo = product + middle;
    long upperHi = unsignedMultiplyHigh(top, POW12) + carry(upperLo, product);
    long lowProduct = upperLo * POW12;
    long lsb = lowProduct + bottom;
    long msb = upperHi * POW12 + unsignedMultiplyHigh(upperLo, POW12) + carry(lsb, lowProduct);
    return factory.of(msb, lsb);
  }

  /**
   * Tells whether {@link #decode128} would accept the text, without building an exception: 25
   * digits (either case) whose value is at most 2^128 - 1. Reads the length once and each character
   * once, as {@code decode128} does.
   *
   * @param text the input, or null
   * @return true exactly when {@code decode128} returns a value; false for null
   */
  public static boolean isValid128(CharSequence text) {
    if (text == null || text.length() != 25) {
      return false;
    }
    long top = chunkOrInvalid(text, 0, 1);
    long middle = chunkOrInvalid(text, 1, 13);
    long bottom = chunkOrInvalid(text, 13, 25);
    return (top | middle | bottom) >= 0 && fits128(top, middle, bottom);
  }

  /**
   * Tells whether the value {@code (top * 36^12 + middle) * 36^12 + bottom}, with {@code middle}
   * and {@code bottom} below 36^12, is at most 2^128 - 1: the SCRU128 range (SCRU128 specification,
   * "Textual representation"). As the chunks are digits of the value, this compares them in turn
   * with those of 2^128 - 1.
   */
  private static boolean fits128(long top, long middle, long bottom) {
    return top < MAX128_TOP
        || (top == MAX128_TOP
            && (middle < MAX128_MIDDLE || (middle == MAX128_MIDDLE && bottom <= MAX128_BOTTOM)));
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
    writeTwelve(AsciiText.pairs(out), 0, value);
    return AsciiText.of(out);
  }

  /**
   * Reads 12 Base36 digits (either case) as a value below 36^12.
   *
   * <p>Checks the length, then every character (the first bad one is reported), reading the length
   * and each character once as {@link #decode128} does. Twelve digits never exceed 36^12 - 1, so
   * there is no range to check (SCRU64 spec §"Textual representation").
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
    return chunk(text, length, 0, 12);
  }

  /**
   * Tells whether {@link #decode12} would accept the text, without building an exception: 12 digits
   * (either case). Reads the length once and each character once, as {@code decode12} does.
   *
   * @param text the input, or null
   * @return true exactly when {@code decode12} returns a value; false for null
   */
  public static boolean isValid12(CharSequence text) {
    return text != null && text.length() == 12 && chunkOrInvalid(text, 0, 12) >= 0;
  }

  /**
   * Reads the digits {@code text[from, to)} (at most 12) of a text of {@code length} characters as
   * a number.
   *
   * @throws io.github.sortid.IdFormatException at the first character that is not a digit
   */
  private static long chunk(CharSequence text, int length, int from, int to) {
    // Four digits a step: each group's value is computed apart from the running total, so only one
    // multiplication per group is on the chain, and one test per group keeps the checks off it. A
    // character that is not a digit reads as -1; the characters stay at hand for the message, as
    // the text is not read twice.
    long value = 0;
    int i = from;
    for (; ((to - i) & 3) != 0; i++) {
      char c = text.charAt(i);
      int digit = value(c);
      if (digit < 0) {
        throw ParseErrors.invalidDigit(text, length, i, c);
      }
      value = value * 36 + digit;
    }
    for (; i < to; i += 4) {
      char c0 = text.charAt(i);
      char c1 = text.charAt(i + 1);
      char c2 = text.charAt(i + 2);
      char c3 = text.charAt(i + 3);
      int d0 = value(c0);
      int d1 = value(c1);
      int d2 = value(c2);
      int d3 = value(c3);
      if ((d0 | d1 | d2 | d3) < 0) {
        throw invalidDigit(text, length, i, c0, c1, c2, c3);
      }
      value = value * POW4 + ((d0 * 36 + d1) * 36 + d2) * 36 + d3;
    }
    return value;
  }

  /**
   * Reads the digits {@code text[from, to)} (at most 12) as a number, or returns -1 if one of them
   * is not a digit.
   */
  private static long chunkOrInvalid(CharSequence text, int from, int to) {
    // Every digit is read; a non-digit reads as -1, which the OR of all digits keeps.
    long value = 0;
    int digits = 0;
    for (int i = from; i < to; i++) {
      int digit = value(text.charAt(i));
      digits |= digit;
      value = value * 36 + digit;
    }
    return digits < 0 ? -1 : value;
  }

  /** The digit value of a character, or -1 if it is not a digit. */
  private static int value(char c) {
    return c < 128 ? VALUES[c] : -1;
  }

  /** The error for the first of the characters {@code c0..c3} at {@code at} that is not a digit. */
  private static IdFormatException invalidDigit(
      CharSequence text, int length, int at, char c0, char c1, char c2, char c3) {
    if (value(c0) < 0) {
      return ParseErrors.invalidDigit(at, c0, c1);
    }
    if (value(c1) < 0) {
      return ParseErrors.invalidDigit(at + 1, c1, c2);
    }
    if (value(c2) < 0) {
      return ParseErrors.invalidDigit(at + 2, c2, c3);
    }
    return ParseErrors.invalidDigit(text, length, at + 3, c3);
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
