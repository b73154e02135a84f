package io.github.sortid.internal;

/**
 * Makes a value of a 128-bit identifier type from its two halves, so that a codec can hand back two
 * longs without allocating a holder.
 *
 * <p>Each value class implements it with a class of its own, not a lambda or a method reference:
 * the first of those in a process links the JVM's lambda machinery, some milliseconds that its
 * first parse would pay (docs/BENCHMARKS.md, "Cold start"). The same holds for {@link
 * Base32.FromBitsAndTrailing}.
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
