package io.github.sortid.jooq;

import io.github.sortid.IdType;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * IDs of any format made from its descriptor alone: of a few dozen milliseconds spread over four
 * centuries, so that many IDs share a millisecond and their order there is that of the bits after
 * the time, random between the millisecond's {@code min} and {@code max}.
 */
final class RandomIds {
  private RandomIds() {}

  /** The milliseconds the IDs are made in, from 2020 on, within every format's range. */
  static List<Instant> times(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Instant> times = new ArrayList<>();
    long start = Instant.parse("2020-01-01T00:00:00Z").toEpochMilli();
    long span = 400L * 365 * 24 * 3600 * 1000;
    for (int i = 0; i < 40; i++) {
      times.add(Instant.ofEpochMilli(start + random.nextLong(span)));
    }
    return times;
  }

  /**
   * An ID of one of the times: every bit on which the time's smallest and largest IDs disagree
   * drawn at random, the others (time, version, variant) as both have them.
   */
  static <T> T of(IdType<T> type, Instant time, SplittableRandom random) {
    byte[] min = type.toBytes(type.min(time));
    byte[] max = type.toBytes(type.max(time));
    byte[] bytes = new byte[min.length];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) (min[i] | (random.nextInt(256) & (min[i] ^ max[i])));
    }
    return type.fromBytes(bytes);
  }
}
