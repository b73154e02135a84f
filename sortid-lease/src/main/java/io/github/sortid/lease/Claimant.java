package io.github.sortid.lease;

import io.github.sortid.lease.spi.LeaseStore;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
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

  /** The highest floor a node ID could have to qualify when {@link #lastSnapshot} was read. */
  private volatile long lastMaxFloorTick;

  private final RandomGenerator random;
  private boolean prepared;

  /** Whether the last try chose a node ID and found the realm changed; read by any thread. */
  private volatile boolean raced;

  /** The store's last failure, or null if its last answer was a success. */
  private volatile Exception lastError;

  /**
   * Creates a claimant.
   *
   * @param random chooses among equally good node IDs, and the pause after a lost race
   */
  Claimant(
      LeaseStore store, int size, String owner, LeaseSettings settings, RandomGenerator random) {
    this.store = store;
    this.random = random;
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
    while (true) {
      long pause = RETRY_MILLIS;
      try {
        Optional<Claim> claim = attempt();
        if (claim.isPresent()) {
          return claim;
        }
        if (raced) {
          // Another claim or extension came first: try again after a short random pause, so that
          // claimants that collided do not collide again.
          pause = random.nextLong(1, 20);
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

  /**
   * Tries once: prepares the realm (once per claimant), reads it, chooses a node ID and claims it.
   *
   * @return the claim, or empty if no node ID was free or the realm changed before the claim
   *     ({@link #raced()} tells which)
   * @throws RuntimeException what the store threw unchecked: the realm cannot be used
   * @throws Exception if the store failed
   */
  Optional<Claim> attempt() throws Exception {
    raced = false;
    if (!prepared) {
      store.prepare();
      prepared = true;
    }
    RealmSnapshot snapshot = store.read(false);
    long nowTick = clock.millis() >>> 8;
    // A node ID qualifies only if its new holder's first reservation, just above the floor, is no
    // further ahead of this clock than the rollback allowance.
    long maxFloorTick = nowTick + allowanceTicks - 1;
    Optional<NodeIdChooser.Choice> choice = choose(snapshot, maxFloorTick);
    if (choice.isEmpty() && !snapshot.reservations().isEmpty()) {
      // No node ID is free of reservations: read their ticks to find the oldest.
      snapshot = store.read(true);
      choice = choose(snapshot, maxFloorTick);
    }
    lastSnapshot = snapshot;
    lastMaxFloorTick = maxFloorTick;
    lastError = null;
    if (choice.isEmpty()) {
      return Optional.empty();
    }
    NodeKey key = choice.get().key();
    long floorTick = choice.get().floorTick();
    long initialTick = Math.max(nowTick + windowTicks, floorTick + 1);
    // The claim is made on the snapshot the choice was made on, whose reservations that overlap the
    // node ID were all read with their ticks (the chooser passes over unread ones): the floor above
    // is theirs, and the claim fences them on the versions read.
    if (store.claim(snapshot, key, initialTick, owner)) {
      return Optional.of(new Claim(key, floorTick, initialTick));
    }
    raced = true;
    return Optional.empty();
  }

  /** Whether the last {@link #attempt()} chose a node ID and found the realm changed. */
  boolean raced() {
    return raced;
  }

  private Optional<NodeIdChooser.Choice> choose(RealmSnapshot snapshot, long maxFloorTick) {
    Map<NodeKey, Long> ticks =
        snapshot.reservations().entrySet().stream()
            .collect(Collectors.toMap(Map.Entry::getKey, entry -> entry.getValue().tick()));
    return NodeIdChooser.choose(
        size, snapshot.claims(), ticks, snapshot.floorTick(), maxFloorTick, random);
  }

  /** The realm as this claimant read it last, or null before its first read. */
  RealmSnapshot lastSnapshot() {
    return lastSnapshot;
  }

  /**
   * Why no node ID was claimed before the deadline: the store's last error, or what kept each node
   * ID from being chosen, each cause with its count.
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
    return new IllegalStateException(message + obstacles(snapshot, lastMaxFloorTick));
  }

  /** What kept every node ID of a snapshot from being chosen, each cause with its count. */
  private String obstacles(RealmSnapshot snapshot, long maxFloorTick) {
    if (snapshot.floorTick() > maxFloorTick) {
      return "the realm's floor, tick "
          + snapshot.floorTick()
          + ", lies further ahead of this clock than the rollback allowance: no new holder can"
          + " start above it"
          + unreadableNote(snapshot);
    }
    long unread = snapshot.reservations().values().stream().filter(each -> !each.isRead()).count();
    long ahead =
        snapshot.reservations().values().stream()
            .filter(each -> each.isRead() && each.tick() > maxFloorTick)
            .count();
    List<String> causes = new ArrayList<>();
    if (!snapshot.claims().isEmpty()) {
      causes.add(count(snapshot.claims().size(), "held node ID", "held node IDs"));
    }
    if (unread > 0) {
      causes.add(count(unread, "unreadable reservation", "unreadable reservations"));
    }
    if (ahead > 0) {
      causes.add(
          count(ahead, "reservation", "reservations")
              + " further ahead of this clock than the rollback allowance");
    }
    if (causes.isEmpty() || raced) {
      // The last try chose a node ID, and another claim or extension came first.
      return "the realm changed under the last try: other processes are claiming node IDs there"
          + " at the same time"
          + unreadableNote(snapshot);
    }
    return "every "
        + size
        + "-bit node ID overlaps one of "
        + String.join(" or ", causes)
        + unreadableNote(snapshot);
  }

  /** Names the records that could not be read, if any: at most three, and how many more. */
  private static String unreadableNote(RealmSnapshot snapshot) {
    List<String> names = snapshot.unreadable();
    if (names.isEmpty()) {
      return "";
    }
    String shown = String.join("; ", names.subList(0, Math.min(3, names.size())));
    return " ("
        + count(names.size(), "record", "records")
        + " could not be read: "
        + shown
        + (names.size() > 3 ? "; and " + (names.size() - 3) + " more" : "")
        + ")";
  }

  private static String count(long count, String one, String many) {
    return count + " " + (count == 1 ? one : many);
  }
}
