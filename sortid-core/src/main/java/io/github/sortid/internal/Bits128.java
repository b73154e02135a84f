package io.github.sortid.internal;

import java.math.BigInteger;

/** The conversions that every 128-bit ID type shares, on its two halves. */
public final class Bits128 {
  private Bits128() {}

  /**
   * Reads 16 bytes, most significant first.
   *
   * @param bytes exactly 16 bytes
   * @param factory makes the result from the two halves
   * @param <T> the result type
   * @return the value
   * @throws io.github.sortid.IdFormatException if the array does not hold exactly 16 bytes
   * @throws NullPointerException if {@code bytes} is null
   */
  public static <T> T fromByteArray(byte[] bytes, FromBits<T> factory) {
    if (bytes.length != 16) {
      throw ParseErrors.invalidByteLength(bytes.length, 16);
    }
    long msb = 0;
    long lsb = 0;
    for (int i = 0; i < 8; i++) {
      msb = msb << 8 | (bytes[i] & 0xff);
      lsb = lsb << 8 | (bytes[i + 8] & 0xff);
    }
    return factory.of(msb, lsb);
  }

  /**
   * Writes the value as 16 bytes, most significant first.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return a new array of 16 bytes
   */
  public static byte[] toByteArray(long msb, long lsb) {
    byte[] bytes = new byte[16];
    for (int i = 0; i < 8; i++) {
      bytes[i] = (byte) (msb >>> (56 - 8 * i));
      bytes[i + 8] = (byte) (lsb >>> (56 - 8 * i));
    }
    return bytes;
  }

  /**
   * Returns the value as a non-negative integer.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return 0 to 2^128 - 1
   */
  public static BigInteger toBigInteger(long msb, long lsb) {
    return new BigInteger(1, toByteArray(msb, lsb));
  }

  /**
   * Compares two values as unsigned 128-bit integers.
   *
   * @param msb the first value's most significant 64 bits
   * @param lsb the first value's least significant 64 bits
   * @param otherMsb the second value's most significant 64 bits
   * @param otherLsb the second value's least significant 64 bits
   * @return negative, zero or positive as the first value is less than, equal to or greater than
   *     the second
   */
  public static int compare(long msb, long lsb, long otherMsb, long otherLsb) {
    int byMsb = Long.compareUnsigned(msb, otherMsb);
    return byMsb != 0 ? byMsb : Long.compareUnsigned(lsb, otherLsb);
  }

  /**
   * Returns a hash code of the value, computed as {@link java.util.UUID#hashCode()} computes it.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the hash code
   */
  public static int hashCode(long msb, long lsb) {
    long folded = msb ^ lsb;
    return (int) (folded >> 32) ^ (int) folded;
  }
}
