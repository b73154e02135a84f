package io.github.sortid.scru64;

import io.github.sortid.GeneratorBuilder;
import io.github.sortid.IdGenerator;
import io.github.sortid.internal.GeneratorCore;
import io.github.sortid.internal.Generators;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;
import java.util.random.RandomGenerator;

/**
 * Generates SCRU64 IDs that increase monotonically for one node, following the generator of the
 * SCRU64 reference implementations.
 *
 * <p>Every ID carries the generator's {@code node_id} in the upper {@code node_id_size} bits of its
 * {@code node_ctr}; the counter takes the other {@code 24 - node_id_size} bits. Within one
 * 256-millisecond tick, each ID increments the counter; a new tick starts the counter at a value
 * chosen by the {@link Scru64CounterMode} (by default a random number). When the counter is
 * exhausted, the timestamp moves forward by one tick (spec §"Counter overflow handling"), so the
 * generator never blocks. The lead it so takes over the clock counts against the rollback allowance
 * for {@link #generate()} and {@link #generateOrAbort()}, the spec's back-pressure; {@link
 * #generateOrReset()} goes on from it, and starts afresh only when the clock itself went back. The
 * counter of that tick has its top bit cleared, so the next overflow is at least half a tick's
 * capacity away: even a broken random source that always gives the largest counter cannot make
 * every ID overflow and the timestamp run ahead of the clock.
 *
 * <p>Clock rollbacks (spec §"Clock rollback handling"): while the clock is behind the last ID's
 * timestamp by no more than the rollback allowance (default 10 s, that is 39 ticks; a rollback of
 * exactly the allowance is still tolerated), the generator keeps the last timestamp and goes on
 * counting. Past the allowance the flavours differ; for those that wait or return {@code null}, the
 * lead of counter overflows counts as well, so that this also happens when more IDs are asked for
 * than the ticks hold, while those that start afresh do so only when the clock itself went back:
 *
 * <table class="striped">
 *   <caption>What each method does when the clock is far behind the last ID</caption>
 *   <thead><tr><th>method</th><th>timestamp</th><th>past the allowance</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@link #generate()}, {@link #generateOrSleep()}</td><td>clock</td><td>waits for
 *         the clock, at most the rollback allowance, then throws</td></tr>
 *     <tr><td>{@link #generateOrAbort()}</td><td>clock</td><td>returns {@code null}</td></tr>
 *     <tr><td>{@link #generateOrReset()}</td><td>clock</td><td>starts afresh (not
 *         recommended)</td></tr>
 *     <tr><td>{@link #generateOrAbortCore}</td><td>argument</td><td>returns {@code null}</td></tr>
 *     <tr><td>{@link #generateOrResetCore}</td><td>argument</td><td>starts afresh (not
 *         recommended)</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>{@code generate()} never returns {@code null}, as the {@code generate()} of every sortid
 * generator and every {@link Scru64Source}: it is the references' {@code generate_or_sleep}, which
 * keeps that name here as a synonym. The references' {@code generate}, which returns "none", is
 * {@link #generateOrAbort()}, named as in {@code Scru128Generator}. Unlike SCRU128's, no clock
 * flavour here starts afresh unless asked to ({@link #generateOrReset()}): starting afresh with the
 * same {@code node_id} risks duplicates, which the spec highly discourages.
 *
 * <p>A node spec whose previous ID is ahead of the clock by more than the rollback allowance is
 * rejected when the generator is made: such a generator could issue no ID until the clock caught
 * up, which may be years away.
 *
 * <p>A generator is thread-safe, and IDs from one generator are strictly increasing across all
 * threads (except across a reset). Its whole state is the last ID; a thread computes the next ID
 * from it and publishes it with one compare-and-set, computing again if another thread was first.
 * If the clock, the random source or the counter mode throws, the call throws and the generator is
 * exactly as it was.
 *
 * <p>A thread waits only in these cases, and always parked or asleep, so a virtual thread never
 * pins its carrier:
 *
 * <ul>
 *   <li>For the clock: {@link #generate()} and {@link #generateOrSleep()} sleep 64 ms at a time
 *       while the clock is behind the last ID by more than the rollback allowance, for at most the
 *       allowance (at least one tick); no other method sleeps.
 *   <li>On the counter mode: it is called under a lock of the generator's own, once for each new
 *       tick and counter overflow, so a thread that needs a new counter waits while another
 *       thread's call is in the counter mode.
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
 * Scru64Generator generator = new Scru64Generator(Scru64NodeSpec.parse("42/8"));
 * Scru64Id id = generator.generate();
 *
 * // At shutdown, keep the node spec, which holds the last ID, e.g. "0u375nxqh5ct/8" ...
 * String saved = generator.getNodeSpec().toString();
 * // ... and at the next start, continue strictly after that ID.
 * Scru64Generator next = new Scru64Generator(Scru64NodeSpec.parse(saved));
 * }</pre>
 *
 * <p>It is an {@link IdGenerator}: an endless {@link java.util.Iterator} that is its own {@link
 * Iterable} and gives a {@code stream()}: {@code next()} calls {@code generate()}.
 *
 * <p>{@link Scru64} holds the process-wide generator.
 *
 * @see Scru64
 */
