package io.github.sortid.spring.data;

import java.util.function.Supplier;

/**
 * A value looked up once, on first use, and by one thread only: a generator that the lookup makes
 * is then the only one of its type, where two threads could otherwise each start a sequence of
 * their own.
 *
 * @param <T> the value's type
 */
final class Once<T> implements Supplier<T> {
  private final Supplier<T> lookup;
  private volatile T value;

  Once(Supplier<T> lookup) {
    this.lookup = lookup;
  }

  @Override
  public T get() {
    T found = value;
    if (found == null) {
      synchronized (this) {
        found = value;
        if (found == null) {
          found = lookup.get();
          value = found;
        }
      }
    }
    return found;
  }
}
