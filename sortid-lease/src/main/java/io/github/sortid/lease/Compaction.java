package io.github.sortid.lease;

import io.github.sortid.lease.spi.LeaseStore;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.lease.spi.Reservation;
import java.lang.System.Logger.Level;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Keeps a realm small: once more than {@link #COMPACT_ABOVE} node IDs that nobody holds have a
 * reservation, the oldest of them, all but the newest {@link #KEEP}, are folded into the realm's
 * floor, at most {@link #MAX_BATCH} in one write. A lease runs it after its claim when the realm as
 * it read it is that large, so a realm holds at most about {@code COMPACT_ABOVE} reservations
 * besides its claims, however many processes have come and gone.
 *
 * <p>Why it is safe: a new holder starts above the floor, and the floor is at least every folded
 * reservation, so it starts above anything their earlier holders could still issue; the write is
 * made only if no claim was made since the read. No clock is read: which reservations go depends
 * only on their ticks, so a process whose clock runs ahead, and whose reservations do, cannot raise
 * the floor ahead of the others' clocks until {@code KEEP} newer reservations have come after it.
 */
final class Compaction {
  /** How many reservations of unheld node IDs a realm keeps before a compaction. */
  static final int COMPACT_ABOVE = 256;

  /** How many of the newest reservations of unheld node IDs a compaction keeps. */
  static final int KEEP = 64;

  /** The most reservations one write folds (ZooKeeper limits a transaction's size). */
  static final int MAX_BATCH = 1000;

  private static final System.Logger LOG = System.getLogger(Compaction.class.getName());

  private Compaction() {}

  /**
   * Compacts the realm if it is large; never throws (a compaction missed is the next one's).
   *
   * @param store the realm's store
   * @param seen the realm as last read, or null: with no more unheld reservations than {@link
   *     #COMPACT_ABOVE}, nothing is done
   */
  static void run(LeaseStore store, RealmSnapshot seen) {
    run(store, seen, COMPACT_ABOVE, KEEP);
  }

  /**
   * Compacts the realm if it holds more than {@code compactAbove} reservations of unheld node IDs,
   * keeping the newest {@code keep}; never throws.
   *
   * @param store the realm's store
   * @param seen the realm as last read, or null
   * @param compactAbove how many reservations of unheld node IDs the realm keeps without compaction
   * @param keep how many of the newest of them a compaction keeps
   */
  static void run(LeaseStore store, RealmSnapshot seen, int compactAbove, int keep) {
    if (seen == null || unheld(seen) <= compactAbove) {
      return;
    }
    try {
      RealmSnapshot snapshot = store.read(true);
      Set<NodeKey> held = new HashSet<>(snapshot.claims());
      // Equal ticks go by node ID, not by the snapshot map's order, which changes from one JVM to
      // the next: the same realm compacts the same way everywhere (and a simulation replays).
      List<Map.Entry<NodeKey, Reservation>> oldestFirst =
          snapshot.reservations().entrySet().stream()
              .filter(entry -> !held.contains(entry.getKey()) && entry.getValue().isRead())
              .sorted(
                  Comparator.comparingLong(
                          (Map.Entry<NodeKey, Reservation> entry) -> entry.getValue().tick())
                      .thenComparingInt(entry -> entry.getKey().size())
                      .thenComparingInt(entry -> entry.getKey().nodeId()))
              .toList();
      int count = Math.min(oldestFirst.size() - keep, MAX_BATCH);
      if (count <= 0) {
        return;
      }
      List<Map.Entry<NodeKey, Reservation>> folded = oldestFirst.subList(0, count);
      long floorTick = folded.get(count - 1).getValue().tick();
      store.compact(snapshot, folded.stream().map(Map.Entry::getKey).toList(), floorTick);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (Exception e) {
      LOG.log(Level.DEBUG, "compaction of realm " + store.realm() + " failed", e);
    }
  }

  private static long unheld(RealmSnapshot snapshot) {
    Set<NodeKey> held = new HashSet<>(snapshot.claims());
    return snapshot.reservations().keySet().stream().filter(key -> !held.contains(key)).count();
  }
}
