package io.github.sortid.lease;

import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.scru64.Scru64Id;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The ground truth of a schedule. For every lease ever started it keeps the IDs the lease could
 * issue: its node ID's {@code node_ctr} range, times its ticks from the first above the floor it
 * claimed on, up to the highest limit it ever had (or, once closed, the last tick it used). Two
 * leases whose node IDs overlap must not share a tick: then no timing lets them issue one ID. It
 * also keeps every ID actually issued, and fails on a duplicate.
 *
 * <p>Outside the trust model, where the adversary removes a live holder's records, an overlap is
 * allowed only at or below the reservation that was removed, and the holder must never raise its
 * limit after the removal: what the old holder issues stays within the reservation it had.
 */
final class SimOracle {
  /** What the oracle knows of one lease. */
  static final class Lease {
    final int serial;
    final int process;
    final NodeKey key;

    /** The lease's first possible tick: above the floor it claimed on. */
    final long first;

    /** The highest limit the lease ever had. */
    long maxLimit;

    /** The highest tick of the lease's possible IDs. */
    long upper;

    boolean closed;

    /** The lease's limit when its records were removed, or -1 if they were not. */
    long limitAtRemoval = -1;

    Lease(int serial, int process, NodeKey key, long first, long limit) {
      this.serial = serial;
      this.process = process;
      this.key = key;
      this.first = first;
      this.maxLimit = limit;
      this.upper = limit;
    }

    @Override
    public String toString() {
      return "lease #"
          + serial
          + " of "
          + SimWorld.name(process)
          + " on "
          + key
          + " (ticks "
          + SimWorld.tick(first)
          + ".."
          + SimWorld.tick(upper)
          + ")";
    }
  }

  /** A removed record: its node ID, and the highest tick its holders may have used. */
  private record Removed(NodeKey key, long tick) {}

  private final boolean trust;
  private final List<Lease> leases = new ArrayList<>();
  private final List<Lease> changed = new ArrayList<>();
  private final List<Removed> removed = new ArrayList<>();
  private final Set<Long> ids = new HashSet<>();
  private String failure;
  private int boundedOverlaps;

  /**
   * Creates the oracle of one schedule.
   *
   * @param trust whether the adversary may act outside the trust model
   */
  SimOracle(boolean trust) {
    this.trust = trust;
  }

  /** Records a lease that started on a claim. */
  Lease started(int process, NodeKey key, long floorTick, long limit) {
    Lease lease = new Lease(leases.size() + 1, process, key, floorTick + 1, limit);
    leases.add(lease);
    changed.add(lease);
    return lease;
  }

  /** Records a lease's limit as it is now: -1 once it is lost or closed. */
  void observe(Lease lease, long limit) {
    if (limit <= lease.maxLimit) {
      return;
    }
    if (lease.limitAtRemoval >= 0) {
      fail(
          lease
              + " raised its limit to "
              + SimWorld.tick(limit)
              + " after its records were removed at its limit "
              + SimWorld.tick(lease.limitAtRemoval));
    }
    lease.maxLimit = limit;
    if (!lease.closed) {
      lease.upper = limit;
      changed.add(lease);
    }
  }

  /** Records a lease closed while it held its node ID: it issues nothing after its last tick. */
  void closed(Lease lease, long lastTick) {
    lease.closed = true;
    lease.upper = Math.min(lease.upper, lastTick);
  }

  /** Records an ID that a lease issued while its limit was {@code limit}. */
  void generated(Lease lease, Scru64Id id, long limit) {
    long tick = id.getTimestamp();
    int nodeCtr = id.getNodeCtr();
    if (nodeCtr < lease.key.firstNodeCtr() || nodeCtr >= lease.key.endNodeCtr()) {
      fail(lease + " issued " + id + ", whose node_ctr is not its node ID's");
    }
    if (tick < lease.first || tick > limit) {
      fail(
          lease
              + " issued "
              + id
              + " at tick "
              + SimWorld.tick(tick)
              + ", outside its ticks up to its limit "
              + SimWorld.tick(limit));
    }
    if (!ids.add(id.toLong()) && !(trust && isRemoved(lease.key, tick))) {
      fail("duplicate ID " + id + " at tick " + SimWorld.tick(tick) + " from " + lease);
    }
  }

  /**
   * Records that a live holder's record was removed, outside the trust model.
   *
   * @param victim the holder's lease
   * @param limit the lease's limit then
   * @param tick the reservation of the record as removed, or -1 if it could not be read
   */
  void removed(Lease victim, long limit, long tick) {
    victim.limitAtRemoval = limit;
    removed.add(new Removed(victim.key, Math.max(limit, tick)));
  }

  /**
   * Compares every lease whose possible IDs grew since the last check with every other lease.
   *
   * @return the first failure of the schedule, or null
   */
  String check() {
    for (Lease lease : changed) {
      for (Lease other : leases) {
        if (other != lease && other.key.overlaps(lease.key)) {
          long low = Math.max(lease.first, other.first);
          long high = Math.min(lease.upper, other.upper);
          if (low <= high) {
            overlap(lease, other, low, high);
          }
        }
      }
    }
    changed.clear();
    return failure;
  }

  private void overlap(Lease lease, Lease other, long low, long high) {
    NodeKey narrower = lease.key.size() >= other.key.size() ? lease.key : other.key;
    if (trust && isRemoved(narrower, high)) {
      boundedOverlaps++;
      return;
    }
    fail(
        lease
            + " and "
            + other
            + " can both issue IDs in ticks "
            + SimWorld.tick(low)
            + ".."
            + SimWorld.tick(high));
  }

  /** Whether a removed record overlapped the node ID at or above the tick. */
  private boolean isRemoved(NodeKey key, long tick) {
    for (Removed each : removed) {
      if (each.key().overlaps(key) && tick <= each.tick()) {
        return true;
      }
    }
    return false;
  }

  /** Records a failure, unless an earlier one was. */
  void fail(String what) {
    if (failure == null) {
      failure = what;
    }
  }

  /** How many overlaps outside the trust model stayed within the removed reservations. */
  int boundedOverlaps() {
    return boundedOverlaps;
  }

  /** How many leases started. */
  int leases() {
    return leases.size();
  }

  /** How many IDs were issued. */
  int ids() {
    return ids.size();
  }
}
