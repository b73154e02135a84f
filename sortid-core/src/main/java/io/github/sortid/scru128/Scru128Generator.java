package io.github.sortid.scru128;

import io.github.sortid.internal.AesCtrRandom;
import io.github.sortid.internal.Generators;
import io.github.sortid.internal.StateLock;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

/**
 * Generates SCRU128 IDs that increase monotonically, following the reference generator of the
 * SCRU128 spec v2.1.1 and the method names of the official scru128 Java library, so that code
 * migrates by changing its imports.
 *
 * <p>Within one millisecond, each ID increments {@code counter_lo} (carrying into {@code
 * counter_hi}); a new millisecond draws a new random {@code counter_lo}; {@code counter_hi} is
 * drawn anew when the timestamp has moved on by a second or more since its last renewal; {@code
 * entropy} is random for every ID. If both counters are exhausted within one millisecond, the
 * timestamp moves forward by one (spec §"Counter overflow"), so the generator never blocks.
 *
 * <p>Clock rollbacks: while the clock is behind the last ID's timestamp by no more than the
 * rollback allowance (default 10 s, the references' value; a rollback of exactly the allowance is
 * still tolerated), the generator keeps the last timestamp and goes on counting. Past the
 * allowance, {@link #generate()} starts afresh from the clock, giving up monotonic order once,
 * while {@link #generateOrAbort()} returns {@code null} and leaves the state as it was.
 *
 * <p>A generator is thread-safe, and IDs from one generator are strictly increasing across all
 * threads (except across a reset of {@code generate}). It holds a lock only while it moves its few
 * fields of state on, spinning briefly rather than sleeping when another thread has it, and never
 * uses {@code synchronized}, so that virtual threads do not pin their carrier. With the default
 * randomness, each thread draws from its own AES-CTR stream, so threads sharing a generator do not
 * contend for random bits.
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
 * <p>It is also an infinite {@link Iterable} and {@link Iterator}, as in the official library:
 * {@code iterator()} returns the generator itself, {@code hasNext()} is always true and {@code
 * next()} calls {@code generate()}.
 *
 * @see Scru128 for the process-wide generator
 */
public final class Scru128Generator implements Iterable<Scru128Id>, Iterator<Scru128Id> {
  /** The rollback allowance of a generator whose builder sets none: 10 seconds. */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE = Duration.ofMillis(10_000);

  /** How long {@code counter_hi} lives before it is drawn anew, in milliseconds (spec §1). */
  private static final long COUNTER_HI_LIFETIME = 1000;

  private final StateLock lock = new StateLock();
  private final InstantSource clock;
  private final RandomGenerator random;
  private final long rollbackAllowance;

  // State of the last ID, guarded by lock. All zero means "no ID yet": timestamp 0 is reserved, so
  // a generator never assigns it and the first call always takes the "clock moved forward" path.
  private long timestamp;
  private int counterHi;
  private int counterLo;

  /** The timestamp at which counter_hi was last drawn, or 0 if it never was. */
  private long tsCounterHi;

  /**
   * Creates a generator with the defaults: the system clock, cryptographically strong randomness
   * and a rollback allowance of 10 seconds.
   */
  public Scru128Generator() {
    this(InstantSource.system(), AesCtrRandom.perThread(), DEFAULT_ROLLBACK_ALLOWANCE.toMillis());
  }

  private Scru128Generator(InstantSource clock, RandomGenerator random, long rollbackAllowance) {
    this.clock = clock;
    this.random = random;
    this.rollbackAllowance = rollbackAllowance;
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
    long ts = readClock();
    lock.lock();
    try {
      return nextOrReset(refreshIfStale(ts), rollbackAllowance, random);
    } finally {
      lock.unlock();
    }
  }

  /**
   * Generates a new ID from the clock, or returns {@code null} if the clock has gone back by more
   * than the rollback allowance, so that no ID ever breaks the monotonic order.
   *
   * @return the new ID, or {@code null} (the generator's state is then unchanged)
   * @throws IllegalStateException if the clock reads a time outside the SCRU128 timestamp range
   */
  public Scru128Id generateOrAbort() {
    long ts = readClock();
    lock.lock();
    try {
      return nextOrNull(refreshIfStale(ts), rollbackAllowance, random);
    } finally {
      lock.unlock();
    }
  }

