package io.github.sortid.euid;

import static io.github.sortid.euid.EuidCreateTest.replaying;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ScriptedClock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class EuidGeneratorTest {
  private static final long TS0 = 1_700_000_000_000L;

  private static EuidGenerator generator(ScriptedClock clock, long allowance) {
    return EuidGenerator.builder()
        .clock(clock)
        .rollbackAllowance(Duration.ofMillis(allowance))
        .build();
  }

  private static long randomHigh(Euid id) {
    return id.getRandom() >>> 32;
  }

  @Test
  void firstIdCarriesTheClockReadingAndNoExtension() {
    ScriptedClock clock = new ScriptedClock(TS0);
    Euid id = EuidGenerator.builder().clock(clock).build().generate();
    assertEquals(TS0, id.getTimestamp());
    assertEquals(OptionalInt.empty(), id.getExtension());
    // EUID reserves no timestamp: the epoch itself is a valid clock reading.
    ScriptedClock epoch = new ScriptedClock(0);
    assertEquals(0, EuidGenerator.builder().clock(epoch).build().generate().getTimestamp());
  }

  @Test
  void withinAMillisecondTheUpperBitsStayAndTheCountGoesUpByOne() {
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator generator =
        EuidGenerator.builder().clock(clock).random(new SplittableRandom(3)).build();
    Euid previous = generator.generate();
    for (int i = 0; i < 10_000; i++) {
      Euid current = generator.generate();
      assertEquals(previous.getMostSignificantBits(), current.getMostSignificantBits());
      assertEquals(previous.getFiller(), current.getFiller());
      assertEquals(randomHigh(previous) + 1, randomHigh(current));
      assertTrue(previous.compareTo(current) < 0);
      assertTrue(previous.toString().compareTo(current.toString()) < 0);
      previous = current;
    }
  }

  @Test
  void aNewMillisecondDrawsANewFillerAndStart() {
    ScriptedClock clock = new ScriptedClock(TS0);
    // Draws per new millisecond: filler, start of the count; then the random low part per ID.
    EuidGenerator generator =
        EuidGenerator.builder()
            .clock(clock)
            .random(replaying(0x7001, 0x100, 0xaa, 0xbb, 0x0002, 0x50, 0xcc))
            .build();
    Euid first = generator.generate();
    Euid second = generator.generate();
    clock.set(TS0 + 1);
    Euid third = generator.generate();
    assertEquals(Euid.fromFields(TS0, OptionalInt.empty(), 0x7001, 0x100_0000_00aaL), first);
    assertEquals(Euid.fromFields(TS0, OptionalInt.empty(), 0x7001, 0x101_0000_00bbL), second);
    assertEquals(Euid.fromFields(TS0 + 1, OptionalInt.empty(), 0x0002, 0x50_0000_00ccL), third);
    assertTrue(second.compareTo(third) < 0);
  }

  @Test
  void withinAMillisecondTheGeneratorContinuesAsNextDoes() {
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator generator =
        EuidGenerator.builder().clock(clock).extension(300).random(replaying(1, 2, 3, 4)).build();
    Euid first = generator.generate();
    Euid second = generator.generate();
    assertEquals(first.nextAt(TS0, replaying(4)).orElseThrow(), second);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 5, 255, 256, 32767})
  void theExtensionIsFixedPerGenerator(int extension) {
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator generator =
        EuidGenerator.builder()
            .clock(clock)
            .extension(extension)
            .random(new SplittableRandom(extension))
            .build();
    Euid previous = Euid.MIN;
    for (int i = 0; i < 3000; i++) {
      clock.set(TS0 + i / 100 - (i % 7 == 0 ? 3 : 0));
      Euid id = generator.generate();
      assertEquals(OptionalInt.of(extension), id.getExtension());
      assertEquals(Euid.extensionLength(extension), id.getExtensionLength());
      assertTrue(previous.compareTo(id) < 0, "at " + i);
      previous = id;
    }
  }

  @Test
  void smallRollbacksKeepTheTimestampAndFiller() {
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator generator = generator(clock, 10_000);
    Euid previous = generator.generate();
    for (int i = 0; i < 50_000; i++) {
      clock.set(TS0 - Math.min(9_999, i));
      Euid current = generator.generate();
      assertTrue(previous.compareTo(current) < 0, "at " + i);
      assertEquals(TS0, current.getTimestamp());
      assertEquals(previous.getMostSignificantBits(), current.getMostSignificantBits());
      previous = current;
    }
  }

  @ParameterizedTest
  @ValueSource(longs = {0, 1, 5_000, 10_000, 20_000})
  void rollbackAllowanceEdge(long allowance) {
    for (boolean resets : new boolean[] {true, false}) {
      String name = (resets ? "generate" : "generateOrAbort") + " with allowance " + allowance;
      ScriptedClock clock = new ScriptedClock(TS0);
      EuidGenerator generator = generator(clock, allowance);
      Euid first = generator.generate();
      clock.set(TS0 - allowance);
      Euid second = resets ? generator.generate() : generator.generateOrAbort();
      assertTrue(first.compareTo(second) < 0, name);
      assertEquals(TS0, second.getTimestamp(), name);

      clock.set(TS0 - allowance - 1);
      Euid third = resets ? generator.generate() : generator.generateOrAbort();
      if (resets) {
        assertTrue(third.compareTo(second) < 0, name);
        assertEquals(TS0 - allowance - 1, third.getTimestamp(), name);
        Euid fourth = generator.generate();
        assertTrue(third.compareTo(fourth) < 0, name);
        assertEquals(TS0 - allowance - 1, fourth.getTimestamp(), name);
      } else {
        assertNull(third, name);
        // An abort leaves the state as it was: the sequence goes on from the second ID.
        clock.set(TS0);
        Euid fifth = generator.generateOrAbort();
        assertEquals(second.getMostSignificantBits(), fifth.getMostSignificantBits(), name);
        assertEquals(randomHigh(second) + 1, randomHigh(fifth), name);
      }
    }
  }

  @Test
  void defaultAllowanceIsTenSeconds() {
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator generator = EuidGenerator.builder().clock(clock).build();
    assertEquals(Duration.ofSeconds(10), EuidGenerator.DEFAULT_ROLLBACK_ALLOWANCE);
    Euid first = generator.generateOrAbort();
    clock.set(TS0 - 10_000);
    assertNotNull(generator.generateOrAbort());
    clock.set(TS0 - 10_001);
    assertNull(generator.generateOrAbort());
    assertTrue(generator.generate().compareTo(first) < 0);
    assertNotNull(new EuidGenerator().generate());
  }

  @Test
  void counterOverflowMovesTheTimestampOnWithoutBlocking() {
    ScriptedClock clock = new ScriptedClock(TS0);
    // First millisecond: filler 0, count starts at 2^32 - 1. Then filler 0x1234, start 5.
    EuidGenerator generator =
        EuidGenerator.builder()
            .clock(clock)
            .extension(3)
            .random(replaying(0, -1, 0xa, 0x1234, 5, 0xb, 0xc))
            .build();
    Euid first = generator.generate();
    assertEquals(0xffff_ffffL, randomHigh(first));
    Euid second = generator.generate();
    assertTrue(first.compareTo(second) < 0);
    assertEquals(
        Euid.fromFields(TS0 + 1, OptionalInt.of(3), 0x1234 & 0x1fff, 5L << 32 | 0xb), second);
    // The clock still reads TS0: the generator is 1 ms ahead and carries on counting there.
    Euid third = generator.generate();
    assertEquals(TS0 + 1, third.getTimestamp());
    assertEquals(second.getMostSignificantBits(), third.getMostSignificantBits());
    assertEquals(6, randomHigh(third));
  }

  @Test
  void counterOverflowAtTheLastTimestampFailsClearlyAndKeepsTheState() {
    ScriptedClock clock = new ScriptedClock(Euid.MAX_TIMESTAMP);
    EuidGenerator generator = EuidGenerator.builder().clock(clock).random(replaying(-1)).build();
    Euid first = generator.generate();
    assertEquals(Euid.MAX_TIMESTAMP, first.getTimestamp());
    for (int i = 0; i < 2; i++) {
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertEquals(
          "counter overflow at the largest EUID timestamp: no further EUID exists", e.getMessage());
    }
  }

  @Test
  void rejectsClockReadingsOutsideTheRange() {
    for (long bad : new long[] {-1, -5, Euid.MAX_TIMESTAMP + 1, Long.MIN_VALUE}) {
      EuidGenerator generator = EuidGenerator.builder().clock(new ScriptedClock(bad)).build();
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertEquals(
          "clock reading out of the EUID timestamp range: "
              + bad
              + " ms (expected 0 to 35184372088831)",
          e.getMessage());
      assertThrows(IllegalStateException.class, generator::generateOrAbort);
      assertThrows(IllegalStateException.class, () -> generator.generateBatch(3));
    }
  }

  @Test
  void builderRejectsBadSettings() {
    EuidGenerator.Builder builder = EuidGenerator.builder();
    assertThrows(NullPointerException.class, () -> builder.clock(null));
    assertThrows(NullPointerException.class, () -> builder.random(null));
    assertThrows(NullPointerException.class, () -> builder.rollbackAllowance(null));
    for (int bad : new int[] {-1, 32768, Integer.MIN_VALUE}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> builder.extension(bad));
      assertEquals("extension out of range: " + bad + " (expected 0 to 32767)", e.getMessage());
    }
    assertThrows(
        IllegalArgumentException.class, () -> builder.rollbackAllowance(Duration.ofMillis(-1)));
    assertThrows(
        IllegalArgumentException.class,
        () -> builder.rollbackAllowance(Duration.ofMillis(Euid.MAX_TIMESTAMP + 1)));
    assertThrows(
        IllegalArgumentException.class, () -> builder.rollbackAllowance(Duration.ofDays(1L << 40)));
    // A fraction of a millisecond is dropped: 1.9 ms tolerates a rollback of 1 ms, not 2.
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator generator =
        builder.clock(clock).rollbackAllowance(Duration.ofNanos(1_900_000)).build();
    generator.generate();
    clock.set(TS0 - 1);
    assertNotNull(generator.generateOrAbort());
    clock.set(TS0 - 2);
    assertNull(generator.generateOrAbort());
  }

  @Test
  void batchIsConsecutiveForOneClockReading() {
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator generator = EuidGenerator.builder().clock(clock).extension(12).build();
    Euid before = generator.generate();
    List<Euid> batch = generator.generateBatch(10_000);
    assertEquals(10_000, batch.size());
    Euid previous = before;
    for (Euid id : batch) {
      assertTrue(previous.compareTo(id) < 0);
      assertEquals(OptionalInt.of(12), id.getExtension());
      assertTrue(id.getTimestamp() <= TS0 + 1, "only a counter overflow may move the timestamp");
      previous = id;
    }
    assertThrows(UnsupportedOperationException.class, () -> batch.set(0, before));
    assertTrue(generator.generateBatch(0).isEmpty());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> generator.generateBatch(-1));
    assertEquals("count must not be negative: -1", e.getMessage());
  }

  @Test
  void iteratesAndStreamsForever() {
    EuidGenerator generator = new EuidGenerator();
    int seen = 0;
    Euid previous = Euid.MIN;
    for (Euid id : generator) {
      assertTrue(previous.compareTo(id) < 0);
      previous = id;
      if (++seen == 101) {
        break;
      }
    }
    assertTrue(generator.hasNext());
    assertTrue(previous.compareTo(generator.next()) < 0);
    List<Euid> streamed = generator.stream().limit(1000).collect(Collectors.toList());
    assertEquals(1000, streamed.size());
    for (int i = 1; i < streamed.size(); i++) {
      assertTrue(streamed.get(i - 1).compareTo(streamed.get(i)) < 0);
    }
  }

  @Test
  void drawsEveryRandomFieldFromTheGivenSource() {
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator left =
        EuidGenerator.builder().clock(clock).random(new SplittableRandom(7)).build();
    EuidGenerator right =
        EuidGenerator.builder().clock(clock).random(new SplittableRandom(7)).build();
    EuidGenerator other =
        EuidGenerator.builder().clock(clock).random(new SplittableRandom(8)).build();
    List<Euid> fromLeft = new ArrayList<>();
    List<Euid> fromRight = new ArrayList<>();
    List<Euid> fromOther = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      clock.set(TS0 + i / 10);
      fromLeft.add(left.generate());
      fromRight.add(right.generate());
      fromOther.add(other.generate());
    }
    assertEquals(fromLeft, fromRight);
    for (int i = 0; i < 100; i++) {
      assertNotEquals(
          fromLeft.get(i).getRandom() & 0xffff_ffffL, fromOther.get(i).getRandom() & 0xffff_ffffL);
    }
  }

  @Test
  void fourThreadsShareOneGenerator() throws Exception {
    EuidGenerator generator = EuidGenerator.builder().extension(4242).build();
    int threads = 4;
    int perThread = 100_000;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch start = new CountDownLatch(1);
    try {
      List<Future<Euid[]>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        futures.add(
            pool.submit(
                () -> {
                  Euid[] ids = new Euid[perThread];
                  start.await();
                  for (int i = 0; i < perThread; i++) {
                    ids[i] = generator.generate();
                  }
                  return ids;
                }));
      }
      start.countDown();
      Set<Euid> all = new HashSet<>(threads * perThread * 2);
      for (Future<Euid[]> future : futures) {
        Euid[] ids = future.get();
        for (int i = 1; i < ids.length; i++) {
          assertTrue(ids[i - 1].compareTo(ids[i]) < 0, "per-thread order at " + i);
        }
        for (Euid id : ids) {
          assertTrue(all.add(id), "duplicate " + id);
        }
      }
      assertEquals(threads * perThread, all.size());
    } finally {
      pool.shutdown();
    }
  }
}
