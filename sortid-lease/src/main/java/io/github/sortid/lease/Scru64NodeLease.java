package io.github.sortid.lease;

import io.github.sortid.lease.spi.LeaseStore;
import io.github.sortid.lease.spi.LostClaimException;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.scru64.Scru64CounterMode;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.scru64.Scru64Source;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A SCRU64 node ID leased from a store, and the generator that uses it: no two leases of a realm
 * ever issue the same ID, whatever the timing, so that many processes can share one ID space.
 * Acquire one from a store module: {@code ZooKeeperLeases.acquire(client, "/sortid/orders", 12)}
 * (sortid-zookeeper) or {@code JdbcLeases.acquire(dataSource, "orders", 12)} (sortid-jdbc).
 *
 * <p>A <em>realm</em> is the ID space that the leases share. A lease claims a node ID in one atomic
 * write that fails if any overlapping node ID is held: a 4-bit {@code 0101} and an 8-bit {@code
 * 0101xxxx} are never held at once, so sizes can be mixed in a realm. Every held node ID has a
 * <em>reservation</em>: the highest SCRU64 tick (256 ms) its holder may use.
 *
 * <ul>
 *   <li>The holder never issues an ID beyond its reservation. It extends the reservation ahead of
 *       time, in the background, by a write that succeeds only while its own claim stands.
 *   <li>A new holder of a node ID, or of any overlapping one, starts above every overlapping
 *       reservation and above the realm's floor, and in the same write takes the overlapping
 *       reservations over, so that an earlier holder's next extension fails and it stops for good.
 *   <li>So an earlier holder that is partitioned, paused (a long GC, {@code SIGSTOP}) or whose
 *       claim ended without its knowing issues IDs only up to the reservation it already had, and
 *       every ID of the new holder is greater. No clock is compared between machines.
 *   <li>Reservations of node IDs no longer held are folded, now and then, into the realm's floor,
 *       so a realm stays small however many processes have held its node IDs.
 * </ul>
 *
 * <p>While the store is unreachable, the lease goes on issuing IDs up to its reservation, then
 * {@link #generate()} waits a bounded time and throws. Once the lease is lost (its claim ended or
 * another process took the node ID over) or closed, {@code generate()} throws at once; acquire a
 * new lease to go on. {@link #close()} gives the node ID back, so that a restarted process can take
 * it at once.
 *
 * <p>A lease is thread-safe, and its IDs are strictly increasing across all its threads. Each lease
 * runs one daemon thread for its extensions.
 */
public final class Scru64NodeLease implements Scru64Source, AutoCloseable {
  /**
   * The reservation window of a lease whose builder sets none: 5 seconds ahead of the clock, half
   * the default rollback allowance.
   */
  public static final Duration DEFAULT_RESERVATION_WINDOW = Duration.ofSeconds(5);

  /** How long acquiring tries to find a free node ID by default: 10 seconds. */
  public static final Duration DEFAULT_ACQUIRE_TIMEOUT = Duration.ofSeconds(10);

  /** The longest pause between two tries of an extension while the store fails. */
  private static final long RETRY_MILLIS = 200;

  /**
   * How long {@link #close()} and a timed-out acquire wait for the store before they return,
   * leaving the store's call to finish (or fail) on a daemon thread.
   */
  private static final long GRACE_MILLIS = 500;

  private enum State {
    ACTIVE,
    LOST,
    CLOSED
  }

  private final LeaseStore store;
  private final NodeKey key;
  private final String owner;
  private final Scru64Generator generator;
  private final InstantSource clock;
  private final long windowTicks;
  private final long allowanceMillis;
  private final long extendMillis;
  private final long retryMillis;
  private final ExtensionScheduler extender;

  private final ReentrantLock lock = new ReentrantLock();
  private final Condition reservationChanged = lock.newCondition();

  /**
   * The highest tick an ID from {@link #generate()} may have: the reservation that the store
   * confirmed last, or -1 once the lease is lost or closed. It is read without the lock on the fast
   * path, and only ever raised after the store has stored the new reservation.
   */
  private volatile long limit;

  private volatile State state = State.ACTIVE;

  /** Guarded by {@link #lock}: the reservation stored last, and why the lease ended. */
  private long reservedTick;

  private String stopReason;
  private Exception lastError;

  /** When the extension that the store has not answered yet was sent, or 0 if none is pending. */
  private volatile long extensionSentNanos;

  /** Stops the store's watch for a lost claim; set by {@link #start()}. */
  private volatile Runnable unwatch = () -> {};

  private Scru64NodeLease(
      LeaseSettings settings,
      LeaseStore store,
      NodeKey key,
      String owner,
      Scru64Generator generator,
      long reservedTick,
      ExtensionScheduler extender) {
    this.store = store;
    this.key = key;
    this.owner = owner;
    this.generator = generator;
    this.clock = settings.clock();
    this.windowTicks = settings.reservationWindow().toMillis() >>> 8;
    this.allowanceMillis = settings.rollbackAllowance().toMillis();
    this.extendMillis = settings.reservationWindow().toMillis() / 2;
    this.retryMillis = Math.min(RETRY_MILLIS, settings.reservationWindow().toMillis() / 8);
    this.reservedTick = reservedTick;
    this.limit = reservedTick;
    this.extender = extender;
  }

  /**
   * Generates a new ID with the leased node ID. It costs what {@link Scru64Generator#generate()}
   * costs, plus one volatile read: the store is never asked on this path.
   *
   * <p>If the ID would be beyond the reservation (the store has not confirmed an extension in time,
   * or the generator has run ahead of the clock), it waits for an extension, at most the rollback
   * allowance.
   *
   * @return the new ID, never {@code null}
   * @throws IllegalStateException if the lease is lost or closed, if the reservation could not be
   *     extended within the wait (the message names the reservation's end and what became of the
   *     last extension), if the thread is interrupted while waiting (its interrupt status is then
   *     set again), or for the reasons of {@link Scru64Generator#generate()}
   */
  @Override
  public Scru64Id generate() {
    Scru64Id id = generator.generate();
    if (id.getTimestamp() <= limit) {
      return id;
    }
    return awaitReservation(id);
  }

  /**
   * Generates a new ID with the leased node ID and returns its canonical text.
   *
   * @return 12 lowercase Base36 digits
   * @throws IllegalStateException for the reasons of {@link #generate()}
   */
  @Override
  public String generateString() {
    return generate().toString();
  }

  /**
   * Returns the leased node ID and its size, with the last ID generated (or, before the first ID,
   * the point above every earlier holder's reservation that this lease started from).
   *
   * @return the node spec
   */
  @Override
  public Scru64NodeSpec getNodeSpec() {
    return generator.getNodeSpec();
  }

  /**
   * Returns the realm: every lease of the realm holds a different node ID.
   *
   * @return the realm as the store names it, such as {@code "/sortid/orders"}
   */
  public String getRealm() {
    return store.realm();
  }

  /**
   * Tells whether the store found the realm open to every one of its clients: no permissions were
   * configured for its records (a ZooKeeper realm without an ACL), so that any client could break
   * the uniqueness of its IDs. A store that cannot tell (a database, whose grants it does not read)
   * says false.
   *
   * @return true if the realm is open to every client of the store
   */
  public boolean isRealmOpen() {
    return store.isOpen();
  }

  /**
   * Tells whether {@link #generate()} can issue IDs now: the lease still holds its node ID, its
   * reservation covers the clock's current tick, and the reservation is no further ahead of the
   * clock than the rollback allowance (it is, after the clock was set back, and the generator then
   * refuses to go on). It does not ask the store.
   *
   * @return true while the lease is neither lost nor closed and its reservation fits the clock
   */
  public boolean isValid() {
    long now = clock.millis();
    long end = limit;
    return state == State.ACTIVE && end >= now >>> 8 && (end << 8) - now <= allowanceMillis;
  }

  /**
   * Gives the node ID back: stops issuing IDs, shrinks the reservation to the last tick used and
   * ends the claim, so that another process can take the node ID at once and start right after this
   * lease's last ID. Does nothing if already closed. Returns within about half a second, whatever
   * the store does: a release the store has not answered by then goes on in the background.
   *
   * <p>If the store cannot be reached, or the lease was lost, the claim ends with the store's own
   * means (a ZooKeeper session, a database claim's expiry) and the reservation stays where it was:
   * both are safe, only a new holder starts further ahead.
   */
  @Override
  public void close() {
    State previous;
    lock.lock();
    try {
      previous = state;
      if (previous == State.CLOSED) {
        return;
      }
      stop(State.CLOSED, "the lease is closed");
    } finally {
      lock.unlock();
    }
    unwatch.run();
    extender.stop(true);
    if (previous == State.ACTIVE) {
      long lastTick = generator.getNodePrev().map(Scru64Id::getTimestamp).orElse(0L);
      Thread releaser = daemon(() -> release(lastTick), "sortid-scru64-release " + key);
      releaser.start();
      try {
        releaser.join(GRACE_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /**
   * A description for logs: the node ID, the realm and the state.
   *
   * @return for example {@code "Scru64NodeLease[5/4 in /sortid/orders, ACTIVE]"}
   */
  @Override
  public String toString() {
    return "Scru64NodeLease[" + key + " in " + store.realm() + ", " + state + "]";
  }

  /** Starts the background extensions and the store's watch. */
  private void start() {
    unwatch = store.watchLoss(this::lose);
    extender.schedule(this::extend, extendMillis);
  }

  /**
   * The highest tick an ID may have now: the reservation the store confirmed last, or -1 once the
   * lease is lost or closed.
   */
  long limit() {
    return limit;
  }

  /**
   * Moves the reservation to one window ahead of the clock. Runs on the extender thread, every half
   * window while the store answers, more often while it fails.
   */
  private void extend() {
    if (state != State.ACTIVE) {
      return;
    }
    long target = (clock.millis() >>> 8) + windowTicks;
    lock.lock();
    try {
      target = Math.max(target, reservedTick);
    } finally {
      lock.unlock();
    }
    long delay = extendMillis;
    extensionSentNanos = System.nanoTime();
    try {
      store.extend(key, owner, target);
      publish(target);
    } catch (LostClaimException e) {
      lose(e.getMessage());
      return;
    } catch (InterruptedException e) {
      return; // closing
    } catch (Exception e) {
      publishError(e);
      delay = retryMillis;
    } finally {
      extensionSentNanos = 0;
    }
    if (state == State.ACTIVE) {
      extender.schedule(this::extend, delay);
    }
  }

  /** Records a reservation that the store has stored, and wakes the waiting threads. */
  private void publish(long tick) {
    lock.lock();
    try {
      if (state == State.ACTIVE) {
        reservedTick = Math.max(reservedTick, tick);
        limit = reservedTick;
        lastError = null;
        reservationChanged.signalAll();
      }
    } finally {
      lock.unlock();
    }
  }

  private void publishError(Exception error) {
    lock.lock();
    try {
      lastError = error;
    } finally {
      lock.unlock();
    }
  }

  /** The lease is lost for good: no ID from now on. */
  private void lose(String reason) {
    lock.lock();
    try {
      if (state != State.ACTIVE) {
        return;
      }
      stop(State.LOST, "the lease was lost: " + reason);
    } finally {
      lock.unlock();
    }
    unwatch.run();
    extender.stop(false);
  }

  /** Under the lock: ends the lease; waiting threads wake and throw. */
  private void stop(State newState, String reason) {
    state = newState;
    stopReason = reason;
    limit = -1;
    reservationChanged.signalAll();
  }

  /** Waits until the reservation covers the ID, the lease stops, or the wait runs out. */
  private Scru64Id awaitReservation(Scru64Id id) {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(allowanceMillis);
    lock.lock();
    try {
      while (limit < id.getTimestamp()) {
        if (state != State.ACTIVE) {
          throw new IllegalStateException(
              "no SCRU64 ID from node " + key + " of realm " + store.realm() + ": " + stopReason);
        }
        long remaining = deadline - System.nanoTime();
        if (remaining <= 0) {
          throw notExtended();
        }
        reservationChanged.awaitNanos(remaining);
      }
      return id;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the reservation", e);
    } finally {
      lock.unlock();
    }
  }

  /** Under the lock: the error of a reservation that the store did not extend in time. */
  private IllegalStateException notExtended() {
    long sent = extensionSentNanos;
    String detail;
    if (sent != 0) {
      detail =
          "no answer yet to the extension sent "
              + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - sent)
              + " ms ago";
    } else if (lastError != null) {
      detail = "last error: " + lastError;
    } else {
      detail = "no extension was due";
    }
    return new IllegalStateException(
        "no SCRU64 ID from node "
            + key
            + " of realm "
            + store.realm()
            + ": its reservation ends at "
            + Instant.ofEpochMilli((reservedTick + 1) << 8)
            + ", and "
            + store.name()
            + " did not extend it within "
            + allowanceMillis
            + " ms ("
            + detail
            + ")",
        lastError);
  }

  /**
   * Shrinks the reservation to the last tick used and ends the claim. The last tick comes from the
   * generator, which has seen every ID handed out: a thread that read the old {@link #limit} made
   * its ID before {@link #stop} cleared it, so the generator holds that ID or a later one.
   */
  private void release(long lastTick) {
    try {
      store.release(key, owner, lastTick);
    } catch (Exception e) {
      // Unreachable: the claim ends with the store's own means, the reservation stays (safe).
    }
  }

  /**
   * Claims a node ID on a daemon thread, waiting at most the acquire timeout (and a short grace for
   * a try under way), then builds the generator above every earlier holder's reservation. A claim
   * that succeeds after the caller gave up is given back.
   */
  private static Scru64NodeLease acquire(LeaseSettings settings, LeaseStore store) {
    String owner = UUID.randomUUID().toString();
    // ThreadLocalRandom.current() on each draw, on the thread that draws: an instance obtained on
    // this thread and used on the worker would draw from the worker's unseeded state, the same
    // sequence in every process.
    Claimant claimant =
        new Claimant(
            store,
            settings.nodeIdSize(),
            owner,
            settings,
            () -> ThreadLocalRandom.current().nextLong());
    long timeoutNanos = settings.acquireTimeout().toNanos();
    long deadline = System.nanoTime() + timeoutNanos;
    CompletableFuture<Optional<Claimant.Claim>> result = new CompletableFuture<>();
    Thread worker =
        daemon(
            () -> {
              try {
                Optional<Claimant.Claim> claim = claimant.claim(deadline);
                if (claim.isPresent() && deadline - System.nanoTime() > timeoutNanos / 2) {
                  // Most acquires find the realm small; the few that do not keep it so, while
                  // half their time is left (or leave it to the next).
                  Compaction.run(store, claimant.lastSnapshot());
                }
                if (!result.complete(claim) && claim.isPresent()) {
                  giveBack(store, owner, claim.get());
                }
              } catch (InterruptedException e) {
                result.complete(Optional.empty());
              } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
              }
            },
            "sortid-scru64-acquire " + store.realm());
    worker.start();
    Optional<Claimant.Claim> claim;
    try {
      claim =
          result.get(
              timeoutNanos + TimeUnit.MILLISECONDS.toNanos(GRACE_MILLIS), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      // The worker may have finished just now: then its outcome counts.
      claim = result.complete(Optional.empty()) ? Optional.empty() : outcome(result, store);
      worker.interrupt();
    } catch (InterruptedException e) {
      if (!result.complete(Optional.empty())) {
        result.join().ifPresent(late -> giveBack(store, owner, late));
      }
      worker.interrupt();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while acquiring a node ID", e);
    } catch (ExecutionException e) {
      throw unusable(e.getCause(), store);
    }
    if (claim.isEmpty()) {
      throw claimant.failure(settings.acquireTimeout().toMillis());
    }
    ExtensionScheduler extender =
        ExtensionScheduler.daemon("sortid-scru64-lease " + claim.get().key() + " " + store.realm());
    return start(settings, store, owner, claim.get(), extender);
  }

  /** The outcome of a worker that has completed. */
  private static Optional<Claimant.Claim> outcome(
      CompletableFuture<Optional<Claimant.Claim>> result, LeaseStore store) {
    try {
      return result.join();
    } catch (CompletionException e) {
      throw unusable(e.getCause(), store);
    }
  }

  /** What the store threw unchecked, which makes the realm unusable, as the caller sees it. */
  private static RuntimeException unusable(Throwable cause, LeaseStore store) {
    if (cause instanceof RuntimeException unusable) {
      return unusable;
    }
    return new IllegalStateException(
        "could not acquire a node ID in realm " + store.realm(), cause);
  }

  /**
   * Builds the generator of a claim and starts the lease, whose extensions the scheduler runs.
   *
   * @throws IllegalStateException if the generator cannot start (the clock went back since the node
   *     ID was chosen): the claim is then given back
   */
  static Scru64NodeLease start(
      LeaseSettings settings,
      LeaseStore store,
      String owner,
      Claimant.Claim claim,
      ExtensionScheduler extender) {
    NodeKey key = claim.key();
    int counterSize = NodeKey.NODE_CTR_SIZE - key.size();
    // The spec's node_prev: the largest ID the node ID could have had at the floor tick, so that
    // every ID of this lease is in a later tick than any earlier holder's.
    Scru64NodeSpec spec =
        claim.floorTick() >= 0
            ? Scru64NodeSpec.ofNodePrev(
                Scru64Id.fromParts(
                    claim.floorTick(), key.firstNodeCtr() | ((1 << counterSize) - 1)),
                key.size())
            : Scru64NodeSpec.ofNodeId(key.nodeId(), key.size());
    Scru64Generator.Builder generator =
        Scru64Generator.builder(spec)
            .clock(settings.clock())
            .rollbackAllowance(settings.rollbackAllowance());
    if (settings.counterMode() != null) {
      generator.counterMode(settings.counterMode());
    }
    Scru64NodeLease lease;
    try {
      lease =
          new Scru64NodeLease(
              settings, store, key, owner, generator.build(), claim.reservedTick(), extender);
    } catch (IllegalArgumentException e) {
      // The clock went back since the node ID was chosen: give the claim back and say so.
      extender.stop(false);
      giveBack(store, owner, claim);
      throw new IllegalStateException(
          "could not start a generator for node " + key + " of realm " + store.realm(), e);
    }
    lease.start();
    return lease;
  }

  /** Gives back a claim that no lease uses, if the store answers. */
  private static void giveBack(LeaseStore store, String owner, Claimant.Claim claim) {
    try {
      store.release(claim.key(), owner, Math.max(claim.floorTick(), 0));
    } catch (Exception e) {
      // Unreachable: the claim ends with the store's own means.
    }
  }

  private static Thread daemon(Runnable task, String name) {
    Thread thread = new Thread(task, name);
    thread.setDaemon(true);
    return thread;
  }

  /**
   * What every store's lease builder sets: the node ID size, the reservation window, the acquire
   * timeout, the rollback allowance, the counter mode and the clock. A store module extends it with
   * its own settings and the store it creates.
   *
   * <pre>{@code
   * Scru64NodeLease lease = ZooKeeperLeases.builder(curator, "/sortid/orders", 12)
   *     .reservationWindow(Duration.ofSeconds(3))
   *     .acquireTimeout(Duration.ofSeconds(30))
   *     .acquire();
   * }</pre>
   *
   * @param <B> the builder's own type, which the setters return
   */
  public abstract static class Builder<B extends Builder<B>> {
    private final int nodeIdSize;
    private Duration reservationWindow = DEFAULT_RESERVATION_WINDOW;
    private Duration acquireTimeout = DEFAULT_ACQUIRE_TIMEOUT;
    private Duration rollbackAllowance = Scru64Generator.DEFAULT_ROLLBACK_ALLOWANCE;
    private Scru64CounterMode counterMode;
    private InstantSource clock = InstantSource.system();

    /**
     * Creates a builder with the defaults.
     *
     * @param nodeIdSize the node ID size in bits, 1 to 23
     * @throws IllegalArgumentException if the size is out of range
     */
    protected Builder(int nodeIdSize) {
      if (nodeIdSize < Scru64NodeSpec.MIN_NODE_ID_SIZE
          || nodeIdSize > Scru64NodeSpec.MAX_NODE_ID_SIZE) {
        throw new IllegalArgumentException(
            "nodeIdSize out of range: " + nodeIdSize + " (expected 1 to 23)");
      }
      this.nodeIdSize = nodeIdSize;
    }

    /**
     * Sets how far ahead of the clock the reservation is kept: the lease extends it to this far
     * ahead every half window. A longer window rides out longer store outages; a shorter one lets a
     * new holder start closer to its clock after a crash. It must stay below the rollback
     * allowance, so that a new holder, starting above the old reservation, is no further ahead of
     * its clock than its generator tolerates. Default: 5 seconds.
     *
     * @param window at least 512 ms (two ticks) and less than the rollback allowance (checked by
     *     {@link #acquire()})
     * @return this builder
     * @throws IllegalArgumentException if {@code window} is shorter than 512 ms
     * @throws NullPointerException if {@code window} is null
     */
    public final B reservationWindow(Duration window) {
      Objects.requireNonNull(window, "window");
      if (window.toMillis() < 512) {
        throw new IllegalArgumentException(
            "reservation window too short: " + window + " (expected 512 ms or more)");
      }
      this.reservationWindow = window;
      return self();
    }

    /**
     * Sets how long {@link #acquire()} tries to find and claim a free node ID; it returns or throws
     * within about half a second after it, whatever the store does. Default: 10 seconds.
     *
     * @param timeout zero or more
     * @return this builder
     * @throws IllegalArgumentException if {@code timeout} is negative
     * @throws NullPointerException if {@code timeout} is null
     */
    public final B acquireTimeout(Duration timeout) {
      Objects.requireNonNull(timeout, "timeout");
      if (timeout.isNegative()) {
        throw new IllegalArgumentException("negative acquire timeout: " + timeout);
      }
      this.acquireTimeout = timeout;
      return self();
    }

    /**
     * Sets the rollback allowance of the lease's generator (see {@link
     * io.github.sortid.GeneratorBuilder#rollbackAllowance}), which is also the longest {@link
     * Scru64NodeLease#generate()} waits for a reservation, and how far ahead of the clock a
     * reservation may be before {@link Scru64NodeLease#isValid()} says false. Default: 10 seconds.
     *
     * @param allowance more than the reservation window (checked by {@link #acquire()})
     * @return this builder
     * @throws IllegalArgumentException if the allowance is negative or too large for SCRU64
     * @throws NullPointerException if {@code allowance} is null
     */
    public final B rollbackAllowance(Duration allowance) {
      Scru64Generator.builder(Scru64NodeSpec.ofNodeId(0, nodeIdSize)).rollbackAllowance(allowance);
      this.rollbackAllowance = allowance;
      return self();
    }

    /**
     * Sets how the lease's generator starts its counter at each new timestamp. Default: that of
     * {@link Scru64Generator.Builder#counterMode}.
     *
     * @param counterMode the counter mode
     * @return this builder
     * @throws NullPointerException if {@code counterMode} is null
     */
    public final B counterMode(Scru64CounterMode counterMode) {
      this.counterMode = Objects.requireNonNull(counterMode, "counterMode");
      return self();
    }

    /**
     * Sets the clock of the lease: its generator's timestamps, its reservations and the check of
     * {@link Scru64NodeLease#isValid()}. Default: the system clock.
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
     * Leases a node ID with this builder's settings.
     *
     * @return the lease, holding its node ID
     * @throws IllegalArgumentException if the reservation window is not below the rollback
     *     allowance (in whole 256-ms ticks), or a setting of the store's own does not fit
     * @throws IllegalStateException if no node ID is free within the acquire timeout (the message
     *     names the realm, the size and how many node IDs are held), the store kept failing (the
     *     message gives its last error), or the store found the realm unusable (its own message)
     */
    public final Scru64NodeLease acquire() {
      if (reservationWindow.toMillis() >>> 8 >= rollbackAllowance.toMillis() >>> 8) {
        throw new IllegalArgumentException(
            "reservation window "
                + reservationWindow
                + " not below the rollback allowance "
                + rollbackAllowance
                + ": a new holder could start further ahead of its clock than its generator"
                + " tolerates");
      }
      LeaseSettings settings =
          new LeaseSettings(
              nodeIdSize, reservationWindow, acquireTimeout, rollbackAllowance, counterMode, clock);
      return Scru64NodeLease.acquire(settings, createStore());
    }

    /**
     * Returns the reservation window set, or the default, for a store whose own settings depend on
     * it.
     *
     * @return the reservation window
     */
    protected final Duration getReservationWindow() {
      return reservationWindow;
    }

    /**
     * Creates the store of the lease that {@link #acquire()} is acquiring: one store per lease.
     * Settings of the store's own that do not fit the common ones fail here.
     *
     * @return the store
     * @throws IllegalArgumentException if a setting of the store's own does not fit
     */
    protected abstract LeaseStore createStore();

    @SuppressWarnings("unchecked")
    private B self() {
      return (B) this;
    }
  }
}
