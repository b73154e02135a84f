package io.github.sortid;

import io.github.sortid.internal.Generators;
import java.util.Iterator;
import java.util.stream.Stream;

/**
 * A generator of one format's IDs, seen as an endless supply: an {@link Iterator} that never runs
 * out, an {@link Iterable} over itself and an infinite {@link Stream}. Every generator of sortid is
 * one, so code that only needs "the next ID" can take any format.
 *
 * <pre>{@code
 * IdGenerator<Scru128Id> ids = new Scru128Generator();
 * Scru128Id id = ids.next();
 * List<Scru128Id> ten = ids.stream().limit(10).toList();
 * for (Scru128Id each : ids) { ... } // endless: break out of it
 * }</pre>
 *
 * <p>Each generator's own methods ({@code generate()} and its variants) say more precisely what
 * happens when the clock goes back; {@link #next()} is the variant that always gives an ID.
 *
 * @param <T> the ID type
 */
public interface IdGenerator<T> extends Iterable<T>, Iterator<T> {
  /**
   * Generates the next ID, never {@code null}, as each generator's {@code generate()}.
   *
   * @return the new ID
   * @throws IllegalStateException if the generator cannot give an ID: the clock reads a time
   *     outside the format's range, or the format has no greater ID (see each generator)
   */
  @Override
  T next();

  /**
   * Always true: a generator never runs out of IDs. A failure to make one shows as an exception
   * from {@link #next()}, not as the end of the iteration.
   *
   * @return true
   */
  @Override
  default boolean hasNext() {
    return true;
  }

  /**
   * Returns this generator, which is its own endless iterator.
   *
   * @return this
   */
  @Override
  default Iterator<T> iterator() {
    return this;
  }

  /**
   * Returns an infinite, ordered stream of IDs from {@link #next()}. Limit it, for example with
   * {@code stream().limit(100)}.
   *
   * @return the stream
   */
  default Stream<T> stream() {
    return Generators.stream(this);
  }
}
