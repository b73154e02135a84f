package io.github.sortid.jcstress;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

/**
 * A kind of generator that the races run: how to build a fresh one for a sample, the order of its
 * IDs, and the IDs that a fresh one gives to calls made one after another.
 *
 * <p>Every generator of a kind starts from nothing, reads a clock that stands still and draws fixed
 * random bits, so each of its IDs is a function of the state it steps from, and every fresh one
 * gives the same sequence. Calls that take effect one after another give exactly that sequence,
 * whichever thread makes them; a call that computes from a state another call has replaced gives an
 * ID outside it, or one that another call also gives.
 */
final class Subject {
  /** The most IDs one sample takes: the state's first, four from the actors, the arbiter's. */
  private static final int SAMPLE_IDS = 6;

  private final String name;
  private final Comparator<Object> order;
  private final Supplier<Calls> factory;
  private final List<Object> sequence;
  private final boolean batches;

  /**
   * Describes a kind of generator, building one fresh generator to learn its sequence.
   *
   * @param name the name that the outcomes carry, a format's {@code IdType} name or the name of a
   *     broken generator
   * @param order the order of its IDs
   * @param factory builds a fresh generator
   */
  Subject(String name, Comparator<Object> order, Supplier<Calls> factory) {
    this.name = name;
    this.order = order;
    this.factory = factory;
    Calls alone = factory.get();
    List<Object> ids = new ArrayList<>(SAMPLE_IDS);
    for (int i = 0; i < SAMPLE_IDS; i++) {
      ids.add(alone.next());
    }
    this.sequence = List.copyOf(ids);
    this.batches = alone.generateBatch() != null;
  }

  String name() {
    return name;
  }

  Comparator<Object> order() {
    return order;
  }

  /** Builds a fresh generator of this kind. */
  Calls newGenerator() {
    return factory.get();
  }

  /**
   * Returns the first IDs of a fresh generator called one call at a time.
   *
   * @param count how many, at most the IDs of one sample
   */
  List<Object> sequence(int count) {
    if (count > SAMPLE_IDS) {
      throw new IllegalArgumentException(
          "a sample takes at most " + SAMPLE_IDS + " IDs, not " + count);
    }
    return sequence.subList(0, count);
  }

  /** Whether its generators have {@code generateBatch(int)}. */
  boolean batches() {
    return batches;
  }
}
