package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;

/**
 * Checks an EUID stream. There is no reference tester; besides the generic checks (which include
 * the check symbol, part of valid text), the counter rules are what every monotonic EUID stream
 * keeps within one millisecond (docs/INTERNALS.md#euids-step): the upper 64 bits (timestamp,
 * filler, extension and its length) stay the same, and "random high", the 32 bits that count, does
 * not go back.
 *
 * <p>The reference's {@code next()} and {@link io.github.sortid.euid.EuidGenerator} both add one to
 * "random high" per EUID, but the rule asks only that it does not go back, so that a generator that
 * counts in all 64 random bits passes too; the integer order then requires the lower bits to go up
 * where "random high" stays. "random high" is counted as renewed when it is not the previous plus
 * one, or when the upper 64 bits change.
 */
final class EuidStreamChecker extends StreamChecker<Euid> {
  static final String UPPER_BITS_CHANGED = "filler or extension changed within same timestamp";
  static final String RANDOM_HIGH_BACKWARDS = "random high went backwards within same timestamp";

  private final RenewalIntervals randomHighRenewals = new RenewalIntervals();
  private final BitRatios randomHighBits = new BitRatios(32);
  private final BitRatios randomLowBits = new BitRatios(32);

  EuidStreamChecker() {
    super(IdType.EUID);
  }

  @Override
  long unixMillis(Euid id) {
    return id.getTimestamp();
  }

  @Override
  String sameTimestampFailure(Euid previous, Euid id) {
    if (id.getMostSignificantBits() != previous.getMostSignificantBits()) {
      return UPPER_BITS_CHANGED;
    }
    return randomHigh(id) < randomHigh(previous) ? RANDOM_HIGH_BACKWARDS : null;
  }

  @Override
  void record(Euid previous, Euid id, long millis) {
    randomLowBits.add(id.getRandom() & 0xffff_ffffL);
    if (previous == null
        || id.getMostSignificantBits() != previous.getMostSignificantBits()
        || randomHigh(id) != randomHigh(previous) + 1) {
      randomHighRenewals.renewed(millis);
      randomHighBits.add(randomHigh(id));
    }
  }

  private static long randomHigh(Euid id) {
    return id.getRandom() >>> 32;
  }

  @Override
  void addFieldStatistics(StatisticsTable table) {
    table
        .add(
            "Mean interval of random high updates (msec)",
            "~1",
            randomHighRenewals.mean(),
            perTimestamp(randomHighRenewals))
        .add(
            "1/0 ratio of each bit in random high at reset (min-max)",
            "~0.500",
            randomHighBits.minMax(),
            randomHighBits.verdict())
        .add(
            "1/0 ratio of each bit in random low (min-max)",
            "~0.500",
            randomLowBits.minMax(),
            randomLowBits.verdict());
  }
}
