package io.github.sortid.lease;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lease protocol's real code (the claimant, the lease and its extensions, the compaction) in a
 * deterministic simulation: processes, clocks, a store and an adversary on one thread, every choice
 * drawn from one seed. No schedule may let two leases whose node IDs overlap share a tick.
 *
 * <p>{@code ./mvnw -pl sortid-lease verify} runs a few thousand schedules; the profile {@code
 * simulation} runs millions ({@code -Dsimulation.schedules}) from a random base seed. A failing
 * schedule is shrunk and printed one step per line, with the command that prints it again ({@link
 * #replaysOneSeed}).
 */
class SimulationTest {
  /** How many schedules {@code verify} runs. */
  private static final long SCHEDULES = 3_000;

  /** The base seed of {@code verify}'s schedules: the same every build. */
  private static final long BASE_SEED = 0x5eed_0001L;

  @Test
  void noTwoLeasesOfOverlappingNodeIdsShareATick() {
    long schedules = Long.getLong("sortid.simulation.schedules", SCHEDULES);
    long baseSeed = baseSeed();
    SimCampaign campaign = SimCampaign.run(baseSeed, schedules, SimBreakage.NONE, false);
    System.out.println("simulation from base seed " + baseSeed + ": " + campaign.summary());
    if (campaign.failing() != null) {
      fail(campaign.report());
    }
    SimStats stats = campaign.stats();
    // Not vacuous: leases were taken over and lost, realms compacted, store calls faulted.
    assertTrue(
        stats.takeovers() > 0
            && stats.lost() > 0
            && stats.compactions() > 0
            && stats.ids() > 0
            && stats.faults() > 0,
        stats.toString());
  }

  @Test
  void aScheduleReplaysExactlyFromItsSteps() {
    for (long i = 0; i < 20; i++) {
      SimSchedule drawn =
          SimSchedule.generate(SimCampaign.seed(BASE_SEED, i), SimBreakage.NONE, false);
      SimSchedule replayed = drawn.withSteps(drawn.steps());
      assertEquals(drawn.stats(), replayed.stats(), "seed " + drawn.seed());
      assertEquals(drawn.failure(), replayed.failure());
      List<String> trace = drawn.replay(drawn.steps(), true).trace();
      assertEquals(trace, drawn.replay(drawn.steps(), true).trace());
    }
  }

  /**
   * Prints the trace of one schedule, shrunk if it fails: the seed {@code
   * -Dsortid.simulation.replay} names (with {@code -Dsortid.simulation.breakage} and {@code
   * -Dsortid.simulation.trust} if it was found so), or by default the first of {@code verify}'s,
   * which must pass.
   */
  @Test
  void replaysOneSeed() {
    String named = System.getProperty("sortid.simulation.replay");
    long seed = named != null ? Long.parseLong(named) : SimCampaign.seed(BASE_SEED, 0);
    SimBreakage breakage =
        SimBreakage.valueOf(System.getProperty("sortid.simulation.breakage", "NONE"));
    boolean trust = Boolean.getBoolean("sortid.simulation.trust");
    SimSchedule schedule = SimSchedule.generate(seed, breakage, trust);
    SimSchedule shown =
        schedule.failure() == null ? schedule : new SimShrinker(20_000).shrink(schedule);
    String trace = shown.trace();
    if (named == null) {
      assertNull(schedule.failure());
      assertTrue(trace.lines().count() > 1, trace);
    } else {
      System.out.println(trace);
    }
  }

  /** The base seed: a number, {@code random}, or by default the same every build. */
  private static long baseSeed() {
    String seed = System.getProperty("sortid.simulation.seed");
    if (seed == null || seed.isEmpty()) {
      return BASE_SEED;
    }
    if (seed.equals("random")) {
      return System.nanoTime() ^ System.currentTimeMillis() << 20;
    }
    return Long.parseLong(seed);
  }
}