public final class Scru64Generator implements IdGenerator<Scru64Id>, Scru64Source {
  /** The rollback allowance of a generator whose builder sets none: 10 seconds. */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE =
      Duration.ofMillis(Generators.DEFAULT_ROLLBACK_ALLOWANCE_MILLIS);

  /** How long {@link #generate()} waits between tries, as the references do. */
  private static final long SLEEP_MILLIS = 64;

  /** The length of a tick: one counter overflow puts the generator this far ahead of the clock. */
  private static final long TICK_MILLIS = 256;

  /** The smallest Unix time in milliseconds whose tick is not the reserved timestamp 0. */
  private static final long MIN_UNIX_TS_MS = 1L << 8;

  /** The last millisecond of the last tick. */
  private static final long MAX_UNIX_TS_MS = Scru64Id.MAX_TIMESTAMP << 8 | 0xff;

  /** The references' bound on the allowance: below 2^40 ticks. */
  private static final long MAX_ROLLBACK_ALLOWANCE_MS = (1L << 48) - 1;

  private final Core core;
  private final InstantSource clock;
  private final Sleeper sleeper;
  private final long rollbackAllowance;
  private final int nodeIdSize;

  /**
   * Creates a generator with the defaults: the system clock, cryptographically strong randomness,
   * the default counter mode for the node ID size and a rollback allowance of 10 seconds.
   *
   * @param nodeSpec the node ID and size, and the previous ID to continue after, if any
   * @throws IllegalArgumentException if the node spec's previous ID is ahead of the clock by more
   *     than the rollback allowance (the message names both times)
   * @throws NullPointerException if {@code nodeSpec} is null
   */
  public Scru64Generator(Scru64NodeSpec nodeSpec) {
    this(builder(nodeSpec));
  }

  private Scru64Generator(Builder builder) {
    Scru64NodeSpec nodeSpec = builder.nodeSpec;
    this.clock = builder.getClock();
    this.sleeper = builder.sleeper;
    this.rollbackAllowance = builder.getRollbackAllowance().toMillis();
    this.nodeIdSize = nodeSpec.getNodeIdSize();
    int counterSize = Scru64Id.NODE_CTR_SIZE - nodeIdSize;
    Optional<Scru64Id> nodePrev = nodeSpec.getNodePrev();
    if (nodePrev.isPresent()) {
      checkNotAhead(nodePrev.get(), clock.millis(), rollbackAllowance);
    }
    Scru64Id initial =
        nodePrev.orElse(Scru64Id.fromLong((long) nodeSpec.getNodeId() << counterSize));
    Scru64CounterMode counterMode =
        builder.counterMode != null
            ? builder.counterMode
            : Scru64CounterMode.withOverflowGuard(nodeIdSize < 20 ? 0 : 1);
    this.core = new Core(builder, initial, nodeSpec.getNodeId(), counterSize, counterMode);
  }

