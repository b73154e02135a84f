package io.github.sortid.scru128;

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

class Scru128Test {
  private static boolean isCanonical(String text) {
    if (text.length() != 25) {
      return false;
    }
    for (int i = 0; i < 25; i++) {
      char c = text.charAt(i);
      if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'z')) {
        return false;
      }
    }
    return true;
  }

  private static int compareFields(Scru128Id a, Scru128Id b) {
    int byTimestamp = Long.compare(a.getTimestamp(), b.getTimestamp());
    if (byTimestamp != 0) {
      return byTimestamp;
    }
    int byCounterHi = Integer.compare(a.getCounterHi(), b.getCounterHi());
    return byCounterHi != 0 ? byCounterHi : Integer.compare(a.getCounterLo(), b.getCounterLo());
  }

  @Test
  void generatedStringsAreCanonicalUniqueAndIncreasing() {
    int count = 100_000;
    List<String> texts = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      texts.add(Scru128.generateString());
    }
    assertEquals(count, new HashSet<>(texts).size());
    Scru128Id previous = Scru128Id.fromString(texts.get(0));
    assertTrue(isCanonical(texts.get(0)));
    for (int i = 1; i < count; i++) {
      String text = texts.get(i);
      assertTrue(isCanonical(text), text);
      assertTrue(texts.get(i - 1).compareTo(text) < 0, "text order at " + i);
      Scru128Id id = Scru128Id.fromString(text);
      assertTrue(compareFields(previous, id) < 0, "field order at " + i);
      previous = id;
    }
  }

  @Test
  void timestampsLieBetweenClockReadingsAroundTheCall() {
    for (int i = 0; i < 10_000; i++) {
      long before = System.currentTimeMillis();
      Scru128Id id = Scru128.generate();
      long after = System.currentTimeMillis();
      // A counter overflow could move an ID 1 ms ahead; at 2^48 IDs per ms it does not happen here.
      assertTrue(
          before <= id.getTimestamp() && id.getTimestamp() <= after,
          before + " <= " + id.getTimestamp() + " <= " + after);
    }
  }

  private static void assertConcurrentIdsDistinctAndOrderedPerThread(Supplier<Scru128Id> source)
      throws Exception {
    int threads = 4;
    int perThread = 100_000;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Callable<Scru128Id[]>> jobs = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        jobs.add(
            () -> {
              Scru128Id[] ids = new Scru128Id[perThread];
              for (int i = 0; i < perThread; i++) {
                ids[i] = source.get();
              }
              return ids;
            });
      }
      Set<Scru128Id> all = new HashSet<>();
      for (Future<Scru128Id[]> result : pool.invokeAll(jobs)) {
        Scru128Id[] ids = result.get();
        for (int i = 0; i < perThread; i++) {
          if (i > 0) {
            assertTrue(ids[i - 1].compareTo(ids[i]) < 0, "per-thread order at " + i);
          }
          all.add(ids[i]);
        }
      }
      assertEquals(threads * perThread, all.size());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void sharedGeneratorAcrossThreads() throws Exception {
    Scru128Generator shared = new Scru128Generator();
    assertConcurrentIdsDistinctAndOrderedPerThread(shared::generate);
  }

  @Test
  void globalGeneratorAcrossThreads() throws Exception {
    assertConcurrentIdsDistinctAndOrderedPerThread(Scru128::generate);
  }
}
