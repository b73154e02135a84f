package io.github.sortid;

import io.github.sortid.internal.Generators;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * What every generator's builder sets: the clock, the randomness and the rollback allowance.
 *
 * <pre>{@code
 * UlidGenerator generator = UlidGenerator.builder()
 *     .clock(Clock.systemUTC())
 *     .random(new SecureRandom())
 *     .rollbackAllowance(Duration.ofSeconds(1))
 *     .build();
 * }</pre>
 *
 * @param <B> the builder's own type, which the setters return
 */
public abstract class GeneratorBuilder<B extends GeneratorBuilder<B>> {
  /** The rollback allowance of every generator whose builder sets none: 10 seconds. */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE =
      Duration.ofMillis(Generators.DEFAULT_ROLLBACK_ALLOWANCE_MILLIS);

  private final long maxRollbackAllowanceMillis;
  private InstantSource clock = InstantSource.system();
  private RandomGenerator random;
  private Duration rollbackAllowance = DEFAULT_ROLLBACK_ALLOWANCE;

  /**
   * Creates a builder with the defaults: the system clock, the default randomness and a rollback
   * allowance of 10 seconds.
   *
   * @param maxRollbackAllowanceMillis the largest rollback allowance that the format's timestamps
   *     can express, in milliseconds
   */
  protected GeneratorBuilder(long maxRollbackAllowanceMillis) {
    this.maxRollbackAllowanceMillis = maxRollbackAllowanceMillis;
  }

  /**
   * Sets the clock whose {@link InstantSource#millis()} gives the timestamps. Default: the system
   * clock.
   *
   * @param clock the clock
   * @return this builder
   * @throws NullPointerException if {@code clock} is null
   */
  public final B clock(InstantSource clock) {
    this.clock = Objects.requireNonNull(clock, "clock");
    return self();
  }

  /**
   * Sets the source of the random fields' bits (for SCRU64, of the counter mode's draws). Default:
   * a cryptographically strong generator keyed from {@link java.security.SecureRandom}, of which
   * each platform thread draws from its own stream, so that platform threads sharing a generator
   * never wait for each other's random bits (virtual threads share one stream behind a lock).
   *
   * <p>A generator draws from a source set here under a lock of its own, one draw at a time, so the
   * source need not be thread-safe (a {@link java.util.SplittableRandom} will do), but nothing else
   * may draw from it while the generator uses it. Threads that share the generator then take turns
   * at the source.
   *
   * @param random the source
   * @return this builder
   * @throws NullPointerException if {@code random} is null
   */
  public final B random(RandomGenerator random) {
    this.random = Objects.requireNonNull(random, "random");
    return self();
  }

  /**
   * Sets how far the clock may go back and still continue the monotonic sequence, in whole
   * milliseconds (a fraction of a millisecond is dropped; SCRU64 counts whole 256-millisecond
   * ticks). Default: 10 seconds.
   *
   * @param rollbackAllowance 0 to the largest the format can express (2^48 - 1 ms for SCRU128, ULID
   *     and SCRU64, 2^45 - 1 ms for EUID, 2^44 - 1 ms for SCRU128 v1)
   * @return this builder
   * @throws IllegalArgumentException if the allowance is negative or too large
   * @throws NullPointerException if {@code rollbackAllowance} is null
   */
  public final B rollbackAllowance(Duration rollbackAllowance) {
    this.rollbackAllowance =
        Generators.checkRollbackAllowance(rollbackAllowance, maxRollbackAllowanceMillis);
    return self();
  }

  /**
   * Returns the clock set, or the system clock.
   *
   * @return the clock
   */
  public final InstantSource getClock() {
    return clock;
  }

  /**
   * Returns the random source set, if any.
   *
   * @return the source, or empty for the default randomness
   */
  public final Optional<RandomGenerator> getRandom() {
    return Optional.ofNullable(random);
  }

  /**
   * Returns the rollback allowance set, or the default.
   *
   * @return the allowance
   */
  public final Duration getRollbackAllowance() {
    return rollbackAllowance;
  }

  @SuppressWarnings("unchecked")
  private B self() {
    return (B) this;
  }
}
