package io.github.sortid.concurrency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.sortid.IdType;
import io.github.sortid.testing.ExclusiveRandom;
import io.github.sortid.testing.TestedGenerator;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Several threads share one generator: every ID must be unique, each thread's IDs must increase,
 * and no ID of another thread may fall inside a batch. Run with 2, 4, 8 and 64 platform threads
 * and, on JDK 21 and later, with 10,000 virtual threads; with the default per-thread randomness and
 * with a user's source that is not thread-safe, which the generator must never use from two threads
 * at once (the source counts overlapping draws); and four threads making 100,000 IDs each. Every
 * format of {@link TestedGenerator#types()}, each built there as the other generator contracts
 * build it.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class SharedGeneratorTest {
  /** IDs from single calls per case, shared out among the threads. */
  private static final int SINGLE_IDS = 16_000;

  private static final int BATCH = 8;

  private static final int VIRTUAL_THREADS = 10_000;

  /** A generator under test, and the user's source it was given (null: the default one). */
  private record Subject<T extends Comparable<T>>(
      TestedGenerator<T> generator, ExclusiveRandom source) {}

  /** Makes a fresh generator for each case, with a user's source or the default randomness. */
  private record Maker(IdType<?> type, boolean userSource) {
    Subject<?> make() {
      ExclusiveRandom source = userSource ? new ExclusiveRandom(type.name().hashCode()) : null;
      TestedGenerator<?> generator = TestedGenerator.of(type, InstantSource.system(), source, null);
      return subject(generator, source);
    }

    private static <T extends Comparable<T>> Subject<T> subject(
        TestedGenerator<T> generator, ExclusiveRandom source) {
      return new Subject<>(generator, source);
    }

    @Override
    public String toString() {
      return type + (userSource ? " with a user's SplittableRandom" : "");
    }
  }

  private static final List<Maker> MAKERS =
      Stream.of(false, true)
          .flatMap(user -> TestedGenerator.types().map(type -> new Maker(type, user)))
          .collect(Collectors.toList());

  static Stream<Arguments> platformThreads() {
    return IntStream.of(2, 4, 8, 64)
        .boxed()
        .flatMap(threads -> MAKERS.stream().map(maker -> Arguments.of(maker, threads)));
  }

  static Stream<Maker> generators() {
    return MAKERS.stream();
  }

  /** What one thread (or task) got: its IDs in order, and its batches. */
  private record Got<T>(List<T> ids, List<List<T>> batches) {}

  @ParameterizedTest(name = "{0}, {1} platform threads")
  @MethodSource("platformThreads")
  void platformThreadsSharingAGeneratorGetUniqueOrderedIds(Maker maker, int threads)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      check(maker.make(), pool, threads, SINGLE_IDS / threads, 16);
    } finally {
      pool.shutdownNow();
    }
  }

  @ParameterizedTest(name = "{0}, 10,000 virtual threads")
  @MethodSource("generators")
  void virtualThreadsSharingAGeneratorGetUniqueOrderedIds(Maker maker) throws Exception {
    assumeTrue(Runtime.version().feature() >= 21, "virtual threads need JDK 21");
    // The tests compile for Java 17, so the JDK 21 method is looked up at run time.
    ExecutorService pool =
        (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
    try {
      check(maker.make(), pool, VIRTUAL_THREADS, 2, 2);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * Many IDs from few threads, with the default randomness: four platform threads making 100,000
   * IDs each, single calls only, so that the threads meet inside the counter's steps and across its
   * overflows.
   */
  @ParameterizedTest(name = "{0}, 4 threads, 100,000 IDs each")
  @MethodSource("defaultSources")
  void fourThreadsMakingManyIdsGetUniqueOrderedIds(Maker maker) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      check(maker.make(), pool, 4, 100_000, 0);
    } finally {
      pool.shutdownNow();
    }
  }

  static Stream<Maker> defaultSources() {
    return MAKERS.stream().filter(maker -> !maker.userSource());
  }

  /**
   * Runs {@code tasks} tasks at once, each making {@code rounds} single calls and a batch every
   * {@code batchEvery} rounds (never if 0, or if the format has none), then checks what they got.
   */
  private static <T extends Comparable<T>> void check(
      Subject<T> subject, ExecutorService pool, int tasks, int rounds, int batchEvery)
      throws Exception {
    CountDownLatch start = new CountDownLatch(1);
    List<Future<Got<T>>> futures = new ArrayList<>();
    for (int t = 0; t < tasks; t++) {
      futures.add(
          pool.submit(
              () -> {
                start.await();
                List<T> ids = new ArrayList<>();
                List<List<T>> batches = new ArrayList<>();
                TestedGenerator<T> generator = subject.generator();
                for (int i = 0; i < rounds; i++) {
                  ids.add(generator.generate());
                  if (generator.batches() && batchEvery > 0 && i % batchEvery == 0) {
                    List<T> batch = generator.batch(BATCH);
                    batches.add(batch);
                    ids.addAll(batch);
                  }
                }
                return new Got<>(ids, batches);
              }));
    }
    start.countDown();
    List<Got<T>> got = new ArrayList<>();
    for (Future<Got<T>> future : futures) {
      got.add(future.get(60, TimeUnit.SECONDS));
    }

    Set<T> all = new HashSet<>();
    TreeSet<T> sorted = new TreeSet<>();
    int total = 0;
    for (Got<T> one : got) {
      List<T> ids = one.ids();
      for (int i = 0; i < ids.size(); i++) {
        T id = ids.get(i);
        assertNotNull(id);
        if (i > 0) {
          T before = ids.get(i - 1);
          assertTrue(
              before.compareTo(id) < 0,
              () -> "a thread's IDs must increase: " + before + " then " + id);
        }
        all.add(id);
        sorted.add(id);
        total++;
      }
    }
    assertEquals(total, all.size(), "every ID must be unique");
    assertEquals(total, sorted.size(), "no two IDs may compare equal");

    // A batch is one step of the generator: nothing from any thread lies strictly inside it.
    for (Got<T> one : got) {
      for (List<T> batch : one.batches()) {
        T first = batch.get(0);
        T last = batch.get(batch.size() - 1);
        assertEquals(
            batch.size() - 2,
            sorted.subSet(first, false, last, false).size(),
            "another thread's ID fell inside a batch");
      }
    }
    if (subject.source() != null) {
      assertEquals(
          0,
          subject.source().overlaps(),
          "the user's source was drawn from by two threads at once");
    }
  }
}
