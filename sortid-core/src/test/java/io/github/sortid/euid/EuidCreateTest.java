package io.github.sortid.euid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The reference's stateless API: {@code create()}, {@code create(extension)} and {@code next()}.
 */
class EuidCreateTest {
  private static final long TS0 = 1_700_000_000_000L;

  /** Bit length with a minimum of 1, the way the reference's round-trip test states it. */
  private static int expectedLength(int extension) {
    int length = 0;
    for (int rest = extension; rest != 0; rest >>>= 1) {
      length++;
    }
    return Math.max(length, 1);
  }

  /** A source that replays fixed values, so that the random fields can be put where needed. */
  static RandomGenerator replaying(long... values) {
    return new RandomGenerator() {
      private int next;

      @Override
      public long nextLong() {
        return values[Math.min(next++, values.length - 1)];
      }

      @Override
      public int nextInt() {
        return (int) nextLong();
      }
    };
  }

  // ---------------------------------------------------------------------------------------------
  // create and the extension

  @Test
  void extensionLengthIsTheBitLengthWithAMinimumOfOne() {
    assertEquals(1, expectedLength(0));
    assertEquals(1, expectedLength(1));
    assertEquals(2, expectedLength(2));
    assertEquals(3, expectedLength(5));
    assertEquals(15, expectedLength(32767));
    for (int e = 0; e <= Euid.MAX_EXTENSION; e++) {
      assertEquals(expectedLength(e), Euid.extensionLength(e), "extension " + e);
    }
    assertEquals(0, Euid.extensionLength(Euid.NO_EXTENSION));
  }

  @Test
  void everyExtensionRoundTripsThroughTextAndBits() {
    long before = System.currentTimeMillis();
    for (int e = 0; e <= Euid.MAX_EXTENSION; e++) {
      Euid id = Euid.create(e);
      String where = "extension " + e + ": " + id;
      assertEquals(OptionalInt.of(e), id.getExtension(), where);
      assertEquals(expectedLength(e), id.getExtensionLength(), where);
      assertEquals(expectedLength(e), (int) id.getMostSignificantBits() & 0xf, where);
      String text = id.toString();
      assertEquals(27, text.length(), where);
      assertEquals(id, Euid.fromString(text), where);
      assertEquals(id, Euid.fromString(id.toStringWithoutCheck()), where);
      Euid fromBits = Euid.fromBits(id.getMostSignificantBits(), id.getLeastSignificantBits());
      assertEquals(id, fromBits, where);
      assertEquals(OptionalInt.of(e), fromBits.getExtension(), where);
      assertEquals(
          id,
          Euid.fromFields(id.getTimestamp(), id.getExtension(), id.getFiller(), id.getRandom()),
          where);
    }
    long after = System.currentTimeMillis();
    Euid last = Euid.create(Euid.MAX_EXTENSION);
    assertTrue(last.getTimestamp() >= before && last.getTimestamp() <= after + 1000);
  }

