package io.github.sortid.jcstress;

import java.util.List;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * The calls that the races make on one generator, whatever its format.
 *
 * @param generate the generator's {@code generate()}
 * @param generateOrAbort its {@code generateOrAbort()}, or null if it has none
 * @param generateBatch its {@code generateBatch(int)}, or null if it has none
 */
record Calls(
    Supplier<?> generate,
    Supplier<?> generateOrAbort,
    IntFunction<? extends List<?>> generateBatch) {

  /** Calls {@code generate()}. */
  Object next() {
    return generate.get();
  }

  /** Calls {@code generateOrAbort()}. */
  Object nextOrNull() {
    return generateOrAbort.get();
  }

  /** Calls {@code generateBatch(count)}. */
  List<?> batch(int count) {
    return generateBatch.apply(count);
  }
}
