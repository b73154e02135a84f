package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.cli.StatisticsTable.Verdict;
import io.github.sortid.scru128.Scru128Id;

/**
 * The checks and statistics of scru128/gen_test (https://github.com/scru128/gen_test;
 * docs/CLI.md#how-check-works): within one timestamp, counter_hi must not go back, and within one
 * timestamp and counter_hi, counter_lo must go up. counter_hi is counted as renewed when it changes
 * other than by the carry of a counter_lo overflow, counter_lo when it is neither the previous plus
 * one nor the wrap from 0xffffff to 0.
 */
final class Scru128StreamChecker extends StreamChecker<Scru128Id> {
  static final String COUNTER_HI_BACKWARDS = "counter_hi went backwards within same timestamp";
  static final String COUNTER_LO_ORDER =
      "counter_lo not monotonically ordered within same timestamp and counter_hi";

  private final RenewalIntervals counterHiRenewals = new RenewalIntervals();
  private final RenewalIntervals counterLoRenewals = new RenewalIntervals();
  private final BitRatios counterHiBits = new BitRatios(24);
  private final BitRatios counterLoBits = new BitRatios(24);
  private final BitRatios entropyBits = new BitRatios(32);
  private long counterHiIncrements;

  Scru128StreamChecker() {
    super(IdType.SCRU128);
  }

  @Override
  long unixMillis(Scru128Id id) {
    return id.getTimestamp();
  }

  @Override
  String sameTimestampFailure(Scru128Id previous, Scru128Id id) {
    if (id.getCounterHi() < previous.getCounterHi()) {
      return COUNTER_HI_BACKWARDS;
    }
    if (id.getCounterHi() == previous.getCounterHi()
        && id.getCounterLo() <= previous.getCounterLo()) {
      return COUNTER_LO_ORDER;
    }
    return null;
  }

  @Override
  void record(Scru128Id previous, Scru128Id id, long millis) {
    entropyBits.add(id.getEntropy());
    int counterHi = id.getCounterHi();
    int counterLo = id.getCounterLo();
    boolean first = previous == null;
    // The generator emits counter_lo 0xffffff and carries on the next ID
    // (docs/INTERNALS.md#scru128s-step).
    boolean wrapped =
        !first && previous.getCounterLo() == Scru128Id.MAX_COUNTER_LO && counterLo == 0;
    if (first || (counterLo != previous.getCounterLo() + 1 && !wrapped)) {
      counterLoRenewals.renewed(millis);
      counterLoBits.add(counterLo);
    }
    if (first || counterHi != previous.getCounterHi()) {
      if (wrapped
          && counterHi == previous.getCounterHi() + 1
          && id.getTimestamp() == previous.getTimestamp()) {
        counterHiIncrements++;
      } else {
        counterHiRenewals.renewed(millis);
        counterHiBits.add(counterHi);
      }
    }
  }

  @Override
  void addFieldStatistics(StatisticsTable table) {
    table
        .add(
            "Number of counter_hi increments",
            "few",
            Long.toString(counterHiIncrements),
            // counter_lo starts at random each millisecond: it overflows about once in 2^24 IDs.
            Verdict.within(counterHiIncrements <= 3 + 10 * accepted() / (1 << 24)))
        .add(
            "Mean interval of counter_hi updates (msec)",
            "~1000",
            counterHiRenewals.mean(),
            perSecond(counterHiRenewals))
        .add(
            "Mean interval of counter_lo updates (msec)",
            "~1",
            counterLoRenewals.mean(),
            perTimestamp(counterLoRenewals))
        .add(
            "1/0 ratio of each bit in counter_hi at reset (min-max)",
            "~0.500",
            counterHiBits.minMax(),
            counterHiBits.verdict())
        .add(
            "1/0 ratio of each bit in counter_lo at reset (min-max)",
            "~0.500",
            counterLoBits.minMax(),
            counterLoBits.verdict())
        .add(
            "1/0 ratio of each bit in entropy (min-max)",
            "~0.500",
            entropyBits.minMax(),
            entropyBits.verdict());
  }
}
