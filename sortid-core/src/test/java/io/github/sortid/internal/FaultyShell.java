package io.github.sortid.internal;

import io.github.sortid.IdGenerator;
import io.github.sortid.testing.GeneratorCalls;
import java.lang.reflect.Field;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.random.RandomGenerator;

/**
 * {@link GeneratorCore}'s shell with one deliberate fault in how it publishes a state, around a
 * format's real step: the broken generator that the model-checking tests must catch, so that the
 * checker's power is itself tested.
 *
 * <p>Called by one thread at a time, it gives exactly the IDs of {@link GeneratorCore}: the same
 * step, the same rollback rule (go on within the allowance, a rollback of exactly the allowance
 * included; past it start afresh or give null) and batches of consecutive steps from one reading.
 * Only threads that meet inside a call can tell the two apart, so a model checker that fails it has
 * found an interleaving, not a sequential difference. That holds while the generator is never ahead
 * of the clock by more than the allowance, as in the scenarios these faults run in (a counter
 * overflow's lead of 1 ms, an allowance of 256 ms): the shell measures a rollback from the last
 * ID's timestamp, where {@link GeneratorCore} measures it from the clock's latest reading. Past
 * that, the shell's rule is a fault of its own, {@link Fault#LEAD_AS_ROLLBACK}.
 *
 * @param <T> the ID type
 */
public final class FaultyShell<T> implements GeneratorCalls<T> {
  /** How the shell publishes a state. */
  public enum Fault {
    /**
     * A plain write instead of a compare-and-set: a thread that read the state before another
     * published overwrites that thread's state, and both may return the same ID.
     */
    PLAIN_WRITE,
    /**
     * A fast path that returns its ID before it is published: a thread that loses the
     * compare-and-set returns the ID it computed instead of computing again from the winner's
     * state.
     */
    RETURN_UNPUBLISHED,
    /**
     * The step within the last timestamp taken ahead of the clock reading, as {@link GeneratorCore}
     * takes it, but published by a compare-and-set against the state read again after the reading
     * instead of the state it was computed from: a thread whose state another thread moved on
     * during the reading publishes a step from the old one.
     */
    STALE_STEP_AHEAD,
    /**
     * Publishing as {@link GeneratorCore} does, by a compare-and-set, but measuring a rollback from
     * the last ID's timestamp, as the references do: once a counter overflow has moved the
     * generator ahead of the clock by more than the allowance, its own lead counts as a rollback,
     * and it starts afresh below its last ID. One thread is enough to show it.
     */
    LEAD_AS_ROLLBACK
  }

  private final GeneratorCore<T> format;
  private final Fault fault;
  private final InstantSource clock;
  private final RandomGenerator random;
  private final long allowance;
  private final int unitShift;
  private final AtomicReference<T> state = new AtomicReference<>();

  private FaultyShell(
      GeneratorCore<T> format,
      Fault fault,
      InstantSource clock,
      RandomGenerator random,
      long allowance,
      int unitShift) {
    this.format = format;
    this.fault = fault;
    this.clock = clock;
    this.random = random;
    this.allowance = allowance;
    this.unitShift = unitShift;
  }

  /**
   * Wraps the step of a generator, which must have been built with the same clock and source: only
   * its step is used, never its own state.
   *
   * @param generator a generator of sortid, whose step is its {@link GeneratorCore}
   * @param fault the fault
   * @param clock the clock to read, in Unix milliseconds
   * @param random the source the step draws from
   * @param allowanceMillis the rollback allowance in milliseconds
   * @param unitShift 0, or 8 for SCRU64's 256-millisecond ticks
   * @param <T> the ID type
   * @return the faulty generator
   */
  public static <T> FaultyShell<T> around(
      IdGenerator<T> generator,
      Fault fault,
      InstantSource clock,
      RandomGenerator random,
      long allowanceMillis,
      int unitShift) {
    return new FaultyShell<>(
        coreOf(generator), fault, clock, random, allowanceMillis >>> unitShift, unitShift);
  }

  /**
   * The {@link GeneratorCore} of a generator, held in its private field {@code core}: every
   * generator of sortid keeps its step there.
   */
  @SuppressWarnings("unchecked")
  static <T> GeneratorCore<T> coreOf(IdGenerator<T> generator) {
    try {
      Field field = generator.getClass().getDeclaredField("core");
      field.setAccessible(true);
      return (GeneratorCore<T>) field.get(generator);
    } catch (ReflectiveOperationException e) {
      throw new IllegalArgumentException(
          generator.getClass().getName() + " keeps no GeneratorCore in a field named core", e);
    }
  }

  /** As {@link GeneratorCore#nextOrReset()}. */
  @Override
  public T nextOrReset() {
    return next(true);
  }

  /** As {@link GeneratorCore#nextOrNull()}. */
  @Override
  public T nextOrNull() {
    return next(false);
  }

  /** As {@link GeneratorCore#batch(int)}: {@code count} steps from one state at one reading. */
  @Override
  public List<T> batch(int count) {
    long timestamp = clock.millis() >>> unitShift;
    for (; ; ) {
      T current = state.get();
      T s = current;
      List<T> ids = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        s = step(s, timestamp, true);
        ids.add(s);
      }
      if (publish(current, s)) {
        return Collections.unmodifiableList(ids);
      }
    }
  }

  private T next(boolean reset) {
    T ahead = fault == Fault.STALE_STEP_AHEAD ? state.get() : null;
    T likely = ahead != null ? format.sameTimestamp(ahead, random) : null;
    long timestamp = clock.millis() >>> unitShift;
    for (; ; ) {
      T current = state.get();
      T next =
          likely != null && withinTimestamp(ahead, timestamp)
              ? likely
              : step(current, timestamp, reset);
      likely = null;
      if (next == null) {
        return null;
      }
      if (publish(current, next)) {
        return next;
      }
    }
  }

  /** Publishes a state, or tells the caller to compute again; where the fault is. */
  private boolean publish(T current, T next) {
    switch (fault) {
      case PLAIN_WRITE:
        state.set(next);
        return true;
      case RETURN_UNPUBLISHED:
        state.compareAndSet(current, next);
        return true;
      case STALE_STEP_AHEAD:
      case LEAD_AS_ROLLBACK:
        return state.compareAndSet(current, next);
      default:
        throw new AssertionError(fault);
    }
  }

  /** Whether the rollback rule takes the step within {@code prev}'s timestamp at a reading. */
  private boolean withinTimestamp(T prev, long timestamp) {
    long last = format.timestamp(prev);
    return timestamp <= last && timestamp + allowance >= last;
  }

  /** {@link GeneratorCore}'s rollback rule around the format's step. */
  private T step(T prev, long timestamp, boolean reset) {
    if (prev == null || timestamp > format.timestamp(prev)) {
      return format.newTimestamp(prev, timestamp, random);
    }
    if (timestamp + allowance >= format.timestamp(prev)) {
      return format.sameTimestamp(prev, random);
    }
    return reset ? format.newTimestamp(null, timestamp, random) : null;
  }
}
