package io.github.sortid.lease.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The SCRU64 IDs of one generator, as longs in the order issued, the file a lease's process writes
 * them to, and the checks on many of them.
 */
public final class IdLog {
  private long[] ids = new long[1024];
  private int size;

  /** Adds the next ID. */
  public void add(long id) {
    if (size == ids.length) {
      ids = Arrays.copyOf(ids, size * 2);
    }
    ids[size++] = id;
  }

  /** The number of IDs. */
  public int size() {
    return size;
  }

  /** The IDs, in the order issued. */
  public long[] toArray() {
    return Arrays.copyOf(ids, size);
  }

  /** Writes the IDs to a file, 8 bytes each, big-endian. */
  public void write(Path file) throws IOException {
    try (DataOutputStream out =
        new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
      for (int i = 0; i < size; i++) {
        out.writeLong(ids[i]);
      }
    }
  }

  /** Reads the IDs that {@link #write} wrote. */
  public static long[] read(Path file) throws IOException {
    long[] result = new long[Math.toIntExact(Files.size(file) / 8)];
    try (DataInputStream in =
        new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
      for (int i = 0; i < result.length; i++) {
        result[i] = in.readLong();
      }
    }
    return result;
  }

  /** Each log strictly increasing; no ID in two places; returns how many IDs were checked. */
  public static long assertUniqueAndIncreasing(List<long[]> logs) {
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
