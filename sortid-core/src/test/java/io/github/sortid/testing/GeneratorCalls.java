package io.github.sortid.testing;

import java.util.List;

/**
 * The three calls of a generator that start afresh, give null, or make a batch past the rollback
 * allowance, under the names of sortid's shared generator machinery ({@code GeneratorCore}), so
 * that the real machinery, a test's variant of it and a {@link TestedGenerator} are called alike.
 *
 * @param <T> the ID type
 */
public interface GeneratorCalls<T> {
  /**
   * The next ID, starting afresh from the clock past the allowance.
   *
   * @return the ID
   */
  T nextOrReset();

  /**
   * The next ID, or null past the allowance.
   *
   * @return the ID, or null
   */
  T nextOrNull();

  /**
   * Consecutive IDs for one clock reading.
   *
   * @param count how many
   * @return the IDs
   */
  List<T> batch(int count);

  /**
   * The calls of a generator under test.
   *
   * @param generator the generator
   * @param <T> the ID type
   * @return {@code orReset()}, {@code orAbort()} and {@code batch(int)}
   */
  static <T extends Comparable<T>> GeneratorCalls<T> of(TestedGenerator<T> generator) {
    return new GeneratorCalls<>() {
      @Override
      public T nextOrReset() {
        return generator.orReset();
      }

      @Override
      public T nextOrNull() {
        return generator.orAbort();
      }

      @Override
      public List<T> batch(int count) {
        return generator.batch(count);
      }
    };
  }
}
