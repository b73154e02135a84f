package io.github.sortid.uuidv7;

import io.github.sortid.GeneratorBuilder;
import io.github.sortid.IdGenerator;
import io.github.sortid.internal.GeneratorCore;
import io.github.sortid.internal.Generators;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.random.RandomGenerator;

/**
 * Generates UUIDv7s that increase monotonically, by RFC 9562 §6.2 Method 1, a fixed bit-length
 * dedicated counter (https://www.rfc-editor.org/rfc/rfc9562#section-6.2).
 *
 * <pre>
 *  bits   0 .. 47      48 .. 51   52 .. 63   64 .. 65   66 .. 95       96 .. 127
 *        | unix_ts_ms | ver = 7  | counter (42 bits)   | var = 10 |   | random (32 bits) |
 *                                 rand_a + top 30 bits of rand_b
 * </pre>
 *
 * <p>The counter is the 42 bits right after the timestamp and the version: the 12 bits of {@code
 * rand_a} and, skipping the variant, the top 30 bits of {@code rand_b}, as §6.2 allows. A new
 * millisecond seeds it with 41 random bits and its top bit clear, the rollover guard of §6.2;
 * within a millisecond, each UUID is the previous counter plus one; every UUID draws its last 32
 * bits afresh, so that the next UUID cannot be guessed from the last:
 *
 * <pre>
 * 019535d9-3df7-72bd-8f2a-6c0e1b9d44a7
 * 019535d9-3df7-72bd-8f2a-6c0f5e03b2c8
 * 019535d9-3df7-72bd-8f2a-6c10a9f1d03e
 * </pre>
 *
 * <p>Why 42 bits, the longest counter §6.2 recommends ("at least 12 bits but no longer than 42
 * bits"): with the guard bit, one millisecond holds at least 2^41 UUIDs before the counter rolls
 * over, so a generator never runs ahead of a millisecond clock in practice, while the 32 random
 * bits per UUID keep consecutive UUIDs unguessable and, with the 41 random bits of each seed, make
 * 73 random bits for the first UUID of a millisecond. Shorter counters run ahead of the clock
 * sooner: a 12-bit counter in {@code rand_a} alone, with the same guard (Kotlin's {@code
 * Uuid.generateV7()}), guarantees 2^11 UUIDs per millisecond, a rate that one thread reaches.
 * Counting in all 74 bits (JUG's {@code TimeBasedEpochGenerator}) or in all of {@code rand_b} by
 * one (uuid-creator's {@code getTimeOrderedEpochPlus1()}) leaves no fresh bits, so each UUID tells
 * the next.
 *
 * <p>Counter rollover: when the counter is all ones, the next UUID moves the timestamp on by one
 * millisecond and seeds the counter afresh ("increment the timestamp ahead of the actual time and
 * reinitialize the counter", §6.2), so the generator never blocks and never repeats a value (§6.1).
 * The lead over the clock is the generator's own, never a clock rollback, whatever the allowance:
 * the generator goes on from the timestamp it moved to until the clock catches up. The largest
 * timestamp has no next millisecond; a rollover there throws.
 *
 * <p>Clock rollbacks: while the clock is behind the last UUID's timestamp by no more than the
 * rollback allowance (default 10 s; a rollback of exactly the allowance is still tolerated), the
 * generator keeps the last timestamp and goes on counting, the "reuse the previous timestamp and
 * increment the previous counter" of §6.2. Past the allowance, {@link #generate()} starts afresh
 * from the clock, giving up monotonic order once, while {@link #generateOrAbort()} returns {@code
 * null} and leaves the state as it was.
 *
 * <p>Order: "monotonic" and "strictly increasing" here mean {@link UuidV7#UNSIGNED_ORDER}, the
 * order of the bytes, of the text and of PostgreSQL's {@code uuid}. {@link UUID#compareTo} agrees
 * with it for UUIDv7s before 6429-10-17T02:45:55.328Z (timestamp 2^47), not across that instant.
 *
 * <p>A generator is thread-safe, and UUIDs from one generator are strictly increasing across all
 * threads (except across a reset of {@code generate}). It holds no lock: its whole state is the
 * last UUID; a thread computes the next UUID from it and publishes it with one compare-and-set,
 * computing again if another thread was first. If the clock or the random source throws, the call
 * throws and the generator is exactly as it was. A broken random source (one that always gives the
 * same bits) makes the UUIDs guessable but never repeats one: the counter and the timestamp alone
 * make every UUID greater than the last.
 *
 * <p>A thread waits for another only in these cases, and always parked, so a virtual thread never
 * pins its carrier:
 *
 * <ul>
 *   <li>Behind a batch: a {@link #generateBatch} that loses the race to publish holds the state
 *       until it has computed its UUIDs again, and every other call on the generator waits for it.
 *   <li>On a shared random source: a source set with {@code random(...)} is drawn from under a
 *       lock, so threads that draw at once take turns, and all wait while the source does. With the
 *       default randomness, virtual threads share one stream behind a lock in the same way; each
 *       platform thread draws from its own AES-CTR stream and never waits for another.
 * </ul>
 *
 * <p>A thread also waits, by itself, while the default randomness seeds its stream from {@link
 * java.security.SecureRandom} (at its first UUID, and at the first after {@link
 * io.github.sortid.DefaultRandomness#reseed()} or after its stream was collected unused), and while
 * it mixes fresh bytes from there into its stream, every 1 MiB of keystream. The clock is read
 * after such a wait, or once more if the wait came after the reading, so the UUID is not dated
 * before it.
 *
 * <pre>{@code
 * UuidV7Generator generator = new UuidV7Generator();
 * UUID id = generator.generate();
 *
 * UuidV7Generator custom = UuidV7Generator.builder()
 *     .clock(Clock.systemUTC())
 *     .rollbackAllowance(Duration.ofSeconds(5))
 *     .build();
 * List<UUID> rows = custom.generateBatch(1000); // for a bulk insert
 * }</pre>
 *
 * <p>It is an {@link IdGenerator}: an endless {@link java.util.Iterator} that is its own {@link
 * Iterable} and gives a {@code stream()}: {@code next()} calls {@code generate()}.
 *
 * <p>{@link UuidV7#generate()} uses the process-wide generator.
 *
 * @see UuidV7
 */
