package io.github.sortid.internal;

import java.time.Duration;
import java.time.InstantSource;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * What every generator's builder collects: the clock, the randomness and the rollback allowance,
 * each checked as it is set.
 */
public final class GeneratorSettings {
  /** The rollback allowance of every format's generator unless its builder sets one: 10 seconds. */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE = Duration.ofMillis(10_000);

  private final long maxRollbackAllowanceMillis;
  private InstantSource clock = InstantSource.system();
  private RandomGenerator random;
  private Duration rollbackAllowance = DEFAULT_ROLLBACK_ALLOWANCE;

  /**
   * Creates the defaults: the system clock, the default randomness and a 10-second allowance.
   *
   * @param maxRollbackAllowanceMillis the largest allowance the format's timestamps can express
   */
  public GeneratorSettings(long maxRollbackAllowanceMillis) {
    this.maxRollbackAllowanceMillis = maxRollbackAllowanceMillis;
  }

  /**
   * Sets the clock.
   *
   * @param clock the clock
   * @throws NullPointerException if {@code clock} is null
   */
  public void setClock(InstantSource clock) {
    this.clock = Objects.requireNonNull(clock, "clock");
  }

  /**
   * Sets a user's source of random bits. Generators draw from it under a lock of the source's own,
   * one that every generator built from these settings shares, so that a source which is not
   * thread-safe (a {@code SplittableRandom}, say) is never drawn from by two threads at once.
   *
   * @param random the source
   * @throws NullPointerException if {@code random} is null
   */
  public void setRandom(RandomGenerator random) {
    this.random = new LockedRandom(Objects.requireNonNull(random, "random"));
  }

  /**
   * Sets the rollback allowance.
   *
   * @param rollbackAllowance 0 to the format's maximum
   * @throws IllegalArgumentException if the allowance is negative or above the maximum
   * @throws NullPointerException if {@code rollbackAllowance} is null
   */
  public void setRollbackAllowance(Duration rollbackAllowance) {
    this.rollbackAllowance =
        Generators.checkRollbackAllowance(rollbackAllowance, maxRollbackAllowanceMillis);
  }

  /**
   * Returns the clock.
   *
   * @return the clock
   */
  public InstantSource clock() {
    return clock;
  }

  /**
   * Returns the source a generator draws from: the default per-thread randomness, or the user's
   * source behind its lock.
   *
   * @return the source, safe to share between threads
   */
  public RandomGenerator random() {
    return random == null ? AesCtrRandom.perThread() : random;
  }

  /**
   * Returns the rollback allowance.
   *
   * @return the allowance in whole milliseconds
   */
  public long rollbackAllowanceMillis() {
    return rollbackAllowance.toMillis();
  }
}
