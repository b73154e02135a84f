package io.github.sortid.lease;

import io.github.sortid.lease.spi.LeaseStore;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import java.time.InstantSource;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;

/**
 * Finds a free node ID of one size in a realm and claims it, trying until a deadline: it reads the
 * realm, chooses a node ID, and claims it in one write that fails if the realm changed since the
 * read; then it reads and chooses again.
 */
final class Claimant {
  /** The longest pause between two tries while the realm is full or the store fails. */
  private static final long RETRY_MILLIS = 200;

  /**
   * A claimed node ID.
   *
   * @param key the node ID
   * @param floorTick the highest of the realm's floor and the overlapping reservations before the
   *     claim, or -1 if none: the new holder's IDs start above it
   * @param reservedTick the node ID's reservation as the claim wrote it
   */
  record Claim(NodeKey key, long floorTick, long reservedTick) {}

  private final LeaseStore store;
  private final int size;
  private final String owner;
  private final InstantSource clock;
  private final long windowTicks;
  private final long allowanceTicks;

  /** The snapshot read last, for the message of a realm that has no node ID free. */
  private volatile RealmSnapshot lastSnapshot;

  /** The store's last failure, or null if its last answer was a success. */
  private volatile Exception lastError;

  Claimant(LeaseStore store, int size, String owner, LeaseSettings settings) {
    this.store = store;
    this.size = size;
    this.owner = owner;
    this.clock = settings.clock();
    this.windowTicks = settings.reservationWindow().toMillis() >>> 8;
    this.allowanceTicks = settings.rollbackAllowance().toMillis() >>> 8;
  }

  /**
   * Claims a node ID, trying until the deadline or until the thread is interrupted.
   *
   * @param deadline the {@link System#nanoTime()} after which no new try starts
   * @return the claim, or empty if the deadline passed first ({@link #failure} tells why)
   * @throws InterruptedException if the thread is interrupted
   * @throws RuntimeException what the store threw unchecked: the realm cannot be used
   */
  Optional<Claim> claim(long deadline) throws InterruptedException {
    boolean prepared = false;
    while (true) {
      long pause = RETRY_MILLIS;
      try {
        if (!prepared) {
          store.prepare();
          prepared = true;
        }
        RealmSnapshot snapshot = store.read(false);
        long nowTick = clock.millis() >>> 8;
        // A node ID qualifies only if its new holder's first reservation, just above the floor, is
        // no further ahead of this clock than the rollback allowance.
        long maxFloorTick = nowTick + allowanceTicks - 1;
        Optional<NodeIdChooser.Choice> choice = choose(snapshot, maxFloorTick);
        if (choice.isEmpty() && !snapshot.reservations().isEmpty()) {
          // No node ID is free of reservations: read their ticks to find the oldest.
          snapshot = store.read(true);
          choice = choose(snapshot, maxFloorTick);
        }
        lastSnapshot = snapshot;
        lastError = null;
        if (choice.isPresent()) {
          NodeKey key = choice.get().key();
          long floorTick = choice.get().floorTick();
          long initialTick = Math.max(nowTick + windowTicks, floorTick + 1);
          // The claim is made on the snapshot the choice was made on, whose reservations that
          // overlap the node ID were all read with their ticks (the chooser passes over unread
          // ones): the floor above is theirs, and the claim fences them on the versions read.
          if (store.claim(snapshot, key, initialTick, owner)) {
            return Optional.of(new Claim(key, floorTick, initialTick));
          }
          // Another claim or extension came first: try again after a short random pause, so that
          // claimants that collided do not collide again.
          pause = ThreadLocalRandom.current().nextLong(1, 20);
        }
      } catch (InterruptedException | RuntimeException e) {
        throw e;
      } catch (Exception e) {
        if (Thread.currentThread().isInterrupted()) {
          throw new InterruptedException("interrupted while acquiring a node ID");
        }
        lastError = e;
      }
      long remaining = deadline - System.nanoTime();
      if (remaining <= 0) {
        return Optional.empty();
      }
      Thread.sleep(Math.min(pause, remaining / 1_000_000 + 1));
    }
  }

  private Optional<NodeIdChooser.Choice> choose(RealmSnapshot snapshot, long maxFloorTick) {
    Map<NodeKey, Long> ticks =
        snapshot.reservations().entrySet().stream()
            .collect(Collectors.toMap(Map.Entry::getKey, entry -> entry.getValue().tick()));
    return NodeIdChooser.choose(
        size,
        snapshot.claims(),
        ticks,
        snapshot.floorTick(),
        maxFloorTick,
        ThreadLocalRandom.current());
  }

  /** The realm as this claimant read it last, or null before its first read. */
  RealmSnapshot lastSnapshot() {
    return lastSnapshot;
  }

  /**
   * Why no node ID was claimed before the deadline: the store's last error, or how full the realm
   * was.
   *
   * @param timeoutMillis the acquire timeout, for the message
   */
  IllegalStateException failure(long timeoutMillis) {
    String message =
        "no "
            + size
            + "-bit node ID free in realm "
            + store.realm()
            + " within "
            + timeoutMillis
            + " ms: ";
    Exception error = lastError;
    RealmSnapshot snapshot = lastSnapshot;
    if (error != null || snapshot == null) {
      return new IllegalStateException(
          message
              + store.name()
              + (error != null ? " failed (" + error + ")" : " did not answer in time"),
          error);
    }
    return new IllegalStateException(
        message
            + snapshot.claims().size()
            + " node IDs are held there, and every "
            + size
            + "-bit node ID overlaps one of them (or a reservation too far ahead of this clock)");
  }
}
