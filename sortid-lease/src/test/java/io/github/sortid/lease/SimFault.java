package io.github.sortid.lease;

/**
 * What the adversary does to one call at the boundary between a lease and its store. Every fault
 * but the last is one a correct store can present: the caller sees an exception (the outcome is
 * unknown to it) or a stale read. The last is the deliberate breakage of a store that confirms a
 * write it then loses.
 */
enum SimFault {
  /** The store cannot be reached: nothing happens, the call throws. */
  UNREACHABLE("could not reach the store"),
  /** The store refuses the write for now: nothing is written, the call throws. */
  REFUSED("refused"),
  /** The write's reply is lost before it took effect: nothing is written, the call throws. */
  LOST_BEFORE("reply lost before it took effect"),
  /** The write's reply is lost after it took effect: the write stands, the call throws. */
  LOST_AFTER("reply lost after it took effect"),
  /** The read returns an older state of the realm, as a ZooKeeper server that lags may. */
  STALE("stale"),
  /**
   * The extension returns normally, but its write is rolled back afterwards: a store that publishes
   * before its write is durable (a transaction left open on a connection whose autocommit is off).
   */
  ROLLED_BACK("returned, then rolled back");

  private final String text;

  SimFault(String text) {
    this.text = text;
  }

  /** The fault on a call of a process, for a trace. */
  String describe(SimStore.Call call, String process) {
    return switch (this) {
      case LOST_BEFORE -> "reply of " + call + " by " + process + " lost before it took effect";
      case LOST_AFTER -> "reply of " + call + " by " + process + " lost after it took effect";
      default -> call + " by " + process + " " + text;
    };
  }

  /** Whether the call throws without writing anything. */
  boolean before() {
    return this == UNREACHABLE || this == REFUSED || this == LOST_BEFORE;
  }

  @Override
  public String toString() {
    return text;
  }

  /**
   * A fault planned for one store call of a step: the calls of a step are counted in order, so a
   * step replays with the same faults at the same calls.
   *
   * @param callIndex which call of the step, from 0
   * @param call what that call is; a replay whose call at that index is another ignores the fault
   * @param fault the fault
   * @param age for a stale read, how many writes back the state it returns lies
   */
  record Planned(int callIndex, SimStore.Call call, SimFault fault, int age) {}
}
