package io.github.sortid.internal;

import java.time.Duration;
import java.util.Iterator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** The checks and the stream that every generator shares. */
public final class Generators {
  /**
   * The rollback allowance of every generator whose builder sets none, and of every generator made
   * without a builder: 10 seconds, in milliseconds.
   */
  public static final long DEFAULT_ROLLBACK_ALLOWANCE_MILLIS = 10_000;

  private Generators() {}

  /**
   * Checks a builder's rollback allowance.
   *
   * @param rollbackAllowance the allowance
   * @param maxMillis the largest allowance the format's timestamps can express, in milliseconds
   * @return {@code rollbackAllowance}
   * @throws IllegalArgumentException if the allowance is negative or above {@code maxMillis}
   * @throws NullPointerException if {@code rollbackAllowance} is null
   */
  public static Duration checkRollbackAllowance(Duration rollbackAllowance, long maxMillis) {
    Objects.requireNonNull(rollbackAllowance, "rollbackAllowance");
    if (rollbackAllowance.isNegative()
        || rollbackAllowance.compareTo(Duration.ofMillis(maxMillis)) > 0) {
      throw new IllegalArgumentException(
          "rollbackAllowance out of range: "
              + rollbackAllowance
              + " (expected 0 to "
              + maxMillis
              + " ms)");
    }
    return rollbackAllowance;
  }

  /**
   * Checks an argument of a generator's low-level method, which takes its time from the caller.
   *
   * @param name the argument's name, for the message
   * @param value the argument
   * @param min the smallest valid value
   * @param max the largest valid value
   * @return {@code value}
   * @throws IllegalArgumentException naming the argument if it is out of its range
   */
  public static long checkArgument(String name, long value, long min, long max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(
          name + " out of range: " + value + " (expected " + min + " to " + max + ")");
    }
    return value;
  }

  /**
   * Returns an infinite, ordered stream over a generator's endless iterator.
   *
   * @param generator the generator, as an iterator that never runs out
   * @param <T> the ID type
   * @return the stream
   */
  public static <T> Stream<T> stream(Iterator<T> generator) {
    return StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(
            generator, Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.IMMUTABLE),
        false);
  }
}
