package io.github.sortid.cli;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import io.github.sortid.cli.StatisticsTable.Verdict;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;

/**
 * Checks a stream of IDs of one format, a line at a time, as the reference generator testers do
 * (docs/CLI.md#how-check-works), and gathers the statistics they print. One subclass per format
 * adds its counter rules and statistics.
 *
 * <p>A line is rejected if it is not valid text of the format, or if, compared with the last
 * accepted line, it is the same ID, its timestamp went back, a counter rule of the format is broken
 * within the same timestamp, its bytes are not greater (a case-sensitive comparison, so a generator
 * must not mix cases), or its integer value is not greater. A rejected line is counted and skipped:
 * the next line is compared with the last accepted one.
 *
 * <p>Only the last accepted ID is kept, so memory stays bounded for any stream. A repeated ID is
 * told as a duplicate when it repeats that one, which is where a generator's duplicate shows in a
 * stream that was in order up to it; a repeat of an earlier ID fails the order checks instead.
 *
 * <p>Where a reference tester exists, a line is rejected exactly when it rejects it, but the
 * message may name another of the failed checks. The references try the string and the integer
 * order first. For single-case input the byte order is the integer order, and an integer that goes
 * up cannot have a timestamp that went back, so their clock check can never fire, and nearly every
 * fault reads "string representation not monotonically ordered". Here the clock and the counter
 * rules come first, so that the message tells which field went wrong; the string order then catches
 * mixed case, and the integer order whatever the rules leave open (a smaller or equal value behind
 * greater bytes, as lowercase or Crockford's aliases allow).
 *
 * @param <T> the format's value class in sortid-core
 */
abstract class StreamChecker<T> {
  /** The failure of an ID equal to the last accepted one, which the caller names. */
  static final String DUPLICATE = "duplicate";

  /** The failure of a line that is not valid text, which {@link #invalidInput} tells. */
  static final String INVALID = "invalid";

  static final String STRING_ORDER = "string representation not monotonically ordered";
  static final String INTEGER_ORDER = "integer representation not monotonically ordered";
  static final String CLOCK_BACKWARDS = "clock went backwards";

  /**
   * How far the clock may be from the last ID's time either way beyond the expected range, for the
   * verdict: a live stream's last ID is a moment old, and a clock may be a little off.
   */
  private static final double LAG_SLACK_SECONDS = 1;

  /** How late a live stream's last ID may reach the checker, for the verdict. */
  private static final double DELIVERY_SECONDS = 1;

  /** The references print their statistics whenever the IDs' time has moved on 10 seconds. */
  private static final long REPORT_INTERVAL_MILLIS = 10_000;

  private final IdType<T> type;
  private final Comparator<T> order;
  private final ByteCharSequence text = new ByteCharSequence();

  /** The text of the last accepted ID; every valid text has the format's length. */
  private final byte[] previousText;

  private T previous;
  private long previousMillis;
  private long firstMillis;

  /** How many accepted IDs had another timestamp than the one before. */
  private long timestampChanges;

  /** The longest gap between the timestamps of two accepted IDs in a row, in milliseconds. */
  private long maxTimestampGap;

  private long accepted;
  private long rejected;
  private long reportMarkMillis;
  private boolean reportDue;

  StreamChecker(IdType<T> type) {
    this.type = type;
    this.order = type.comparator();
    this.previousText = new byte[type.textLength()];
  }

  /**
   * Checks a line and, if it passes, makes it the ID that the next lines are compared with.
   *
   * @return null if the line passes, {@link #INVALID} if it is not valid text, {@link #DUPLICATE},
   *     else the check it failed, in the reference testers' words
   */
  final String check(byte[] bytes, int offset, int length) {
    T id = parse(bytes, offset, length);
    if (id == null) {
      rejected++;
      return INVALID;
    }
    long millis = unixMillis(id);
    if (previous != null) {
      String failure =
          order.compare(id, previous) == 0 ? DUPLICATE : orderFailure(id, millis, bytes, offset);
      if (failure != null) {
        rejected++;
        return failure;
      }
    }
    accept(id, millis, bytes, offset);
    return null;
  }

  /** Counts a line that was not even read, being too long, as rejected. */
  final void reject() {
    rejected++;
  }

  /** How many lines passed. */
  final long accepted() {
    return accepted;
  }

  /** How many lines failed a check. */
  final long rejected() {
    return rejected;
  }

  /**
   * Whether the IDs' time has moved on 10 seconds since the statistics were last due (or since the
   * first ID), so that a long-running stream shows its statistics as it goes. Asking clears it.
   */
  final boolean takeReportDue() {
    boolean due = reportDue;
    reportDue = false;
    return due;
  }

  /**
   * The statistics of the accepted IDs so far; needs one accepted ID.
   *
   * @param nowMillis the current Unix time in milliseconds, to show how far behind the last ID is
   */
  final StatisticsTable statistics(long nowMillis) {
    long spanMillis = previousMillis - firstMillis;
    StatisticsTable table =
        new StatisticsTable()
            .add(
                "Seconds from first input ID to last (sec)",
                "n/a",
                decimal(spanMillis / 1000.0, 1),
                Verdict.NONE)
            // Valid IDs are the accepted lines, so that the two counts add up to the lines read;
            // the references also count a valid text that fails an order check as valid.
            .add("Number of valid IDs processed", "n/a", Long.toString(accepted), Verdict.NONE)
            .add(
                "Number of invalid IDs skipped",
                "0",
                Long.toString(rejected),
                Verdict.within(rejected == 0));
    addRate(table, accepted, spanMillis);
    double lagSeconds = (nowMillis - previousMillis) / 1000.0;
    table.add(
        "Current time less timestamp of last ID (sec)",
        expectedLag(),
        decimal(lagSeconds, 3),
        Verdict.within(
            lagSeconds >= minLagSeconds() - LAG_SLACK_SECONDS
                && lagSeconds <= LAG_SLACK_SECONDS + DELIVERY_SECONDS));
    addFieldStatistics(table);
    return table;
  }

