package io.github.sortid.lease;

/**
 * What schedules did, summed: enough to tell that a run exercised the protocol (leases taken over
 * and lost, faults, IDs) and how fast it went.
 *
 * @param schedules the schedules run
 * @param steps the steps applied
 * @param leases the leases started
 * @param takeovers the claims that took over a record another owner had written
 * @param lost the leases lost at an extension
 * @param compactions the compactions written
 * @param ids the IDs issued
 * @param faults the faults put on store calls
 * @param boundedOverlaps outside the trust model, the overlaps within a removed reservation
 */
record SimStats(
    long schedules,
    long steps,
    long leases,
    long takeovers,
    long lost,
    long compactions,
    long ids,
    long faults,
    long boundedOverlaps) {
  static final SimStats NONE = new SimStats(0, 0, 0, 0, 0, 0, 0, 0, 0);

  /** The statistics of one schedule's world. */
  static SimStats of(SimWorld world, int steps) {
    SimOracle oracle = world.oracle();
    return new SimStats(
        1,
        steps,
        oracle.leases(),
        world.realm().takeovers(),
        world.lost(),
        world.realm().compactions(),
        oracle.ids(),
        world.faultCount(),
        oracle.boundedOverlaps());
  }

  SimStats plus(SimStats other) {
    return new SimStats(
        schedules + other.schedules,
        steps + other.steps,
        leases + other.leases,
        takeovers + other.takeovers,
        lost + other.lost,
        compactions + other.compactions,
        ids + other.ids,
        faults + other.faults,
        boundedOverlaps + other.boundedOverlaps);
  }

  @Override
  public String toString() {
    return schedules
        + " schedules, "
        + steps
        + " steps, "
        + leases
        + " leases started, "
        + takeovers
        + " takeovers, "
        + lost
        + " leases lost at an extension, "
        + compactions
        + " compactions, "
        + ids
        + " IDs issued, "
        + faults
        + " faults on store calls"
        + (boundedOverlaps > 0
            ? ", " + boundedOverlaps + " overlaps within a removed reservation"
            : "");
  }
}
