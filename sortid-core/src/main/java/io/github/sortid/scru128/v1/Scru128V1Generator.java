package io.github.sortid.scru128.v1;

import io.github.sortid.GeneratorBuilder;
import io.github.sortid.IdGenerator;
import io.github.sortid.internal.GeneratorCore;
import io.github.sortid.internal.Generators;
import java.time.Duration;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Generates IDs of the early SCRU128 design (spec v1.0.x) that increase monotonically, for systems
 * that still mint them.
 *
 * <p>It follows the v1 reference libraries (JavaScript and Rust v1.0.0): a new millisecond draws a
 * random 28-bit {@code counter}, each further ID in that millisecond adds one to it; {@code
 * per_sec_random} is drawn anew once more than 1000 ms of timestamps have passed since its last
 * renewal (strictly more, as the v1 libraries do); {@code per_gen_random} is drawn for every ID.
 *
 * <p>Two deliberate departures from the v1 libraries, both what the spec's authors adopted
 * themselves in v2.0.0:
 *
 * <ul>
 *   <li><b>Counter overflow</b> (2^28 IDs within one millisecond) moves the timestamp forward by
 *       one and draws a new counter, instead of stalling until the clock moves on. That counter has
 *       its top bit clear, so the next overflow is at least 2^27 IDs away: even a broken random
 *       source that always gives the largest counter cannot make every ID overflow and the
 *       timestamp run ahead of the clock. The lead an overflow takes is the generator's own, never
 *       a clock rollback, whatever the allowance.
 *   <li><b>Clock rollbacks</b> follow {@link io.github.sortid.scru128.Scru128Generator}'s rule:
 *       while the clock is behind the last ID by no more than the rollback allowance (default 10 s,
 *       a rollback of exactly the allowance included) the last timestamp is kept; beyond it, {@link
 *       #generate()} starts afresh from the clock (that ID is smaller than the previous one) and
 *       {@link #generateOrAbort()} returns {@code null}. The v1 libraries kept the last timestamp
 *       for ever, which after a large rollback stalls the generator on every counter overflow until
 *       the clock has caught up.
 * </ul>
 *
 * <p>A generator is thread-safe; IDs from one generator strictly increase across all threads
 * (except across a reset of {@code generate}). It holds no lock: its whole state is the last ID
 * (which also records when its {@code per_sec_random} was drawn), published with one
 * compare-and-set per ID. If the clock or the random source throws, the call throws and the
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
 * Scru128V1Generator generator = new Scru128V1Generator();
 * Scru128V1Id id = generator.generate();   // e.g. 00S6GVKR1MH58KE72EJD87SDOO
 * }</pre>
 */
public final class Scru128V1Generator implements IdGenerator<Scru128V1Id> {
  /** The rollback allowance of a generator whose builder sets none: 10 seconds. */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE =
      Duration.ofMillis(Generators.DEFAULT_ROLLBACK_ALLOWANCE_MILLIS);

  /** per_sec_random is renewed once more than this many milliseconds have passed (spec v1). */
  private static final long PER_SEC_RANDOM_LIFETIME = 1000;

  private static final long MIN_UNIX_MILLIS = Scru128V1Id.TIMESTAMP_BIAS + 1;
  private static final long MAX_UNIX_MILLIS =
      Scru128V1Id.TIMESTAMP_BIAS + Scru128V1Id.MAX_TIMESTAMP;

  private final Core core;

  /**
   * Creates a generator with the defaults: the system clock, cryptographically strong randomness
   * and a rollback allowance of 10 seconds.
   */
  public Scru128V1Generator() {
    this(null);
  }

  /**
   * @param builder the settings, or null for the defaults: a {@link GeneratorBuilder}, so that the
   *     defaults load no builder class ({@link GeneratorCore#GeneratorCore})
   */
  private Scru128V1Generator(GeneratorBuilder<?> builder) {
    this.core = new Core(builder);
  }

  /**
   * Returns a builder to choose the clock, the randomness and the rollback allowance.
   *
   * @return a new builder with the defaults of {@link #Scru128V1Generator()}
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
   * @throws IllegalStateException if the clock reads a time outside the format's range
   *     (2020-01-01T00:00:00.001Z to 2577-06-22T06:20:44.415Z)
   */
  public Scru128V1Id generate() {
    return core.nextOrReset();
  }

  /**
   * Generates a new ID from the clock, or returns {@code null} if the clock has gone back by more
   * than the rollback allowance, so that no ID ever breaks the monotonic order.
   *
   * @return the new ID, or {@code null} (the generator's state is then unchanged)
   * @throws IllegalStateException if the clock reads a time outside the format's range
   */
  public Scru128V1Id generateOrAbort() {
    return core.nextOrNull();
  }

  /**
   * Generates {@code count} consecutive IDs for one clock reading, published at once: no other
   * thread's ID falls between them.
   *
   * @param count how many IDs, 0 or more
   * @return an unmodifiable list of the IDs, strictly increasing
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws IllegalStateException if the clock reads a time outside the format's range
   */
  public List<Scru128V1Id> generateBatch(int count) {
    return core.batch(count);
  }

  /**
   * Same as {@link #generate()}.
   *
   * @return the new ID
   */
  @Override
  public Scru128V1Id next() {
    return generate();
  }

  /**
   * The v1 reference step with the two departures of the class comment, in Unix milliseconds rather
   * than the format's biased ones. Its state is the last ID: the time {@code per_sec_random} was
   * drawn, the one field an ID does not show, is kept in the ID as the age of its {@code
   * per_sec_random} (at most a second by the step's own rule).
   */
  private static final class Core extends GeneratorCore<Scru128V1Id> {
    Core(GeneratorBuilder<?> builder) {
      super(builder, "SCRU128 v1", MIN_UNIX_MILLIS, MAX_UNIX_MILLIS, 0, false, null);
    }

    @Override
    protected long timestamp(Scru128V1Id state) {
      return state.getTimestamp() + Scru128V1Id.TIMESTAMP_BIAS;
    }

    @Override
    protected Scru128V1Id newTimestamp(Scru128V1Id prev, long now, RandomGenerator random) {
      // A fresh start has per_sec_random 0, drawn 0 ms after the epoch: it is renewed at once.
      int counter = random.nextInt() & Scru128V1Id.MAX_COUNTER;
      return prev == null
          ? finish(now, counter, 0, 0, random)
          : finish(now, counter, prev.getPerSecRandom(), perSecRandomMillis(prev), random);
    }

    @Override
    protected Scru128V1Id sameTimestamp(Scru128V1Id prev, RandomGenerator random) {
      long lastMillis = timestamp(prev);
      int counter = prev.getCounter();
      if (counter < Scru128V1Id.MAX_COUNTER) {
        counter++;
      } else {
        if (lastMillis == MAX_UNIX_MILLIS) {
          throw new IllegalStateException(
              "counter overflow at the largest SCRU128 v1 timestamp: no further ID exists");
        }
        lastMillis++;
        counter = random.nextInt() & Scru128V1Id.MAX_COUNTER >>> 1;
      }
      return finish(lastMillis, counter, prev.getPerSecRandom(), perSecRandomMillis(prev), random);
    }

    /** The Unix time at which the per_sec_random of the state that a generated ID is was drawn. */
    private long perSecRandomMillis(Scru128V1Id state) {
      return timestamp(state) - state.perSecRandomAge();
    }

    /** Renews per_sec_random once its second is up, and draws per_gen_random. */
    private static Scru128V1Id finish(
        long lastMillis,
        int counter,
        int perSecRandom,
        long perSecRandomMillis,
        RandomGenerator random) {
      if (lastMillis - perSecRandomMillis > PER_SEC_RANDOM_LIFETIME) {
        perSecRandomMillis = lastMillis;
        perSecRandom = random.nextInt() & Scru128V1Id.MAX_PER_SEC_RANDOM;
      }
      return Scru128V1Id.ofFields(
          lastMillis - Scru128V1Id.TIMESTAMP_BIAS,
          counter,
          perSecRandom,
          random.nextInt() & Scru128V1Id.MAX_PER_GEN_RANDOM,
          (int) (lastMillis - perSecRandomMillis));
    }
  }

  /** Chooses a generator's clock, randomness and rollback allowance. */
  public static final class Builder extends GeneratorBuilder<Builder> {
    private Builder() {
      super(Scru128V1Id.MAX_TIMESTAMP);
    }

    /**
     * Creates the generator.
     *
     * @return a new generator with this builder's settings
     */
    public Scru128V1Generator build() {
      return new Scru128V1Generator(this);
    }
  }
}
