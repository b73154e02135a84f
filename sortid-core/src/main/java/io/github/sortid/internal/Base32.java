package io.github.sortid.internal;

import io.github.sortid.IdFormatException;
import java.nio.ByteBuffer;
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

  private final byte[] digits;

  /** The two digits of each 10-bit number, as the big-endian char pair that writes them. */
  private final short[] pairs = new short[1024];

  /** Digit values of ASCII characters; -1 for a character that is not a digit. */
  private final byte[] values = new byte[128];

  /**
   * For {@link #isValid}: any value and trailing bits that the digits make are valid.
   *
   * @return the check, made at its first use
   */
  public static FromBitsAndTrailing<Boolean> anyBits() {
    return AnyBits.INSTANCE;
  }

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
    ByteBuffer pairOut = AsciiText.pairs(out);
    int i = length - 25;
    for (; i > 0; i -= 2) {
      pairOut.putShort(i - 1, pairs[(int) head & 1023]);
      head >>>= 10;
    }
    if (i == 0) {
      out[0] = digits[(int) head & 31];
    }
    writeTwelve(pairOut, length - 24, middle);
    writeTwelve(pairOut, length - 12, tail);
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
    ByteBuffer pairOut = AsciiText.pairs(out);
    pairOut.putShort(0, pairs[(int) (msb >>> 56)]);
    writeTwelve(pairOut, 2, (lsb >>> 60 | msb << 4) & LOW60);
    writeTwelve(pairOut, 14, lsb & LOW60);
    return AsciiText.of(out);
  }

  /** Writes a 60-bit number as 12 digits at {@code out[at, at + 12)}. */
  private void writeTwelve(ByteBuffer out, int at, long number) {
    out.putShort(at, pairs[(int) (number >>> 50)]);
    out.putShort(at + 2, pairs[(int) (number >>> 40) & 1023]);
    out.putShort(at + 4, pairs[(int) (number >>> 30) & 1023]);
    out.putShort(at + 6, pairs[(int) (number >>> 20) & 1023]);
    out.putShort(at + 8, pairs[(int) (number >>> 10) & 1023]);
    out.putShort(at + 10, pairs[(int) number & 1023]);
  }

  /**
   * Makes the result of a decode from the value and the bits that follow it in the text.
   *
   * @param <T> the result type
   */
  @FunctionalInterface
  public interface FromBitsAndTrailing<T> {
    /**
     * Makes the result.
     *
     * @param msb the most significant 64 bits of the value
     * @param lsb the least significant 64 bits of the value
     * @param trailing the bits after the value, such as EUID's check; 0 when there are none
     * @return the result
     * @throws io.github.sortid.IdFormatException if the trailing bits do not fit the value
     */
    T of(long msb, long lsb, long trailing);
  }

  /**
   * Reads {@code length} digits as a number: a 128-bit value followed by {@code trailingBits} bits.
   *
   * <p>Checks, in this order, the length, every character (the first bad one is reported) and the
   * range of the value; the factory may then check the trailing bits. The length is read once and
   * checked before any character is read, and each character is read once, so that the result and
   * any error describe one reading of the text even if it changes between reads.
   *
   * @param text the input
   * @param length the required number of digits
   * @param trailingBits how many low bits of the number are not part of the value, 0 to 63
   * @param range the name of the range for the out-of-range message, e.g. {@code 128-bit value}
   * @param factory makes the result from the value's two halves and the trailing bits
   * @param <T> the result type
   * @return the result
   * @throws io.github.sortid.IdFormatException if the text is not {@code length} digits, if the
   *     value needs more than 128 bits, or as the factory throws
   */
  public <T> T decode(
      CharSequence text,
      int length,
      int trailingBits,
      String range,
      FromBitsAndTrailing<T> factory) {
    int actual = text.length();
    if (actual != length) {
      throw ParseErrors.invalidLength(actual, length);
    }
    // The number is head * 2^120 + middle * 2^60 + tail: the last 24 digits make two groups of 60
    // bits, each read without a chain from digit to digit, and the few digits before them the head.
    long head = 0;
    for (int i = 0; i < length - 24; i++) {
      char c = text.charAt(i);
      int digit = value(c);
      if (digit < 0) {
        throw ParseErrors.invalidDigit(text, length, i, c);
      }
      head = head << 5 | digit;
    }
    long middle = twelve(text, length, length - 24);
    long tail = twelve(text, length, length - 12);
    if (!fits(head, trailingBits)) {
      throw ParseErrors.outOfRange(range);
    }
    return split(head, middle, tail, trailingBits, factory);
  }

  /**
   * Tells whether {@link #decode} would accept the text, without building an exception: {@code
   * length} digits of this alphabet whose value needs at most 128 bits and whose trailing bits pass
   * {@code trailingCheck}. Reads the length once and each character once, as {@code decode} does.
   *
   * @param text the input, or null
   * @param length the required number of digits
   * @param trailingBits how many low bits of the number are not part of the value, 0 to 63
   * @param trailingCheck tells whether the trailing bits fit the value, as the factory of {@code
   *     decode} checks them, without throwing
   * @return true exactly when {@code decode} with the same arguments and a factory that checks what
   *     {@code trailingCheck} does returns a result; false for null
   */
  public boolean isValid(
      CharSequence text, int length, int trailingBits, FromBitsAndTrailing<Boolean> trailingCheck) {
    if (text == null || text.length() != length) {
      return false;
    }
    long head = 0;
    for (int i = 0; i < length - 24; i++) {
      int digit = value(text.charAt(i));
      if (digit < 0) {
        return false;
      }
      head = head << 5 | digit;
    }
    long middle = twelveOrInvalid(text, length - 24);
    long tail = twelveOrInvalid(text, length - 12);
    return (middle | tail) >= 0
        && fits(head, trailingBits)
        && split(head, middle, tail, trailingBits, trailingCheck);
  }

  /**
   * Tells whether the number {@code head * 2^120 + middle * 2^60 + tail} is a value of at most 128
   * bits followed by {@code trailingBits} bits: whether its bits from {@code 128 + trailingBits}
   * up, which are those of {@code head} from {@code 8 + trailingBits} up, are all clear. This is
   * the ULID and SCRU128 v1 rule that the first of 26 digits be at most 7; EUID's 27 digits hold
   * exactly 128 + 7 bits, so it always holds (docs/FORMATS.md#text-rules).
   */
  private static boolean fits(long head, int trailingBits) {
    // Two shifts, as one by 8 + trailingBits would wrap around for 56 trailing bits or more.
    return (head >>> 8 >>> trailingBits) == 0;
  }

  /**
   * Splits the number {@code head * 2^120 + middle * 2^60 + tail}, which {@link #fits}, into the
   * value's two halves and the trailing bits, and hands them to the factory.
   */
  private static <T> T split(
      long head, long middle, long tail, int trailingBits, FromBitsAndTrailing<T> factory) {
    long lo = tail | middle << 60;
    long hi = middle >>> 4 | head << 56;
    if (trailingBits == 0) {
      return factory.of(hi, lo, 0);
    }
    long trailing = lo & ((1L << trailingBits) - 1);
    lo = lo >>> trailingBits | hi << (64 - trailingBits);
    hi = hi >>> trailingBits | (head >>> 8) << (64 - trailingBits);
    return factory.of(hi, lo, trailing);
  }

  /** Reads 12 digits from {@code at} as a 60-bit number. */
  private long twelve(CharSequence text, int length, int at) {
    long high = four(text, length, at);
    long middle = four(text, length, at + 4);
    long low = four(text, length, at + 8);
    return high << 40 | middle << 20 | low;
  }

  /**
   * Reads 4 digits from {@code at} as a 20-bit number.
   *
   * @throws io.github.sortid.IdFormatException at the first of them that is not a digit
   */
  private int four(CharSequence text, int length, int at) {
    // One test for the four digits keeps the checks off the chain of the number; the characters
    // stay at hand for the message, as the text is not read twice.
    char c0 = text.charAt(at);
    char c1 = text.charAt(at + 1);
    char c2 = text.charAt(at + 2);
    char c3 = text.charAt(at + 3);
    int d0 = value(c0);
    int d1 = value(c1);
    int d2 = value(c2);
    int d3 = value(c3);
    if ((d0 | d1 | d2 | d3) < 0) {
      throw invalidDigit(text, length, at, c0, c1, c2, c3);
    }
    return d0 << 15 | d1 << 10 | d2 << 5 | d3;
  }

  /** Reads 12 digits from {@code at} as a 60-bit number, or returns -1 if one is not a digit. */
  private long twelveOrInvalid(CharSequence text, int at) {
    // Every digit is read; a non-digit reads as -1, which the OR of all digits keeps.
    long number = 0;
    int digits = 0;
    for (int i = at; i < at + 12; i++) {
      int digit = value(text.charAt(i));
      digits |= digit;
      number = number << 5 | digit;
    }
    return digits < 0 ? -1 : number;
  }

  /** The error for the first of the characters {@code c0..c3} at {@code at} that is not a digit. */
  private IdFormatException invalidDigit(
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

  /** The value of a character, or -1 if it is not a digit of this alphabet. */
  private int value(char c) {
    return c < 128 ? values[c] : -1;
  }

  /**
   * A check that any bits pass, loaded at the first {@code isValid} rather than with the codec. Its
   * instance is held as the interface, so that verifying the codec loads no more classes.
   */
  private static final class AnyBits implements FromBitsAndTrailing<Boolean> {
    static final FromBitsAndTrailing<Boolean> INSTANCE = new AnyBits();

    @Override
    public Boolean of(long msb, long lsb, long trailing) {
      return true;
    }
  }
}
