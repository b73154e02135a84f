package io.github.sortid.lease;

import java.util.ArrayList;
import java.util.List;

/**
 * Shrinks a failing schedule to one a reader can follow, by delta debugging: it deletes chunks of
 * steps, halving their size, and keeps every deletion after which the schedule still fails; then it
 * tries each step without its faults, and joins the steps of time that follow one another.
 */
final class SimShrinker {
  private final int maxRuns;
  private int runs;

  /**
   * Creates a shrinker.
   *
   * @param maxRuns how many replays it may make at most
   */
  SimShrinker(int maxRuns) {
    this.maxRuns = maxRuns;
  }

  /** The shrunk schedule: still failing, and no larger than the given one. */
  SimSchedule shrink(SimSchedule failing) {
    SimSchedule best = failing;
    int chunks = 2;
    while (best.steps().size() >= 2 && runs < maxRuns) {
      List<SimStep> steps = best.steps();
      int size = (steps.size() + chunks - 1) / chunks;
      SimSchedule smaller = null;
      for (int start = 0;
          start < steps.size() && smaller == null && runs < maxRuns;
          start += size) {
        List<SimStep> candidate = new ArrayList<>(steps.subList(0, start));
        candidate.addAll(steps.subList(Math.min(start + size, steps.size()), steps.size()));
        smaller = tryWith(best, candidate);
      }
      if (smaller != null) {
        best = smaller;
        chunks = Math.max(chunks - 1, 2);
      } else if (chunks >= steps.size()) {
        break;
      } else {
        chunks = Math.min(chunks * 2, steps.size());
      }
    }
    for (int i = 0; i < best.steps().size() && runs < maxRuns; i++) {
      SimStep step = best.steps().get(i);
      if (!step.faults().isEmpty()) {
        List<SimStep> candidate = new ArrayList<>(best.steps());
        candidate.set(i, step.withoutFaults());
        SimSchedule smaller = tryWith(best, candidate);
        if (smaller != null) {
          best = smaller;
        }
      }
    }
    SimSchedule joined = tryWith(best, joinAdvances(best.steps()));
    return joined != null ? joined : best;
  }

  /** The schedule with the candidate steps, if it still fails and is no larger; else null. */
  private SimSchedule tryWith(SimSchedule best, List<SimStep> candidate) {
    runs++;
    SimSchedule tried = best.withSteps(candidate);
    return tried.failure() != null && tried.steps().size() <= best.steps().size() ? tried : null;
  }

  /** The steps with every run of steps of time joined into one. */
  private static List<SimStep> joinAdvances(List<SimStep> steps) {
    List<SimStep> joined = new ArrayList<>();
    for (SimStep step : steps) {
      int last = joined.size() - 1;
      if (last >= 0
          && step.action() instanceof SimAction.Advance next
          && joined.get(last).action() instanceof SimAction.Advance previous) {
        joined.set(
            last, new SimStep(new SimAction.Advance(previous.millis() + next.millis()), List.of()));
      } else {
        joined.add(step);
      }
    }
    return joined;
  }
}
