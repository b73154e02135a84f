package io.github.sortid.lease;

import io.github.sortid.lease.spi.NodeKey;

/**
 * One step of a schedule: what a process, the clock or the adversary does. Every action names what
 * it acts on, so that a schedule replays from its list of actions alone; an action that does not
 * apply where a shrunk schedule puts it (a process that holds no lease is told to close it) does
 * nothing.
 */
sealed interface SimAction {
  /** The simulation's time moves on: every process's clock, and the store's. */
  record Advance(long millis) implements SimAction {
    @Override
    public String toString() {
      return "time passes: " + millis + " ms";
    }
  }

  /**
   * A process tries once to claim a node ID (and retries in a later step): one {@link
   * Claimant#attempt()}; on a claim, the lease starts.
   *
   * @param seed the seed of the claimant's choice among equals, and of the lease's counter mode
   */
  record Acquire(int process, long seed) implements SimAction {
    @Override
    public String toString() {
      return SimWorld.name(process) + " acquire";
    }
  }

  /** A process's lease runs its extension, which is due. */
  record Extend(int process) implements SimAction {
    @Override
    public String toString() {
      return SimWorld.name(process) + " extension";
    }
  }

  /** A process generates up to {@code count} IDs, as long as it can without waiting. */
  record Generate(int process, int count) implements SimAction {
    @Override
    public String toString() {
      return SimWorld.name(process) + " generate " + count;
    }
  }

  /** A process stops (a long GC pause, {@code SIGSTOP}): it does nothing until resumed. */
  record Pause(int process) implements SimAction {
    @Override
    public String toString() {
      return SimWorld.name(process) + " pauses";
    }
  }

  /** A paused process goes on; its extension runs at once if it is due and {@code extend}. */
  record Resume(int process, boolean extend) implements SimAction {
    @Override
    public String toString() {
      return SimWorld.name(process) + " resumes" + (extend ? ", its due extension first" : "");
    }
  }

  /** A process closes its lease, which gives its node ID back. */
  record Close(int process) implements SimAction {
    @Override
    public String toString() {
      return SimWorld.name(process) + " close";
    }
  }

  /** A process ends without giving anything back; it starts again without a lease. */
  record Crash(int process) implements SimAction {
    @Override
    public String toString() {
      return SimWorld.name(process) + " crashes";
    }
  }

  /** A process's clock jumps: it is then {@code skewMillis} ahead of the simulation's time. */
  record SetClock(int process, long skewMillis) implements SimAction {
    @Override
    public String toString() {
      return SimWorld.name(process) + " clock set to skew " + skewMillis + " ms";
    }
  }

  /** A process reads the realm and compacts it with small thresholds. */
  record Compact(int process, int compactAbove, int keep) implements SimAction {
    @Override
    public String toString() {
      return SimWorld.name(process) + " compaction above " + compactAbove + " keep " + keep;
    }
  }

  /**
   * Another program rewrites a field of a record.
   *
   * @param key the node ID whose record, or null for the realm's own record
   */
  record Corrupt(NodeKey key, SimField field, Object value) implements SimAction {
    @Override
    public String toString() {
      return "adversary: "
          + field
          + (key == null ? "" : " of " + key)
          + " := "
          + (field == SimField.TICK || field == SimField.REALM_FLOOR
              ? SimRawRecord.showTick(value)
              : SimRawRecord.show(value));
    }
  }

  /** Another program writes a record of its own, where no record of that node ID is. */
  record Stray(SimRawRecord record) implements SimAction {
    @Override
    public String toString() {
      return "adversary: stray record " + record;
    }
  }

  /** An operator repairs a corrupted realm record. */
  record RepairRealm() implements SimAction {
    @Override
    public String toString() {
      return "operator: repair the realm's record";
    }
  }

  /**
   * Outside the trust model: another program removes a live holder's records.
   *
   * @param removal how
   * @param replacement the record written in their place ({@link Removal#RECREATE}), or whose node
   *     ID and size the record moves to ({@link Removal#MOVE}); null otherwise
   */
  record Remove(int process, Removal removal, SimRawRecord replacement) implements SimAction {
    @Override
    public String toString() {
      String lease = SimWorld.name(process) + "'s lease";
      String what =
          switch (removal) {
            case DELETE -> "delete the record of " + lease;
            case DELETE_CLAIM -> "delete the claim of " + lease;
            case RECREATE -> "delete the record of " + lease + " and create " + replacement;
            case MOVE ->
                "move the record of "
                    + lease
                    + " to node ID "
                    + SimRawRecord.show(replacement.nodeId())
                    + ", size "
                    + SimRawRecord.show(replacement.size());
          };
      return "adversary (outside the trust model): " + what;
    }
  }

  /** How a live holder's records are removed. */
  enum Removal {
    DELETE,
    DELETE_CLAIM,
    RECREATE,
    MOVE
  }
}
