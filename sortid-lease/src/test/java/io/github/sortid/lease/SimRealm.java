package io.github.sortid.lease;

import java.util.ArrayDeque;
import java.util.Iterator;

/**
 * The realm that the simulated processes' stores share: its current raw state and the recent older
 * ones (for stale reads), the store's clock, and how its store behaves (the flavour of its claims'
 * expiry, and a deliberate breakage if any). Its state changes only through {@link #commit}.
 */
final class SimRealm {
  /** How many older states a stale read can return. */
  static final int HISTORY = 24;

  /** What the realm asks of the simulation around it. */
  interface Context {
    /** The store's clock: the simulation's time in milliseconds. */
    long now();

    /**
     * The fault that the adversary puts on a store call, or null for none.
     *
     * @param call the call
     * @param process the process whose store calls
     */
    SimFault.Planned faultFor(SimStore.Call call, String process);

    /** Whether the store calls are being written to a trace. */
    boolean tracing();

    /** Adds a note on a store call to the current step's trace line. */
    void note(String text);
  }

  private final Context context;
  private final boolean lenientExtend;
  private final SimBreakage breakage;
  private final ArrayDeque<SimRealmState> history = new ArrayDeque<>();
  private SimRealmState current = SimRealmState.NONE;

  /** The highest realm version ever stored, so that a repair can choose one never seen. */
  private long highestVersion = -1;

  /** The realm's floor before its record was corrupted, for a repair. */
  private long readableFloor = -1;

  private String violation;
  private int takeovers;
  private int compactions;

  /**
   * Creates an empty realm.
   *
   * @param lenientExtend whether an extension renews a claim whose expiry has passed as long as no
   *     other process took the node ID over, as the JDBC store does ({@code claim_expires IS NOT
   *     NULL}); otherwise only a live claim is extended, as the store interface describes
   * @param breakage the store's deliberate breakage, or {@link SimBreakage#NONE}
   */
  SimRealm(Context context, boolean lenientExtend, SimBreakage breakage) {
    this.context = context;
    this.lenientExtend = lenientExtend;
    this.breakage = breakage;
  }

  SimRealmState current() {
    return current;
  }

  long now() {
    return context.now();
  }

  boolean lenientExtend() {
    return lenientExtend;
  }

  SimBreakage breakage() {
    return breakage;
  }

  Context context() {
    return context;
  }

  /** Makes a new state the current one, keeping the old one for stale reads. */
  void commit(SimRealmState next) {
    history.addFirst(current);
    if (history.size() > HISTORY) {
      history.removeLast();
    }
    current = next;
    if (next.version() instanceof Long version) {
      highestVersion = Math.max(highestVersion, version);
    }
    Long floor = next.readableFloor();
    if (floor != null) {
      readableFloor = floor;
    }
  }

  /**
   * An older state, as a stale read returns it.
   *
   * @param age how many writes back, from 1; the oldest kept if there are fewer
   */
  SimRealmState stale(int age) {
    SimRealmState state = current;
    Iterator<SimRealmState> older = history.iterator();
    for (int i = 0; i < age && older.hasNext(); i++) {
      state = older.next();
    }
    return state;
  }

  /**
   * Repairs a realm record that another program corrupted, as an operator would: a version never
   * used before (so that no write on an older read goes through) and the floor it had.
   *
   * @return what was repaired, or null if nothing needed it or no fresh version is left
   */
  String repair() {
    if (!current.exists()
        || current.readableVersion() != null && current.readableFloor() != null
        || highestVersion == Long.MAX_VALUE) {
      return null;
    }
    long version = highestVersion + 1;
    commit(current.withRealm(version, readableFloor, context.now()));
    return "version := " + version + ", floor := " + SimWorld.tick(readableFloor);
  }

  /**
   * Records that the protocol broke the store's contract: the simulation fails even if the error is
   * swallowed (a release runs on a thread of its own).
   *
   * @return the error for the store call to throw, which stops the step
   */
  AssertionError breach(String what) {
    if (violation == null) {
      violation = what;
    }
    return new AssertionError("the protocol broke the store's contract: " + what);
  }

  /** Counts a claim that took over a record another owner had written. */
  void countTakeover() {
    takeovers++;
  }

  /** Counts a compaction written. */
  void countCompaction() {
    compactions++;
  }

  /** How many claims took over a record another owner had written. */
  int takeovers() {
    return takeovers;
  }

  /** How many compactions were written. */
  int compactions() {
    return compactions;
  }

  /** The first breach of the store's contract, or null. */
  String violation() {
    return violation;
  }
}
