package io.github.sortid.ulid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The process-wide generator, and generators and {@link Ulid#random()} shared between threads. */
class UlidsTest {
  private static boolean isCanonical(String text) {
    if (text.length() != 26 || text.charAt(0) > '7') {
      return false;
    }
    for (int i = 0; i < 26; i++) {
      if (Oracle.ALPHABET.indexOf(text.charAt(i)) < 0) {
        return false;
      }
    }
    return true;
  }

  @Test
  void generatedStringsAreCanonicalUniqueAndIncreasing() {
    int count = 100_000;
    List<String> texts = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      texts.add(Ulids.generateString());
    }
    assertEquals(count, new HashSet<>(texts).size());
    assertTrue(isCanonical(texts.get(0)), texts.get(0));
    Ulid previous = Ulid.fromString(texts.get(0));
    for (int i = 1; i < count; i++) {
      String text = texts.get(i);
      assertTrue(isCanonical(text), text);
      assertTrue(texts.get(i - 1).compareTo(text) < 0, "text order at " + i);
      Ulid id = Ulid.fromString(text);
      assertTrue(previous.compareTo(id) < 0, "value order at " + i);
      previous = id;
    }
  }

  @Test
  void timestampsLieBetweenClockReadingsAroundTheCall() {
    for (int i = 0; i < 10_000; i++) {
      long before = System.currentTimeMillis();
      Ulid id = Ulids.generate();
      long after = System.currentTimeMillis();
      assertTrue(
          before <= id.getTimestamp() && id.getTimestamp() <= after,
          before + " <= " + id.getTimestamp() + " <= " + after);
    }
  }

  /** 4 threads draw 100,000 ULIDs each from {@code source}; returns them per thread. */
  private static List<Ulid[]> drawConcurrently(Supplier<Ulid> source) throws Exception {
    int threads = 4;
    int perThread = 100_000;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Callable<Ulid[]>> jobs = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        jobs.add(
            () -> {
              Ulid[] ids = new Ulid[perThread];
              for (int i = 0; i < perThread; i++) {
                ids[i] = source.get();
              }
              return ids;
            });
      }
      List<Ulid[]> results = new ArrayList<>();
      for (Future<Ulid[]> result : pool.invokeAll(jobs)) {
        results.add(result.get());
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }

  private static void assertDistinctAndOrderedPerThread(List<Ulid[]> results) {
    Set<Ulid> all = new HashSet<>();
    int total = 0;
    for (Ulid[] ids : results) {
      for (int i = 0; i < ids.length; i++) {
        if (i > 0) {
          assertTrue(ids[i - 1].compareTo(ids[i]) < 0, "per-thread order at " + i);
        }
        all.add(ids[i]);
      }
      total += ids.length;
    }
    assertEquals(total, all.size());
  }

  @Test
  void sharedGeneratorAcrossThreads() throws Exception {
    UlidGenerator shared = new UlidGenerator();
    assertDistinctAndOrderedPerThread(drawConcurrently(shared::generate));
  }

  @Test
  void globalGeneratorAcrossThreads() throws Exception {
    assertDistinctAndOrderedPerThread(drawConcurrently(Ulids::generate));
  }

  @Test
  void randomUlidsAcrossThreadsAreDistinct() throws Exception {
    Set<Ulid> all = new HashSet<>();
    int total = 0;
    for (Ulid[] ids : drawConcurrently(Ulid::random)) {
      for (Ulid id : ids) {
        all.add(id);
      }
      total += ids.length;
    }
    assertEquals(total, all.size());
  }
}
