package io.github.sortid.internal;

/**
 * Makes a value of a 128-bit identifier type from its two halves, so that a codec can hand back two
 * longs without allocating a holder.
 *
 * @param <T> the identifier type
 */
@FunctionalInterface
public interface FromBits<T> {
  /**
   * Makes the value.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the value
   */
  T of(long msb, long lsb);
}
