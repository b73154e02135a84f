package io.github.sortid.scru64;

import io.github.sortid.internal.AesCtrRandom;
import io.github.sortid.internal.Generators;
import io.github.sortid.internal.StateLock;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Iterator;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

/**
 * Generates SCRU64 IDs that increase monotonically for one node, following the generator of the
 * SCRU64 reference implementations.
 *
 * <p>Every ID carries the generator's {@code node_id} in the upper {@code node_id_size} bits of its
 * {@code node_ctr}; the counter takes the other {@code 24 - node_id_size} bits. Within one
 * 256-millisecond tick, each ID increments the counter; a new tick starts the counter at a value
 * chosen by the {@link Scru64CounterMode} (by default a random number). When the counter is
 * exhausted, the timestamp moves forward by one tick (spec §"Counter overflow handling"), so the
 * generator never blocks; the lead it so takes over the clock counts as a clock rollback.
 *
 * <p>Clock rollbacks (spec §"Clock rollback handling"): while the clock is behind the last ID's
 * timestamp by no more than the rollback allowance (default 10 s, that is 39 ticks; a rollback of
 * exactly the allowance is still tolerated), the generator keeps the last timestamp and goes on
 * counting. Past the allowance, which also happens when more IDs are asked for than the ticks hold,
 * the flavours differ:
 *
 * <table class="striped">
 *   <caption>What each method does when the clock is far behind the last ID</caption>
 *   <thead><tr><th>method</th><th>timestamp</th><th>past the allowance</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@link #generate()}</td><td>clock</td><td>returns {@code null}</td></tr>
 *     <tr><td>{@link #generateOrSleep()}</td><td>clock</td><td>waits for the clock</td></tr>
 *     <tr><td>{@link #generateOrReset()}</td><td>clock</td><td>starts afresh (not
 *         recommended)</td></tr>
 *     <tr><td>{@link #generateOrAbortCore}</td><td>argument</td><td>returns {@code null}</td></tr>
 *     <tr><td>{@link #generateOrResetCore}</td><td>argument</td><td>starts afresh (not
 *         recommended)</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Unlike SCRU128's, this {@code generate()} is the aborting flavour, as in the SCRU64
 * references: starting afresh with the same {@code node_id} risks duplicates, which the spec highly
 * discourages.
 *
 * <p>A generator is thread-safe, and IDs from one generator are strictly increasing across all
 * threads (except across a reset). It holds a lock only while it moves its few fields of state on,
 * spinning briefly rather than sleeping when another thread has it, and never uses {@code
 * synchronized}, so that virtual threads do not pin their carrier; it never holds the lock while it
 * sleeps. With the default randomness, each thread draws from its own AES-CTR stream, so threads
 * sharing a generator do not contend for random bits.
 *
 * <pre>{@code
 * Scru64Generator generator = new Scru64Generator(Scru64NodeSpec.parse("42/8"));
 * Scru64Id id = generator.generateOrSleep();
 *
 * // At shutdown, keep the node spec, which holds the last ID, e.g. "0u375nxqh5ct/8" ...
 * String saved = generator.getNodeSpec().toString();
 * // ... and at the next start, continue strictly after that ID.
 * Scru64Generator next = new Scru64Generator(Scru64NodeSpec.parse(saved));
 * }</pre>
 *
 * <p>It is also an infinite {@link Iterable} and {@link Iterator}, as SCRU128's generator is:
 * {@code iterator()} returns the generator itself, {@code hasNext()} is always true and {@code
 * next()} calls {@code generateOrSleep()}.
 *
 * @see Scru64 for the process-wide generator
 */
public final class Scru64Generator implements Iterable<Scru64Id>, Iterator<Scru64Id> {
  /** The rollback allowance of a generator whose builder sets none: 10 seconds. */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE = Duration.ofMillis(10_000);

  /** How long {@link #generateOrSleep()} waits between tries, as the references do. */
  private static final long SLEEP_MILLIS = 64;

  /** The smallest Unix time in milliseconds whose tick is not the reserved timestamp 0. */
  private static final long MIN_UNIX_TS_MS = 1L << 8;

  /** The last millisecond of the last tick. */
  private static final long MAX_UNIX_TS_MS = Scru64Id.MAX_TIMESTAMP << 8 | 0xff;

  /** The references' bound on the allowance: below 2^40 ticks. */
  private static final long MAX_ROLLBACK_ALLOWANCE_MS = (1L << 48) - 1;

  private final StateLock lock = new StateLock();
  private final InstantSource clock;
  private final RandomGenerator random;
  private final Scru64CounterMode counterMode;
  private final Sleeper sleeper;
  private final long rollbackAllowance;
  private final int nodeId;
  private final int nodeIdSize;
  private final int counterSize;