  /**
   * Generates a new ID at the given timestamp, starting afresh if the timestamp is behind the last
   * ID's by more than {@code rollbackAllowance}. This is the reference's low-level form, for
   * callers that bring their own time.
   *
   * @param timestamp Unix time in milliseconds, 1 to {@link Scru128Id#MAX_TIMESTAMP}
   * @param rollbackAllowance the tolerated rollback in milliseconds, 0 to {@link
   *     Scru128Id#MAX_TIMESTAMP}
   * @return the new ID
   * @throws IllegalArgumentException if an argument is out of its range
   */
  public Scru128Id generateOrResetCore(long timestamp, long rollbackAllowance) {
    checkCoreArguments(timestamp, rollbackAllowance);
    lock.lock();
    try {
      return nextOrReset(timestamp, rollbackAllowance, random);
    } finally {
      lock.unlock();
    }
  }

  /**
   * Generates a new ID at the given timestamp, or returns {@code null} if the timestamp is behind
   * the last ID's by more than {@code rollbackAllowance}.
   *
   * @param timestamp Unix time in milliseconds, 1 to {@link Scru128Id#MAX_TIMESTAMP}
   * @param rollbackAllowance the tolerated rollback in milliseconds, 0 to {@link
   *     Scru128Id#MAX_TIMESTAMP}
   * @return the new ID, or {@code null} (the generator's state is then unchanged)
   * @throws IllegalArgumentException if an argument is out of its range
   */
  public Scru128Id generateOrAbortCore(long timestamp, long rollbackAllowance) {
    checkCoreArguments(timestamp, rollbackAllowance);
    lock.lock();
    try {
      return nextOrNull(timestamp, rollbackAllowance, random);
    } finally {
      lock.unlock();
    }
  }

