package io.github.sortid.zookeeper;

import io.github.sortid.scru64.Scru64CounterMode;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.scru64.Scru64Source;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.state.ConnectionState;
import org.apache.curator.framework.state.ConnectionStateListener;
import org.apache.curator.utils.PathUtils;
import org.apache.zookeeper.KeeperException;

/**
 * A SCRU64 node ID leased from ZooKeeper, and the generator that uses it: no two leases of a realm
 * ever issue the same ID, whatever the timing, so that many machines can share one ID space.
 *
 * <p>A <em>realm</em> is a znode path; every process that generates IDs of one realm leases its
 * node ID under it. A lease claims a node ID with an ephemeral znode, in one transaction that fails
 * if any overlapping node ID is held: a 4-bit {@code 0101} and an 8-bit {@code 0101xxxx} are never
 * held at once, so sizes can be mixed in a realm. Every node ID has a persistent
 * <em>reservation</em>: the highest SCRU64 tick (256 ms) its holder may use.
 *
 * <ul>
 *   <li>The holder never issues an ID beyond its reservation. It extends the reservation ahead of
 *       time, in the background, by a conditional write on the version it wrote last.
 *   <li>A new holder of a node ID, or of any overlapping one, starts above every overlapping
 *       reservation, and in the same transaction rewrites them, so that an earlier holder's next
 *       extension fails and it stops for good.
 *   <li>So an earlier holder that is partitioned, paused (a long GC, {@code SIGSTOP}) or whose
 *       session expired without its knowing issues IDs only up to the reservation it already had,
 *       and every ID of the new holder is greater. No clock is compared between machines.
 * </ul>
 *
 * <p>While ZooKeeper is unreachable, the lease goes on issuing IDs up to its reservation, then
 * {@link #generate()} waits a bounded time and throws. Once the lease is lost (its session ended or
 * another process took the node ID over) or closed, {@code generate()} throws at once; acquire a
 * new lease to go on.
 *
 * <pre>{@code
 * CuratorFramework curator = CuratorFrameworkFactory.newClient(
 *     "zk1:2181,zk2:2181,zk3:2181", new ExponentialBackoffRetry(1000, 3));
 * curator.start();
 * Scru64NodeLease lease = Scru64NodeLease.acquire(curator, "/sortid/orders", 12);
 * Scru64Id id = lease.generate();
 * Scru64.initialize(lease); // Scru64.generate() now uses the leased node ID too
 * ...
 * lease.close(); // at shutdown: a restarted process can take the node ID at once
 * }</pre>
 *
 * <p>A lease is thread-safe, and its IDs are strictly increasing across all its threads. Any number
 * of leases, of one realm or of several, may share one {@code CuratorFramework}; each runs one
 * daemon thread for its extensions.
 */
public final class Scru64NodeLease implements Scru64Source, AutoCloseable {
  /**
   * The reservation window of a lease whose builder sets none: 5 seconds ahead of the clock, half
   * the default rollback allowance.
   */
  public static final Duration DEFAULT_RESERVATION_WINDOW = Duration.ofSeconds(5);

  /** How long {@link #acquire} tries to find a free node ID by default: 10 seconds. */
  public static final Duration DEFAULT_ACQUIRE_TIMEOUT = Duration.ofSeconds(10);

  /** The longest pause between two tries of an extension while ZooKeeper fails. */
  private static final long RETRY_MILLIS = 200;

  private enum State {
    ACTIVE,
    LOST,
    CLOSED
  }

  private final CuratorFramework client;
  private final Realm realm;
  private final NodeKey key;
  private final String owner;
  private final Scru64Generator generator;
  private final long windowTicks;
  private final long extendMillis;
  private final long retryMillis;
  private final long maxWaitMillis;
  private final ScheduledExecutorService extender;
  private final ConnectionStateListener listener = this::connectionStateChanged;

  private final ReentrantLock lock = new ReentrantLock();
  private final Condition reservationChanged = lock.newCondition();

  /**
   * The highest tick an ID from {@link #generate()} may have: the reservation that ZooKeeper
   * confirmed last, or -1 once the lease is lost or closed. It is read without the lock on the fast
   * path, and only ever raised after ZooKeeper has stored the new reservation.
   */
  private volatile long limit;