  /** The largest counter, 2^counterSize - 1, which is also the mask of the counter bits. */
  private final int maxCounter;

  /**
   * The last ID's value, guarded by lock. Before the first ID it is the node spec's previous ID, or
   * {@code node_id << counterSize} with timestamp 0, which every valid clock reading is ahead of.
   */
  private long prev;

  /**
   * Creates a generator with the defaults: the system clock, cryptographically strong randomness,
   * the default counter mode for the node ID size and a rollback allowance of 10 seconds.
   *
   * @param nodeSpec the node ID and size, and the previous ID to continue after, if any
   * @throws NullPointerException if {@code nodeSpec} is null
   */
  public Scru64Generator(Scru64NodeSpec nodeSpec) {
    this(builder(nodeSpec));
  }

  private Scru64Generator(Builder builder) {
    Scru64NodeSpec nodeSpec = builder.nodeSpec;
    this.clock = builder.clock;
    this.random = builder.random != null ? builder.random : AesCtrRandom.perThread();
    this.sleeper = builder.sleeper;
    this.rollbackAllowance = builder.rollbackAllowance.toMillis();
    this.nodeId = nodeSpec.getNodeId();
    this.nodeIdSize = nodeSpec.getNodeIdSize();
    this.counterSize = Scru64Id.NODE_CTR_SIZE - nodeIdSize;
    this.maxCounter = (1 << counterSize) - 1;
    this.counterMode =
        builder.counterMode != null
            ? builder.counterMode
            : Scru64CounterMode.withOverflowGuard(nodeIdSize < 20 ? 0 : 1);
    this.prev = nodeSpec.getNodePrev().map(Scru64Id::toLong).orElse((long) nodeId << counterSize);
  }

  /**
   * Returns a builder to choose the clock, the randomness, the counter mode, the rollback allowance
   * and the way to sleep.
   *
   * @param nodeSpec the node ID and size, and the previous ID to continue after, if any
   * @return a new builder with the defaults of {@link #Scru64Generator(Scru64NodeSpec)}
   * @throws NullPointerException if {@code nodeSpec} is null
   */
  public static Builder builder(Scru64NodeSpec nodeSpec) {
    return new Builder(Objects.requireNonNull(nodeSpec, "nodeSpec"));
  }

  /**
   * Generates a new ID from the clock, or returns {@code null} if the clock is behind the last ID
   * by more than the rollback allowance, so that no ID ever breaks the monotonic order. That
   * happens after a large clock rollback, and also when IDs are asked for faster than the ticks
   * hold them, so that counter overflows have moved the generator ahead of the clock by more than
   * the allowance.
   *
   * @return the new ID, or {@code null} (the generator's state is then unchanged)
   * @throws IllegalStateException if the clock reads a time outside the SCRU64 timestamp range
   *     (before 1970-01-01T00:00:00.256Z or after the year 4261), or if the counter overflows at
   *     the largest timestamp
   */
  public Scru64Id generate() {
    long unixTsMs = readClock();
    lock.lock();
    try {
      return advance(refreshIfStale(unixTsMs), rollbackAllowance) ? Scru64Id.fromLong(prev) : null;
    } finally {
      lock.unlock();
    }
  }

