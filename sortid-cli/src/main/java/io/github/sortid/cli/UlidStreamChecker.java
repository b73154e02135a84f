package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.ulid.Ulid;

/**
 * Checks a ULID stream. There is no reference tester; the checks are the generic ones, which for a
 * monotonic ULID generator say all there is: within one millisecond the 80 random bits must go up,
 * and with the timestamp above them that is the integer order. The randomness is counted as renewed
 * when it is not the previous plus one (the spec's monotonic increment, with carry).
 */
final class UlidStreamChecker extends StreamChecker<Ulid> {
  private final RenewalIntervals randomnessRenewals = new RenewalIntervals();
  private final BitRatios randomnessBits = new BitRatios(80);

  UlidStreamChecker() {
    super(IdType.ULID);
  }

  @Override
  long unixMillis(Ulid id) {
    return id.getTimestamp();
  }

  @Override
  void record(Ulid previous, Ulid id, long millis) {
    if (previous == null || !isIncrement(previous, id)) {
      randomnessRenewals.renewed(millis);
      randomnessBits.add(id.getRandomHi(), id.getRandomLo());
    }
  }

  /** Whether the randomness of {@code id} is that of {@code previous} plus one. */
  private static boolean isIncrement(Ulid previous, Ulid id) {
    long low = previous.getRandomLo() + 1;
    int high = previous.getRandomHi() + (low == 0 ? 1 : 0);
    return id.getRandomLo() == low && id.getRandomHi() == high;
  }

  @Override
  void addFieldStatistics(StatisticsTable table) {
    table
        .add(
            "Mean interval of randomness updates (msec)",
            "~1",
            randomnessRenewals.mean(),
            perTimestamp(randomnessRenewals))
        .add(
            "1/0 ratio of each bit in randomness at reset (min-max)",
            "~0.500",
            randomnessBits.minMax(),
            randomnessBits.verdict());
  }
}
