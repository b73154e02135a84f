package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.cli.StatisticsTable.Verdict;
import io.github.sortid.uuidv7.UuidV7;
import io.github.sortid.uuidv7.UuidV7Generator;
import java.util.UUID;

/**
 * Checks a UUIDv7 stream. There is no reference tester; besides the generic checks (valid text of
 * version 7 and variant {@code 10}, in the order of the bits), the counter rule is what every
 * monotonic UUIDv7 stream keeps within one millisecond (RFC 9562 §6.2): the 42 bits after the
 * version, sortid's counter, do not go back. The rule asks only that, so that a stream of another
 * method passes too (a sub-millisecond fraction in {@code rand_a}, Method 3, or a counter in the
 * random bits, Method 2); the order of the bits then requires the lower bits to go up where the
 * counter stays.
 *
 * <p>The counter is counted as reset when it is not the previous plus one, or when the timestamp
 * changes; sortid's generator resets it at each new millisecond, to 41 random bits below a clear
 * guard bit, and draws the last 32 bits afresh for every UUID.
 */
final class UuidV7StreamChecker extends StreamChecker<UUID> {
  static final String COUNTER_BACKWARDS = "counter went backwards within same timestamp";

  private static final long GUARD_BIT = 1L << (UuidV7Generator.COUNTER_BITS - 1);

  private final RenewalIntervals counterResets = new RenewalIntervals();
  private final BitRatios counterBits = new BitRatios(UuidV7Generator.COUNTER_BITS - 1);
  private final BitRatios randomBits = new BitRatios(32);
  private long guardBitsSet;

  UuidV7StreamChecker() {
    super(IdType.UUIDV7);
  }

  @Override
  long unixMillis(UUID id) {
    return UuidV7.getTimestamp(id);
  }

  @Override
  String sameTimestampFailure(UUID previous, UUID id) {
    return UuidV7.getCounter(id) < UuidV7.getCounter(previous) ? COUNTER_BACKWARDS : null;
  }

  @Override
  void record(UUID previous, UUID id, long millis) {
    randomBits.add(UuidV7.getRandom(id));
    long counter = UuidV7.getCounter(id);
    if (previous == null
        || UuidV7.getTimestamp(previous) != millis
        || counter != UuidV7.getCounter(previous) + 1) {
      counterResets.renewed(millis);
      counterBits.add(counter & (GUARD_BIT - 1));
      if ((counter & GUARD_BIT) != 0) {
        guardBitsSet++;
      }
    }
  }

  @Override
  void addFieldStatistics(StatisticsTable table) {
    table
        .add(
            "Mean interval of counter resets (msec)",
            "~1",
            counterResets.mean(),
            perTimestamp(counterResets))
        .add(
            "Number of counter resets with the guard bit set",
            "0",
            Long.toString(guardBitsSet),
            Verdict.within(guardBitsSet == 0))
        .add(
            "1/0 ratio of each bit in counter at reset, below the guard bit (min-max)",
            "~0.500",
            counterBits.minMax(),
            counterBits.verdict())
        .add(
            "1/0 ratio of each bit in random (min-max)",
            "~0.500",
            randomBits.minMax(),
            randomBits.verdict());
  }
}
