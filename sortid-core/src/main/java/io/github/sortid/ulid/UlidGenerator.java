package io.github.sortid.ulid;

import io.github.sortid.GeneratorBuilder;
import io.github.sortid.IdGenerator;
import io.github.sortid.internal.GeneratorCore;
import io.github.sortid.internal.Generators;
import java.time.Duration;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Generates ULIDs that increase monotonically, as the spec's monotonic factory does (spec
 * §"Monotonicity").
 *
 * <p>A new millisecond draws 80 fresh random bits. Within one millisecond, each ULID is the
 * previous one plus one in the random component, with carrying:
 *
 * <pre>
 * 01BX5ZZKBKACTAV9WEVGEMMVRY
 * 01BX5ZZKBKACTAV9WEVGEMMVRZ
 * 01BX5ZZKBKACTAV9WEVGEMMVS0
 * </pre>
 *
 * <p>Overflow: if the random component is already {@code ZZZZZZZZZZZZZZZZ} (all 80 bits set), the
 * millisecond has no greater ULID and, as the spec requires, generation fails: {@link #generate()}
 * throws an {@link IllegalStateException} whose message begins with {@code random component
 * overflow}, and leaves the generator's state as it was, so that generation succeeds again as soon
 * as the clock reads a later millisecond than the last ULID's. From a uniformly random start, that
 * takes 2^79 ULIDs in one millisecond on average, so in practice only a biased random source makes
 * it happen. The generator never carries into the timestamp to make room, as some libraries do: the
 * spec calls for failure, and a timestamp ahead of the clock would misdate the ULID.
 *
 * <p>Clock rollbacks: while the clock is behind the last ULID's timestamp by no more than the
 * rollback allowance (default 10 s; a rollback of exactly the allowance is still tolerated), the
 * generator keeps the last timestamp and goes on incrementing. Past the allowance, {@link
 * #generate()} starts afresh from the clock, giving up monotonic order once, while {@link
 * #generateOrAbort()} returns {@code null} and leaves the state as it was.
 *
 * <p>A generator is thread-safe, and ULIDs from one generator are strictly increasing across all
 * threads (except across a reset of {@code generate}). It holds no lock: its whole state is the
 * last ULID; a thread computes the next ULID from it and publishes it with one compare-and-set,
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
 * UlidGenerator generator = new UlidGenerator();
 * Ulid id = generator.generate();
 *
 * UlidGenerator custom = UlidGenerator.builder()
 *     .clock(Clock.systemUTC())
 *     .rollbackAllowance(Duration.ofSeconds(5))
 *     .build();
 * List<Ulid> rows = custom.generateBatch(1000); // for a bulk insert
 * }</pre>
 *
 * <p>It is an {@link IdGenerator}: an endless {@link java.util.Iterator} that is its own {@link
 * Iterable} and gives a {@code stream()}: {@code next()} calls {@code generate()}.
 *
 * <p>{@link Ulids} holds the process-wide generator. {@link Ulid#random()} makes ULIDs without
 * monotonic order.
 *
 * @see Ulids
 * @see Ulid#random()
 */
public final class UlidGenerator implements IdGenerator<Ulid> {
  /** The rollback allowance of a generator whose builder sets none: 10 seconds. */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE =
      Duration.ofMillis(Generators.DEFAULT_ROLLBACK_ALLOWANCE_MILLIS);

  private final Core core;

  /**
   * Creates a generator with the defaults: the system clock, cryptographically strong randomness
   * and a rollback allowance of 10 seconds.
   */
  public UlidGenerator() {
    this(null);
  }

  /**
   * @param builder the settings, or null for the defaults: a {@link GeneratorBuilder}, so that the
   *     defaults load no builder class ({@link GeneratorCore#GeneratorCore})
   */
  private UlidGenerator(GeneratorBuilder<?> builder) {
    this.core = new Core(builder);
  }

  /**
   * Returns a builder to choose the clock, the randomness and the rollback allowance.
   *
   * @return a new builder with the defaults of {@link #UlidGenerator()}
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Generates a new ULID from the clock. If the clock has gone back by more than the rollback
   * allowance, the generator starts afresh from the clock reading, and this ULID is smaller than
   * the previous one.
   *
   * @return the new ULID
   * @throws IllegalStateException if the random component overflows within the millisecond (the
   *     message begins with {@code random component overflow}; the state is unchanged), or if the
   *     clock reads a time outside the ULID timestamp range (before 1970 or after the year 10889)
   */
  public Ulid generate() {
    return core.nextOrReset();
  }

  /**
   * Generates a new ULID from the clock, or returns {@code null} if the clock has gone back by more
   * than the rollback allowance, so that no ULID ever breaks the monotonic order.
   *
   * @return the new ULID, or {@code null} (the generator's state is then unchanged)
   * @throws IllegalStateException if the random component overflows within the millisecond (the
   *     state is unchanged), or if the clock reads a time outside the ULID timestamp range
   */
  public Ulid generateOrAbort() {
    return core.nextOrNull();
  }

  /**
   * Generates {@code count} consecutive ULIDs for one clock reading, published at once: the cheap
   * way to key a bulk insert. The ULIDs are strictly increasing, as {@code count} calls of {@link
   * #generate()} in a row would be, and no other thread's ULID falls between them.
   *
   * <p>All or nothing: if the random component overflows before the last ULID, the call throws and
   * the generator's state is as it was before the call.
   *
   * @param count how many ULIDs, 0 or more
   * @return an unmodifiable list of the ULIDs, in generation order
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws IllegalStateException if the random component overflows within the millisecond, or if
   *     the clock reads a time outside the ULID timestamp range
   */
  public List<Ulid> generateBatch(int count) {
    return core.batch(count);
  }

  /**
   * Same as {@link #generate()}.
   *
   * @return the new ULID
   * @throws IllegalStateException as {@link #generate()} does
   */
  @Override
  public Ulid next() {
    return generate();
  }

  /** The monotonic factory's step (spec §"Monotonicity"); the state is the last ULID itself. */
  private static final class Core extends GeneratorCore<Ulid> {
    Core(GeneratorBuilder<?> builder) {
      super(builder, "ULID", 0, Ulid.MAX_TIMESTAMP, 0, false, null);
    }

    @Override
    protected long timestamp(Ulid state) {
      return state.getTimestamp();
    }

    @Override
    protected Ulid newTimestamp(Ulid prev, long timestamp, RandomGenerator random) {
      // A new millisecond: 80 fresh random bits.
      return Ulid.fromBits(timestamp << 16 | random.nextInt() >>> 16, random.nextLong());
    }

    @Override
    protected Ulid sameTimestamp(Ulid prev, RandomGenerator random) {
      // Keep the last timestamp and add one to the 80-bit random component, with carrying.
      long msb = prev.getMostSignificantBits();
      long lsb = prev.getLeastSignificantBits();
      if (lsb != -1L) {
        return Ulid.fromBits(msb, lsb + 1);
      }
      if ((msb & Ulid.MAX_RANDOM_HI) != Ulid.MAX_RANDOM_HI) {
        return Ulid.fromBits(msb + 1, 0);
      }
      // The spec: "the generation will fail". Nothing is published, so a later millisecond
      // draws afresh.
      throw new IllegalStateException(
          "random component overflow at timestamp "
              + prev.getTimestamp()
              + ": this millisecond has no greater ULID");
    }
  }

  /**
   * Chooses a generator's clock, randomness and rollback allowance.
   *
   * <pre>{@code
   * UlidGenerator generator = UlidGenerator.builder()
   *     .random(new SecureRandom())
   *     .rollbackAllowance(Duration.ofSeconds(1))
   *     .build();
   * }</pre>
   */
  public static final class Builder extends GeneratorBuilder<Builder> {
    private Builder() {
      super(Ulid.MAX_TIMESTAMP);
    }

    /**
     * Creates the generator.
     *
     * @return a new generator with this builder's settings
     */
    public UlidGenerator build() {
      return new UlidGenerator(this);
    }
  }
}