  private volatile State state = State.ACTIVE;

  /** Guarded by {@link #lock}: the reservation stored last, its znode version, and why it ends. */
  private long reservedTick;

  private int version;
  private String stopReason;
  private Exception lastError;

  /** When the extension that ZooKeeper has not answered yet was sent, or 0 if none is pending. */
  private volatile long extensionSentNanos;

  private Scru64NodeLease(
      Builder builder,
      Realm realm,
      NodeKey key,
      String owner,
      Scru64Generator generator,
      long reservedTick,
      int version) {
    this.client = builder.client;
    this.realm = realm;
    this.key = key;
    this.owner = owner;
    this.generator = generator;
    this.windowTicks = builder.reservationWindow.toMillis() >>> 8;
    this.extendMillis = builder.reservationWindow.toMillis() / 2;
    this.retryMillis = Math.min(RETRY_MILLIS, builder.reservationWindow.toMillis() / 8);
    this.maxWaitMillis = builder.rollbackAllowance.toMillis();
    this.reservedTick = reservedTick;
    this.version = version;
    this.limit = reservedTick;
    this.extender =
        Executors.newSingleThreadScheduledExecutor(
            task -> {
              Thread thread = new Thread(task, "sortid-scru64-lease " + key + " " + realm.path());
              thread.setDaemon(true);
              return thread;
            });
  }

  /**
   * Leases a node ID of the given size in a realm, with the defaults: a reservation window of 5
   * seconds, an acquire timeout of 10 seconds, a rollback allowance of 10 seconds and the default
   * counter mode for the size.
   *
   * @param client a started Curator client; the lease uses it and never closes it
   * @param realmPath the realm's znode path, such as {@code "/sortid/orders"}; created if missing
   * @param nodeIdSize the node ID size in bits, 1 to 23
   * @return the lease, holding its node ID
   * @throws IllegalArgumentException if the path is not a valid znode path or the size is out of
   *     range
   * @throws IllegalStateException if no node ID is free within the acquire timeout (the message
   *     names the realm, the size and how many node IDs are held), or ZooKeeper kept failing
   * @throws NullPointerException if an argument is null
   */
  public static Scru64NodeLease acquire(CuratorFramework client, String realmPath, int nodeIdSize) {
    return builder(client, realmPath, nodeIdSize).acquire();
  }

  /**
   * Returns a builder to choose the reservation window, the acquire timeout, the rollback allowance
   * and the counter mode.
   *
   * @param client a started Curator client; the lease uses it and never closes it
   * @param realmPath the realm's znode path, such as {@code "/sortid/orders"}; created if missing
   * @param nodeIdSize the node ID size in bits, 1 to 23
   * @return a new builder with the defaults of {@link #acquire(CuratorFramework, String, int)}
   * @throws IllegalArgumentException if the path is not a valid znode path or the size is out of
   *     range
   * @throws NullPointerException if an argument is null
   */
  public static Builder builder(CuratorFramework client, String realmPath, int nodeIdSize) {
    return new Builder(client, realmPath, nodeIdSize);
  }

  /**
   * Generates a new ID with the leased node ID. It costs what {@link Scru64Generator#generate()}
   * costs, plus one volatile read: ZooKeeper is never asked on this path.
   *
   * <p>If the ID would be beyond the reservation (ZooKeeper has not confirmed an extension in time,
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
   * Returns the realm's znode path: every lease of the realm holds a different node ID.
   *
   * @return the path given to {@link #builder}, such as {@code "/sortid/orders"}
   */
  public String getRealmPath() {
    return realm.path();
  }

  /**
   * Tells whether the lease still holds its node ID and its reservation covers the clock's current
   * tick, so that {@link #generate()} can issue IDs now. It does not ask ZooKeeper.
   *
   * @return true while the lease is neither lost nor closed and its reservation is ahead
   */
  public boolean isValid() {
    return state == State.ACTIVE && limit >= System.currentTimeMillis() >>> 8;
  }

