package io.github.sortid.concurrency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.ulid.UlidGenerator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Several threads share one generator: every ID must be unique, each thread's IDs must increase,
 * and no ID of another thread may fall inside a batch. Run with the default per-thread randomness
 * and with a user's source that is not thread-safe (which the generator must never use from two
 * threads at once).
 */
class SharedGeneratorTest {
  private static final int THREADS = 4;
  private static final int ROUNDS = 5_000;
  private static final int BATCH = 8;

  /** A generator seen through its single and batch methods. */
  private record Subject<T extends Comparable<T>>(
      String name, Supplier<T> single, IntFunction<List<T>> batch) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Arguments> generators() {
    Scru128Generator scru128 = new Scru128Generator();
    Scru128Generator scru128Seeded =
        Scru128Generator.builder().random(new SplittableRandom(1)).build();
    UlidGenerator ulid = new UlidGenerator();
    UlidGenerator ulidSeeded = UlidGenerator.builder().random(new SplittableRandom(2)).build();
    EuidGenerator euid = new EuidGenerator();
    EuidGenerator euidSeeded = EuidGenerator.builder().random(new SplittableRandom(3)).build();
    Scru128V1Generator v1 = new Scru128V1Generator();
    Scru128V1Generator v1Seeded =
        Scru128V1Generator.builder().random(new SplittableRandom(4)).build();
    Scru64Generator scru64 = new Scru64Generator(Scru64NodeSpec.parse("0/1"));
    Scru64Generator scru64Seeded =
        Scru64Generator.builder(Scru64NodeSpec.parse("1/1"))
            .random(new SplittableRandom(5))
            .build();
    return Stream.of(
        Arguments.of(new Subject<>("SCRU128", scru128::generate, scru128::generateBatch)),
        Arguments.of(
            new Subject<>("SCRU128 seeded", scru128Seeded::generate, scru128Seeded::generateBatch)),
        Arguments.of(new Subject<>("ULID", ulid::generate, ulid::generateBatch)),
        Arguments.of(new Subject<>("ULID seeded", ulidSeeded::generate, ulidSeeded::generateBatch)),
        Arguments.of(new Subject<>("EUID", euid::generate, euid::generateBatch)),
        Arguments.of(new Subject<>("EUID seeded", euidSeeded::generate, euidSeeded::generateBatch)),
        Arguments.of(new Subject<>("SCRU128 v1", v1::generate, v1::generateBatch)),
        Arguments.of(
            new Subject<>("SCRU128 v1 seeded", v1Seeded::generate, v1Seeded::generateBatch)),
        Arguments.of(new Subject<>("SCRU64", scru64::generateOrSleep, null)),
        Arguments.of(new Subject<>("SCRU64 seeded", scru64Seeded::generateOrSleep, null)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("generators")
  <T extends Comparable<T>> void threadsSharingAGeneratorGetUniqueOrderedIds(Subject<T> subject)
      throws InterruptedException {
    List<List<T>> perThread = new ArrayList<>();
    List<List<List<T>>> batchesPerThread = new ArrayList<>();
    CountDownLatch start = new CountDownLatch(1);
    List<Thread> workers = new ArrayList<>();
    List<Throwable> failures = new ArrayList<>();
    for (int t = 0; t < THREADS; t++) {
      List<T> ids = new ArrayList<>();
      List<List<T>> batches = new ArrayList<>();
      perThread.add(ids);
      batchesPerThread.add(batches);
      Thread worker =
          new Thread(
              () -> {
                try {
                  start.await();
                  for (int i = 0; i < ROUNDS; i++) {
                    ids.add(subject.single().get());
                    if (subject.batch() != null && i % 16 == 0) {
                      List<T> batch = subject.batch().apply(BATCH);
                      batches.add(batch);
                      ids.addAll(batch);
                    }
                  }
                } catch (Throwable e) {
                  synchronized (failures) {
                    failures.add(e);
                  }
                }
              });
      worker.start();
      workers.add(worker);
    }
    start.countDown();
    for (Thread worker : workers) {
      worker.join();
    }
    assertEquals(List.of(), failures);

    Set<T> all = new HashSet<>();
    TreeSet<T> sorted = new TreeSet<>();
    int total = 0;
    for (List<T> ids : perThread) {
      for (int i = 0; i < ids.size(); i++) {
        T id = ids.get(i);
        assertNotNull(id);
        if (i > 0) {
          assertTrue(ids.get(i - 1).compareTo(id) < 0, "a thread's IDs must increase");
        }
        all.add(id);
        sorted.add(id);
        total++;
      }
    }
    assertEquals(total, all.size(), "every ID must be unique");
    assertEquals(total, sorted.size(), "no two IDs may compare equal");

    // A batch is one step of the generator: nothing from any thread lies strictly inside it.
    for (List<List<T>> batches : batchesPerThread) {
      for (List<T> batch : batches) {
        T first = batch.get(0);
        T last = batch.get(batch.size() - 1);
        assertEquals(
            batch.size() - 2,
            sorted.subSet(first, false, last, false).size(),
            "another thread's ID fell inside a batch");
      }
    }
  }
}
