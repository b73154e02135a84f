package io.github.sortid.lease;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * What a schedule fixes before its first step, drawn from its seed: the processes with their node
 * ID sizes, settings and clocks, the flavour of the store's claim expiry, how often the adversary
 * acts, and how many steps the schedule has. A shrunk schedule keeps its configuration.
 *
 * @param processes the processes
 * @param lenientExtend whether an extension renews a claim past its expiry while nobody took the
 *     node ID over (the JDBC store), or only a live one (the store interface's words)
 * @param faultRate the chance of a fault on each store call
 * @param adversaryRate the weight of the adversary's steps on the records
 * @param steps how many steps the schedule has
 */
record SimConfig(
    List<Process> processes,
    boolean lenientExtend,
    double faultRate,
    double adversaryRate,
    int steps) {
  /**
   * One process's settings.
   *
   * @param size its node ID size: 1 to 3 bits, so that node IDs collide often
   * @param windowMillis its reservation window
   * @param allowanceMillis its rollback allowance, more than the window in whole ticks
   * @param claimExpiryMillis how long its store keeps a claim after each extension
   * @param skewMillis how far its clock is ahead at the start
   */
  record Process(
      int size, long windowMillis, long allowanceMillis, long claimExpiryMillis, long skewMillis) {}

  private static final long[] WINDOWS = {512, 768, 1024, 1536, 2048, 5000};
  private static final double[] FAULT_RATES = {0, 0.02, 0.08, 0.2};
  private static final double[] ADVERSARY_RATES = {0, 0.5, 2};

  SimConfig {
    processes = List.copyOf(processes);
  }

  /** Draws a configuration. */
  static SimConfig draw(SplittableRandom random) {
    int count = 2 + random.nextInt(5);
    List<Process> processes = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      long window = WINDOWS[random.nextInt(WINDOWS.length)];
      long allowance = window + 256 + random.nextLong(window * 2);
      long claimExpiry = window / 2 + random.nextLong(window * 2 + 5000);
      long skew = random.nextInt(3) == 0 ? random.nextLong(-allowance * 2, allowance * 2) : 0;
      processes.add(new Process(1 + random.nextInt(3), window, allowance, claimExpiry, skew));
    }
    return new SimConfig(
        processes,
        random.nextBoolean(),
        FAULT_RATES[random.nextInt(FAULT_RATES.length)],
        ADVERSARY_RATES[random.nextInt(ADVERSARY_RATES.length)],
        60 + random.nextInt(300));
  }

  /** The configuration for a trace, one line per process. */
  List<String> describe() {
    List<String> lines = new ArrayList<>();
    lines.add(
        "store: claims expire in the store's clock; an extension renews "
            + (lenientExtend
                ? "a claim nobody took over, even past its expiry"
                : "a live claim only")
            + "; fault rate "
            + faultRate
            + ", adversary weight "
            + adversaryRate);
    for (int i = 0; i < processes.size(); i++) {
      Process p = processes.get(i);
      lines.add(
          SimWorld.name(i)
              + ": "
              + p.size()
              + "-bit node IDs, window "
              + p.windowMillis()
              + " ms, allowance "
              + p.allowanceMillis()
              + " ms, claim expiry "
              + p.claimExpiryMillis()
              + " ms, clock skew "
              + p.skewMillis()
              + " ms");
    }
    return lines;
  }
}
