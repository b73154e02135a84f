package io.github.sortid.euid;

import io.github.sortid.GeneratorBuilder;
import io.github.sortid.IdGenerator;
import io.github.sortid.internal.GeneratorCore;
import io.github.sortid.internal.Generators;
import java.time.Duration;
import java.util.List;
import java.util.random.RandomGenerator;

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
 * every overflow). The lead over the clock is the generator's own, never a clock rollback, whatever
 * the allowance: the generator goes on from it until the clock catches up. The start after an
 * overflow has its top bit clear, so the next overflow is at least 2^31 IDs away: even a broken
 * random source that always gives the largest start cannot make every EUID overflow and the
 * timestamp run ahead of the clock.
 *
 * <p>Clock rollbacks: while the clock is behind the last EUID's timestamp by no more than the
 * rollback allowance (default 10 s; a rollback of exactly the allowance is still tolerated), the
 * generator keeps the last timestamp and goes on counting. Past the allowance, {@link #generate()}
 * starts afresh from the clock, giving up monotonic order once, while {@link #generateOrAbort()}
 * returns {@code null} and leaves the state as it was.
 *
 * <p>A generator is thread-safe, and EUIDs from one generator are strictly increasing across all
 * threads (except across a reset of {@code generate}). It holds no lock: its whole state is the
 * last EUID; a thread computes the next EUID from it and publishes it with one compare-and-set,
 * computing again if another thread was first. If the clock or the random source throws, the call
 * throws and the generator is exactly as it was.
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
 * <p>It is an {@link IdGenerator}: an endless {@link java.util.Iterator} that is its own {@link
 * Iterable} and gives a {@code stream()}: {@code next()} calls {@code generate()}.
 *
 * @see Euid
 */
public final class EuidGenerator implements IdGenerator<Euid> {
  /** The rollback allowance of a generator whose builder sets none: 10 seconds. */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE =
      Duration.ofMillis(Generators.DEFAULT_ROLLBACK_ALLOWANCE_MILLIS);

  private final Core core;

  /**
   * Creates a generator with the defaults: no extension, the system clock, cryptographically strong
   * randomness and a rollback allowance of 10 seconds.
   */
  public EuidGenerator() {
    this(null, Euid.NO_EXTENSION);
  }

  /**
   * @param builder the settings, or null for the defaults: a {@link GeneratorBuilder}, so that the
   *     defaults load no builder class ({@link GeneratorCore#GeneratorCore})
   * @param extension the builder's extension, or {@link Euid#NO_EXTENSION}
   */
  private EuidGenerator(GeneratorBuilder<?> builder, int extension) {
    this.core = new Core(builder, extension);
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
    return core.nextOrReset();
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
    return core.nextOrNull();
  }

  /**
   * Generates {@code count} consecutive EUIDs for one clock reading, published at once: the cheap
   * way to key a bulk insert. The EUIDs are strictly increasing, as {@code count} calls of {@link
   * #generate()} in a row would be, and no other thread's EUID falls between them.
   *
   * @param count how many EUIDs, 0 or more
   * @return an unmodifiable list of the EUIDs, in generation order
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws IllegalStateException if the clock reads a time outside the EUID timestamp range, or if
   *     the count overflows at {@link Euid#MAX_TIMESTAMP}
   */
  public List<Euid> generateBatch(int count) {
    return core.batch(count);
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

  /**
   * {@link Euid#next()}'s step within a millisecond, and a new filler and start of the count at a
   * new one; the state is the last EUID itself.
   */
  private static final class Core extends GeneratorCore<Euid> {
    /** The extension of every EUID, or {@link Euid#NO_EXTENSION}. */
    private final int extension;

    Core(GeneratorBuilder<?> builder, int extension) {
      super(builder, "EUID", 0, Euid.MAX_TIMESTAMP, 0, false, null);
      this.extension = extension;
    }

    @Override
    protected long timestamp(Euid state) {
      return state.getTimestamp();
    }

    @Override
    protected Euid newTimestamp(Euid prev, long timestamp, RandomGenerator random) {
      return start(timestamp, Euid.MAX_RANDOM_HIGH, random);
    }

    @Override
    protected Euid sameTimestamp(Euid prev, RandomGenerator random) {
      long randomHigh = prev.getLeastSignificantBits() >>> 32;
      if (randomHigh < Euid.MAX_RANDOM_HIGH) {
        return Euid.fromBits(
            prev.getMostSignificantBits(), (randomHigh + 1) << 32 | randomLow(random));
      }
      long timestamp = prev.getTimestamp();
      if (timestamp == Euid.MAX_TIMESTAMP) {
        throw new IllegalStateException(
            "counter overflow at the largest EUID timestamp: no further EUID exists");
      }
      return start(timestamp + 1, Euid.MAX_RANDOM_HIGH >>> 1, random);
    }

    /**
     * The first EUID of a timestamp: a new filler, and a random start of "random high" within
     * {@code startMask}.
     */
    private Euid start(long timestamp, long startMask, RandomGenerator random) {
      long msb = Euid.highBits(timestamp, extension, random.nextInt());
      long randomHigh = random.nextInt() & startMask;
      return Euid.fromBits(msb, randomHigh << 32 | randomLow(random));
    }

    private static long randomLow(RandomGenerator random) {
      return random.nextInt() & 0xffff_ffffL;
    }
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
  public static final class Builder extends GeneratorBuilder<Builder> {
    private int extension = Euid.NO_EXTENSION;

    private Builder() {
      super(Euid.MAX_TIMESTAMP);
    }

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
     * Creates the generator.
     *
     * @return a new generator with this builder's settings
     */
    public EuidGenerator build() {
      return new EuidGenerator(this, extension);
    }
  }
}