  @Test
  void extensionsOutOfRangeAreRejected() {
    for (int bad : new int[] {32768, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 65535}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Euid.create(bad));
      assertEquals("extension out of range: " + bad + " (expected 0 to 32767)", e.getMessage());
    }
  }

  @Test
  void createWithoutExtensionHasLengthZeroAndRandomFiller() {
    long before = System.currentTimeMillis();
    Set<Integer> fillers = new HashSet<>();
    Set<Euid> ids = new HashSet<>();
    for (int i = 0; i < 1000; i++) {
      Euid id = Euid.create();
      assertEquals(OptionalInt.empty(), id.getExtension());
      assertEquals(0, id.getExtensionLength());
      fillers.add(id.getFiller());
      ids.add(id);
    }
    long after = System.currentTimeMillis();
    Euid id = Euid.create();
    assertTrue(id.getTimestamp() >= before && id.getTimestamp() <= after + 1000);
    assertEquals(1000, ids.size());
    // 1000 draws of 15 bits: far fewer than 900 distinct values would mean the filler is fixed.
    assertTrue(fillers.size() > 900, "distinct fillers: " + fillers.size());
  }

  @Test
  void createLaysTheRandomBitsOutAsFromFieldsDoes() {
    // Draws: filler bits (an int, masked to the free width), then the 64 random bits.
    Euid plain = Euid.createAt(TS0, Euid.NO_EXTENSION, 0xffff_ffff, 42);
    assertEquals(Euid.fromFields(TS0, OptionalInt.empty(), 0x7fff, 42), plain);
    Euid five = Euid.createAt(TS0, 5, 0x1234_5678, -1L);
    assertEquals(Euid.fromFields(TS0, OptionalInt.of(5), 0x5678 & 0xfff, -1L), five);
    Euid widest = Euid.createAt(TS0, 32767, -1, 0x0123456789abcdefL);
    assertEquals("1HF7YAT00ZZZY0938NKRKAYDXXS", widest.toString());
  }

  @Test
  void createIsSafeToCallFromManyThreads() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<List<Euid>>> futures = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        int extension = t;
        Callable<List<Euid>> creator =
            () -> {
              List<Euid> ids = new ArrayList<>();
              for (int i = 0; i < 20_000; i++) {
                ids.add(i % 2 == 0 ? Euid.create() : Euid.create(extension));
              }
              return ids;
            };
        futures.add(pool.submit(creator));
      }
      Set<Euid> all = new HashSet<>();
      for (Future<List<Euid>> future : futures) {
        all.addAll(future.get());
      }
      assertEquals(80_000, all.size());
    } finally {
      pool.shutdown();
    }
  }

  @Test
  void nextAndCreateMayBeCalledFromOneThreadAfterAnother() throws Exception {
    // Both draw from one shared source under a lock, which every call must give back: a call on
    // another thread after calls here must not wait for ever.
    Euid here = Euid.create(7).next().orElseThrow();
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      Future<Optional<Euid>> there = pool.submit(() -> here.next());
      there
          .get(10, TimeUnit.SECONDS)
          .ifPresent(id -> assertEquals(OptionalInt.of(7), id.getExtension()));
      assertEquals(
          OptionalInt.of(9),
          pool.submit(() -> Euid.create(9)).get(10, TimeUnit.SECONDS).getExtension());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void clockReadingsOfTheTimestampRangeAreTakenAndOthersRefused() {
    assertEquals(0, Euid.checkClockReading(0));
    assertEquals(Euid.MAX_TIMESTAMP, Euid.checkClockReading(Euid.MAX_TIMESTAMP));
    for (long millis : new long[] {-1, Euid.MAX_TIMESTAMP + 1, Long.MIN_VALUE}) {
      IllegalStateException e =
          assertThrows(IllegalStateException.class, () -> Euid.checkClockReading(millis));
      assertEquals(
          "clock reading out of the EUID timestamp range: "
              + millis
              + " ms (expected 0 to 35184372088831)",
          e.getMessage());
    }
  }

  // ---------------------------------------------------------------------------------------------
  // next() with a fixed clock reading

  @Test
  void chainOf32767NextCallsIsItsOwnSortedOrderAsValuesAndAsStrings() {
    // A fixed clock reading and a seeded source make the chain the same on every run. The count
    // starts at a known value far from 2^32, so the chain cannot overflow.
    for (int extension : new int[] {Euid.NO_EXTENSION, 0, 7, 32767}) {
      SplittableRandom random = new SplittableRandom(20260101L + extension);
      Euid id = Euid.createAt(TS0, extension, random.nextInt(), random.nextLong());
      id = Euid.fromBits(id.getMostSignificantBits(), id.getLeastSignificantBits() >>> 1);
      List<Euid> chain = new ArrayList<>();
      chain.add(id);
      for (int i = 0; i < 32767; i++) {
        id = id.nextAt(TS0, random.nextInt(), random.nextLong()).orElseThrow();
        chain.add(id);
      }
      List<Euid> sorted = new ArrayList<>(chain);
      Collections.sort(sorted);
      assertEquals(sorted, chain);
      List<String> texts = chain.stream().map(Euid::toString).collect(Collectors.toList());
      List<String> sortedTexts = new ArrayList<>(texts);
      Collections.sort(sortedTexts);
      assertEquals(sortedTexts, texts);
      assertEquals(32768, new HashSet<>(texts).size());
      for (Euid each : chain) {
        assertEquals(chain.get(0).getMostSignificantBits(), each.getMostSignificantBits());
      }
    }
  }

  @Test
  void nextInTheSameMillisecondIncrementsRandomHigh() {
    Euid id = Euid.fromFields(TS0, OptionalInt.of(9), 3, 0x0000_0005_ffff_ffffL);
    Euid next = id.nextAt(TS0, 0x1234, 0L).orElseThrow();
    assertEquals(id.getMostSignificantBits(), next.getMostSignificantBits());
    assertEquals(0x0000_0006_0000_1234L, next.getLeastSignificantBits());
    assertTrue(id.compareTo(next) < 0);
  }

  @Test
  void nextOverflowsToEmptyInTheSameMillisecond() {
    // The reference's test: EUID(hi, u64::MAX).next() in the same millisecond is None; so is any
    // EUID whose random high part is 2^32 - 1, whatever its random low part.
    for (long lo : new long[] {-1L, 0xffff_ffff_0000_0000L, 0xffff_ffff_1234_5678L}) {
      Euid id = Euid.fromBits(Euid.highBits(TS0, 5, 0), lo);
      assertEquals(Optional.empty(), id.nextAt(TS0, 1, 1L));
      // A new millisecond starts a new count.
      assertTrue(id.nextAt(TS0 + 1, 1, 1L).isPresent());
    }
    Euid almost = Euid.fromBits(Euid.highBits(TS0, Euid.NO_EXTENSION, 0), 0xffff_fffe_ffff_ffffL);
    Euid last = almost.nextAt(TS0, 1, 1L).orElseThrow();
    assertEquals(0xffff_ffffL, last.getRandom() >>> 32);
    assertEquals(Optional.empty(), last.nextAt(TS0, 1, 1L));
  }

  @Test
  void nextInAnotherMillisecondCreatesAfreshWithTheSameExtension() {
    // L = 8 with extension 7, as in the reference vector: the new EUID gets the minimal L = 3.
    Euid wide = Euid.fromString("C8EE934SR007G5Q94QKKXFRFV8B");
    assertEquals(8, wide.getExtensionLength());
    Euid next = wide.nextAt(TS0, 0x1fff, 77L).orElseThrow();
    assertEquals(TS0, next.getTimestamp());
    assertEquals(OptionalInt.of(7), next.getExtension());
    assertEquals(3, next.getExtensionLength());
    assertEquals(Euid.fromFields(TS0, OptionalInt.of(7), 0xfff, 77), next);

    Euid plain = Euid.fromFields(TS0, OptionalInt.empty(), 5, 5);
    Euid later = plain.nextAt(TS0 + 1, 0x7abc, 99L).orElseThrow();
    assertEquals(Euid.fromFields(TS0 + 1, OptionalInt.empty(), 0x7abc, 99), later);
    assertTrue(plain.compareTo(later) < 0);

    // The reference has no rollback handling: a clock that went back gives a smaller EUID.
    Euid earlier = plain.nextAt(TS0 - 1, 0, 0L).orElseThrow();
    assertEquals(TS0 - 1, earlier.getTimestamp());
    assertTrue(earlier.compareTo(plain) < 0);
  }

  // ---------------------------------------------------------------------------------------------
  // next() on the system clock

  @Test
  void nextOnTheSystemClockFollowsTheReferenceRuleAtEveryStep() {
    // The clock moves on during the run, so each step is checked against the rule for the
    // millisecond it landed in; the assertions hold whatever the timing.
    Euid previous = Euid.create(300);
    for (int i = 0; i < 20_000; i++) {
      Optional<Euid> next = previous.next();
      if (next.isEmpty()) {
        // Only an exhausted count in the same millisecond gives no EUID.
        assertEquals(0xffff_ffffL, previous.getRandom() >>> 32);
        previous = Euid.create(300);
        continue;
      }
      Euid current = next.get();
      assertEquals(OptionalInt.of(300), current.getExtension());
      if (current.getTimestamp() == previous.getTimestamp()) {
        assertEquals(previous.getMostSignificantBits(), current.getMostSignificantBits());
        assertEquals((previous.getRandom() >>> 32) + 1, current.getRandom() >>> 32);
        assertTrue(previous.compareTo(current) < 0);
      }
      previous = current;
    }
  }

  @Test
  void nextOnTheSystemClockIsEmptyOnOverflow() {
    // Retried until the clock reads the same millisecond before and after the call, which is
    // then the millisecond next() saw.
    int sameMillisecond = 0;
    for (int attempt = 0; attempt < 1000 && sameMillisecond < 3; attempt++) {
      long now = System.currentTimeMillis();
      Euid id = Euid.fromFields(now, OptionalInt.empty(), 0, -1L);
      Optional<Euid> next = id.next();
      if (System.currentTimeMillis() == now) {
        assertFalse(next.isPresent());
        sameMillisecond++;
      } else {
        assertTrue(next.isEmpty() || next.get().getTimestamp() > now);
      }
    }
    assertTrue(sameMillisecond > 0);
  }

  @Test
  void checkIsTheUnsignedValueMod127() {
    SplittableRandom random = new SplittableRandom(127);
    BigInteger mod = BigInteger.valueOf(127);
    for (int i = 0; i < 10_000; i++) {
      long hi = random.nextLong();
      long lo = random.nextLong();
      BigInteger value =
          new BigInteger(Long.toUnsignedString(hi))
              .shiftLeft(64)
              .or(new BigInteger(Long.toUnsignedString(lo)));
      assertEquals(value.mod(mod).intValue(), Euid.check(hi, lo));
    }
    long[] edges = {0, 1, 126, 127, 128, Long.MAX_VALUE, Long.MIN_VALUE, -1, -127, -128};
    for (long hi : edges) {
      for (long lo : edges) {
        BigInteger value =
            new BigInteger(Long.toUnsignedString(hi))
                .shiftLeft(64)
                .or(new BigInteger(Long.toUnsignedString(lo)));
        assertEquals(value.mod(mod).intValue(), Euid.check(hi, lo), hi + ", " + lo);
      }
    }
  }
}
