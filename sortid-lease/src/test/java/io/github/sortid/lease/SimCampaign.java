package io.github.sortid.lease;

/**
 * Runs many schedules, one per seed derived from a base seed, until one fails; shrinks that one.
 *
 * @param stats what the schedules run did
 * @param nanos how long they took
 * @param failing the first failing schedule as drawn, or null
 * @param shrunk the failing schedule shrunk, or null
 */
record SimCampaign(SimStats stats, long nanos, SimSchedule failing, SimSchedule shrunk) {
  /** How many replays a shrinking may take. */
  private static final int MAX_SHRINK_RUNS = 20_000;

  /**
   * Runs schedules until one fails or the count is reached.
   *
   * @param baseSeed the base of the schedules' seeds
   * @param schedules how many schedules at most
   * @param breakage the store's deliberate breakage
   * @param trust whether the adversary may act outside the trust model
   */
  static SimCampaign run(long baseSeed, long schedules, SimBreakage breakage, boolean trust) {
    long start = System.nanoTime();
    SimStats stats = SimStats.NONE;
    for (long i = 0; i < schedules; i++) {
      SimSchedule schedule = SimSchedule.generate(seed(baseSeed, i), breakage, trust);
      stats = stats.plus(schedule.stats());
      if (schedule.failure() != null) {
        long nanos = System.nanoTime() - start;
        return new SimCampaign(
            stats, nanos, schedule, new SimShrinker(MAX_SHRINK_RUNS).shrink(schedule));
      }
    }
    return new SimCampaign(stats, System.nanoTime() - start, null, null);
  }

  /** The seed of the {@code index}-th schedule of a campaign. */
  static long seed(long baseSeed, long index) {
    return SimWorld.mix(baseSeed + index * 0x9e3779b97f4a7c15L);
  }

  /** Schedules per second. */
  double rate() {
    return stats.schedules() / (nanos / 1e9);
  }

  /** A line on what ran and how fast. */
  String summary() {
    return String.format(
        java.util.Locale.ROOT, "%s in %.1f s: %.0f schedules/s", stats, nanos / 1e9, rate());
  }

  /** The failing schedule's report: its seed, how it was found, and its shrunk trace. */
  String report() {
    return "found after "
        + stats.schedules()
        + " schedules: seed "
        + failing.seed()
        + ", "
        + failing.steps().size()
        + " steps, shrunk to "
        + shrunk.steps().size()
        + "; print it again with ./mvnw -pl sortid-lease test -Dtest=SimulationTest#replaysOneSeed"
        + " -Dsortid.simulation.replay="
        + failing.seed()
        + (failing.breakage() == SimBreakage.NONE
            ? ""
            : " -Dsortid.simulation.breakage=" + failing.breakage().name())
        + (failing.trust() ? " -Dsortid.simulation.trust=true" : "")
        + "\n"
        + shrunk.trace();
  }
}
