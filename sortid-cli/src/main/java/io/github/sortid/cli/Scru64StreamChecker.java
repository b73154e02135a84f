package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.scru64.Scru64Id;

/**
 * The checks and statistics of scru64/gen_test (https://github.com/scru64/gen_test;
 * docs/CLI.md#how-check-works): within one timestamp (a 256-millisecond tick), node_ctr must not go
 * back. The counter is counted as renewed when node_ctr is not the previous plus one. The node ID
 * size is not in the ID, so the counter's bits cannot be told from the node's and, as in the
 * reference, there are no bit ratios.
 */
final class Scru64StreamChecker extends StreamChecker<Scru64Id> {
  static final String NODE_CTR_BACKWARDS = "node_ctr went backwards within same timestamp";

  private static final int TICK_MILLIS = 256;

  private final RenewalIntervals counterRenewals = new RenewalIntervals();

  Scru64StreamChecker() {
    super(IdType.SCRU64);
  }

  @Override
  long unixMillis(Scru64Id id) {
    return id.getTimestamp() * TICK_MILLIS;
  }

  @Override
  String sameTimestampFailure(Scru64Id previous, Scru64Id id) {
    return id.getNodeCtr() < previous.getNodeCtr() ? NODE_CTR_BACKWARDS : null;
  }

  @Override
  void record(Scru64Id previous, Scru64Id id, long millis) {
    if (previous == null || id.getNodeCtr() != previous.getNodeCtr() + 1) {
      counterRenewals.renewed(millis);
    }
  }

  /**
   * Per tick. The reference divides by the number of ticks and fails when all IDs share one; this
   * says {@code n/a} instead.
   */
  @Override
  void addRate(StatisticsTable table, long count, long spanMillis) {
    // MAX_CTR depends on the node ID size, which the IDs do not carry: no verdict.
    table.add(
        "Mean number of IDs per 256 milliseconds",
        "<~MAX_CTR/2",
        spanMillis == 0 ? "n/a" : decimal((double) count * TICK_MILLIS / spanMillis, 1),
        StatisticsTable.Verdict.NONE);
  }

  /**
   * A generator may run up to its rollback allowance (10 s) ahead of the clock (SCRU64
   * specification, "Counter overflow handling": https://github.com/scru64/spec;
   * docs/INTERNALS.md#scru64s-step).
   */
  @Override
  String expectedLag() {
    return "-10.0 - 0.0";
  }

  @Override
  double minLagSeconds() {
    return -10;
  }

  @Override
  void addFieldStatistics(StatisticsTable table) {
    table.add(
        "Mean interval of counter updates (msec)",
        "~256",
        counterRenewals.mean(),
        perTimestamp(counterRenewals));
  }
}
