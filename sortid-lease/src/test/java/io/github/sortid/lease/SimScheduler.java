package io.github.sortid.lease;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Draws a schedule's next step from its random source, looking at the world as it is, so that most
 * steps apply: an extension when one is due, IDs from a process that holds a lease, an acquire from
 * one that holds none, now and then a pause, a close, a crash, a clock jump, a compaction, and the
 * adversary's rewrites of records.
 */
final class SimScheduler {
  /** The furthest a process's clock gets from the simulation's time. */
  private static final long MAX_SKEW_MILLIS = 60_000;

  private final SplittableRandom random;
  private final SimWorld world;
  private final SimAdversary adversary;
  private final List<Double> weights = new ArrayList<>();
  private final List<Supplier<SimAction>> choices = new ArrayList<>();

  SimScheduler(SplittableRandom random, SimWorld world, SimAdversary adversary) {
    this.random = random;
    this.world = world;
    this.adversary = adversary;
  }

  /** The next step's action. */
  SimAction next() {
    weights.clear();
    choices.clear();
    SimConfig config = world.config();
    long longestExpiry = 0;
    for (SimProcess process : world.processes()) {
      longestExpiry = Math.max(longestExpiry, process.spec.claimExpiryMillis());
      int index = process.index;
      if (process.paused) {
        offer(1.5, () -> new SimAction.Resume(index, random.nextInt(4) != 0));
      } else {
        if (process.extender != null && process.extender.isDue()) {
          offer(8, () -> new SimAction.Extend(index));
        }
        if (process.holds()) {
          offer(
              4,
              () ->
                  new SimAction.Generate(
                      index, 1 + random.nextInt(random.nextInt(8) == 0 ? 64 : 6)));
          offer(0.12, () -> new SimAction.Close(index));
          offer(0.6, () -> new SimAction.Pause(index));
        } else {
          offer(4, () -> new SimAction.Acquire(index, random.nextLong()));
          if (process.lease != null) {
            offer(0.12, () -> new SimAction.Close(index));
          }
        }
        offer(0.5, () -> new SimAction.Compact(index, random.nextInt(3), random.nextInt(3)));
      }
      if (process.lease != null || process.claimant != null) {
        offer(0.15, () -> new SimAction.Crash(index));
      }
      offer(0.2, () -> new SimAction.SetClock(index, skew(process)));
      if (world.trust() && process.holds()) {
        offer(0.3, () -> adversary.removal(index));
      }
    }
    long expiry = longestExpiry;
    offer(6, () -> new SimAction.Advance(advance(expiry)));
    if (config.adversaryRate() > 0) {
      offer(0.4 * config.adversaryRate(), adversary::corruption);
      offer(0.2 * config.adversaryRate(), adversary::stray);
    }
    SimRealmState realm = world.realm().current();
    if (realm.exists() && (realm.readableVersion() == null || realm.readableFloor() == null)) {
      offer(3, SimAction.RepairRealm::new);
    }
    while (true) {
      SimAction action = draw();
      if (action != null) {
        return action;
      }
    }
  }

  private void offer(double weight, Supplier<SimAction> choice) {
    weights.add(weight);
    choices.add(choice);
  }

  /** One of the offered actions, by weight; null if the one drawn found nothing to act on. */
  private SimAction draw() {
    double total = 0;
    for (double weight : weights) {
      total += weight;
    }
    double point = random.nextDouble(total);
    for (int i = 0; i < weights.size(); i++) {
      point -= weights.get(i);
      if (point < 0) {
        return choices.get(i).get();
      }
    }
    return choices.get(choices.size() - 1).get();
  }

  /** Mostly short steps of time, some of about a window, a few past every claim's expiry. */
  private long advance(long longestExpiry) {
    int kind = random.nextInt(10);
    if (kind < 6) {
      return 1 + random.nextInt(200);
    }
    if (kind < 9) {
      return 100 + random.nextInt(2500);
    }
    return 1000 + random.nextLong(longestExpiry * 2);
  }

  /**
   * A clock jump: back to the right time, or ahead or behind by up to twice the allowance, within a
   * minute of the right time.
   */
  private long skew(SimProcess process) {
    if (random.nextInt(3) == 0) {
      return 0;
    }
    long allowance = process.spec.allowanceMillis();
    long skew = process.clock.skew() + random.nextLong(-allowance * 2, allowance * 2);
    return Math.max(-MAX_SKEW_MILLIS, Math.min(MAX_SKEW_MILLIS, skew));
  }
}