  /**
   * The verdict on the mean interval of a field that the generator renews at every new timestamp
   * (each millisecond, or each tick): it is then the stream's mean gap between timestamps, whatever
   * the gaps. Within a quarter of it, since a renewal to the previous value plus one, which a small
   * counter may draw, does not count as one.
   */
  final Verdict perTimestamp(RenewalIntervals renewals) {
    if (!renewals.hasInterval()) {
      return Verdict.UNKNOWN;
    }
    if (timestampChanges == 0) {
      // Renewed twice within the one timestamp of the stream.
      return Verdict.OUTSIDE;
    }
    double gap = (double) (previousMillis - firstMillis) / timestampChanges;
    return Verdict.within(Math.abs(renewals.meanMillis() / gap - 1) <= 0.25);
  }

  /**
   * The verdict on the mean interval of a field that the generator renews once a second of
   * timestamps. It renews at the first ID a second after the last renewal, so each interval is a
   * second, and at most the longest gap between timestamps more; but the first one, which began
   * before the stream did if the stream is not the generator's first IDs, may be anything shorter.
   */
  final Verdict perSecond(RenewalIntervals renewals) {
    if (!renewals.hasInterval()) {
      return Verdict.UNKNOWN;
    }
    long count = renewals.count();
    double mean = renewals.meanMillis();
    // A format that renews when more than a second has passed adds a millisecond.
    return Verdict.within(
        mean >= 1000.0 * (count - 1) / count && mean <= 1000 + maxTimestampGap + 1);
  }

  /**
   * The Unix time in milliseconds that the ID carries, the unit of the clock check and the stats.
   */
  abstract long unixMillis(T id);

  /**
   * Checks the format's counter rules between two IDs of the same timestamp; a format without such
   * rules keeps this one, which finds nothing.
   *
   * @return null if they hold, else the broken rule in the reference tester's words
   */
  String sameTimestampFailure(T previous, T id) {
    return null;
  }

  /**
   * Updates the format's statistics with an accepted ID.
   *
   * @param previous the last accepted ID before it, or null for the first
   * @param id the accepted ID
   * @param millis its {@link #unixMillis}
   */
  abstract void record(T previous, T id, long millis);

  /** Adds the rows of the format's own statistics. */
  abstract void addFieldStatistics(StatisticsTable table);

  /** Adds the row of the mean rate; per millisecond unless the format counts in longer ticks. */
  void addRate(StatisticsTable table, long count, long spanMillis) {
    table.add(
        "Mean number of IDs per millisecond",
        "n/a",
        spanMillis == 0 ? "n/a" : decimal((double) count / spanMillis, 3),
        Verdict.NONE);
  }

  /** What the current time less the last ID's timestamp should be for a live stream. */
  String expectedLag() {
    return "~0";
  }

  /**
   * The least the current time less the last ID's timestamp should be, in seconds: 0, or less for a
   * format whose generator may run ahead of the clock.
   */
  double minLagSeconds() {
    return 0;
  }

  static String decimal(double value, int places) {
    return String.format(Locale.ROOT, "%." + places + "f", value);
  }

  private T parse(byte[] bytes, int offset, int length) {
    // The length first: it rules out most wrong lines (another format's IDs) without an exception.
    if (length != type.textLength()) {
      return null;
    }
    try {
      return type.parse(text.wrap(bytes, offset, length));
    } catch (IdFormatException e) {
      return null;
    }
  }

  /**
   * Why a line that {@link #check} found {@link #INVALID} is not valid text, as {@code inspect}
   * tells it: parsed again decoded, so that a position counts characters and not bytes.
   *
   * @param line the line, decoded
   */
  final String invalidInput(String line) {
    try {
      type.parse(line);
    } catch (IdFormatException e) {
      return type.invalidInput(line, e);
    }
    // Valid decoded but not as bytes: none of the parsers reads a non-ASCII byte as a digit.
    return type.invalidInput(line, new IllegalArgumentException("not ASCII"));
  }

  private String orderFailure(T id, long millis, byte[] bytes, int offset) {
    if (millis < previousMillis) {
      return CLOCK_BACKWARDS;
    }
    if (millis == previousMillis) {
      String failure = sameTimestampFailure(previous, id);
      if (failure != null) {
        return failure;
      }
    }
    if (Arrays.compareUnsigned(
            bytes, offset, offset + previousText.length, previousText, 0, previousText.length)
        <= 0) {
      return STRING_ORDER;
    }
    if (order.compare(id, previous) <= 0) {
      return INTEGER_ORDER;
    }
    return null;
  }

  private void accept(T id, long millis, byte[] bytes, int offset) {
    if (previous == null) {
      firstMillis = millis;
      reportMarkMillis = millis;
    } else {
      if (millis != previousMillis) {
        timestampChanges++;
        maxTimestampGap = Math.max(maxTimestampGap, millis - previousMillis);
      }
      if (millis > reportMarkMillis + REPORT_INTERVAL_MILLIS) {
        reportMarkMillis = millis;
        reportDue = true;
      }
    }
    accepted++;
    record(previous, id, millis);
    previous = id;
    previousMillis = millis;
    System.arraycopy(bytes, offset, previousText, 0, previousText.length);
  }
}
