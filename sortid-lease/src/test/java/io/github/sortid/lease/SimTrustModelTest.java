package io.github.sortid.lease;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;

/**
 * Outside the trust model: another program deletes a live holder's records, creates them again with
 * other contents, deletes only its claim, or moves its record to another node ID. Uniqueness cannot
 * hold then, but the damage is bounded, as docs/LEASES.md states: the old holder never raises its
 * limit again, so it issues IDs only up to the reservation it had when its records were removed; it
 * stops at its next extension that reaches the store, which is due within half a reservation
 * window; and two leases share ticks only at or below a removed reservation.
 */
class SimTrustModelTest {
  /** How many schedules {@code verify} runs. */
  private static final long SCHEDULES = 1_500;

  @Test
  void aRemovedHolderStopsAtItsNextExtensionAndIssuesNothingBeyondItsReservation() {
    SimCampaign campaign = SimCampaign.run(0x5eed_0003L, SCHEDULES, SimBreakage.NONE, true);
    System.out.println("outside the trust model: " + campaign.summary());
    if (campaign.failing() != null) {
      fail(campaign.report());
    }
    // The removals did let leases share ticks, every time within the bound.
    assertTrue(campaign.stats().boundedOverlaps() > 0, campaign.stats().toString());
  }

  @Test
  void theBoundFailsAHolderThatGoesOnAfterItsRecordsWereRemoved() {
    // A store that extends on a version alone lets a holder go on on a record created again.
    SimCampaign campaign =
        SimCampaign.run(0x5eed_0003L, SCHEDULES, SimBreakage.EXTEND_ON_VERSION, true);
    assertNotNull(campaign.failing(), campaign.summary());
    System.out.println("outside the trust model, " + campaign.report());
  }
}
