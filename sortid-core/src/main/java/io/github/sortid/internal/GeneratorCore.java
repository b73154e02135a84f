package io.github.sortid.internal;

import io.github.sortid.GeneratorBuilder;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.random.RandomGenerator;

/**
 * The machinery of every monotonic generator; a format supplies only its step, the spec's algorithm
 * from one ID to the next.
 *
 * <p>The last ID is the whole state, held in one immutable object in one field (a format whose step
 * needs more than the ID shows keeps it in the ID, in a field that plays no part in its value). A
 * thread reads the clock and the state, computes the next state from them outside any lock (drawing
 * its random bits, which with the default randomness come from the thread's own stream), and
 * publishes it with one compare-and-set. If another thread published first, it computes again from
 * the new state, after a short pause that grows with each lost race and is bounded. No thread ever
 * waits for another to finish a step, a step that throws (a clock or a random source that fails, a
 * format's overflow) publishes nothing, and since every published state is a step from the one
 * before it, the IDs of all threads form one strictly increasing sequence. With the default
 * randomness, the step within the last ID's timestamp, which nearly every call takes, is computed
 * before the clock is read, and taken if the reading allows it.
 *
 * <p>The rollback rule is the same in every format (SCRU128 spec §"Clock rollback"): the step goes
 * on from the last state while the clock is behind its timestamp by no more than the rollback
 * allowance (a rollback of exactly the allowance included), and past it the generator either starts
 * afresh from the clock, as a new generator would, or gives no ID. A rollback is the clock going
 * back, so it is measured from the latest reading behind the state, not from a timestamp that the
 * format's counter overflows moved ahead of the clock: the generator's own lead is never taken for
 * one, whatever the allowance. A state so ahead carries that reading with it, in the same object
 * ({@link Ahead}), so one compare-and-set still publishes all of it. SCRU64 alone keeps its
 * specification's back-pressure: its calls that give no ID also give none while the lead is past
 * the allowance.
 *
 * <p>A batch computes its IDs from one state and publishes the last. If another thread published
 * meanwhile, the batch reserves the state (a marker in its place) and computes again; a thread that
 * finds the marker waits, parked, until the batch has published, so a long batch is not starved by
 * threads that take one ID at a time, and no other thread's ID falls between the batch's IDs.
 *
 * @param <T> the ID type, immutable: the last ID is the state
 */
public abstract class GeneratorCore<T> {
  private static final VarHandle STATE;

  /** The longest pause after a lost race: 2^7 spins, a few microseconds at most. */
  private static final int MAX_BACKOFF_SHIFT = 7;

