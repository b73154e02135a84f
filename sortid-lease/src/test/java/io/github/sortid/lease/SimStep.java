package io.github.sortid.lease;

import java.util.List;

/**
 * One step of a schedule: its action, and the faults the adversary put on the store calls the
 * action made, in the order of the calls.
 *
 * @param action what happens
 * @param faults the faults, by the index of the call within the step
 */
record SimStep(SimAction action, List<SimFault.Planned> faults) {
  SimStep {
    faults = List.copyOf(faults);
  }

  /** The step without its faults. */
  SimStep withoutFaults() {
    return new SimStep(action, List.of());
  }
}
