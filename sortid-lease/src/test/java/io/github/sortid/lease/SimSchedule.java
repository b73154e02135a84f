package io.github.sortid.lease;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A schedule: the configuration and the list of steps that one seed drew, with what the oracle
 * found. It replays from its list alone, exactly: every choice made while it was generated, down to
 * the faults on each store call and the claimants' choices among equal node IDs, is in the steps.
 *
 * @param seed the seed it was drawn from
 * @param config the configuration
 * @param breakage the store's deliberate breakage
 * @param trust whether the adversary may act outside the trust model
 * @param steps the steps
 * @param failure what the oracle found, or null
 * @param stats what the schedule did
 */
record SimSchedule(
    long seed,
    SimConfig config,
    SimBreakage breakage,
    boolean trust,
    List<SimStep> steps,
    String failure,
    SimStats stats) {
  SimSchedule {
    steps = List.copyOf(steps);
  }

  /** Draws a schedule from a seed, running it as it goes, until its end or a failure. */
  static SimSchedule generate(long seed, SimBreakage breakage, boolean trust) {
    SplittableRandom random = new SplittableRandom(seed);
    SimConfig config = SimConfig.draw(random);
    SimWorld world = new SimWorld(config, breakage, trust, false);
    SimAdversary adversary = new SimAdversary(random, world, breakage);
    world.drawFaultsWith(adversary);
    SimScheduler scheduler = new SimScheduler(random, world, adversary);
    List<SimStep> steps = new ArrayList<>();
    while (steps.size() < config.steps() && world.failure() == null) {
      steps.add(world.apply(scheduler.next(), null));
    }
    return new SimSchedule(
        seed, config, breakage, trust, steps, world.failure(), SimStats.of(world, steps.size()));
  }

  /**
   * The same schedule with other steps, as a shrinker tries it: run, and cut after the step that
   * failed, if one did.
   */
  SimSchedule withSteps(List<SimStep> newSteps) {
    SimWorld world = replay(newSteps, false);
    List<SimStep> run = newSteps.subList(0, world.applied());
    return new SimSchedule(
        seed, config, breakage, trust, run, world.failure(), SimStats.of(world, run.size()));
  }

  /**
   * Runs the steps in a new world, until their end or a failure.
   *
   * @param tracing whether to write a trace line per step that applied
   * @return the world after the run
   */
  SimWorld replay(List<SimStep> list, boolean tracing) {
    SimWorld world = new SimWorld(config, breakage, trust, tracing);
    for (SimStep step : list) {
      world.apply(step.action(), step.faults());
      if (world.failure() != null) {
        break;
      }
    }
    return world;
  }

  /** The schedule as a reader follows it: its seed, configuration and one line per step. */
  String trace() {
    SimWorld world = replay(steps, true);
    StringBuilder text = new StringBuilder();
    text.append("seed ")
        .append(seed)
        .append(" (")
        .append(steps.size())
        .append(" steps), store breakage: ")
        .append(breakage)
        .append(trust ? ", adversary outside the trust model" : "")
        .append('\n');
    for (String line : config.describe()) {
      text.append("  ").append(line).append('\n');
    }
    for (String line : world.trace()) {
      text.append(line).append('\n');
    }
    text.append("=> ").append(world.failure() == null ? "no failure" : world.failure());
    return text.toString();
  }
}
