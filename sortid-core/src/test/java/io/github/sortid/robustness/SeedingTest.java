package io.github.sortid.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.DefaultRandomness;
import io.github.sortid.IdType;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.testing.ScriptedClock;
import io.github.sortid.testing.SeedProvider;
import io.github.sortid.testing.TestedGenerator;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.UlidGenerator;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.Provider;
import java.security.ProviderException;
import java.security.Security;
import java.time.Clock;
import java.time.Instant;
import java.time.InstantSource;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The default randomness with a {@code SecureRandom} that fails or blocks, installed as the JVM's
 * preferred provider for the length of a test, as a broken or starved entropy source would be. Each
 * test generates on fresh threads, whose default randomness is seeded at their first draw.
 */
class SeedingTest {
  /** 2026-01-01T00:00:00Z. */
  private static final long T0 = 1_767_225_600_000L;

  /** The formats, as JUnit reads them from this class: the testing package is not open to it. */
  static Stream<IdType<?>> types() {
    return TestedGenerator.types();
  }

  private static <T> T withProvider(Provider provider, Callable<T> test) throws Exception {
    assertEquals(1, Security.insertProviderAt(provider, 1));
    try {
      return test.call();
    } finally {
      Security.removeProvider(provider.getName());
    }
  }

  private static <T> T onNewThread(Callable<T> task) throws Exception {
    ExecutorService thread = Executors.newSingleThreadExecutor();
    try {
      return thread.submit(task).get(10, TimeUnit.SECONDS);
    } finally {
      thread.shutdownNow();
    }
  }

  /**
   * The low 64 random bits of the {@code n}th ULID step (from 0) of a stream whose seeding drew
   * {@code seeding} from {@code SecureRandom}: a step draws an int (its top 16 random bits) and
   * then a long, from the seeding's own bytes after its 48-byte key.
   */
  private static long randomLoOfStep(byte[] seeding, int n) {
    return ByteBuffer.wrap(seeding).order(ByteOrder.LITTLE_ENDIAN).getLong(48 + 12 * n + 4);
  }

  /** The same step of a stream keyed by an all-zero key and IV, which was never seeded. */
  private static long randomLoOfStepWithoutSeed(int n) throws Exception {
    Cipher cipher = Cipher.getInstance("AES/CTR/NoPadding");
    cipher.init(
        Cipher.ENCRYPT_MODE,
        new SecretKeySpec(new byte[32], "AES"),
        new IvParameterSpec(new byte[16]));
    int offset = 48 + 12 * n + 4;
    return ByteBuffer.wrap(cipher.doFinal(new byte[offset + 8]))
        .order(ByteOrder.LITTLE_ENDIAN)
        .getLong(offset);
  }

  @Test
  void aSeedingFailureThrowsAndTheNextIdIsSeededAfresh() throws Exception {
    AtomicInteger calls = new AtomicInteger();
    SeedProvider failsOnce =
        new SeedProvider(
            () -> {
              if (calls.incrementAndGet() == 1) {
                throw new ProviderException("no entropy");
              }
            });
    UlidGenerator generator = new UlidGenerator();
    Ulid[] ids =
        withProvider(
            failsOnce,
            () ->
                onNewThread(
                    () -> {
                      IllegalStateException e =
                          assertThrows(IllegalStateException.class, generator::generate);
                      assertInstanceOf(ProviderException.class, e.getCause());
                      return new Ulid[] {generator.generate(), generator.generate()};
                    }));

    assertEquals(2, calls.get());
    byte[] seeding = new byte[48 + 128];
    for (int i = 0; i < seeding.length; i++) {
      seeding[i] = (byte) (i * 7 + 1);
    }
    // From the provider's seeding, and not from a stream never seeded. The step whose draw seeded
    // the stream read the clock before the seeding, so it is computed again: the ID is the second
    // step's.
    assertEquals(randomLoOfStep(seeding, 1), ids[0].getRandomLo());
    assertNotEquals(randomLoOfStepWithoutSeed(1), ids[0].getRandomLo());
    assertNotEquals(0L, ids[0].getRandomLo());
    assertTrue(ids[0].compareTo(ids[1]) < 0);
  }