  /**
   * Generates a new ID from the clock, waiting while the clock is behind the last ID by more than
   * the rollback allowance: it tries {@link #generate()} again every 64 ms (as the references do),
   * without holding the lock in between.
   *
   * <p>After a large clock rollback this waits until the clock is back within the allowance of the
   * last ID, which may take as long as the rollback was.
   *
   * @return the new ID, never {@code null}
   * @throws IllegalStateException if the thread is interrupted while waiting (its interrupt status
   *     is then set again), or for the reasons of {@link #generate()}
   */
  public Scru64Id generateOrSleep() {
    Scru64Id id = generate();
    while (id == null) {
      try {
        sleeper.sleep(SLEEP_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for the clock", e);
      }
      id = generate();
    }
    return id;
  }

  /**
   * Generates a new ID from the clock, starting afresh from the clock reading if the clock is
   * behind the last ID by more than the rollback allowance. That ID is then smaller than the
   * previous one and keeps the same {@code node_id}.
   *
   * <p>Not recommended, as in every reference implementation: rewinding the timestamp without
   * changing the {@code node_id} considerably increases the risk of duplicate IDs. Prefer {@link
   * #generate()} or {@link #generateOrSleep()}.
   *
   * @return the new ID, never {@code null}
   * @throws IllegalStateException for the reasons of {@link #generate()}
   */
  public Scru64Id generateOrReset() {
    long unixTsMs = readClock();
    lock.lock();
    try {
      return nextOrReset(refreshIfStale(unixTsMs), rollbackAllowance);
    } finally {
      lock.unlock();
    }
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
    lock.lock();
    try {
      return advance(unixTsMs, rollbackAllowanceMs) ? Scru64Id.fromLong(prev) : null;
    } finally {
      lock.unlock();
    }
  }

  /**
   * Generates a new ID at the given time, starting afresh from that time if its tick is behind the
   * last ID's by more than {@code rollbackAllowanceMs >> 8} ticks. Not recommended, for the reason
   * given at {@link #generateOrReset()}.
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
    lock.lock();
    try {
      return nextOrReset(unixTsMs, rollbackAllowanceMs);
    } finally {
      lock.unlock();
    }
  }

  /**
   * Returns the node ID that every ID of this generator carries.
   *
   * @return 0 to 2^{@link #getNodeIdSize()} - 1
   */
  public int getNodeId() {
    return nodeId;
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
  public Scru64NodeSpec getNodeSpec() {
    long last;
    lock.lock();
    try {
      last = prev;
    } finally {
      lock.unlock();
    }
    return Scru64NodeSpec.ofNodePrev(Scru64Id.fromLong(last), nodeIdSize);
  }

  /**
   * Returns an infinite, ordered stream of IDs from {@link #generateOrSleep()}. Limit it, for
   * example with {@code stream().limit(100)}.
   *
   * @return the stream
   */
  public Stream<Scru64Id> stream() {
    return Generators.stream(this);
  }

  /**
   * Returns this generator, which is an infinite iterator of IDs.
   *
   * @return this
   */
  @Override
  public Iterator<Scru64Id> iterator() {
    return this;
  }

  /**
   * Always true: a generator never runs out of IDs (until the year 4261).
   *
   * @return true
   */
  @Override
  public boolean hasNext() {
    return true;
  }

  /**
   * Same as {@link #generateOrSleep()}: an iterator cannot return {@code null}.
   *
   * @return the new ID
   */
  @Override
  public Scru64Id next() {
    return generateOrSleep();
  }

  private long readClock() {
    long unixTsMs = clock.millis();
    if (unixTsMs < MIN_UNIX_TS_MS || unixTsMs > MAX_UNIX_TS_MS) {
      throw new IllegalStateException(
          "clock reading out of the SCRU64 timestamp range: "
              + unixTsMs
              + " ms (expected "
              + MIN_UNIX_TS_MS
              + " to "
              + MAX_UNIX_TS_MS
              + ")");
    }
    return unixTsMs;
  }

  /**
   * A reading taken before waiting for the lock may have gone stale while other threads moved the
   * state on; read again rather than report a rollback that is not there.
   */
  private long refreshIfStale(long unixTsMs) {
    return (unixTsMs >>> 8) + (rollbackAllowance >>> 8) < prev >>> Scru64Id.NODE_CTR_SIZE
        ? readClock()
        : unixTsMs;
  }

  private static void checkCoreArguments(long unixTsMs, long rollbackAllowanceMs) {
    // The references reject the reserved timestamp 0 and allowances of 2^40 ticks or more.
    if (unixTsMs < MIN_UNIX_TS_MS || unixTsMs > MAX_UNIX_TS_MS) {
      throw new IllegalArgumentException(
          "unixTsMs out of range: "
              + unixTsMs
              + " (expected "
              + MIN_UNIX_TS_MS
              + " to "
              + MAX_UNIX_TS_MS
              + ")");
    }
    if (rollbackAllowanceMs < 0 || rollbackAllowanceMs > MAX_ROLLBACK_ALLOWANCE_MS) {
      throw new IllegalArgumentException(
          "rollbackAllowanceMs out of range: "
              + rollbackAllowanceMs
              + " (expected 0 to "
              + MAX_ROLLBACK_ALLOWANCE_MS
              + ")");
    }
  }

  /** The references' generate_or_reset_core, with the lock held. */
  private Scru64Id nextOrReset(long unixTsMs, long allowanceMs) {
    if (!advance(unixTsMs, allowanceMs)) {
      long timestamp = unixTsMs >>> 8;
      prev = timestamp << Scru64Id.NODE_CTR_SIZE | renewNodeCtr(timestamp);
    }
    return Scru64Id.fromLong(prev);
  }

  /**
   * The references' generate_or_abort_core, with the lock held: moves {@code prev} on to the next
   * ID and returns true, or returns false, leaving {@code prev} as it was, if the time is behind it
   * by more than the allowance.
   */
  private boolean advance(long unixTsMs, long allowanceMs) {
    long timestamp = unixTsMs >>> 8;
    long allowance = allowanceMs >>> 8;
    long prevTimestamp = prev >>> Scru64Id.NODE_CTR_SIZE;
    if (timestamp > prevTimestamp) {
      prev = timestamp << Scru64Id.NODE_CTR_SIZE | renewNodeCtr(timestamp);
    } else if (timestamp + allowance >= prevTimestamp) {
      // Same tick, a tolerated rollback, or a lead taken at earlier overflows: keep counting.
      // ">=" as in the references: a rollback of exactly the allowance still goes on.
      if ((prev & maxCounter) < maxCounter) {
        prev++;
      } else {
        // Counter overflow: the spec's recommended handling moves the timestamp on rather than
        // blocking; the lead over the clock is then treated as a small rollback.
        if (prevTimestamp == Scru64Id.MAX_TIMESTAMP) {
          throw new IllegalStateException(
              "counter overflow at the largest SCRU64 timestamp: no further ID exists");
        }
        prev = (prevTimestamp + 1) << Scru64Id.NODE_CTR_SIZE | renewNodeCtr(prevTimestamp + 1);
      }
    } else {
      return false;
    }
    return true;
  }

  /** The {@code node_ctr} that starts a new timestamp: the node ID and a renewed counter. */
  private long renewNodeCtr(long timestamp) {
    int counter =
        counterMode.renew(
            counterSize, new Scru64CounterMode.RenewContext(timestamp, nodeId, random));
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
    return (long) nodeId << counterSize | counter;
  }

  /**
   * Waits between the tries of {@link Scru64Generator#generateOrSleep()}. The default is {@link
   * Thread#sleep(long)}; a test can pass one that advances a fake clock instead of waiting.
   */
  @FunctionalInterface
  public interface Sleeper {
    /**
     * Waits for about the given time.
     *
     * @param millis the time to wait, in milliseconds (64 for the generator's tries)
     * @throws InterruptedException if the thread is interrupted while waiting
     */
    void sleep(long millis) throws InterruptedException;
  }

  /**
   * Chooses a generator's clock, randomness, counter mode, rollback allowance and way to sleep.
   *
   * <pre>{@code
   * Scru64Generator generator = Scru64Generator.builder(Scru64NodeSpec.parse("0xb00/12"))
   *     .random(new SplittableRandom())
   *     .rollbackAllowance(Duration.ofSeconds(2))
   *     .build();
   * }</pre>
   */
  public static final class Builder {
    private final Scru64NodeSpec nodeSpec;
    private InstantSource clock = InstantSource.system();
    private RandomGenerator random;
    private Scru64CounterMode counterMode;
    private Duration rollbackAllowance = DEFAULT_ROLLBACK_ALLOWANCE;
    private Sleeper sleeper = Thread::sleep;

    private Builder(Scru64NodeSpec nodeSpec) {
      this.nodeSpec = nodeSpec;
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
     * Sets the source of random bits that the counter mode draws from (see {@link
     * Scru64CounterMode.RenewContext#getRandom()}). Default: a cryptographically strong generator
     * keyed from {@link java.security.SecureRandom}, although the spec (§"Quality of random
     * numbers") does not ask for one. A generator uses its source only while holding its lock, so
     * the source need not be thread-safe, but it must not be shared with other code that draws from
     * it concurrently.
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

    /**
     * Sets how far the clock may be behind the last ID and still continue the monotonic sequence.
     * Only whole 256-millisecond ticks count: the default of 10 seconds allows 39 ticks.
     *
     * @param rollbackAllowance 0 to 2^48 - 1 milliseconds (a fraction of a millisecond is dropped)
     * @return this builder
     * @throws IllegalArgumentException if the allowance is negative or too large
     * @throws NullPointerException if {@code rollbackAllowance} is null
     */
    public Builder rollbackAllowance(Duration rollbackAllowance) {
      this.rollbackAllowance =
          Generators.checkRollbackAllowance(rollbackAllowance, MAX_ROLLBACK_ALLOWANCE_MS);
      return this;
    }

    /**
     * Sets how {@link Scru64Generator#generateOrSleep()} waits between its tries. Default: {@link
     * Thread#sleep(long)}.
     *
     * @param sleeper the way to wait
     * @return this builder
     * @throws NullPointerException if {@code sleeper} is null
     */
    public Builder sleeper(Sleeper sleeper) {
      this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
      return this;
    }

    /**
     * Creates the generator.
     *
     * @return a new generator with this builder's settings
     */
    public Scru64Generator build() {
      return new Scru64Generator(this);
    }
  }
}
