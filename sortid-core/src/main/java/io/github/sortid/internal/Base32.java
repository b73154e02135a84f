package io.github.sortid.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Base32 on longs, five bits a digit, most significant digit first, for the formats whose text is a
 * 128-bit value (possibly followed by a few trailing bits, such as EUID's check) written in radix
 * 32. Encodes uppercase and decodes either case, ASCII only.
 *
 * <p>Two alphabets: {@link #CROCKFORD} (ULID, EUID), which also decodes Crockford's aliases {@code
 * I}/{@code L} as 1 and {@code O} as 0 and rejects {@code U}; and {@link #RADIX32} ({@code 0-9A-V},
 * the early SCRU128 format), which is plain radix 32 without aliases.
 */
public final class Base32 {
  /** Crockford's Base32: {@code 0123456789ABCDEFGHJKMNPQRSTVWXYZ}, with its decoding aliases. */
  public static final Base32 CROCKFORD = new Base32("0123456789ABCDEFGHJKMNPQRSTVWXYZ", true);

  /** Radix 32 with the digits {@code 0-9A-V}, as {@code Long.toString(x, 32)} writes them. */
  public static final Base32 RADIX32 = new Base32("0123456789ABCDEFGHIJKLMNOPQRSTUV", false);

  private static final long LOW60 = (1L << 60) - 1;

  /** Stores a pair of digits into a byte array with one write. */
  private static final VarHandle PAIR =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);

  private final byte[] digits;

  /** The two digits of each 10-bit number, as the big-endian char pair that writes them. */
  private final short[] pairs = new short[1024];

  /** Digit values of ASCII characters; -1 for a character that is not a digit. */
  private final byte[] values = new byte[128];

  private Base32(String alphabet, boolean crockfordAliases) {
    digits = alphabet.getBytes(StandardCharsets.US_ASCII);
    for (int i = 0; i < pairs.length; i++) {
      pairs[i] = (short) (digits[i >>> 5] << 8 | digits[i & 31]);
    }
    Arrays.fill(values, (byte) -1);
    for (int i = 0; i < digits.length; i++) {
      values[digits[i]] = (byte) i;
      values[Character.toLowerCase(digits[i])] = (byte) i;
    }
    if (crockfordAliases) {
      for (char alias : "IiLl".toCharArray()) {
        values[alias] = 1;
      }
      values['O'] = 0;
      values['o'] = 0;
    }
  }

  /**
   * Writes {@code (value << trailingBits) | trailing} as {@code length} digits, zero-padded.
   *
   * @param msb the most significant 64 bits of the value
   * @param lsb the least significant 64 bits of the value
   * @param length the number of digits; {@code 5 * length} must be at least {@code 128 +
   *     trailingBits}
   * @param trailingBits how many bits follow the value, 0 to 63
   * @param trailing those bits
   * @return the text, uppercase
   */
  public String encode(long msb, long lsb, int length, int trailingBits, long trailing) {
    long lo = trailingBits == 0 ? lsb : lsb << trailingBits | trailing;
    long hi = trailingBits == 0 ? msb : msb << trailingBits | lsb >>> (64 - trailingBits);
    long top = trailingBits == 0 ? 0 : msb >>> (64 - trailingBits);
    // The number is head * 2^120 + middle * 2^60 + tail, as in decode: the last 24 digits come from
    // two 60-bit groups by fixed shifts, two digits per store, and the few before them from head.
    long head = hi >>> 56 | top << 8;
    long middle = (lo >>> 60 | hi << 4) & LOW60;
    long tail = lo & LOW60;
    byte[] out = new byte[length];
    int i = length - 25;
    for (; i > 0; i -= 2) {
      PAIR.set(out, i - 1, pairs[(int) head & 1023]);
      head >>>= 10;
    }
    if (i == 0) {
      out[0] = digits[(int) head & 31];
    }
    writeTwelve(out, length - 24, middle);
    writeTwelve(out, length - 12, tail);
    return AsciiText.of(out);
  }

  /**
   * Writes a 128-bit value as 26 digits, zero-padded: {@link #encode} for ULID and SCRU128 v1, with
   * every shift fixed.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the text, uppercase
   */
  public String encode26(long msb, long lsb) {
    byte[] out = new byte[26];
    PAIR.set(out, 0, pairs[(int) (msb >>> 56)]);
    writeTwelve(out, 2, (lsb >>> 60 | msb << 4) & LOW60);
    writeTwelve(out, 14, lsb & LOW60);
    return AsciiText.of(out);
  }

  /** Writes a 60-bit number as 12 digits at {@code out[at, at + 12)}. */
  private void writeTwelve(byte[] out, int at, long number) {
    PAIR.set(out, at, pairs[(int) (number >>> 50)]);
    PAIR.set(out, at + 2, pairs[(int) (number >>> 40) & 1023]);
    PAIR.set(out, at + 4, pairs[(int) (number >>> 30) & 1023]);
    PAIR.set(out, at + 6, pairs[(int) (number >>> 20) & 1023]);
    PAIR.set(out, at + 8, pairs[(int) (number >>> 10) & 1023]);
    PAIR.set(out, at + 10, pairs[(int) number & 1023]);
  }

  /**
   * Reads {@code length} digits as a number and gives the 128-bit value above its lowest {@code
   * trailingBits} bits (which the caller reads with {@link #digit}).
   *
   * <p>Checks, in this order, the length, every character (the first bad one is reported) and the
   * range of the value.
   *
   * @param text the input
   * @param length the required number of digits
   * @param trailingBits how many low bits of the number are not part of the value, 0 to 63
   * @param range the name of the range for the out-of-range message, e.g. {@code 128-bit value}
   * @param factory makes the result from the value's two halves
   * @param <T> the result type
   * @return the value
   * @throws io.github.sortid.IdFormatException if the text is not {@code length} digits, or if the
   *     value needs more than 128 bits
   */
  public <T> T decode(
      CharSequence text, int length, int trailingBits, String range, FromBits<T> factory) {
    int actual = text.length();
    if (actual != length) {
      throw ParseErrors.invalidLength(actual, length);
    }
    // The number is head * 2^120 + middle * 2^60 + tail: the last 24 digits make two groups of 60
    // bits, each read without a chain from digit to digit, and the few digits before them the head.
    long head = 0;
    int all = 0;
    for (int i = 0; i < length - 24; i++) {
      int digit = value(text.charAt(i));
      all |= digit;
      head = head << 5 | digit;
    }
    long middle = twelve(text, length - 24);
    long tail = twelve(text, length - 12);
    if ((all | middle | tail) < 0) {
      throw ParseErrors.invalidDigit(text, firstInvalid(text));
    }
    long lo = tail | middle << 60;
    long hi = middle >>> 4 | head << 56;
    long top = head >>> 8;
    if (trailingBits != 0) {
      lo = lo >>> trailingBits | hi << (64 - trailingBits);
      hi = hi >>> trailingBits | top << (64 - trailingBits);
      top >>>= trailingBits;
    }
    if (top != 0) {
      throw ParseErrors.outOfRange(range);
    }
    return factory.of(hi, lo);
  }

  /** Reads 12 digits from {@code at} as a 60-bit number, or returns -1 if one is not a digit. */
  private long twelve(CharSequence text, int at) {
    int high = four(text, at);
    int middle = four(text, at + 4);
    int low = four(text, at + 8);
    long number = (long) high << 40 | (long) middle << 20 | low;
    return (high | middle | low) < 0 ? -1 : number;
  }

  /**
   * Reads 4 digits from {@code at} as a 20-bit number, or a negative number if one is not a digit.
   */
  private int four(CharSequence text, int at) {
    int d0 = value(text.charAt(at));
    int d1 = value(text.charAt(at + 1));
    int d2 = value(text.charAt(at + 2));
    int d3 = value(text.charAt(at + 3));
    int number = d0 << 15 | d1 << 10 | d2 << 5 | d3;
    return (d0 | d1 | d2 | d3) < 0 ? -1 : number;
  }

  /** The value of a character, or -1 if it is not a digit of this alphabet. */
  private int value(char c) {
    return c < 128 ? values[c] : -1;
  }

  /** The position of the first character that is not a digit of this alphabet. */
  private int firstInvalid(CharSequence text) {
    int i = 0;
    while (value(text.charAt(i)) >= 0) {
      i++;
    }
    return i;
  }

  /**
   * Returns the value of the digit at {@code index}.
   *
   * @param text the input
   * @param index the position
   * @return 0 to 31
   * @throws io.github.sortid.IdFormatException if the character is not a digit of this alphabet
   */
  public int digit(CharSequence text, int index) {
    int value = value(text.charAt(index));
    if (value < 0) {
      throw ParseErrors.invalidDigit(text, index);
    }
    return value;
  }
}
