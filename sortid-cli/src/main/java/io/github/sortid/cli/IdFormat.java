package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.util.List;

/**
 * What the command line adds to a format of sortid-core: the fields {@code inspect} shows, the
 * checker {@code check} runs and the generator {@code sortid <type>} runs, with its options.
 * Everything else (names, lengths, parsing, bytes, UUID form, time) is the {@link IdType}'s. One
 * subclass per format; {@link IdFormats} finds the one of a type.
 *
 * @param <T> the format's value class in sortid-core
 */
abstract class IdFormat<T> {
  private final IdType<T> type;

  IdFormat(IdType<T> type) {
    this.type = type;
  }

  /** The format in sortid-core. */
  final IdType<T> type() {
    return type;
  }

  /** Every field of the ID, in the specification's order and with its names. */
  abstract List<Field> fields(T id);

  /** A new checker of a stream of IDs, for {@code sortid check}. */
  abstract StreamChecker<T> newStreamChecker();

  /**
   * The options of a new generator, for one run of {@code sortid <type>}: a picocli mixin if the
   * format's generator takes options.
   */
  abstract GeneratorOptions<T> newGeneratorOptions();

  @Override
  public String toString() {
    return type.key();
  }
}
