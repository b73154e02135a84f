package io.github.sortid.scru128;

import io.github.sortid.GeneratorBuilder;
import io.github.sortid.IdGenerator;
import io.github.sortid.internal.GeneratorCore;
import io.github.sortid.internal.Generators;
import java.time.Duration;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Generates SCRU128 IDs that increase monotonically, following the reference generator of the
 * SCRU128 spec v2.1.1 and the method names of the official scru128 Java library, so that code
 * migrates by changing its imports.
 *
 * <p>Within one millisecond, each ID increments {@code counter_lo} (carrying into {@code
 * counter_hi}); a new millisecond draws a new random {@code counter_lo}; {@code counter_hi} is
 * drawn anew when the timestamp has moved on by a second or more since its last renewal; {@code
 * entropy} is random for every ID. If both counters are exhausted within one millisecond, the
 * timestamp moves forward by one (spec §"Counter overflow"), so the generator never blocks. The
 * lead so taken over the clock is the generator's own and never counts as a clock rollback,
 * whatever the allowance: the generator goes on from it until the clock catches up.
 *
 * <p>Clock rollbacks: while the clock is behind the last ID's timestamp by no more than the
 * rollback allowance (default 10 s, the references' value; a rollback of exactly the allowance is
 * still tolerated), the generator keeps the last timestamp and goes on counting. Past the
 * allowance, {@link #generate()} starts afresh from the clock, giving up monotonic order once,
 * while {@link #generateOrAbort()} returns {@code null} and leaves the state as it was. A rollback
 * is measured from the clock's latest reading, so that a counter overflow's lead is none.
 *
 * <p>A generator is thread-safe, and IDs from one generator are strictly increasing across all
 * threads (except across a reset of {@code generate}). It holds no lock: its whole state is the
 * last ID (which also records when its {@code counter_hi} was drawn), an immutable object; a thread
 * computes the next ID from it and publishes it with one compare-and-set, computing again if
 * another thread was first. If the clock or the random source throws, the call throws and the
 * generator is exactly as it was.
 *
 * <p>A thread waits for another only in these cases, and always parked, so a virtual thread never
 * pins its carrier:
 *
 * <ul>
 *   <li>Behind a batch: a {@link #generateBatch} that loses the race to publish holds the state
 *       until it has computed its IDs again, and every other call on the generator waits for it.
 *   <li>On a shared random source: a source set with {@code random(...)} is drawn from under a
 *       lock, so threads that draw at once take turns, and all wait while the source does. With the
 *       default randomness, virtual threads share one stream behind a lock in the same way; each
 *       platform thread draws from its own AES-CTR stream and never waits for another.
 * </ul>
 *
 * <p>A thread also waits, by itself, while the default randomness seeds its stream from {@link
 * java.security.SecureRandom} (at its first ID, and at the first after {@link
 * io.github.sortid.DefaultRandomness#reseed()} or after its stream was collected unused), and while
 * it mixes fresh bytes from there into its stream, every 1 MiB of keystream. The clock is read
 * after such a wait, or once more if the wait came after the reading, so the ID is not dated before
 * it.
 *
 * <pre>{@code
 * Scru128Generator generator = new Scru128Generator();
 * Scru128Id id = generator.generate();
 *
 * Scru128Generator custom = Scru128Generator.builder()
 *     .clock(Clock.systemUTC())
 *     .rollbackAllowance(Duration.ofSeconds(5))
 *     .build();
 * List<Scru128Id> rows = custom.generateBatch(1000); // for a bulk insert
 * }</pre>
 *
 * <p>It is an {@link IdGenerator}: as in the official library, an endless {@link
 * java.util.Iterator} that is its own {@link Iterable}, with a {@code stream()}; {@code next()}
 * calls {@code generate()}.
 *
 * <p>{@link Scru128} holds the process-wide generator.
 *
 * @see Scru128
 */
public final class Scru128Generator implements IdGenerator<Scru128Id> {
  /** The rollback allowance of a generator whose builder sets none: 10 seconds. */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE =
      Duration.ofMillis(Generators.DEFAULT_ROLLBACK_ALLOWANCE_MILLIS);

  /**
   * How long {@code counter_hi} lives before it is drawn anew, in milliseconds (the SCRU128
   * specification's definition of {@code counter_hi}).
   */
  private static final long COUNTER_HI_LIFETIME = 1000;

  private final Core core;

  /**
   * Creates a generator with the defaults: the system clock, cryptographically strong randomness
   * and a rollback allowance of 10 seconds.
   */
  public Scru128Generator() {
    this(null);
  }

  /**
   * @param builder the settings, or null for the defaults: a {@link GeneratorBuilder}, so that the
   *     defaults load no builder class ({@link GeneratorCore#GeneratorCore})
   */
  private Scru128Generator(GeneratorBuilder<?> builder) {
    this.core = new Core(builder);
  }

  /**
   * Returns a builder to choose the clock, the randomness and the rollback allowance.
   *
   * @return a new builder with the defaults of {@link #Scru128Generator()}
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Generates a new ID from the clock. If the clock has gone back by more than the rollback
   * allowance, the generator starts afresh from the clock reading, and this ID is smaller than the
   * previous one.
   *
   * @return the new ID
   * @throws IllegalStateException if the clock reads a time outside the SCRU128 timestamp range
   *     (before 1970-01-01T00:00:00.001Z or after the year 10889)
   */
  public Scru128Id generate() {
    return core.nextOrReset();
  }

  /**
   * Generates a new ID from the clock, or returns {@code null} if the clock has gone back by more
   * than the rollback allowance, so that no ID ever breaks the monotonic order.
   *
   * @return the new ID, or {@code null} (the generator's state is then unchanged)
   * @throws IllegalStateException if the clock reads a time outside the SCRU128 timestamp range
   */
  public Scru128Id generateOrAbort() {
    return core.nextOrNull();
  }

  /**
   * Generates a new ID at the given timestamp, starting afresh if the timestamp is behind the
   * latest one given by more than {@code rollbackAllowance} (the lead that a counter overflow took
   * is not counted, unlike in the reference). This is the reference's low-level form, for callers
   * that bring their own time.
   *
   * @param timestamp Unix time in milliseconds, 1 to {@link Scru128Id#MAX_TIMESTAMP}
   * @param rollbackAllowance the tolerated rollback in milliseconds, 0 to {@link
   *     Scru128Id#MAX_TIMESTAMP}
   * @return the new ID
   * @throws IllegalArgumentException if an argument is out of its range
   */
  public Scru128Id generateOrResetCore(long timestamp, long rollbackAllowance) {
    checkCoreArguments(timestamp, rollbackAllowance);
    return core.nextOrResetAt(timestamp, rollbackAllowance);
  }

  /**
   * Generates a new ID at the given timestamp, or returns {@code null} if the timestamp is behind
   * the latest one given by more than {@code rollbackAllowance} (the lead that a counter overflow
   * took is not counted, unlike in the reference).
   *
   * @param timestamp Unix time in milliseconds, 1 to {@link Scru128Id#MAX_TIMESTAMP}
   * @param rollbackAllowance the tolerated rollback in milliseconds, 0 to {@link
   *     Scru128Id#MAX_TIMESTAMP}
   * @return the new ID, or {@code null} (the generator's state is then unchanged)
   * @throws IllegalArgumentException if an argument is out of its range
   */
  public Scru128Id generateOrAbortCore(long timestamp, long rollbackAllowance) {
    checkCoreArguments(timestamp, rollbackAllowance);
    return core.nextOrNullAt(timestamp, rollbackAllowance);
  }

  /**
   * Generates {@code count} consecutive IDs for one clock reading, published at once: the cheap way
   * to key a bulk insert. The IDs are strictly increasing, as {@code count} calls of {@link
   * #generate()} in a row would be, and no other thread's ID falls between them.
   *
   * @param count how many IDs, 0 or more
   * @return an unmodifiable list of the IDs, in generation order
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws IllegalStateException if the clock reads a time outside the SCRU128 timestamp range
   */
  public List<Scru128Id> generateBatch(int count) {
    return core.batch(count);
  }

  /**
   * Same as {@link #generate()}.
   *
   * @return the new ID
   */
  @Override
  public Scru128Id next() {
    return generate();
  }

  private static void checkCoreArguments(long timestamp, long rollbackAllowance) {
    Generators.checkArgument("timestamp", timestamp, 1, Scru128Id.MAX_TIMESTAMP);
    Generators.checkArgument("rollbackAllowance", rollbackAllowance, 0, Scru128Id.MAX_TIMESTAMP);
  }

  /**
   * The reference's generateOrAbortCore step (docs/INTERNALS.md#scru128s-step). Its state is the
   * last ID: the reference's {@code ts_counter_hi}, the one field an ID does not show, is kept in
   * the ID as the age of its {@code counter_hi} (at most a second by the step's own rule).
   */
  private static final class Core extends GeneratorCore<Scru128Id> {
    Core(GeneratorBuilder<?> builder) {
      super(builder, "SCRU128", 1, Scru128Id.MAX_TIMESTAMP, 0, false, null);
    }

    @Override
    protected long timestamp(Scru128Id state) {
      return state.getTimestamp();
    }

    @Override
    protected Scru128Id newTimestamp(Scru128Id prev, long timestamp, RandomGenerator random) {
      // counter_lo is drawn anew; counter_hi goes on until its second is up. A fresh start is the
      // all-zero state, whose ts_counter_hi of 0 renews counter_hi at once.
      int counterLo = random.nextInt() & Scru128Id.MAX_COUNTER_LO;
      return prev == null
          ? finish(timestamp, 0, counterLo, 0, random)
          : finish(timestamp, prev.getCounterHi(), counterLo, tsCounterHi(prev), random);
    }

    @Override
    protected Scru128Id sameTimestamp(Scru128Id prev, RandomGenerator random) {
      long timestamp = prev.getTimestamp();
      int counterHi = prev.getCounterHi();
      int counterLo = prev.getCounterLo();
      if (counterLo < Scru128Id.MAX_COUNTER_LO) {
        counterLo++;
      } else if (counterHi < Scru128Id.MAX_COUNTER_HI) {
        counterLo = 0;
        counterHi++;
      } else {
        // Both counters are exhausted: the spec's recommended handling moves the timestamp on
        // rather than blocking; the lead over the clock is the generator's own, never a rollback
        // (docs/INTERNALS.md#the-rollback-rule).
        // counter_hi starts at 0, so whatever counter_lo is drawn, the next overflow is 2^24 IDs
        // away at the least.
        if (timestamp == Scru128Id.MAX_TIMESTAMP) {
          throw new IllegalStateException(
              "counter overflow at the largest SCRU128 timestamp: no further ID exists");
        }
        timestamp++;
        counterHi = 0;
        counterLo = random.nextInt() & Scru128Id.MAX_COUNTER_LO;
      }
      return finish(timestamp, counterHi, counterLo, tsCounterHi(prev), random);
    }

    /** The reference's ts_counter_hi of the state that a generated ID is. */
    private static long tsCounterHi(Scru128Id state) {
      return state.getTimestamp() - state.counterHiAge();
    }

    /** Renews counter_hi if its second is up, and draws the entropy. */
    private static Scru128Id finish(
        long timestamp, int counterHi, int counterLo, long tsCounterHi, RandomGenerator random) {
      if (timestamp - tsCounterHi >= COUNTER_HI_LIFETIME || tsCounterHi == 0) {
        tsCounterHi = timestamp;
        counterHi = random.nextInt() & Scru128Id.MAX_COUNTER_HI;
      }
      // The fields are in range by construction, so the ID is made from its bits without checks.
      return Scru128Id.generated(
          timestamp << 16 | counterHi >>> 8,
          (long) counterHi << 56
              | (long) counterLo << 32
              | (random.nextInt() & Scru128Id.MAX_ENTROPY),
          (int) (timestamp - tsCounterHi));
    }
  }

  /**
   * Chooses a generator's clock, randomness and rollback allowance.
   *
   * <pre>{@code
   * Scru128Generator generator = Scru128Generator.builder()
   *     .random(new SecureRandom())
   *     .rollbackAllowance(Duration.ofSeconds(1))
   *     .build();
   * }</pre>
   */
  public static final class Builder extends GeneratorBuilder<Builder> {
    private Builder() {
      super(Scru128Id.MAX_TIMESTAMP);
    }

    /**
     * Creates the generator.
     *
     * @return a new generator with this builder's settings
     */
    public Scru128Generator build() {
      return new Scru128Generator(this);
    }
  }
}
