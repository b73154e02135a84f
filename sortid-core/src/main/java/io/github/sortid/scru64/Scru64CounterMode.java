package io.github.sortid.scru64;

import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Chooses the first counter value of each new timestamp tick: the counter renewal of a {@link
 * Scru64Generator}, pluggable as in the reference implementations.
 *
 * <p>A generator calls {@link #renew} whenever its timestamp moves on: at a new tick of the clock,
 * when the counter overflows into the next tick, and when {@link Scru64Generator#generateOrReset()}
 * starts afresh. Within a tick the generator then increments the counter by one per ID, so the
 * smaller the first value, the more IDs the tick holds. The spec (§"Quality of random numbers")
 * asks for a random start as a thin guard against two generators given the same {@code node_id} by
 * mistake; it need not be cryptographically strong.
 *
 * <p>A generator calls its counter mode only while holding a lock of its own, so an implementation
 * used by one generator need not be thread-safe. It may call it for a step that it then drops: when
 * another thread's ID came first and the step is computed again from it, or, with the default
 * randomness, when a counter overflow computed ahead of the clock reading is made moot by a new
 * tick. So a counter mode should not count on being called once per timestamp.
 *
 * <pre>{@code
 * // Keep the top two counter bits clear: every tick then holds over 3/4 of its capacity.
 * Scru64Generator generator = Scru64Generator.builder(Scru64NodeSpec.parse("42/8"))
 *     .counterMode(Scru64CounterMode.withOverflowGuard(2))
 *     .build();
 * }</pre>
 */
@FunctionalInterface
public interface Scru64CounterMode {
  /**
   * Returns the first counter value for a new timestamp.
   *
   * @param counterSize the size of the counter in bits, {@code 24 - node_id_size}: 1 to 23
   * @param context the new timestamp, the node ID and the generator's randomness
   * @return 0 to 2^counterSize - 1; the generator throws an {@link IllegalStateException} for
   *     anything else
   */
  int renew(int counterSize, RenewContext context);

  /**
   * Returns the reference implementations' default mode: a random counter whose top {@code
   * overflowGuardSize} bits are zero, so that a tick always has room for more than {@code
   * 2^counterSize - 2^(counterSize - overflowGuardSize)} IDs. If the guard is as large as the
   * counter or larger, the counter starts at 0.
   *
   * <p>A generator whose builder sets no counter mode uses {@code withOverflowGuard(0)} (a counter
   * drawn in full) when {@code node_id_size} is below 20, and {@code withOverflowGuard(1)} from 20
   * on, where a counter of 4 bits or fewer would otherwise often overflow at once.
   *
   * @param overflowGuardSize the number of leading counter bits kept zero, 0 or more
   * @return the counter mode, which draws from {@link RenewContext#getRandom()}
   * @throws IllegalArgumentException if {@code overflowGuardSize} is negative
   */
  static Scru64CounterMode withOverflowGuard(int overflowGuardSize) {
    if (overflowGuardSize < 0) {
      throw new IllegalArgumentException(
          "overflowGuardSize out of range: " + overflowGuardSize + " (expected 0 or more)");
    }
    return new Scru64CounterMode() {
      @Override
      public int renew(int counterSize, RenewContext context) {
        int randomBits = counterSize - overflowGuardSize;
        return randomBits > 0 ? context.getRandom().nextInt() >>> (Integer.SIZE - randomBits) : 0;
      }
    };
  }

  /**
   * What a generator knows when it enters a new timestamp: the timestamp, its node ID, and its
   * source of randomness (the one set with {@link Scru64Generator.Builder#random}).
   */
  final class RenewContext {
    private final long timestamp;
    private final int nodeId;
    private final RandomGenerator random;

    /**
     * Creates a context, as a generator does for each renewal; the author of a counter mode can
     * call its {@code renew} with one directly.
     *
     * @param timestamp the new timestamp, in 256-millisecond ticks
     * @param nodeId the generator's node ID
     * @param random the generator's source of randomness
     * @throws NullPointerException if {@code random} is null
     */
    public RenewContext(long timestamp, int nodeId, RandomGenerator random) {
      this.timestamp = timestamp;
      this.nodeId = nodeId;
      this.random = Objects.requireNonNull(random, "random");
    }

    /**
     * Returns the timestamp that the new counter starts.
     *
     * @return Unix time in 256-millisecond ticks
     */
    public long getTimestamp() {
      return timestamp;
    }

    /**
     * Returns the node ID of the generator.
     *
     * @return 0 to 2^node_id_size - 1
     */
    public int getNodeId() {
      return nodeId;
    }

    /**
     * Returns the generator's source of randomness. It is safe to draw from while {@link
     * Scru64CounterMode#renew} runs, on the thread that runs it.
     *
     * @return the source
     */
    public RandomGenerator getRandom() {
      return random;
    }
  }
}