  @Test
  void aSeedingThatAlwaysFailsGivesNoIdAtAll() throws Exception {
    SeedProvider alwaysFails =
        new SeedProvider(
            () -> {
              throw new ProviderException("no entropy");
            });
    Scru128Generator generator = new Scru128Generator();
    int failures =
        withProvider(
            alwaysFails,
            () ->
                onNewThread(
                    () -> {
                      int thrown = 0;
                      for (int i = 0; i < 1000; i++) {
                        try {
                          generator.generate();
                        } catch (IllegalStateException e) {
                          thrown++;
                        }
                      }
                      return thrown;
                    }));
    assertEquals(1000, failures);
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  @Timeout(20)
  void aThreadWhoseSeedingBlocksHoldsUpNoOtherThread(boolean batch) throws Exception {
    Scru128Generator generator = new Scru128Generator();
    CountDownLatch seedingStarted = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    SeedProvider blocks =
        new SeedProvider(
            () -> {
              seedingStarted.countDown();
              try {
                // A starved entropy source: up to 2 s, or until the test has seen enough.
                release.await(2, TimeUnit.SECONDS);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            });
    ExecutorService seeded = Executors.newSingleThreadExecutor();
    ExecutorService fresh = Executors.newSingleThreadExecutor();
    try {
      // One thread is seeded before the entropy source starves; the other is not.
      Set<Scru128Id> ids = new HashSet<>();
      ids.add(seeded.submit(generator::generate).get());
      withProvider(
          blocks,
          () -> {
            Future<?> seeding =
                fresh.submit(() -> batch ? generator.generateBatch(100) : generator.generate());
            assertTrue(seedingStarted.await(10, TimeUnit.SECONDS));
            Future<Set<Scru128Id>> meanwhile =
                seeded.submit(
                    () -> {
                      Set<Scru128Id> made = new HashSet<>();
                      for (int i = 0; i < 10_000; i++) {
                        made.add(generator.generate());
                      }
                      return made;
                    });
            // Well within the 2 s that the seeding thread waits.
            ids.addAll(meanwhile.get(1500, TimeUnit.MILLISECONDS));
            assertFalse(seeding.isDone(), "the seeding thread still waits for entropy");
            release.countDown();
            seeding.get(10, TimeUnit.SECONDS);
            return null;
          });
      assertEquals(10_001, ids.size());
    } finally {
      seeded.shutdownNow();
      fresh.shutdownNow();
    }
  }

  /**
   * Every 1 MiB of keystream, a thread's stream mixes fresh bytes from {@code SecureRandom} into
   * its key, which may wait as long as a seeding. A batch whose draws meet that wait is dated after
   * it: here the mix-in moves the clock on by a second (the provider's first request is the
   * seeding, its second the mix-in), and the batch during which it came carries the clock's new
   * time.
   */
  @Test
  @Timeout(20)
  void aBatchIsNotDatedBeforeTheFreshBytesMixedIntoItsStream() throws Exception {
    ScriptedClock clock = new ScriptedClock(T0);
    AtomicInteger requests = new AtomicInteger();
    SeedProvider mixInTakesASecond = mixInTakesASecond(clock, requests);
    Scru128Generator generator = Scru128Generator.builder().clock(clock).build();
    List<Scru128Id> during =
        withProvider(
            mixInTakesASecond,
            () ->
                onNewThread(
                    () -> {
                      // 4 bytes of keystream per ID: the mix-in comes within 3,000 batches.
                      for (int i = 0; i < 10_000; i++) {
                        List<Scru128Id> batch = generator.generateBatch(100);
                        if (requests.get() == 2) {
                          return batch;
                        }
                      }
                      throw new AssertionError("no fresh bytes mixed in: " + requests);
                    }));
    for (Scru128Id id : during) {
      assertEquals(T0 + 1000, id.getTimestamp(), id::toString);
    }
  }

  /**
   * A provider whose second request, the first mix-in of fresh bytes after the seeding, moves the
   * clock on by a second, as a mix-in that waits that long would.
   */
  private static SeedProvider mixInTakesASecond(ScriptedClock clock, AtomicInteger requests) {
    return new SeedProvider(
        () -> {
          if (requests.incrementAndGet() == 2) {
            clock.advance(1000);
          }
        });
  }

  /**
   * The same for a single ID whose draws come after the clock reading: a ULID of a new millisecond
   * (within one, a ULID draws nothing), on a clock that moves on by 1 ms at every call. The ID
   * during whose draws the fresh bytes were mixed in carries the clock's time after the mix-in.
   */
  @Test
  @Timeout(20)
  void anIdIsNotDatedBeforeTheFreshBytesMixedIntoItsStream() throws Exception {
    ScriptedClock clock = new ScriptedClock(T0);
    AtomicInteger requests = new AtomicInteger();
    SeedProvider mixInTakesASecond = mixInTakesASecond(clock, requests);
    UlidGenerator generator = UlidGenerator.builder().clock(clock).build();
    Ulid during =
        withProvider(
            mixInTakesASecond,
            () ->
                onNewThread(
                    () -> {
                      // 12 bytes of keystream per ULID: the mix-in comes within 100,000 calls.
                      for (int i = 0; i < 200_000; i++) {
                        clock.advance(1);
                        Ulid id = generator.generate();
                        if (requests.get() == 2) {
                          return id;
                        }
                      }
                      throw new AssertionError("no fresh bytes mixed in: " + requests);
                    }));
    assertEquals(clock.millis(), during.getTimestamp(), during::toString);
  }

  /**
   * A clock whose every reading asks every stream to seed afresh (as if each one restored a
   * snapshot) makes every step after a reading seed again: a call reads the clock once more after a
   * seeding, and then keeps its step, so that it returns rather than read and seed for ever.
   */
  @ParameterizedTest
  @MethodSource("types")
  @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  <T extends Comparable<T>> void aClockThatReseedsAtEveryReadingStillGetsIds(IdType<T> type) {
    ScriptedClock clock = new ScriptedClock(T0);
    InstantSource reseeding =
        new InstantSource() {
          @Override
          public long millis() {
            DefaultRandomness.reseed();
            return clock.millis();
          }

          @Override
          public Instant instant() {
            return Instant.ofEpochMilli(millis());
          }
        };
    TestedGenerator<T> generator = TestedGenerator.of(type, reseeding, null, null);
    T first = generator.generate();
    clock.advance(1);
    T second = generator.generate();
    assertTrue(first.compareTo(second) < 0);
    if (generator.batches()) {
      clock.advance(1);
      List<T> batch = generator.batch(3);
      assertTrue(second.compareTo(batch.get(0)) < 0);
    }
  }

  /**
   * {@code Ulid.random()}, {@code Euid.create()}, {@code Euid.create(int)} and {@code Euid.next()}
   * draw from one source for the process and read the system clock: their ID is dated after the
   * source's seeding, which here waits 300 ms. Each runs in sortid loaded afresh, whose source has
   * never been seeded.
   */
  @ParameterizedTest
  @EnumSource(StatelessCall.class)
  @Timeout(20)
  void aStatelessIdIsNotDatedBeforeTheSeedingOfItsSource(StatelessCall call) throws Exception {
    SeedProvider slow =
        new SeedProvider(
            () -> {
              try {
                Thread.sleep(300);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            });
    URL classes = Scru128Id.class.getProtectionDomain().getCodeSource().getLocation();
    long[] madeAndReturned;
    try (URLClassLoader fresh = new URLClassLoader(new URL[] {classes}, null)) {
      madeAndReturned =
          withProvider(
              slow,
              () -> {
                Object id = call.make(fresh);
                long returned = System.currentTimeMillis();
                long made = (long) id.getClass().getMethod("getTimestamp").invoke(id);
                return new long[] {made, returned};
              });
    }
    long age = madeAndReturned[1] - madeAndReturned[0];
    assertTrue(
        age >= 0 && age < 100,
        call + ": dated " + age + " ms before it returned, after a seeding of 300 ms");
  }

  /** A stateless call of sortid's, made through a class loader of its own. */
  enum StatelessCall {
    ULID_RANDOM,
    EUID_CREATE,
    EUID_CREATE_WITH_EXTENSION,
    EUID_NEXT;

    Object make(ClassLoader loader) throws ReflectiveOperationException {
      switch (this) {
        case ULID_RANDOM:
          return Class.forName("io.github.sortid.ulid.Ulid", true, loader)
              .getMethod("random")
              .invoke(null);
        case EUID_CREATE:
          return euid(loader).getMethod("create").invoke(null);
        case EUID_CREATE_WITH_EXTENSION:
          return euid(loader).getMethod("create", int.class).invoke(null, 7);
        case EUID_NEXT:
          Class<?> euid = euid(loader);
          // The smallest EUID is of 1970: its next() creates one at the clock's millisecond.
          Object next = euid.getMethod("next").invoke(euid.getField("MIN").get(null));
          return ((Optional<?>) next).orElseThrow();
        default:
          throw new AssertionError(this);
      }
    }

    private static Class<?> euid(ClassLoader loader) throws ClassNotFoundException {
      return Class.forName("io.github.sortid.euid.Euid", true, loader);
    }
  }

  /**
   * The first ID of a thread is as fresh as any other: the thread's randomness is seeded before the
   * clock is read for it, so an entropy source that makes the seeding wait (here 1 s) does not date
   * the ID back to before the wait. The bound is the format's timestamp unit and scheduling noise.
   */
  @ParameterizedTest
  @MethodSource("types")
  @Timeout(20)
  <T extends Comparable<T>> void theFirstIdOfAThreadIsNotOlderThanItsSeeding(IdType<T> type)
      throws Exception {
    TestedGenerator<T> generator = TestedGenerator.of(type, Clock.systemUTC(), null, null);
    SeedProvider slow =
        new SeedProvider(
            () -> {
              try {
                Thread.sleep(1000);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            });
    long[] madeAndReturned =
        withProvider(
            slow,
            () ->
                onNewThread(
                    () -> {
                      T id = generator.generate();
                      long returned = System.currentTimeMillis();
                      return new long[] {type.toInstant(id).toEpochMilli(), returned};
                    }));
    long age = madeAndReturned[1] - madeAndReturned[0];
    assertTrue(
        age >= 0 && age < generator.unitMillis() + 50,
        type
            + ": the first ID is dated "
            + Instant.ofEpochMilli(madeAndReturned[0])
            + ", "
            + age
            + " ms before generate() returned");
  }
}
