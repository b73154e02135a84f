package io.github.sortid.lease;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Proves that the simulation can fail: each deliberate breakage of the store is a bug that a real
 * store had or could have, and the simulation must find each within {@code verify}'s budget, and
 * shrink it to a short trace, which this test prints.
 */
class SimBreakageTest {
  /** The most schedules a breakage may take to be found. */
  private static final long BUDGET = 20_000;

  @ParameterizedTest
  @EnumSource(
      value = SimBreakage.class,
      names = {"PUBLISH_BEFORE_DURABLE", "UNREAD_AS_ABSENT", "EXTEND_ON_VERSION", "NO_FENCE"})
  void theSimulationFindsTheBreakage(SimBreakage breakage) {
    SimCampaign campaign = SimCampaign.run(0x5eed_0002L, BUDGET, breakage, false);
    System.out.println("breakage: " + breakage + ": " + campaign.summary());
    assertNotNull(campaign.failing(), "not found within " + BUDGET + " schedules: " + breakage);
    System.out.println(campaign.report());
    assertTrue(campaign.shrunk().steps().size() <= campaign.failing().steps().size());
    assertNotNull(campaign.shrunk().withSteps(campaign.shrunk().steps()).failure());
  }
}
