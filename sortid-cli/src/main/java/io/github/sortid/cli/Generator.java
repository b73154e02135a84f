package io.github.sortid.cli;

import io.github.sortid.IdGenerator;
import java.util.function.Consumer;

/**
 * A generator as {@code sortid <type>} runs it: one that may tell why it waits for the clock.
 *
 * @param <T> the format's value class
 */
interface Generator<T> {
  /**
   * The next ID. If it must wait for the clock first (only SCRU64's generator ever must), it tells
   * why before the wait.
   *
   * @param beforeWait receives why the generator waits, e.g. {@code node ID size 23 leaves 2 IDs
   *     per 256 ms tick}, before it does
   */
  T next(Consumer<String> beforeWait);

  /** A generator of sortid-core that never waits, or waits without a reason worth telling. */
  static <T> Generator<T> of(IdGenerator<T> generator) {
    return beforeWait -> generator.next();
  }
}
