package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.scru128.v1.Scru128V1Id;

/**
 * The checks and statistics of scru128/gen_test v0.2.0, the tester of the early format
 * (docs/CLI.md#how-check-works): within one timestamp, counter must go up. counter is counted as
 * renewed when it is not the previous plus one, per_sec_random whenever it changes.
 */
final class Scru128V1StreamChecker extends StreamChecker<Scru128V1Id> {
  static final String COUNTER_ORDER = "counter not monotonically ordered within same timestamp";

  private final RenewalIntervals counterRenewals = new RenewalIntervals();
  private final RenewalIntervals perSecRandomRenewals = new RenewalIntervals();
  private final BitRatios counterBits = new BitRatios(28);
  private final BitRatios perSecRandomBits = new BitRatios(24);
  private final BitRatios perGenRandomBits = new BitRatios(32);

  Scru128V1StreamChecker() {
    super(IdType.SCRU128_V1);
  }

  @Override
  long unixMillis(Scru128V1Id id) {
    return id.getTimestamp() + Scru128V1Id.TIMESTAMP_BIAS;
  }

  @Override
  String sameTimestampFailure(Scru128V1Id previous, Scru128V1Id id) {
    return id.getCounter() <= previous.getCounter() ? COUNTER_ORDER : null;
  }

  @Override
  void record(Scru128V1Id previous, Scru128V1Id id, long millis) {
    perGenRandomBits.add(id.getPerGenRandom());
    boolean first = previous == null;
    if (first || id.getCounter() != previous.getCounter() + 1) {
      counterRenewals.renewed(millis);
      counterBits.add(id.getCounter());
    }
    if (first || id.getPerSecRandom() != previous.getPerSecRandom()) {
      perSecRandomRenewals.renewed(millis);
      perSecRandomBits.add(id.getPerSecRandom());
    }
  }

  @Override
  void addFieldStatistics(StatisticsTable table) {
    table
        .add(
            "Mean interval of counter updates (msec)",
            "~1",
            counterRenewals.mean(),
            perTimestamp(counterRenewals))
        .add(
            "Mean interval of per_sec_random updates (msec)",
            "~1000",
            perSecRandomRenewals.mean(),
            perSecond(perSecRandomRenewals))
        .add(
            "1/0 ratio of each bit in counter at reset (min-max)",
            "~0.500",
            counterBits.minMax(),
            counterBits.verdict())
        .add(
            "1/0 ratio of each bit in per_sec_random (min-max)",
            "~0.500",
            perSecRandomBits.minMax(),
            perSecRandomBits.verdict())
        .add(
            "1/0 ratio of each bit in per_gen_random (min-max)",
            "~0.500",
            perGenRandomBits.minMax(),
            perGenRandomBits.verdict());
  }
}