  /**
   * Generates {@code count} consecutive IDs for one clock reading, under one lock: the cheap way to
   * key a bulk insert. The IDs are strictly increasing, as {@code count} calls of {@link
   * #generate()} in a row would be, and no other thread's ID falls between them.
   *
   * @param count how many IDs, 0 or more
   * @return an unmodifiable list of the IDs, in generation order
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws IllegalStateException if the clock reads a time outside the SCRU128 timestamp range
   */
  public List<Scru128Id> generateBatch(int count) {
    if (count < 0) {
      throw new IllegalArgumentException("count must not be negative: " + count);
    }
    Scru128Id[] ids = new Scru128Id[count];
    long ts = readClock();
    RandomGenerator source = AesCtrRandom.resolve(random);
    lock.lock();
    try {
      ts = refreshIfStale(ts);
      for (int i = 0; i < count; i++) {
        ids[i] = nextOrReset(ts, rollbackAllowance, source);
      }
    } finally {
      lock.unlock();
    }
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  /**
   * Returns an infinite, ordered stream of IDs from {@link #generate()}. Limit it, for example with
   * {@code stream().limit(100)}.
   *
   * @return the stream
   */
  public Stream<Scru128Id> stream() {
    return Generators.stream(this);
  }

  /**
   * Returns this generator, which is an infinite iterator of IDs.
   *
   * @return this
   */
  @Override
  public Iterator<Scru128Id> iterator() {
    return this;
  }

  /**
   * Always true: a generator never runs out of IDs.
   *
   * @return true
   */
  @Override
  public boolean hasNext() {
    return true;
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

  private long readClock() {
    long ts = clock.millis();
    if (ts < 1 || ts > Scru128Id.MAX_TIMESTAMP) {
      throw new IllegalStateException(
          "clock reading out of the SCRU128 timestamp range: "
              + ts
              + " ms (expected 1 to "
              + Scru128Id.MAX_TIMESTAMP
              + ")");
    }
    return ts;
  }

  /**
   * A reading taken before waiting for the lock may have gone stale while another thread moved the
   * state on; read again rather than take a long wait for a clock rollback.
   */
  private long refreshIfStale(long ts) {
    return ts + rollbackAllowance < timestamp ? readClock() : ts;
  }

  private static void checkCoreArguments(long timestamp, long rollbackAllowance) {
    if (timestamp < 1 || timestamp > Scru128Id.MAX_TIMESTAMP) {
      throw new IllegalArgumentException(
          "timestamp out of range: "
              + timestamp
              + " (expected 1 to "
              + Scru128Id.MAX_TIMESTAMP
              + ")");
    }
    if (rollbackAllowance < 0 || rollbackAllowance > Scru128Id.MAX_TIMESTAMP) {
      throw new IllegalArgumentException(
          "rollbackAllowance out of range: "
              + rollbackAllowance
              + " (expected 0 to "
              + Scru128Id.MAX_TIMESTAMP
              + ")");
    }
  }

  /** The reference's generateOrResetCore, with the lock held, drawing from {@code source}. */
  private Scru128Id nextOrReset(long ts, long allowance, RandomGenerator source) {
    Scru128Id id = nextOrNull(ts, allowance, source);
    if (id == null) {
      // Start afresh, as a new generator would: ts is then ahead of the (zero) state.
      timestamp = 0;
      counterHi = 0;
      counterLo = 0;
      tsCounterHi = 0;
      id = nextOrNull(ts, allowance, source);
    }
    return id;
  }

  /** The reference's generateOrAbortCore (scru128 digest §3.2), with the lock held. */
  private Scru128Id nextOrNull(long ts, long allowance, RandomGenerator source) {
    if (ts > timestamp) {
      timestamp = ts;
      counterLo = source.nextInt() & Scru128Id.MAX_COUNTER_LO;
    } else if (ts + allowance >= timestamp) {
      if (counterLo < Scru128Id.MAX_COUNTER_LO) {
        counterLo++;
      } else if (counterHi < Scru128Id.MAX_COUNTER_HI) {
        counterLo = 0;
        counterHi++;
      } else {
        // Both counters are exhausted: the spec's recommended handling moves the timestamp on
        // rather than blocking; the lead over the clock is then treated as a small rollback.
        if (timestamp == Scru128Id.MAX_TIMESTAMP) {
          throw new IllegalStateException(
              "counter overflow at the largest SCRU128 timestamp: no further ID exists");
        }
        timestamp++;
        counterHi = 0;
        counterLo = source.nextInt() & Scru128Id.MAX_COUNTER_LO;
      }
    } else {
      return null;
    }
    if (timestamp - tsCounterHi >= COUNTER_HI_LIFETIME || tsCounterHi == 0) {
      tsCounterHi = timestamp;
      counterHi = source.nextInt() & Scru128Id.MAX_COUNTER_HI;
    }
    // The fields are in range by construction, so the ID is made from its bits without checks.
    return Scru128Id.fromBits(
        timestamp << 16 | counterHi >>> 8,
        (long) counterHi << 56
            | (long) counterLo << 32
            | (source.nextInt() & Scru128Id.MAX_ENTROPY));
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
  public static final class Builder {
    private InstantSource clock = InstantSource.system();
    private RandomGenerator random;
    private Duration rollbackAllowance = DEFAULT_ROLLBACK_ALLOWANCE;

    private Builder() {}

    /**
     * Sets the clock whose {@link InstantSource#millis()} gives the timestamps. Default: the system
     * clock.
     *
     * @param clock the clock
     * @return this builder
     * @throws NullPointerException if {@code clock} is null
     */
    public Builder clock(InstantSource clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /**
     * Sets the source of the counters' and the entropy's random bits. Default: a cryptographically
     * strong generator keyed from {@link java.security.SecureRandom}. A generator uses its source
     * only while holding its lock, so the source need not be thread-safe, but it must not be shared
     * with other code that draws from it concurrently.
     *
     * @param random the source
     * @return this builder
     * @throws NullPointerException if {@code random} is null
     */
    public Builder random(RandomGenerator random) {
      this.random = Objects.requireNonNull(random, "random");
      return this;
    }

    /**
     * Sets how far the clock may go back and still continue the monotonic sequence, in whole
     * milliseconds (a fraction of a millisecond is dropped). Default: 10 seconds.
     *
     * @param rollbackAllowance 0 to 2^48 - 1 milliseconds
     * @return this builder
     * @throws IllegalArgumentException if the allowance is negative or too large
     * @throws NullPointerException if {@code rollbackAllowance} is null
     */
    public Builder rollbackAllowance(Duration rollbackAllowance) {
      this.rollbackAllowance =
          Generators.checkRollbackAllowance(rollbackAllowance, Scru128Id.MAX_TIMESTAMP);
      return this;
    }

    /**
     * Creates the generator.
     *
     * @return a new generator with this builder's settings
     */
    public Scru128Generator build() {
      return new Scru128Generator(
          clock, random != null ? random : AesCtrRandom.perThread(), rollbackAllowance.toMillis());
    }
  }
}