  /**
   * Gives the node ID back: stops issuing IDs, shrinks the reservation to the last tick used and
   * deletes the claim, so that another process can take the node ID at once and start right after
   * this lease's last ID. Does nothing if already closed.
   *
   * <p>If ZooKeeper cannot be reached, or the lease was lost, the claim goes with the session and
   * the reservation stays where it was: both are safe, only a new holder starts further ahead.
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
    client.getConnectionStateListenable().removeListener(listener);
    extender.shutdownNow();
    try {
      if (!extender.awaitTermination(10, TimeUnit.SECONDS) || previous != State.ACTIVE) {
        return;
      }
      release();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * A description for logs: the node ID, the realm and the state.
   *
   * @return for example {@code "Scru64NodeLease[5/4 in /sortid/orders, ACTIVE]"}
   */
  @Override
  public String toString() {
    return "Scru64NodeLease[" + key + " in " + realm.path() + ", " + state + "]";
  }

  /** Starts the background extensions and the watch on the session. */
  private void start() {
    client.getConnectionStateListenable().addListener(listener);
    extender.schedule(this::extend, extendMillis, TimeUnit.MILLISECONDS);
  }

  /**
   * Moves the reservation to one window ahead of the clock. Runs on the extender thread, every half
   * window while ZooKeeper answers, more often while it fails.
   */
  private void extend() {
    if (state != State.ACTIVE) {
      return;
    }
    long target = (System.currentTimeMillis() >>> 8) + windowTicks;
    int expected;
    lock.lock();
    try {
      expected = version;
      target = Math.max(target, reservedTick);
    } finally {
      lock.unlock();
    }
    long delay = extendMillis;
    extensionSentNanos = System.nanoTime();
    try {
      int stored = realm.extend(key, new Reservation(target, owner, -1), expected);
      publish(target, stored, null);
    } catch (KeeperException.BadVersionException e) {
      // Another claimant rewrote the reservation, or this lease's own write went through and only
      // its reply was lost (Curator then retried it on the old version): the owner tells which.
      delay = adoptOwnWrite(e);
    } catch (KeeperException.NoNodeException e) {
      lose("its claim is gone: its ZooKeeper session ended");
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
      extender.schedule(this::extend, delay, TimeUnit.MILLISECONDS);
    }
  }

  /** After a failed extension: goes on if the stored reservation is this lease's own write. */
  private long adoptOwnWrite(KeeperException failure) {
    try {
      Optional<Reservation> stored = realm.readReservation(key);
      if (stored.isPresent() && stored.get().owner().equals(owner)) {
        publish(stored.get().tick(), stored.get().version(), null);
        return 0;
      }
      lose("another process took the node ID over (its reservation was rewritten)");
    } catch (Exception e) {
      e.addSuppressed(failure);
      publishError(e);
    }
    return retryMillis;
  }

