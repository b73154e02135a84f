package io.github.sortid.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

/** The IDs of one generator, as longs in the order issued, and the checks on many of them. */
final class IdLog {
  private long[] ids = new long[1024];
  private int size;

  void add(long id) {
    if (size == ids.length) {
      ids = Arrays.copyOf(ids, size * 2);
    }
    ids[size++] = id;
  }

  int size() {
    return size;
  }

  long first() {
    return ids[0];
  }

  long last() {
    return ids[size - 1];
  }

  long[] toArray() {
    return Arrays.copyOf(ids, size);
  }

  /** Each log strictly increasing; no ID in two places; returns how many IDs were checked. */
  static long assertUniqueAndIncreasing(List<long[]> logs) {
    long total = 0;
    for (int n = 0; n < logs.size(); n++) {
      long[] log = logs.get(n);
      for (int i = 1; i < log.length; i++) {
        if (log[i - 1] >= log[i]) {
          throw new AssertionError("log " + n + " not increasing at " + i);
        }
      }
      total += log.length;
    }
    long[] all = new long[Math.toIntExact(total)];
    int at = 0;
    for (long[] log : logs) {
      System.arraycopy(log, 0, all, at, log.length);
      at += log.length;
    }
    Arrays.sort(all);
    for (int i = 1; i < all.length; i++) {
      assertTrue(all[i - 1] != all[i], () -> "duplicate ID");
    }
    assertEquals(total, all.length);
    return total;
  }
}
