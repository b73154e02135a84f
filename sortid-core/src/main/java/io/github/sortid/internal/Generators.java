package io.github.sortid.internal;

import java.time.Duration;
import java.util.Iterator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** The plumbing that every generator shares: its rollback allowance setting and its stream. */
public final class Generators {
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