public final class UuidV7Generator implements IdGenerator<UUID> {
  /** The rollback allowance of a generator whose builder sets none: 10 seconds. */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE =
      Duration.ofMillis(Generators.DEFAULT_ROLLBACK_ALLOWANCE_MILLIS);

  /** The length of the counter: {@code rand_a} and the top 30 bits of {@code rand_b}. */
  public static final int COUNTER_BITS = 42;

  /** The largest counter value: 2^42 - 1. */
  public static final long MAX_COUNTER = (1L << COUNTER_BITS) - 1;

  private final Core core;

  /**
   * Creates a generator with the defaults: the system clock, cryptographically strong randomness
   * and a rollback allowance of 10 seconds.
   */
  public UuidV7Generator() {
    this(null, null);
  }

  /**
   * @param builder the settings, or null for the defaults: a {@link GeneratorBuilder}, so that the
   *     defaults load no builder class ({@link GeneratorCore#GeneratorCore})
   * @param last the UUID to go on from, or null to start from the first clock reading
   */
  private UuidV7Generator(GeneratorBuilder<?> builder, UUID last) {
    this.core = new Core(builder, last);
  }

  /**
   * A generator that goes on from {@code last} as if it had made it, so that a test reaches a
   * counter rollover without making 2^41 UUIDs first.
   */
  static UuidV7Generator continuingFrom(GeneratorBuilder<?> builder, UUID last) {
    return new UuidV7Generator(builder, UuidV7.requireValid(last));
  }

  /**
   * Returns a builder to choose the clock, the randomness and the rollback allowance.
   *
   * @return a new builder with the defaults of {@link #UuidV7Generator()}
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Generates a new UUIDv7 from the clock. If the clock has gone back by more than the rollback
   * allowance, the generator starts afresh from the clock reading, and this UUID is smaller than
   * the previous one.
   *
   * @return the new UUIDv7
   * @throws IllegalStateException if the clock reads a time outside the UUIDv7 timestamp range
   *     (before 1970 or after the year 10889), or if the counter rolls over at the largest
   *     timestamp
   */
  public UUID generate() {
    return core.nextOrReset();
  }

