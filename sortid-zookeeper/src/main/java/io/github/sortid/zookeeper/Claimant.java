package io.github.sortid.zookeeper;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.apache.zookeeper.KeeperException;

/**
 * Finds a free node ID of one size in a realm and claims it, trying until a deadline (DESIGN
 * "Choosing"): it reads the realm, chooses a node ID, and claims it in one transaction, which fails
 * if the realm changed since the read; then it reads and chooses again.
 */
final class Claimant {
  /** The longest pause between two tries while the realm is full or ZooKeeper fails. */
  private static final long RETRY_MILLIS = 200;

  /**
   * A claimed node ID.
   *
   * @param key the node ID
   * @param owner the owner token in the claim and the reservation
   * @param floorTick the highest overlapping reservation before the claim, or -1 if none: the new
   *     holder's IDs start above it
   * @param reservedTick the node ID's reservation as the claim wrote it
   * @param version the reservation's znode version after the claim
   */
  record Claim(NodeKey key, String owner, long floorTick, long reservedTick, int version) {}

  private final Realm realm;
  private final int size;
  private final Duration timeout;
  private final long windowTicks;
  private final long allowanceTicks;
  private final String owner = UUID.randomUUID().toString();

  Claimant(Realm realm, int size, Duration timeout, Duration window, Duration allowance) {
    this.realm = realm;
    this.size = size;
    this.timeout = timeout;
    this.windowTicks = window.toMillis() >>> 8;
    this.allowanceTicks = allowance.toMillis() >>> 8;
  }

  /**
   * Claims a node ID.
   *
   * @throws IllegalStateException if none could be claimed before the timeout (the message names
   *     the realm, the size and how many node IDs are held, or ZooKeeper's last error)
   */
  Claim claim() {
    long deadline = System.nanoTime() + timeout.toNanos();
    Exception lastError = null;
    int held = -1;
    boolean realmCreated = false;
    while (true) {
      long pause = RETRY_MILLIS;
      try {
        if (!realmCreated) {
          realm.create();
          realmCreated = true;
        }
        Realm.Snapshot snapshot = realm.read(false);
        long nowTick = System.currentTimeMillis() >>> 8;
        // A used node ID qualifies only if its new holder's generator, starting above the
        // reservation, is no further ahead of this clock than the rollback allowance.
        long maxFloorTick = nowTick + allowanceTicks;
        Optional<NodeIdChooser.Choice> choice = choose(snapshot, maxFloorTick);
        if (choice.isEmpty() && !snapshot.reservations().isEmpty()) {
          // No node ID was never used: read the reservations' ticks to find the oldest.
          snapshot = realm.read(true);
          choice = choose(snapshot, maxFloorTick);
        }
        held = snapshot.claims().size();
        lastError = null;
        if (choice.isPresent()) {
          NodeKey key = choice.get().key();
          long floorTick = choice.get().floorTick();
          long initialTick = Math.max(nowTick + windowTicks, floorTick + 1);
          Reservation initial = new Reservation(initialTick, owner, -1);
          Optional<Integer> version = tryClaim(snapshot, key, initial);
          if (version.isPresent()) {
            return new Claim(key, owner, floorTick, initialTick, version.get());
          }
          // Another claim or extension came first: try again at once, after a short random pause
          // so that claimants that collided do not collide again.
          pause = ThreadLocalRandom.current().nextLong(1, 20);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while acquiring a node ID", e);
      } catch (IllegalStateException e) {
        throw e;
      } catch (Exception e) {
        lastError = e;
      }
      long remaining = deadline - System.nanoTime();
      if (remaining <= 0) {
        throw noNodeId(held, lastError);
      }
      sleep(Math.min(pause, TimeUnit.NANOSECONDS.toMillis(remaining) + 1));
    }
  }

  private Optional<NodeIdChooser.Choice> choose(Realm.Snapshot snapshot, long maxFloorTick) {
    Map<NodeKey, Long> ticks =
        snapshot.reservations().entrySet().stream()
            .collect(Collectors.toMap(Map.Entry::getKey, entry -> entry.getValue().tick()));
    return NodeIdChooser.choose(
        size, snapshot.claims(), ticks, maxFloorTick, ThreadLocalRandom.current());
  }

  /**
   * Claims the node ID; returns the reservation's version, or empty if the realm changed first. A
   * failed transaction may have gone through with only its reply lost (Curator then retried it, and
   * the retry failed on the changes it made itself): the claim's owner token tells.
   */
  private Optional<Integer> tryClaim(Realm.Snapshot snapshot, NodeKey key, Reservation initial)
      throws Exception {
    try {
      return Optional.of(realm.claim(snapshot, key, initial));
    } catch (KeeperException e) {
      if (realm.readClaimOwner(key).filter(owner::equals).isPresent()) {
        Optional<Reservation> stored = realm.readReservation(key);
        if (stored.isPresent() && stored.get().owner().equals(owner)) {
          return Optional.of(stored.get().version());
        }
      }
      if (e instanceof KeeperException.BadVersionException
          || e instanceof KeeperException.NodeExistsException
          || e instanceof KeeperException.NoNodeException) {
        return Optional.empty();
      }
      throw e;
    }
  }

  private IllegalStateException noNodeId(int held, Exception lastError) {
    String message =
        "no "
            + size
            + "-bit node ID free in realm "
            + realm.path()
            + " within "
            + timeout.toMillis()
            + " ms: ";
    if (lastError != null) {
      return new IllegalStateException(message + "ZooKeeper failed (" + lastError + ")", lastError);
    }
    return new IllegalStateException(
        message
            + held
            + " node IDs are held there, and every "
            + size
            + "-bit node ID overlaps one of them (or a reservation too far ahead of this clock)");
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while acquiring a node ID", e);
    }
  }
}