  static {
    try {
      STATE = MethodHandles.lookup().findVarHandle(GeneratorCore.class, "state", Object.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private final InstantSource clock;
  private final RandomGenerator random;

  /**
   * Whether a call from the clock computes the likely step before it reads the clock: only from an
   * {@link UnsequencedRandom}, which may lose a draw to a step that is not taken.
   */
  private final boolean stepsAhead;

  private final String format;
  private final long minMillis;
  private final long maxMillis;
  private final int unitShift;

  /** The rollback allowance in the format's timestamp units. */
  private final long rollbackAllowance;

  /**
   * Whether a call that gives no ID past the allowance also gives none while counter overflows have
   * put the state ahead of the clock by more than the allowance (SCRU64's back-pressure).
   */
  private final boolean aheadAborts;

  /**
   * The last ID; an {@link Ahead} holding it while counter overflows have moved it ahead of the
   * clock; null before the first ID (every clock reading is ahead of it); or a {@link Reservation}
   * while a batch holds the state. Accessed through {@link #STATE} for updates.
   */
  private volatile Object state;

  /**
   * Creates the machinery of one generator.
   *
   * @param builder the builder's clock, randomness and rollback allowance, or null for a new
   *     builder's defaults; a generator made with the defaults passes null and takes its builder as
   *     a {@link GeneratorBuilder}, never as its own subclass, so that making it loads no builder
   *     class (a tenth of the classes of a process's first ID: docs/BENCHMARKS.md, "Cold start")
   * @param format the format's name, for messages (for example {@code SCRU128})
   * @param minMillis the earliest clock reading the format can represent, in Unix milliseconds
   * @param maxMillis the latest clock reading the format can represent, in Unix milliseconds
   * @param unitShift how far a reading in milliseconds shifts right to become a timestamp: 0, or 8
   *     for SCRU64's 256-millisecond ticks
   * @param aheadAborts whether {@link #nextOrNull()} and {@link #nextOrNullAt} also give no ID
   *     while counter overflows have put the generator ahead of the clock by more than the
   *     allowance, as SCRU64's specification asks; otherwise that lead never counts as a rollback
   * @param initial the state to go on from, or null to start from the first clock reading
   */
  protected GeneratorCore(
      GeneratorBuilder<?> builder,
      String format,
      long minMillis,
      long maxMillis,
      int unitShift,
      boolean aheadAborts,
      T initial) {
    this.clock = builder != null ? builder.getClock() : InstantSource.system();
    RandomGenerator given = builder != null ? builder.getRandom().orElse(null) : null;
    // A user's source need not be thread-safe, so it is drawn from under a lock of its own. No
    // lambda: the first one of a process would link the JVM's lambda machinery, some milliseconds
    // of a process's first ID (docs/BENCHMARKS.md, "Cold start").
    this.random = given != null ? new LockedRandom<>(given) : ThreadRandom.perThread();
    this.stepsAhead = (given != null ? given : random) instanceof UnsequencedRandom;
    long allowanceMillis =
        builder != null
            ? builder.getRollbackAllowance().toMillis()
            : Generators.DEFAULT_ROLLBACK_ALLOWANCE_MILLIS;
    this.rollbackAllowance = allowanceMillis >>> unitShift;
    this.aheadAborts = aheadAborts;
    this.format = format;
    this.minMillis = minMillis;
    this.maxMillis = maxMillis;
    this.unitShift = unitShift;
    this.state = initial;
  }

  /**
   * Returns the timestamp of a state, in the format's units.
   *
   * @param state a state, not null
   * @return its timestamp
   */
  protected abstract long timestamp(T state);

  /**
   * The format's step to a timestamp ahead of the last state's (spec: "the clock moved forward"): a
   * new millisecond, or a new tick. It must change nothing but the random source: if it throws, the
   * generator's state stays as it was.
   *
   * @param prev the last state, or null to start afresh, as a new generator does
   * @param timestamp the clock reading, in the format's units, ahead of {@code prev}'s timestamp
   * @param random the source to draw from, safe to use from the calling thread
   * @return the next state
   */
  protected abstract T newTimestamp(T prev, long timestamp, RandomGenerator random);

  /**
   * The format's step within the last state's timestamp: the clock reads that timestamp, or is
   * behind it by no more than the rollback allowance, or the generator is ahead of the clock after
   * a counter overflow. It must change nothing but the random source.
   *
   * @param prev the last state
   * @param random the source to draw from, safe to use from the calling thread
   * @return the next state, with {@code prev}'s timestamp unless the counters overflow
   * @throws IllegalStateException if the format has no next ID (its counters and timestamp are
   *     exhausted)
   */
  protected abstract T sameTimestamp(T prev, RandomGenerator random);

  /**
   * Generates the next ID from the clock, starting afresh if the clock is behind its latest reading
   * by more than the rollback allowance.
   *
   * @return the new ID
   * @throws IllegalStateException if the clock reading is out of the format's range, or as {@link
   *     #sameTimestamp} does
   */
  public final T nextOrReset() {
    return fromClock(true);
  }

  /**
   * Generates the next ID from the clock, or returns null if the clock is behind its latest reading
   * (with {@code aheadAborts}, behind the last ID) by more than the rollback allowance.
   *
   * @return the new ID, or null (the state is then unchanged)
   * @throws IllegalStateException if the clock reading is out of the format's range, or as {@link
   *     #sameTimestamp} does
   */
  public final T nextOrNull() {
    return fromClock(false);
  }

  /**
   * Generates the next ID at a timestamp given by the caller, starting afresh if it is behind the
   * latest timestamp given by more than {@code allowance}.
   *
   * @param timestamp the timestamp, in the format's units, already checked
   * @param allowance the rollback allowance, in the format's units, already checked
   * @return the new ID
   * @throws IllegalStateException as {@link #sameTimestamp} does
   */
  public final T nextOrResetAt(long timestamp, long allowance) {
    return attempt(timestamp, allowance, true, false, 0);
  }

  /**
   * Generates the next ID at a timestamp given by the caller, or returns null if it is behind the
   * latest timestamp given (with {@code aheadAborts}, behind the last ID) by more than {@code
   * allowance}.
   *
   * @param timestamp the timestamp, in the format's units, already checked
   * @param allowance the rollback allowance, in the format's units, already checked
   * @return the new ID, or null (the state is then unchanged)
   * @throws IllegalStateException as {@link #sameTimestamp} does
   */
  public final T nextOrNullAt(long timestamp, long allowance) {
    return attempt(timestamp, allowance, false, false, 0);
  }

  /**
   * Generates {@code count} consecutive IDs for one clock reading, as {@code count} calls of {@link
   * #nextOrReset()} in a row would, published at once: no other thread's ID falls between them. All
   * or nothing: if a step throws, no ID of the batch counts and the state is as it was.
   *
   * <p>With the default randomness, the thread's stream is seeded before the clock is read. If a
   * stream is seeded during the batch's draws all the same (the fresh bytes mixed in every 1 MiB of
   * keystream, or a reseed of every stream), the clock is read again after them, and if it has
   * moved on, the batch is computed again from that reading; once, so that a batch that draws more
   * than a mebibyte, and meets a mix-in in each computation, still ends.
   *
   * @param count how many IDs, 0 or more
   * @return an unmodifiable list of the IDs, in generation order
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws IllegalStateException if the clock reading is out of the format's range, or as {@link
   *     #sameTimestamp} does
   */
  public final List<T> batch(int count) {
    if (count < 0) {
      throw new IllegalArgumentException("count must not be negative: " + count);
    }
    @SuppressWarnings("unchecked")
    T[] ids = (T[]) new Object[count];
    RandomGenerator source = ThreadRandom.resolve(random);
    int seedings = AesCtrRandom.seedings();
    long reading = readClock();
    Object current = settled();
    Object last = fill(current, reading, source, ids);
    if (seedings != AesCtrRandom.seedings()) {
      long after = readClock();
      if (after != reading) {
        reading = after;
        current = settled();
        last = fill(current, reading, source, ids);
      }
    }
    if (!STATE.compareAndSet(this, current, last)) {
      Reservation reservation = new Reservation();
      current = reserve(reservation);
      boolean published = false;
      try {
        state = fill(current, reading, source, ids);
        published = true;
      } finally {
        if (!published) {
          // Nothing of a failed batch counts: the state it reserved comes back.
          state = current;
        }
        reservation.release();
      }
    }
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  /**
   * Returns the last ID: the one the next ID follows.
   *
   * @return the ID, or null if there is no ID yet and the generator was made without one
   */
  public final T last() {
    return id(settled());
  }

  /**
   * A call from the clock. At tens of nanoseconds per ID, nearly every call falls in the last ID's
   * millisecond (or tick), so with a source that allows it ({@link #stepsAhead}) the step within
   * the last state's timestamp is computed first and the clock read after it. The step is taken if
   * the reading is that timestamp or behind it within the allowance, as {@link #step} would decide,
   * if the step stays within that timestamp (a counter overflow's step goes the ordered way, which
   * records the reading it was taken at), and if the state is still the one it was computed from:
   * then one compare-and-set publishes it. (Under contention the state has often moved on during
   * the reading, and a compare-and-set bound to fail would only take the state's cache line from
   * the thread that holds it.) The step's work is thus off the path from the clock reading to the
   * compare-and-set, which made one thread up to 1.2 ns per ID faster (docs/BENCHMARKS.md). A step
   * not taken is dropped, with what it drew, and the call goes on as {@link #attempt}; so does a
   * step that throws (an overflow that a later reading makes moot, or a failing source), which the
   * ordered step computes again if it is the one to take.
   *
   * <p>The count of seedings is taken after the step ahead and before the reading: a seeding in the
   * step ahead, the thread's first draw for one, is over before the clock is read, and only a step
   * computed after the reading may need a new one.
   */
  @SuppressWarnings("unchecked")
  private T fromClock(boolean reset) {
    Object current = state;
    T likely = stepsAhead ? sameTimestampAhead(current) : null;
    int seedings = AesCtrRandom.seedings();
    long timestamp = readClock();
    if (likely != null) {
      long last = timestamp((T) current);
      if (timestamp <= last
          && withinAllowance(timestamp, last, rollbackAllowance)
          && timestamp(likely) == last
          && state == current) {
        if (STATE.compareAndSet(this, current, likely)) {
          return likely;
        }
        backOff(1);
        return advance(timestamp, rollbackAllowance, reset, true, 1, seedings);
      }
    }
    return attempt(timestamp, rollbackAllowance, reset, true, seedings);
  }

  /**
   * The step within {@code current}'s timestamp, or null if there is none to take ahead: no ID yet,
   * a batch's reservation, or a state ahead of the clock, whose step needs the reading.
   */
  @SuppressWarnings("unchecked")
  private T sameTimestampAhead(Object current) {
    if (current == null || current instanceof Reservation || current instanceof Ahead) {
      return null;
    }
    try {
      return sameTimestamp((T) current, random);
    } catch (RuntimeException e) {
      return null;
    }
  }

  /**
   * The usual case of a given timestamp, and of a call from the clock whose step could not be taken
   * ahead; kept small so that the JIT inlines it, and the format's steps with it, into each
   * generator's own methods: one step from the state and one compare-and-set. Everything else (a
   * lost race, a reservation, a rollback past the allowance, a seeding) goes to {@link #advance}.
   * Where several formats share this code, a step called from a method compiled on its own would
   * see them all and be called virtually; inlined, it is each format's own.
   *
   * <p>The step draws from the generator's source as it is: with the default randomness, each draw
   * finds the calling thread's stream, and a step that draws nothing (the usual step of ULID and
   * SCRU64) never looks for it. A thread's first draw seeds its stream, which may wait for the
   * operating system's entropy; so that no ID is dated before such a wait, a caller that reads the
   * clock takes {@link AesCtrRandom#seedings()} before the reading, and a step after which it has
   * changed is computed again from a new reading ({@link #advance}).
   */
  private T attempt(
      long timestamp, long allowance, boolean reset, boolean fromClock, int seedings) {
    Object current = state;
    int lostRaces = 0;
    if (!(current instanceof Reservation)) {
      Object next = step(current, timestamp, allowance, reset, random);
      if (next != null && (!fromClock || seedings == AesCtrRandom.seedings())) {
        if (STATE.compareAndSet(this, current, next)) {
          return id(next);
        }
        lostRaces = 1;
        backOff(lostRaces);
      }
    }
    return advance(timestamp, allowance, reset, fromClock, lostRaces, seedings);
  }

  private T advance(
      long timestamp,
      long allowance,
      boolean reset,
      boolean fromClock,
      int lostRaces,
      int seedings) {
    boolean reread = !fromClock;
    boolean watchSeedings = fromClock;
    Object current = state;
    for (; ; ) {
      if (watchSeedings && seedings != AesCtrRandom.seedings()) {
        // A stream was seeded since the reading, maybe this thread's in the last step, after a
        // long wait: the step is computed from a new reading, taken after the seeding. Once: the
        // thread's own stream is seeded by then, and a step during which yet another seeding came
        // stands, so that a call ends however often streams are seeded.
        watchSeedings = false;
        timestamp = readClock();
        current = state;
      }
      if (current instanceof Reservation) {
        current = settled();
      }
      Object next = step(current, timestamp, allowance, reset, random);
      if (next == null) {
        if (!reread) {
          // A reading taken before other threads moved the state on is stale, not a rollback.
          timestamp = readClock();
          reread = true;
          current = state;
          continue;
        }
        if (!reset) {
          return null;
        }
        next = newTimestamp(null, timestamp, random);
      }
      if (watchSeedings && seedings != AesCtrRandom.seedings()) {
        continue;
      }
      Object witness = STATE.compareAndExchange(this, current, next);
      if (witness == current) {
        return id(next);
      }
      // Another thread was first: go on from its state, which the failed exchange returned.
      current = witness;
      backOff(++lostRaces);
    }
  }

  /**
   * Pauses after a lost race, twice as long after each further loss, up to 2^{@link
   * #MAX_BACKOFF_SHIFT} spins. Two threads that retry at once mostly lose to each other again, each
   * try taking the state's cache line from the other; a loser that stands back lets the winner go
   * on with the line in its own cache, which more than doubled the throughput of two threads
   * sharing a generator.
   */
  private static void backOff(int lostRaces) {
    for (int spins = 1 << Math.min(lostRaces, MAX_BACKOFF_SHIFT); spins > 0; spins--) {
      Thread.onSpinWait();
    }
  }

  /**
   * The rollback rule (SCRU128 spec §"Clock rollback"): the state that follows {@code prev} at
   * {@code timestamp}, or null if {@code timestamp} is behind it by more than the allowance. A
   * state that the step moves ahead of the latest reading, by a counter overflow or after one, is
   * an {@link Ahead} that keeps that reading.
   */
  private Object step(
      Object prev, long timestamp, long allowance, boolean reset, RandomGenerator source) {
    if (prev == null) {
      return newTimestamp(null, timestamp, source);
    }
    T last = id(prev);
    long lastTimestamp = timestamp(last);
    if (timestamp > lastTimestamp) {
      return newTimestamp(last, timestamp, source);
    }
    if (!withinAllowance(timestamp, rollbackFrom(prev, lastTimestamp, reset), allowance)) {
      return null;
    }
    T next = sameTimestamp(last, source);
    long latestReading = Math.max(latestReading(prev, lastTimestamp), timestamp);
    return timestamp(next) > latestReading ? new Ahead(next, latestReading) : next;
  }

  /**
   * Whether a reading not ahead of the last state's timestamp goes on from it: it is behind {@code
   * from} ({@link #rollbackFrom}) by no more than the allowance. ">=": a rollback of exactly the
   * allowance still goes on, as in the references.
   */
  private static boolean withinAllowance(long timestamp, long from, long allowance) {
    return timestamp + allowance >= from;
  }

  /**
   * What a reading is measured from for a rollback: the latest reading behind the state, so that
   * the lead that counter overflows took is no rollback; for SCRU64's calls that give no ID, the
   * state's own timestamp, lead included.
   */
  private long rollbackFrom(Object state, long timestamp, boolean reset) {
    return aheadAborts && !reset ? timestamp : latestReading(state, timestamp);
  }

  /** The latest clock reading behind a state whose timestamp is {@code timestamp}. */
  private static long latestReading(Object state, long timestamp) {
    return state instanceof Ahead ? ((Ahead) state).reading : timestamp;
  }

  /** The ID of a state: the state itself, or the ID an {@link Ahead} holds. */
  @SuppressWarnings("unchecked")
  private T id(Object state) {
    return (T) (state instanceof Ahead ? ((Ahead) state).id : state);
  }

  /** Runs a batch's steps from {@code current} and returns the last state. */
  private Object fill(Object current, long reading, RandomGenerator source, T[] ids) {
    Object s = current;
    // A reading taken before other threads moved the state on is stale, not a rollback.
    long timestamp =
        s != null
                && !withinAllowance(
                    reading, rollbackFrom(s, timestamp(id(s)), true), rollbackAllowance)
            ? readClock()
            : reading;
    for (int i = 0; i < ids.length; i++) {
      Object next = step(s, timestamp, rollbackAllowance, true, source);
      s = next != null ? next : newTimestamp(null, timestamp, source);
      ids[i] = id(s);
    }
    return s;
  }

  /** Puts the reservation in the state's place and returns the state it replaced. */
  private Object reserve(Reservation reservation) {
    for (; ; ) {
      Object current = settled();
      if (STATE.compareAndSet(this, current, reservation)) {
        return current;
      }
    }
  }

  /** Reads the state, waiting while a batch has it reserved. */
  private Object settled() {
    Object current = state;
    while (current instanceof Reservation) {
      ((Reservation) current).await();
      current = state;
    }
    return current;
  }

  private long readClock() {
    long millis = clock.millis();
    if (millis < minMillis || millis > maxMillis) {
      throw clockOutOfRange(millis);
    }
    return millis >>> unitShift;
  }

  private IllegalStateException clockOutOfRange(long millis) {
    return new IllegalStateException(
        "clock reading out of the "
            + format
            + " timestamp range: "
            + millis
            + " ms (expected "
            + minMillis
            + " to "
            + maxMillis
            + ")");
  }

  /**
   * A state whose timestamp counter overflows moved ahead of every clock reading it was stepped at,
   * with the latest of those readings, from which the rollback rule measures a rollback. An ID that
   * is not ahead is the state itself, so this costs an object only while the generator runs ahead
   * of the clock.
   */
  private static final class Ahead {
    private final Object id;
    private final long reading;

    Ahead(Object id, long reading) {
      this.id = id;
      this.reading = reading;
    }
  }

  /** Stands in the state's place while a batch computes from the state it replaced. */
  private static final class Reservation {
    private final CountDownLatch released = new CountDownLatch(1);

    void release() {
      released.countDown();
    }

    /** Waits, parked, until released; an interrupt does not end the wait but is kept. */
    void await() {
      boolean interrupted = false;
      for (; ; ) {
        try {
          released.await();
          break;
        } catch (InterruptedException e) {
          // await() has cleared the status, so the next await() parks rather than spins.
          interrupted = true;
        }
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
