package io.github.sortid.euid;

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
 * Generates EUIDs that increase strictly across all calls and threads, which the EUID reference
 * leaves to the caller (it is monotonic only along a chain of {@link Euid#next()} calls).
 *
 * <p>Within one millisecond, each EUID keeps the upper 64 bits (timestamp, filler, extension) and
 * adds one to the "random high" part, with new "random low" bits, exactly as {@link Euid#next()}
 * does. A new millisecond draws a new filler and a new random start for "random high". The filler
 * must stay fixed while the timestamp does, because it sits above "random high" in the bit order.
 *
 * <p>The extension, if any, is fixed per generator ({@link Builder#extension(int)}): a different
 * extension within a millisecond would reorder the IDs, since the extension bits, too, sit above
 * the count.
 *
 * <p>Counter overflow: "random high" starts at a random value, so a millisecond holds 2^31 IDs on
 * average and, rarely, very few. If it reaches 2^32 - 1 within one millisecond, the timestamp moves
 * forward by one with a new filler and start, as SCRU128 does, so the generator never blocks and
 * fails only at {@link Euid#MAX_TIMESTAMP} (where the reference's {@code next()} returns no EUID on
 * every overflow). The lead over the clock is then treated as a small rollback.
 *
 * <p>Clock rollbacks: while the clock is behind the last EUID's timestamp by no more than the
 * rollback allowance (default 10 s; a rollback of exactly the allowance is still tolerated), the
 * generator keeps the last timestamp and goes on counting. Past the allowance, {@link #generate()}
 * starts afresh from the clock, giving up monotonic order once, while {@link #generateOrAbort()}
 * returns {@code null} and leaves the state as it was.
 *
 * <p>A generator is thread-safe. It holds a lock only while it moves its few fields of state on,
 * spinning briefly rather than sleeping when another thread has it, and never uses {@code
 * synchronized}, so that virtual threads do not pin their carrier. With the default randomness,
 * each thread draws from its own AES-CTR stream, so threads sharing a generator do not contend for
 * random bits.
 *
 * <pre>{@code
 * EuidGenerator generator = new EuidGenerator();
 * Euid id = generator.generate();
 *
 * EuidGenerator shard7 = EuidGenerator.builder()
 *     .extension(7)
 *     .rollbackAllowance(Duration.ofSeconds(5))
 *     .build();
 * List<Euid> rows = shard7.generateBatch(1000); // for a bulk insert, each with extension 7
 * }</pre>
 *
 * <p>It is also an infinite {@link Iterable} and {@link Iterator}: {@code iterator()} returns the
 * generator itself, {@code hasNext()} is always true and {@code next()} calls {@code generate()}.
 *
 * @see Euid
 */
public final class EuidGenerator implements Iterable<Euid>, Iterator<Euid> {
  /** The rollback allowance of a generator whose builder sets none: 10 seconds. */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE = Duration.ofMillis(10_000);

  private final StateLock lock = new StateLock();
  private final InstantSource clock;
  private final RandomGenerator random;
  private final long rollbackAllowance;

  /** The extension of every EUID, or {@link Euid#NO_EXTENSION}. */
  private final int extension;

  // State of the last EUID, guarded by lock. EUID reserves no timestamp, so -1 means "no EUID
  // yet": every clock reading is ahead of it and the first call starts a millisecond.
  private long timestamp = -1;

  /** The upper 64 bits of the last EUID: timestamp, filler, extension and its length. */
  private long msb;

  /** The "random high" part of the last EUID, 0 to 2^32 - 1. */
  private long randomHigh;

  /**
   * Creates a generator with the defaults: no extension, the system clock, cryptographically strong
   * randomness and a rollback allowance of 10 seconds.
   */
  public EuidGenerator() {
    this(
        InstantSource.system(),
        AesCtrRandom.perThread(),
        DEFAULT_ROLLBACK_ALLOWANCE.toMillis(),
        Euid.NO_EXTENSION);
  }

  private EuidGenerator(
      InstantSource clock, RandomGenerator random, long rollbackAllowance, int extension) {
    this.clock = clock;
    this.random = random;
    this.rollbackAllowance = rollbackAllowance;
    this.extension = extension;
  }

  /**
   * Returns a builder to choose the extension, the clock, the randomness and the rollback
   * allowance.
   *
   * @return a new builder with the defaults of {@link #EuidGenerator()}
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Generates a new EUID from the clock. If the clock has gone back by more than the rollback
   * allowance, the generator starts afresh from the clock reading, and this EUID is smaller than
   * the previous one.
   *
   * @return the new EUID
   * @throws IllegalStateException if the clock reads a time outside the EUID timestamp range
   *     (before 1970 or after {@link Euid#MAX_TIMESTAMP}), or if the count overflows at {@link
   *     Euid#MAX_TIMESTAMP}, where no greater timestamp exists
   */
  public Euid generate() {
    long ts = readClock();
    lock.lock();
    try {
      return nextOrReset(refreshIfStale(ts));
    } finally {
      lock.unlock();
    }
  }

  /**
   * Generates a new EUID from the clock, or returns {@code null} if the clock has gone back by more
   * than the rollback allowance, so that no EUID ever breaks the monotonic order.
   *
   * @return the new EUID, or {@code null} (the generator's state is then unchanged)
   * @throws IllegalStateException if the clock reads a time outside the EUID timestamp range, or if
   *     the count overflows at {@link Euid#MAX_TIMESTAMP}
   */
  public Euid generateOrAbort() {
    long ts = readClock();
    lock.lock();
    try {
      return nextOrNull(refreshIfStale(ts));
    } finally {
      lock.unlock();
    }
  }

  /**
   * Generates {@code count} consecutive EUIDs for one clock reading, under one lock: the cheap way
   * to key a bulk insert. The EUIDs are strictly increasing, as {@code count} calls of {@link
   * #generate()} in a row would be, and no other thread's EUID falls between them.
   *
   * @param count how many EUIDs, 0 or more
   * @return an unmodifiable list of the EUIDs, in generation order
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws IllegalStateException if the clock reads a time outside the EUID timestamp range, or if
   *     the count overflows at {@link Euid#MAX_TIMESTAMP}
   */
  public List<Euid> generateBatch(int count) {
    if (count < 0) {
      throw new IllegalArgumentException("count must not be negative: " + count);
    }
    Euid[] ids = new Euid[count];
    long ts = readClock();
    lock.lock();
    try {
      ts = refreshIfStale(ts);
      for (int i = 0; i < count; i++) {
        ids[i] = nextOrReset(ts);
      }
    } finally {
      lock.unlock();
    }
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  /**
   * Returns an infinite, ordered stream of EUIDs from {@link #generate()}. Limit it, for example
   * with {@code stream().limit(100)}.
   *
   * @return the stream
   */
  public Stream<Euid> stream() {
    return Generators.stream(this);
  }

  /**
   * Returns this generator, which is an infinite iterator of EUIDs.
   *
   * @return this
   */
  @Override
  public Iterator<Euid> iterator() {
    return this;
  }

  /**
   * Always true: a generator never runs out of EUIDs.
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
   * @return the new EUID
   */
  @Override
  public Euid next() {
    return generate();
  }

  private long readClock() {
    return Euid.checkClockReading(clock.millis());
  }

  /**
   * A reading taken before waiting for the lock may have gone stale while another thread moved the
   * state on; read again rather than take a long wait for a clock rollback.
   */
  private long refreshIfStale(long ts) {
    return ts + rollbackAllowance < timestamp ? readClock() : ts;
  }

  /** Goes on from the state, or starts afresh past the rollback allowance; lock held. */
  private Euid nextOrReset(long ts) {
    Euid id = nextOrNull(ts);
    if (id == null) {
      // Start afresh, as a new generator would: ts is then ahead of the state.
      timestamp = -1;
      id = nextOrNull(ts);
    }
    return id;
  }

  /** Goes on from the state, or returns null past the rollback allowance; lock held. */
  private Euid nextOrNull(long ts) {
    if (ts > timestamp) {
      startMillisecond(ts);
    } else if (ts + rollbackAllowance >= timestamp) {
      if (randomHigh < Euid.MAX_RANDOM_HIGH) {
        randomHigh++;
      } else {
        if (timestamp == Euid.MAX_TIMESTAMP) {
          throw new IllegalStateException(
              "counter overflow at the largest EUID timestamp: no further EUID exists");
        }
        startMillisecond(timestamp + 1);
      }
    } else {
      return null;
    }
    return Euid.fromBits(msb, randomHigh << 32 | (random.nextInt() & 0xffff_ffffL));
  }

  /** Moves the state to a new timestamp, with a new filler and a new random start of the count. */
  private void startMillisecond(long ts) {
    timestamp = ts;
    msb = Euid.highBits(ts, extension, random.nextInt());
    randomHigh = random.nextInt() & Euid.MAX_RANDOM_HIGH;
  }

  /**
   * Chooses a generator's extension, clock, randomness and rollback allowance.
   *
   * <pre>{@code
   * EuidGenerator generator = EuidGenerator.builder()
   *     .extension(42)
   *     .random(new SecureRandom())
   *     .rollbackAllowance(Duration.ofSeconds(1))
   *     .build();
   * }</pre>
   */
  public static final class Builder {
    private int extension = Euid.NO_EXTENSION;
    private InstantSource clock = InstantSource.system();
    private RandomGenerator random;
    private Duration rollbackAllowance = DEFAULT_ROLLBACK_ALLOWANCE;

    private Builder() {}

    /**
     * Sets the extension that every EUID of the generator carries, with its extension length set to
     * the extension's bit length (at least 1), as {@link Euid#create(int)} sets it. Default: no
     * extension.
     *
     * @param extension 0 to {@link Euid#MAX_EXTENSION}
     * @return this builder
     * @throws IllegalArgumentException if {@code extension} is out of its range
     */
    public Builder extension(int extension) {
      Euid.checkField("extension", extension, Euid.MAX_EXTENSION);
      this.extension = extension;
      return this;
    }

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
     * Sets the source of the filler's, the count's and the random low part's bits. Default: a
     * cryptographically strong generator keyed from {@link java.security.SecureRandom}. A generator
     * uses its source only while holding its lock, so the source need not be thread-safe, but it
     * must not be shared with other code that draws from it concurrently.
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
     * @param rollbackAllowance 0 to 2^45 - 1 milliseconds
     * @return this builder
     * @throws IllegalArgumentException if the allowance is negative or too large
     * @throws NullPointerException if {@code rollbackAllowance} is null
     */
    public Builder rollbackAllowance(Duration rollbackAllowance) {
      this.rollbackAllowance =
          Generators.checkRollbackAllowance(rollbackAllowance, Euid.MAX_TIMESTAMP);
      return this;
    }

    /**
     * Creates the generator.
     *
     * @return a new generator with this builder's settings
     */
    public EuidGenerator build() {
      return new EuidGenerator(
          clock,
          random != null ? random : AesCtrRandom.perThread(),
          rollbackAllowance.toMillis(),
          extension);
    }
  }
}