  /** Records a reservation that ZooKeeper has stored, and wakes the waiting threads. */
  private void publish(long tick, int storedVersion, Exception error) {
    lock.lock();
    try {
      if (state == State.ACTIVE) {
        reservedTick = Math.max(reservedTick, tick);
        version = storedVersion;
        limit = reservedTick;
        lastError = error;
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
    client.getConnectionStateListenable().removeListener(listener);
    extender.shutdown();
  }

  /** Under the lock: ends the lease; waiting threads wake and throw. */
  private void stop(State newState, String reason) {
    state = newState;
    stopReason = reason;
    limit = -1;
    reservationChanged.signalAll();
  }

  /**
   * Curator reports LOST when the session expired, or has surely expired after a disconnection as
   * long as the session timeout: the ephemeral claim is then gone, or about to go.
   */
  private void connectionStateChanged(CuratorFramework changed, ConnectionState newState) {
    if (newState == ConnectionState.LOST) {
      lose("its ZooKeeper session was lost");
    }
  }

  /** Waits until the reservation covers the ID, the lease stops, or the wait runs out. */
  private Scru64Id awaitReservation(Scru64Id id) {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(maxWaitMillis);
    lock.lock();
    try {
      while (limit < id.getTimestamp()) {
        if (state != State.ACTIVE) {
          throw new IllegalStateException(
              "no SCRU64 ID from node " + key + " of realm " + realm.path() + ": " + stopReason);
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

  /** Under the lock: the error of a reservation that ZooKeeper did not extend in time. */
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
            + realm.path()
            + ": its reservation ends at "
            + Instant.ofEpochMilli((reservedTick + 1) << 8)
            + ", and ZooKeeper did not extend it within "
            + maxWaitMillis
            + " ms ("
            + detail
            + ")",
        lastError);
  }

  /**
   * Shrinks the reservation to the last tick used and deletes the claim. The last tick comes from
   * the generator, which has seen every ID handed out: a thread that read the old {@link #limit}
   * made its ID before {@link #stop} cleared it, so the generator holds that ID or a later one.
   */
  private void release() {
    long lastTick = generator.getNodePrev().map(Scru64Id::getTimestamp).orElse(0L);
    long tick;
    int expected;
    lock.lock();
    try {
      tick = Math.min(lastTick, reservedTick);
      expected = version;
    } finally {
      lock.unlock();
    }
    for (int attempt = 0; attempt < 3; attempt++) {
      try {
        try {
          realm.release(key, new Reservation(tick, owner, -1), expected);
        } catch (KeeperException.NoNodeException e) {
          // The claim went with its session; the reservation can still shrink.
          realm.shrink(key, new Reservation(tick, owner, -1), expected);
        }
        return;
      } catch (KeeperException.BadVersionException e) {
        // The last extension went through, its reply lost; or another process took over.
        Optional<Reservation> stored = readQuietly();
        if (stored.isEmpty() || !stored.get().owner().equals(owner)) {
          return;
        }
        tick = Math.min(lastTick, stored.get().tick());
        expected = stored.get().version();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (Exception e) {
        return; // unreachable: the claim goes with the session, the reservation stays (safe)
      }
    }
  }

  private Optional<Reservation> readQuietly() {
    try {
      return realm.readReservation(key);
    } catch (Exception e) {
      return Optional.empty();
    }
  }

  /** Claims a node ID, then builds the generator above every earlier holder's reservation. */
  private static Scru64NodeLease acquire(Builder builder) {
    Realm realm = new Realm(builder.client, builder.realmPath);
    Claimant.Claim claim =
        new Claimant(
                realm,
                builder.nodeIdSize,
                builder.acquireTimeout,
                builder.reservationWindow,
                builder.rollbackAllowance)
            .claim();
    NodeKey key = claim.key();
    int counterSize = NodeKey.NODE_CTR_SIZE - key.size();
    // The spec's node_prev: the largest ID the node ID could have had at the floor tick, so that
    // every ID of this lease is in a later tick than any earlier holder's.
    Scru64NodeSpec spec =
        claim.floorTick() > 0
            ? Scru64NodeSpec.ofNodePrev(
                Scru64Id.fromParts(
                    claim.floorTick(), key.firstNodeCtr() | ((1 << counterSize) - 1)),
                key.size())
            : Scru64NodeSpec.ofNodeId(key.nodeId(), key.size());
    Scru64Generator.Builder generator =
        Scru64Generator.builder(spec).rollbackAllowance(builder.rollbackAllowance);
    if (builder.counterMode != null) {
      generator.counterMode(builder.counterMode);
    }
    Scru64NodeLease lease;
    try {
      lease =
          new Scru64NodeLease(
              builder,
              realm,
              key,
              claim.owner(),
              generator.build(),
              claim.reservedTick(),
              claim.version());
    } catch (IllegalArgumentException e) {
      // The clock went back since the node ID was chosen: give the claim back and say so.
      try {
        realm.release(
            key, new Reservation(claim.reservedTick(), claim.owner(), -1), claim.version());
      } catch (Exception releaseFailure) {
        e.addSuppressed(releaseFailure);
      }
      throw new IllegalStateException(
          "could not start a generator for node " + key + " of realm " + realm.path(), e);
    }
    lease.start();
    return lease;
  }

  /**
   * Chooses a lease's reservation window, acquire timeout, rollback allowance and counter mode.
   *
   * <pre>{@code
   * Scru64NodeLease lease = Scru64NodeLease.builder(curator, "/sortid/orders", 12)
   *     .reservationWindow(Duration.ofSeconds(3))
   *     .acquireTimeout(Duration.ofSeconds(30))
   *     .acquire();
   * }</pre>
   */
  public static final class Builder {
    private final CuratorFramework client;
    private final String realmPath;
    private final int nodeIdSize;
    private Duration reservationWindow = DEFAULT_RESERVATION_WINDOW;
    private Duration acquireTimeout = DEFAULT_ACQUIRE_TIMEOUT;
    private Duration rollbackAllowance = Scru64Generator.DEFAULT_ROLLBACK_ALLOWANCE;
    private Scru64CounterMode counterMode;

    private Builder(CuratorFramework client, String realmPath, int nodeIdSize) {
      this.client = Objects.requireNonNull(client, "client");
      this.realmPath = PathUtils.validatePath(Objects.requireNonNull(realmPath, "realmPath"));
      if (nodeIdSize < Scru64NodeSpec.MIN_NODE_ID_SIZE
          || nodeIdSize > Scru64NodeSpec.MAX_NODE_ID_SIZE) {
        throw new IllegalArgumentException(
            "nodeIdSize out of range: " + nodeIdSize + " (expected 1 to 23)");
      }
      this.nodeIdSize = nodeIdSize;
    }

    /**
     * Sets how far ahead of the clock the reservation is kept: the lease extends it to this far
     * ahead every half window. A longer window rides out longer ZooKeeper outages; a shorter one
     * lets a new holder start closer to its clock after a crash. It must stay below the rollback
     * allowance, so that a new holder, starting above the old reservation, is no further ahead of
     * its clock than its generator tolerates. Default: 5 seconds.
     *
     * @param window at least 512 ms (two ticks) and less than the rollback allowance (checked by
     *     {@link #acquire()})
     * @return this builder
     * @throws IllegalArgumentException if {@code window} is shorter than 512 ms
     * @throws NullPointerException if {@code window} is null
     */
    public Builder reservationWindow(Duration window) {
      Objects.requireNonNull(window, "window");
      if (window.toMillis() < 512) {
        throw new IllegalArgumentException(
            "reservation window too short: " + window + " (expected 512 ms or more)");
      }
      this.reservationWindow = window;
      return this;
    }

    /**
     * Sets how long {@link #acquire()} tries to find and claim a free node ID. Default: 10 seconds.
     *
     * @param timeout zero or more
     * @return this builder
     * @throws IllegalArgumentException if {@code timeout} is negative
     * @throws NullPointerException if {@code timeout} is null
     */
    public Builder acquireTimeout(Duration timeout) {
      Objects.requireNonNull(timeout, "timeout");
      if (timeout.isNegative()) {
        throw new IllegalArgumentException("negative acquire timeout: " + timeout);
      }
      this.acquireTimeout = timeout;
      return this;
    }

    /**
     * Sets the rollback allowance of the lease's generator (see {@link Scru64Generator.Builder}),
     * which is also the longest {@link Scru64NodeLease#generate()} waits for a reservation.
     * Default: 10 seconds.
     *
     * @param allowance more than the reservation window (checked by {@link #acquire()})
     * @return this builder
     * @throws NullPointerException if {@code allowance} is null
     */
    public Builder rollbackAllowance(Duration allowance) {
      this.rollbackAllowance = Objects.requireNonNull(allowance, "allowance");
      return this;
    }

    /**
     * Sets how the lease's generator starts its counter at each new timestamp. Default: that of
     * {@link Scru64Generator.Builder#counterMode}.
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
     * Leases a node ID with this builder's settings.
     *
     * @return the lease, holding its node ID
     * @throws IllegalArgumentException if the reservation window is not below the rollback
     *     allowance (in whole 256-ms ticks)
     * @throws IllegalStateException as {@link Scru64NodeLease#acquire(CuratorFramework, String,
     *     int)} does
     */
    public Scru64NodeLease acquire() {
      if (reservationWindow.toMillis() >>> 8 >= rollbackAllowance.toMillis() >>> 8) {
        throw new IllegalArgumentException(
            "reservation window "
                + reservationWindow
                + " not below the rollback allowance "
                + rollbackAllowance
                + ": a new holder could start further ahead of its clock than its generator"
                + " tolerates");
      }
      // Checks the allowance's range as the generator would, before anything is claimed.
      Scru64Generator.builder(Scru64NodeSpec.ofNodeId(0, nodeIdSize))
          .rollbackAllowance(rollbackAllowance);
      return Scru64NodeLease.acquire(this);
    }
  }
}