  /**
   * Returns a builder to choose the clock, the randomness, the counter mode and the rollback
   * allowance.
   *
   * @param nodeSpec the node ID and size, and the previous ID to continue after, if any
   * @return a new builder with the defaults of {@link #Scru64Generator(Scru64NodeSpec)}
   * @throws NullPointerException if {@code nodeSpec} is null
   */
  public static Builder builder(Scru64NodeSpec nodeSpec) {
    return new Builder(Objects.requireNonNull(nodeSpec, "nodeSpec"));
  }

  /**
   * Generates a new ID from the clock, waiting while the clock is behind the last ID by more than
   * the rollback allowance: it tries {@link #generateOrAbort()} again every 64 ms (as the
   * references' {@code generate_or_sleep} does).
   *
   * <p>It waits at most the rollback allowance (but at least one 256-millisecond tick, the lead one
   * counter overflow can take), and then gives up: after a large clock rollback the clock may take
   * as long as the rollback was to come back within the allowance, and a silent wait of that long
   * would look like a hang.
   *
   * @return the new ID, never {@code null}
   * @throws IllegalStateException if the clock is still behind the last ID by more than the
   *     rollback allowance after that wait (the message names the last ID's time and the clock's),
   *     if the thread is interrupted while waiting (its interrupt status is then set again), or for
   *     the reasons of {@link #generateOrAbort()}
   */
  @Override
  public Scru64Id generate() {
    Scru64Id id = generateOrAbort();
    long waited = 0;
    long maxWait = Math.max(rollbackAllowance, TICK_MILLIS);
    while (id == null) {
      if (waited + SLEEP_MILLIS > maxWait) {
        throw stillBehind(waited);
      }
      try {
        sleeper.sleep(SLEEP_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for the clock", e);
      }
      waited += SLEEP_MILLIS;
      id = generateOrAbort();
    }
    return id;
  }

  /**
   * Same as {@link #generate()}: the name the SCRU64 references give to the flavour that waits for
   * the clock.
   *
   * @return the new ID, never {@code null}
   * @throws IllegalStateException as {@link #generate()} does
   */
  public Scru64Id generateOrSleep() {
    return generate();
  }

  /**
   * Generates a new ID from the clock, or returns {@code null} at once if the clock is behind the
   * last ID by more than the rollback allowance, so that no ID ever breaks the monotonic order.
   * That happens after a large clock rollback, and also when IDs are asked for faster than the
   * ticks hold them, so that counter overflows have moved the generator ahead of the clock by more
   * than the allowance. This is the references' {@code generate}.
   *
   * @return the new ID, or {@code null} (the generator's state is then unchanged)
   * @throws IllegalStateException if the clock reads a time outside the SCRU64 timestamp range
   *     (before 1970-01-01T00:00:00.256Z or after the year 4261), or if the counter overflows at
   *     the largest timestamp
   */
  public Scru64Id generateOrAbort() {
    return core.nextOrNull();
  }

  /**
   * Generates a new ID and returns its canonical text, as {@link #generate()} does.
   *
   * @return 12 lowercase Base36 digits
   * @throws IllegalStateException as {@link #generate()} does
   */
  @Override
  public String generateString() {
    return generate().toString();
  }

  /**
   * Generates a new ID from the clock, starting afresh from the clock reading if the clock has gone
   * back by more than the rollback allowance. That ID is then smaller than the previous one and
   * keeps the same {@code node_id}. A lead that counter overflows took over the clock is not a
   * rollback: this method goes on from it, however far ahead, where {@link #generateOrAbort()}
   * gives {@code null}.
   *
   * <p>Not recommended, as in every reference implementation: rewinding the timestamp without
   * changing the {@code node_id} considerably increases the risk of duplicate IDs. Prefer {@link
   * #generate()} or {@link #generateOrAbort()}.
   *
   * @return the new ID, never {@code null}
   * @throws IllegalStateException for the reasons of {@link #generateOrAbort()}
   */
  public Scru64Id generateOrReset() {
    return core.nextOrReset();
  }

  /**
   * Generates a new ID at the given time, or returns {@code null} if that time's tick is behind the
   * last ID's by more than {@code rollbackAllowanceMs >> 8} ticks. This is the references'
   * low-level form, for callers that bring their own time.
   *
   * @param unixTsMs Unix time in milliseconds, 256 to 72301961339135 (the ticks 1 to {@link
   *     Scru64Id#MAX_TIMESTAMP})
   * @param rollbackAllowanceMs the tolerated rollback in milliseconds, 0 to 2^48 - 1; only whole
   *     ticks count, so 10000 allows 39 ticks (9984 ms)
   * @return the new ID, or {@code null} (the generator's state is then unchanged)
   * @throws IllegalArgumentException naming the argument that is out of its range
   * @throws IllegalStateException if the counter overflows at the largest timestamp
   */
  public Scru64Id generateOrAbortCore(long unixTsMs, long rollbackAllowanceMs) {
    checkCoreArguments(unixTsMs, rollbackAllowanceMs);
    return core.nextOrNullAt(unixTsMs >>> 8, rollbackAllowanceMs >>> 8);
  }

  /**
   * Generates a new ID at the given time, starting afresh from that time if its tick is behind the
   * latest time given (not counting the lead of counter overflows, as {@link #generateOrReset()})
   * by more than {@code rollbackAllowanceMs >> 8} ticks. Not recommended, for the reason given at
   * {@link #generateOrReset()}.
   *
   * @param unixTsMs Unix time in milliseconds, 256 to 72301961339135 (the ticks 1 to {@link
   *     Scru64Id#MAX_TIMESTAMP})
   * @param rollbackAllowanceMs the tolerated rollback in milliseconds, 0 to 2^48 - 1; only whole
   *     ticks count, so 10000 allows 39 ticks (9984 ms)
   * @return the new ID, never {@code null}
   * @throws IllegalArgumentException naming the argument that is out of its range
   * @throws IllegalStateException if the counter overflows at the largest timestamp
   */
  public Scru64Id generateOrResetCore(long unixTsMs, long rollbackAllowanceMs) {
    checkCoreArguments(unixTsMs, rollbackAllowanceMs);
    return core.nextOrResetAt(unixTsMs >>> 8, rollbackAllowanceMs >>> 8);
  }

  /**
   * Returns the node ID that every ID of this generator carries.
   *
   * @return 0 to 2^{@link #getNodeIdSize()} - 1
   */
  public int getNodeId() {
    return core.nodeId;
  }

  /**
   * Returns the size of the node ID in bits.
   *
   * @return {@link Scru64NodeSpec#MIN_NODE_ID_SIZE} to {@link Scru64NodeSpec#MAX_NODE_ID_SIZE}
   */
  public int getNodeIdSize() {
    return nodeIdSize;
  }

  /**
   * Returns the last ID of this generator: the last one generated, or before that the previous ID
   * of its node spec.
   *
   * @return the last ID, or empty if the generator has not generated one and its node spec had none
   */
  public Optional<Scru64Id> getNodePrev() {
    return getNodeSpec().getNodePrev();
  }

  /**
   * Returns the node spec that describes this generator's state, as the references' {@code
   * node_spec()} does: {@code <last ID>/<node_id_size>} once there is a last ID, else {@code
   * <node_id>/<node_id_size>}. A generator made from it continues strictly after this one's last
   * ID, which lets a node keep its order across restarts.
   *
   * @return the node spec; its {@code toString()} is the text to persist
   */
  @Override
  public Scru64NodeSpec getNodeSpec() {
    return Scru64NodeSpec.ofNodePrev(core.last(), nodeIdSize);
  }

  /**
   * Same as {@link #generate()}.
   *
   * @return the new ID, never {@code null}
   * @throws IllegalStateException as {@link #generate()} does
   */
  @Override
  public Scru64Id next() {
    return generate();
  }

  /**
   * Rejects a starting point that the clock is behind by more than the allowance: the generator
   * could issue no ID before the clock caught up (the same comparison as {@link
   * #generateOrAbort()}).
   */
  private static void checkNotAhead(Scru64Id nodePrev, long unixTsMs, long allowanceMs) {
    if ((unixTsMs >>> 8) + (allowanceMs >>> 8) < nodePrev.getTimestamp()) {
      throw new IllegalArgumentException(
          "node spec's previous ID "
              + nodePrev
              + " ("
              + nodePrev.toInstant()
              + ") is ahead of the clock ("
              + Instant.ofEpochMilli(unixTsMs)
              + ") by more than the rollback allowance ("
              + allowanceMs
              + " ms): no ID could follow it before the clock caught up");
    }
  }

  private IllegalStateException stillBehind(long waited) {
    Scru64Id last = core.last();
    return new IllegalStateException(
        "gave up after waiting "
            + waited
            + " ms: the clock ("
            + Instant.ofEpochMilli(clock.millis())
            + ") is still behind the last SCRU64 ID "
            + last
            + " ("
            + last.toInstant()
            + ") by more than the rollback allowance ("
            + rollbackAllowance
            + " ms)");
  }

  private static void checkCoreArguments(long unixTsMs, long rollbackAllowanceMs) {
    // The references reject the reserved timestamp 0 and allowances of 2^40 ticks or more.
    Generators.checkArgument("unixTsMs", unixTsMs, MIN_UNIX_TS_MS, MAX_UNIX_TS_MS);
    Generators.checkArgument(
        "rollbackAllowanceMs", rollbackAllowanceMs, 0, MAX_ROLLBACK_ALLOWANCE_MS);
  }

  /**
   * The references' generate_or_abort_core step, in ticks; the state is the last ID itself. Before
   * the first ID it is the node spec's previous ID, or {@code node_id << counterSize} with the
   * reserved timestamp 0, which every valid clock reading is ahead of.
   */
  private static final class Core extends GeneratorCore<Scru64Id> {
    private final int nodeId;
    private final int counterSize;

    /** The largest counter, 2^counterSize - 1, which is also the mask of the counter bits. */
    private final int maxCounter;

    private final Scru64CounterMode counterMode;

    /**
     * Guards the counter mode, which may not be thread-safe. It is called once per tick, so the
     * lock is seldom contended, and it parks a waiter.
     */
    private final ReentrantLock counterModeLock = new ReentrantLock();

    Core(
        Builder builder,
        Scru64Id initial,
        int nodeId,
        int counterSize,
        Scru64CounterMode counterMode) {
      super(builder, "SCRU64", MIN_UNIX_TS_MS, MAX_UNIX_TS_MS, 8, true, initial);
      this.nodeId = nodeId;
      this.counterSize = counterSize;
      this.maxCounter = (1 << counterSize) - 1;
      this.counterMode = counterMode;
    }

    @Override
    protected long timestamp(Scru64Id state) {
      return state.getTimestamp();
    }

    @Override
    protected Scru64Id newTimestamp(Scru64Id prev, long timestamp, RandomGenerator random) {
      return at(timestamp, renewCounter(timestamp, random));
    }

    @Override
    protected Scru64Id sameTimestamp(Scru64Id prev, RandomGenerator random) {
      long value = prev.toLong();
      if ((value & maxCounter) < maxCounter) {
        return Scru64Id.fromLong(value + 1);
      }
      // Counter overflow: the spec's recommended handling moves the timestamp on rather than
      // blocking; the lead over the clock counts against the allowance only where the generator
      // gives no ID past it (docs/INTERNALS.md#scru64s-step). The new counter's
      // top bit is cleared, so that the next overflow is half a tick's capacity away at least.
      long timestamp = prev.getTimestamp() + 1;
      if (timestamp > Scru64Id.MAX_TIMESTAMP) {
        throw new IllegalStateException(
            "counter overflow at the largest SCRU64 timestamp: no further ID exists");
      }
      return at(timestamp, renewCounter(timestamp, random) & maxCounter >>> 1);
    }

    private Scru64Id at(long timestamp, int counter) {
      return Scru64Id.fromLong(
          timestamp << Scru64Id.NODE_CTR_SIZE | (long) nodeId << counterSize | counter);
    }

    /** The counter that starts a new timestamp, from the counter mode. */
    private int renewCounter(long timestamp, RandomGenerator random) {
      int counter;
      counterModeLock.lock();
      try {
        counter =
            counterMode.renew(
                counterSize, new Scru64CounterMode.RenewContext(timestamp, nodeId, random));
      } finally {
        counterModeLock.unlock();
      }
      if (counter < 0 || counter > maxCounter) {
        throw new IllegalStateException(
            "illegal counter mode: renew returned "
                + counter
                + " for counterSize "
                + counterSize
                + " (expected 0 to "
                + maxCounter
                + ")");
      }
      return counter;
    }
  }

  /**
   * Waits between the tries of {@link Scru64Generator#generate()}: {@link Thread#sleep(long)}, or
   * in this package's tests one that advances a fake clock instead of waiting.
   */
  @FunctionalInterface
  interface Sleeper {
    /**
     * Waits for about the given time.
     *
     * @param millis the time to wait, in milliseconds (64 for the generator's tries)
     * @throws InterruptedException if the thread is interrupted while waiting
     */
    void sleep(long millis) throws InterruptedException;
  }

  /**
   * Chooses a generator's clock, randomness, counter mode and rollback allowance.
   *
   * <pre>{@code
   * Scru64Generator generator = Scru64Generator.builder(Scru64NodeSpec.parse("0xb00/12"))
   *     .random(new SplittableRandom())
   *     .rollbackAllowance(Duration.ofSeconds(2))
   *     .build();
   * }</pre>
   */
  public static final class Builder extends GeneratorBuilder<Builder> {
    private final Scru64NodeSpec nodeSpec;
    private Scru64CounterMode counterMode;
    private Sleeper sleeper =
        new Sleeper() {
          @Override
          public void sleep(long millis) throws InterruptedException {
            Thread.sleep(millis);
          }
        };

    private Builder(Scru64NodeSpec nodeSpec) {
      super(MAX_ROLLBACK_ALLOWANCE_MS);
      this.nodeSpec = nodeSpec;
    }

    /**
     * Sets how the counter starts at each new timestamp. Default: {@link
     * Scru64CounterMode#withOverflowGuard(int) withOverflowGuard(0)} for a {@code node_id_size}
     * below 20, {@code withOverflowGuard(1)} from 20 on, as the references choose.
     *
     * @param counterMode the counter mode
     * @return this builder
     * @throws NullPointerException if {@code counterMode} is null
     */
    public Builder counterMode(Scru64CounterMode counterMode) {
      this.counterMode = Objects.requireNonNull(counterMode, "counterMode");
      return this;
    }

    /** Sets how {@link Scru64Generator#generate()} waits between its tries, for tests. */
    Builder sleeper(Sleeper sleeper) {
      this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
      return this;
    }

    /**
     * Creates the generator.
     *
     * @return a new generator with this builder's settings
     * @throws IllegalArgumentException if the node spec's previous ID is ahead of the clock by more
     *     than the rollback allowance (the message names both times)
     */
    public Scru64Generator build() {
      return new Scru64Generator(this);
    }
  }
}
