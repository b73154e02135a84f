package io.github.sortid.jcstress;

import io.github.sortid.scru128.Scru128Id;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A SCRU128 generator with one deliberate fault: the broken subject of the {@code Broken*} tests,
 * which the grading must catch, so that the harness's power is itself shown.
 *
 * <p>Its clock stands still, and called by one thread at a time it takes the SCRU128
 * specification's step within one millisecond (<a
 * href="https://github.com/scru128/spec#generator-algorithm">SCRU128 spec, "Generator
 * algorithm"</a>): {@code counter_lo} plus one, carried into {@code counter_hi} when it is full.
 * Like the generators under test it draws fixed bits, here a fixed {@code entropy}, so that equal
 * states give equal IDs. Its state is the last ID, in one {@link AtomicReference}.
 */
final class BrokenScru128 {
  /** The fault. */
  enum Fault {
    /**
     * Publishes with a plain write instead of a compare-and-set: two threads that read the same
     * state both publish a step from it, one update is lost, and both return the same ID.
     */
    PLAIN_WRITE,
    /**
     * Publishes with a compare-and-set, but its step lets a full {@code counter_lo} wrap to 0
     * without carrying into {@code counter_hi}: the next ID is smaller than the one before.
     */
    NO_OVERFLOW_CHECK
  }

  private static final long ENTROPY = 0x4f6c_dd1dL;

  private final Fault fault;

  /**
   * The last ID: before the first, {@code counter_lo} two short of full, so that the first ID is
   * one short, the next fills it and the one after overflows: the two actors' calls of a sample.
   */
  private final AtomicReference<Scru128Id> last;

  BrokenScru128(Fault fault, long timestamp) {
    this.fault = fault;
    this.last =
        new AtomicReference<>(
            Scru128Id.fromFields(timestamp, 0, Scru128Id.MAX_COUNTER_LO - 2, ENTROPY));
  }

  /** Generates the next ID, with the fault. */
  Scru128Id generate() {
    for (; ; ) {
      Scru128Id prev = last.get();
      Scru128Id next = step(prev);
      if (fault == Fault.PLAIN_WRITE) {
        last.set(next);
        return next;
      }
      if (last.compareAndSet(prev, next)) {
        return next;
      }
    }
  }

  private Scru128Id step(Scru128Id prev) {
    int counterHi = prev.getCounterHi();
    int counterLo = prev.getCounterLo() + 1;
    if (counterLo > Scru128Id.MAX_COUNTER_LO) {
      counterLo = 0;
      if (fault != Fault.NO_OVERFLOW_CHECK) {
        counterHi++;
      }
    }
    return Scru128Id.fromFields(prev.getTimestamp(), counterHi, counterLo, ENTROPY);
  }
}
