package io.github.sortid.internal;

import java.time.Instant;
import java.util.Objects;

/**
 * The instants that a format's timestamp field can stand for, from the start of its smallest
 * timestamp to the end of its largest: the domain of the ID types' {@code min(Instant)} and {@code
 * max(Instant)}.
 */
public final class TimeRange {
  private final String format;
  private final Instant first;
  private final Instant last;

  /**
   * Creates the range of a format.
   *
   * @param format the format's name for the error message, such as {@code ULID}
   * @param minMillis the Unix time in milliseconds of the smallest timestamp, 0 or more
   * @param maxMillis the Unix time in milliseconds of the last millisecond that the largest
   *     timestamp covers
   */
  public TimeRange(String format, long minMillis, long maxMillis) {
    this.format = format;
    this.first = Instant.ofEpochMilli(minMillis);
    // A time within the last millisecond truncates to it, so the range ends at its last nanosecond.
    this.last = Instant.ofEpochMilli(maxMillis).plusNanos(999_999);
  }

  /**
   * Returns the Unix time in milliseconds of an instant of the range, the fraction of a millisecond
   * dropped.
   *
   * @param time the instant
   * @return its Unix time in milliseconds, truncated
   * @throws IllegalArgumentException naming the format and its range if {@code time} is outside it
   * @throws NullPointerException if {@code time} is null
   */
  public long millis(Instant time) {
    Objects.requireNonNull(time, "time");
    // Compared as instants first: toEpochMilli() overflows for instants far outside any range.
    if (time.isBefore(first) || time.isAfter(last)) {
      throw new IllegalArgumentException(
          "time out of the "
              + format
              + " timestamp range: "
              + time
              + " (expected "
              + first
              + " to "
              + last
              + ")");
    }
    // Every instant of the range is at or after 1970, where toEpochMilli() truncates.
    return time.toEpochMilli();
  }
}