  /**
   * Generates a new UUIDv7 from the clock, or returns {@code null} if the clock has gone back by
   * more than the rollback allowance, so that no UUID ever breaks the monotonic order.
   *
   * @return the new UUIDv7, or {@code null} (the generator's state is then unchanged)
   * @throws IllegalStateException if the clock reads a time outside the UUIDv7 timestamp range, or
   *     if the counter rolls over at the largest timestamp
   */
  public UUID generateOrAbort() {
    return core.nextOrNull();
  }

  /**
   * Generates {@code count} consecutive UUIDv7s for one clock reading, published at once: the cheap
   * way to key a bulk insert. The UUIDs are strictly increasing, as {@code count} calls of {@link
   * #generate()} in a row would be, and no other thread's UUID falls between them (RFC 9562 §6.2:
   * "Batch UUID creation implementations MAY utilize a monotonic counter").
   *
   * @param count how many UUIDs, 0 or more
   * @return an unmodifiable list of the UUIDs, in generation order
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws IllegalStateException if the clock reads a time outside the UUIDv7 timestamp range, or
   *     if the counter rolls over at the largest timestamp (the state is then as it was)
   */
  public List<UUID> generateBatch(int count) {
    return core.batch(count);
  }

  /**
   * Same as {@link #generate()}.
   *
   * @return the new UUIDv7
   * @throws IllegalStateException as {@link #generate()} does
   */
  @Override
  public UUID next() {
    return generate();
  }

  /** RFC 9562 §6.2 Method 1 with a 42-bit guarded counter; the state is the last UUID itself. */
  private static final class Core extends GeneratorCore<UUID> {
    Core(GeneratorBuilder<?> builder, UUID last) {
      super(builder, "UUIDv7", 0, UuidV7.MAX_TIMESTAMP, 0, false, last);
    }

    @Override
    protected long timestamp(UUID state) {
      return state.getMostSignificantBits() >>> 16;
    }

    @Override
    protected UUID newTimestamp(UUID prev, long timestamp, RandomGenerator random) {
      return seeded(timestamp, random);
    }

    @Override
    protected UUID sameTimestamp(UUID prev, RandomGenerator random) {
      long timestamp = timestamp(prev);
      long counter = UuidV7.counter(prev);
      if (counter < MAX_COUNTER) {
        return UuidV7.of(timestamp, counter + 1, random.nextInt());
      }
      // Rollover: the timestamp moves on by one and the counter is seeded afresh (§6.2); the lead
      // over the clock is the generator's own, never a rollback (docs/INTERNALS.md).
      if (timestamp == UuidV7.MAX_TIMESTAMP) {
        throw new IllegalStateException(
            "counter overflow at the largest UUIDv7 timestamp: no further UUID exists");
      }
      return seeded(timestamp + 1, random);
    }

    /** The first UUID of a millisecond: 41 random counter bits under a clear guard bit. */
    private static UUID seeded(long timestamp, RandomGenerator random) {
      long counter = random.nextLong() >>> (64 - COUNTER_BITS + 1);
      return UuidV7.of(timestamp, counter, random.nextInt());
    }
  }

  /**
   * Chooses a generator's clock, randomness and rollback allowance.
   *
   * <pre>{@code
   * UuidV7Generator generator = UuidV7Generator.builder()
   *     .random(new SecureRandom())
   *     .rollbackAllowance(Duration.ofSeconds(1))
   *     .build();
   * }</pre>
   */
  public static final class Builder extends GeneratorBuilder<Builder> {
    private Builder() {
      super(UuidV7.MAX_TIMESTAMP);
    }

    /**
     * Creates the generator.
     *
     * @return a new generator with this builder's settings
     */
    public UuidV7Generator build() {
      return new UuidV7Generator(this, null);
    }
  }
}
