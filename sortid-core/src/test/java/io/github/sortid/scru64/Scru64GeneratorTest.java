package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.sortid.testing.ScriptedClock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generator procedures of the SCRU64 reference implementations, run on the core methods and,
 * through a fake clock, on every flavour; then overflow, rollback edges, counter modes and
 * concurrency.
 */
class Scru64GeneratorTest {
  /** The references' rollback allowance: 10 000 ms, that is 39 ticks. */
  private static final long ALLOWANCE = 10_000;

  private static final int LOOPS = 64;

  /** 2020-01-01T00:00:00Z, where the references' procedures start. */
  private static final long START = 1_577_836_800_000L;

  /** The ways to ask a generator for an ID at a given Unix time in milliseconds. */
  enum Flavour {
    ABORT_CORE(false, false),
    RESET_CORE(true, false),
    GENERATE(false, true),
    GENERATE_OR_ABORT(false, false),
    GENERATE_OR_RESET(true, false),
    GENERATE_OR_SLEEP(false, true);

    /** Whether a rollback past the allowance starts afresh (else it returns null or waits). */
    final boolean resets;

    /** Whether a rollback past the allowance waits for the clock (else it returns at once). */
    final boolean waits;

    Flavour(boolean resets, boolean waits) {
      this.resets = resets;
      this.waits = waits;
    }

    Scru64Id at(Scru64Generator generator, ScriptedClock clock, long unixTsMs) {
      clock.set(unixTsMs);
      switch (this) {
        case ABORT_CORE:
          return generator.generateOrAbortCore(unixTsMs, ALLOWANCE);
        case RESET_CORE:
          return generator.generateOrResetCore(unixTsMs, ALLOWANCE);
        case GENERATE:
          return generator.generate();
        case GENERATE_OR_ABORT:
          return generator.generateOrAbort();
        case GENERATE_OR_RESET:
          return generator.generateOrReset();
        default:
          return generator.generateOrSleep();
      }
    }
  }

  /** node_id and node_id_size of every node spec vector. */
  static Stream<Arguments> nodes() {
    return Scru64NodeSpecTest.vectors().map(row -> Arguments.of(row.get()[2], row.get()[3]));
  }

  static Stream<Arguments> flavoursAndNodes() {
    return Arrays.stream(Flavour.values())
        .flatMap(
            flavour -> nodes().map(node -> Arguments.of(flavour, node.get()[0], node.get()[1])));
  }

  static Stream<Arguments> clockFlavoursAndNodes() {
    return flavoursAndNodes().filter(row -> !((Flavour) row.get()[0]).waits);
  }

  /** A generator on a fake clock whose sleeper fails the test: these procedures never wait. */
  private static Scru64Generator generator(int nodeId, int nodeIdSize, ScriptedClock clock) {
    return Scru64Generator.builder(Scru64NodeSpec.ofNodeId(nodeId, nodeIdSize))
        .clock(clock)
        .sleeper(millis -> fail("unexpected sleep"))
        .build();
  }

  /** The second ID follows the first: counter + 1 within a tick, or the next tick. */
  private static void assertConsecutive(Scru64Id first, Scru64Id second) {
    assertTrue(first.compareTo(second) < 0, () -> first + " < " + second);
    if (first.getTimestamp() == second.getTimestamp()) {
      assertEquals(first.getNodeCtr() + 1, second.getNodeCtr());
    } else {
      assertEquals(first.getTimestamp() + 1, second.getTimestamp());
    }
  }

  /** The references' common assertions: a timestamp within the allowance, the node ID kept. */
  private static void assertCommon(Scru64Id id, long unixTsMs, int nodeId, int nodeIdSize) {
    long lead = id.getTimestamp() - (unixTsMs >> 8);
    assertTrue(lead >= 0 && lead < (ALLOWANCE >> 8), () -> "lead " + lead);
    assertEquals(nodeId, id.getNodeCtr() >>> (24 - nodeIdSize));
  }

  @ParameterizedTest
  @MethodSource("flavoursAndNodes")
  void happyPathGivesConsecutiveIds(Flavour flavour, int nodeId, int nodeIdSize) {
    ScriptedClock clock = new ScriptedClock(START);
    Scru64Generator generator = generator(nodeId, nodeIdSize, clock);
    long ts = START;
    Scru64Id prev = flavour.at(generator, clock, ts);
    assertCommon(prev, ts, nodeId, nodeIdSize);
    for (int i = 0; i < LOOPS; i++) {
      ts += 16;
      Scru64Id curr = flavour.at(generator, clock, ts);
      assertConsecutive(prev, curr);
      assertCommon(curr, ts, nodeId, nodeIdSize);
      prev = curr;
    }
  }

  @ParameterizedTest
  @MethodSource("flavoursAndNodes")
  void mildRollbackKeepsTheOrder(Flavour flavour, int nodeId, int nodeIdSize) {
    ScriptedClock clock = new ScriptedClock(START);
    Scru64Generator generator = generator(nodeId, nodeIdSize, clock);
    long ts = START + ALLOWANCE * 16;
    Scru64Id prev = flavour.at(generator, clock, ts);
    for (int i = 0; i < LOOPS; i++) {
      ts -= 16;
      Scru64Id curr = flavour.at(generator, clock, ts);
      assertConsecutive(prev, curr);
      assertCommon(curr, ts, nodeId, nodeIdSize);
      prev = curr;
    }
  }

  @ParameterizedTest
  @MethodSource("clockFlavoursAndNodes")
  void significantRollbackResetsOrAborts(Flavour flavour, int nodeId, int nodeIdSize) {
    ScriptedClock clock = new ScriptedClock(START);
    Scru64Generator generator = generator(nodeId, nodeIdSize, clock);
    long ts = START + ALLOWANCE * 16;
    Scru64Id prev = flavour.at(generator, clock, ts);
    assertNotNull(prev);
    if (flavour.resets) {
      for (int i = 0; i < LOOPS; i++) {
        ts -= ALLOWANCE + 256;
        Scru64Id curr = flavour.at(generator, clock, ts);
        assertTrue(prev.compareTo(curr) > 0);
        assertCommon(curr, ts, nodeId, nodeIdSize);
        prev = curr;
      }
    } else {
      ts -= ALLOWANCE + 256;
      for (int i = 0; i < LOOPS; i++) {
        ts -= 16;
        assertNull(flavour.at(generator, clock, ts));
      }
      // Aborting leaves the state as it was.
      assertEquals(Optional.of(prev), generator.getNodePrev());
    }
  }

  @ParameterizedTest
  @MethodSource("nodes")
  void generateWaitsForTheClockWithoutHoldingTheLock(int nodeId, int nodeIdSize) throws Exception {
    ScriptedClock clock = new ScriptedClock(START + ALLOWANCE * 16);
    List<Long> sleeps = new ArrayList<>();
    AtomicReference<Scru64Generator> self = new AtomicReference<>();
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.ofNodeId(nodeId, nodeIdSize))
            .clock(clock)
            .sleeper(
                millis -> {
                  sleeps.add(millis);
                  // Another thread can use the generator meanwhile: the lock is free.
                  try {
                    CompletableFuture.supplyAsync(() -> self.get().getNodeSpec())
                        .get(10, TimeUnit.SECONDS);
                  } catch (ExecutionException | TimeoutException e) {
                    throw new AssertionError("the lock is held while sleeping", e);
                  }
                  clock.advance(millis);
                })
            .build();
    self.set(generator);
    Scru64Id prev = generator.generate();
    assertTrue(sleeps.isEmpty());

    long rolledBack = clock.millis() - ALLOWANCE - 256 * 5;
    clock.set(rolledBack);
    Scru64Id curr = generator.generate();

    // It waits in steps of 64 ms until the clock is back within 39 ticks of the last ID.
    long expectedSleeps = 0;
    while (((rolledBack + 64 * expectedSleeps) >> 8) + (ALLOWANCE >> 8) < prev.getTimestamp()) {
      expectedSleeps++;
    }
    assertTrue(expectedSleeps > 0);
    assertEquals(expectedSleeps, sleeps.size());
    assertTrue(sleeps.stream().allMatch(millis -> millis == 64));
    assertConsecutive(prev, curr);
    assertEquals(nodeId, curr.getNodeCtr() >>> (24 - nodeIdSize));
  }

  @Test
  void generateRestoresTheInterruptAndFails() {
    ScriptedClock clock = new ScriptedClock(START);
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.parse("42/8"))
            .clock(clock)
            .sleeper(
                millis -> {
                  throw new InterruptedException();
                })
            .build();
    generator.generate();
    clock.advance(-ALLOWANCE - 1000);
    try {
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertEquals("interrupted while waiting for the clock", e.getMessage());
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void previousIdOfTheNodeSpecIsContinuedStrictlyAfter() {
    Scru64Id last = Scru64Id.fromString("0u2r85hm2pt3");
    long tick = last.getTimestamp();
    Scru64NodeSpec spec = Scru64NodeSpec.parse("0u2r85hm2pt3/16");

    // The clock in the same tick or behind within the allowance: the counter goes on.
    for (long behind : new long[] {0, 1, 39}) {
      ScriptedClock clock = new ScriptedClock((tick - behind) << 8);
      Scru64Generator generator = Scru64Generator.builder(spec).clock(clock).build();
      assertEquals(Optional.of(last), generator.getNodePrev());
      assertEquals(11001, generator.getNodeId());
      assertEquals(16, generator.getNodeIdSize());
      Scru64Id next = generator.generate();
      assertConsecutive(last, next);
      assertEquals(last.getNodeCtr() + 1, next.getNodeCtr());
    }

    // The clock ahead: a new tick, still after the previous ID and with its node ID.
    ScriptedClock ahead = new ScriptedClock((tick + 100) << 8);
    Scru64Id next = Scru64Generator.builder(spec).clock(ahead).build().generate();
    assertEquals(tick + 100, next.getTimestamp());
    assertEquals(11001, next.getNodeCtr() >>> 8);

    // The clock far behind: no ID could follow, so the node spec is refused at once.
    ScriptedClock farBehind = new ScriptedClock((tick - 100) << 8);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Scru64Generator.builder(spec).clock(farBehind).build());
    assertEquals(
        "node spec's previous ID 0u2r85hm2pt3 ("
            + last.toInstant()
            + ") is ahead of the clock ("
            + farBehind.instant()
            + ") by more than the rollback allowance (10000 ms): no ID could follow it before the"
            + " clock caught up",
        e.getMessage());

    // The clock rolled back past the allowance after the start: generateOrAbort() refuses,
    // generate() waits until it may go on.
    ScriptedClock behind = new ScriptedClock(tick << 8);
    AtomicInteger sleeps = new AtomicInteger();
    Scru64Generator generator =
        Scru64Generator.builder(spec)
            .clock(behind)
            .sleeper(
                millis -> {
                  sleeps.incrementAndGet();
                  behind.advance(millis);
                })
            .build();
    behind.set((tick - 45) << 8);
    assertNull(generator.generateOrAbort());
    Scru64Id waited = generator.generate();
    assertConsecutive(last, waited);
    assertEquals((45 - 39) * 256 / 64, sleeps.get());
  }

  @Test
  void nodeSpecOfTheGeneratorHandsTheStateOn() {
    ScriptedClock clock = new ScriptedClock(START);
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.parse("42/8")).clock(clock).build();
    assertEquals("42/8", generator.getNodeSpec().toString());
    assertEquals(Optional.empty(), generator.getNodePrev());
    assertEquals(42, generator.getNodeId());
    assertEquals(8, generator.getNodeIdSize());

    Scru64Id last = null;
    for (int i = 0; i < 1000; i++) {
      last = generator.generate();
    }
    assertEquals(last + "/8", generator.getNodeSpec().toString());
    assertEquals(Optional.of(last), generator.getNodePrev());

    Scru64Generator restarted =
        Scru64Generator.builder(Scru64NodeSpec.parse(generator.getNodeSpec().toString()))
            .clock(clock)
            .build();
    assertConsecutive(last, restarted.generate());

    Scru64Generator hex = new Scru64Generator(Scru64NodeSpec.parse("0xb00/12"));
    assertEquals("2816/12", hex.getNodeSpec().toString());
  }

  @Test
  void counterOverflowMovesToTheNextTickAndRollbackEdgeIsInclusive() {
    // node_id_size 23: a 1-bit counter with one guard bit, so each tick holds exactly two IDs.
    Scru64Generator generator = new Scru64Generator(Scru64NodeSpec.ofNodeId(0x7c6bc4, 23));
    long tick = START >> 8;
    long ts = tick << 8;
    List<Scru64Id> ids = new ArrayList<>();
    Scru64Id id;
    while ((id = generator.generateOrAbortCore(ts, ALLOWANCE)) != null) {
      ids.add(id);
    }
    // Ticks tick .. tick + 39 with counters 0 and 1, then tick + 40 with counter 0: the check
    // happens before the overflow, so a lead of exactly 39 ticks still moves on.
    assertEquals(81, ids.size());
    for (int i = 0; i < ids.size(); i++) {
      assertEquals(tick + i / 2, ids.get(i).getTimestamp());
      assertEquals(0x7c6bc4 << 1 | i % 2, ids.get(i).getNodeCtr());
      if (i > 0) {
        assertConsecutive(ids.get(i - 1), ids.get(i));
      }
    }
    assertNull(generator.generateOrAbortCore(ts + 255, ALLOWANCE));
    // The lead is the generator's own, not a clock rollback: the resetting flavour goes on from
    // the last ID rather than start afresh below it (docs/INTERNALS.md#the-rollback-rule).
    Scru64Id onward = generator.generateOrResetCore(ts, ALLOWANCE);
    assertConsecutive(ids.get(ids.size() - 1), onward);
    // A clock that went back past the allowance from its latest reading does start afresh.
    Scru64Id reset = generator.generateOrResetCore(ts - (40 << 8), ALLOWANCE);
    assertEquals(Scru64Id.fromParts(tick - 40, 0x7c6bc4 << 1), reset);
  }

  @ParameterizedTest
  @ValueSource(longs = {10_000, 10_239})
  void rollbackOfExactlyTheAllowanceContinuesAndOneTickMoreAborts(long allowanceMs) {
    // Only whole ticks count: 10 000 and 10 239 ms both allow 39 ticks.
    Scru64Id last = Scru64Id.fromString("0u2r85hm2pt3");
    long tick = last.getTimestamp();
    Scru64NodeSpec spec = Scru64NodeSpec.ofNodePrev(last, 16);

    Scru64Id within = new Scru64Generator(spec).generateOrAbortCore((tick - 39) << 8, allowanceMs);
    assertConsecutive(last, within);
    Scru64Generator beyond = new Scru64Generator(spec);
    assertNull(beyond.generateOrAbortCore((tick - 40) << 8 | 255, allowanceMs));
    assertEquals(Optional.of(last), beyond.getNodePrev());
    Scru64Id reset = beyond.generateOrResetCore((tick - 40) << 8, allowanceMs);
    assertEquals(tick - 40, reset.getTimestamp());
    assertEquals(11001, reset.getNodeCtr() >>> 8);

    assertConsecutive(
        last, new Scru64Generator(spec).generateOrAbortCore((tick - 40) << 8, 10_240));
  }

  @Test
  void builderRollbackAllowanceAppliesToTheClockFlavours() {
    Scru64Id last = Scru64Id.fromString("0u2r85hm2pt3");
    long tick = last.getTimestamp();
    ScriptedClock clock = new ScriptedClock((tick - 2) << 8);
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.ofNodePrev(last, 16))
            .clock(clock)
            .rollbackAllowance(Duration.ofMillis(512))
            .build();
    assertConsecutive(last, generator.generate());
    clock.set((tick - 3) << 8);
    assertNull(generator.generateOrAbort());
    assertEquals(tick - 3, generator.generateOrReset().getTimestamp());
  }

  /** First counters of 4096 new ticks, drawn with the default counter mode and a seeded source. */
  private static int[] firstCounters(int nodeIdSize) {
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.ofNodeId(1, nodeIdSize))
            .random(new SplittableRandom(20240601L))
            .build();
    int counterMask = (1 << (24 - nodeIdSize)) - 1;
    int[] counters = new int[4096];
    for (int i = 0; i < counters.length; i++) {
      Scru64Id id = generator.generateOrAbortCore(START + 256L * i, ALLOWANCE);
      assertEquals(START / 256 + i, id.getTimestamp());
      counters[i] = id.getNodeCtr() & counterMask;
    }
    return counters;
  }

  @Test
  void defaultCounterModeUsesTheWholeCounterBelowNodeIdSize20() {
    // node_id_size 19: a 5-bit counter, no guard bit.
    int[] counters = firstCounters(19);
    assertEquals(31, Arrays.stream(counters).max().getAsInt());
    assertEquals(0, Arrays.stream(counters).min().getAsInt());
  }

  @Test
  void defaultCounterModeKeepsOneGuardBitFromNodeIdSize20() {
    // node_id_size 20: a 4-bit counter whose top bit starts clear, so a tick holds 9 IDs or more.
    int[] counters = firstCounters(20);
    assertEquals(7, Arrays.stream(counters).max().getAsInt());
    assertEquals(0, Arrays.stream(counters).min().getAsInt());

    Scru64Generator generator = new Scru64Generator(Scru64NodeSpec.ofNodeId(5, 20));
    long tick = START >> 8;
    int inFirstTick = 0;
    while (generator.generateOrAbortCore(START, ALLOWANCE).getTimestamp() == tick) {
      inFirstTick++;
    }
    assertTrue(inFirstTick >= 9, "only " + inFirstTick);
  }

  @Test
  void defaultCounterModeStartsAtZeroAtNodeIdSize23() {
    assertTrue(Arrays.stream(firstCounters(23)).allMatch(counter -> counter == 0));
  }

  @Test
  void defaultCounterModeBitStatistics() {
    // The references' test: each random bit is set about half of the time (99.999999 % binomial
    // interval), the guarded bits never. A fixed seed keeps it from ever failing by chance.
    int draws = 4096;
    double margin = 5.730729 * Math.sqrt(0.25 / draws);
    RandomGenerator random = new SplittableRandom(0x5c12_6400L);
    Scru64CounterMode.RenewContext context =
        new Scru64CounterMode.RenewContext(0x0123_4567_89abL, 0, random);
    for (int counterSize = 1; counterSize < 24; counterSize++) {
      for (int guard = 0; guard < 24; guard++) {
        Scru64CounterMode mode = Scru64CounterMode.withOverflowGuard(guard);
        int[] setByPosition = new int[24];
        for (int i = 0; i < draws; i++) {
          int counter = mode.renew(counterSize, context);
          for (int bit = 0; bit < 24; bit++) {
            setByPosition[bit] += counter >>> bit & 1;
          }
          assertEquals(0, counter >>> 24);
        }
        int filled = Math.max(0, counterSize - guard);
        for (int bit = 0; bit < 24; bit++) {
          if (bit < filled) {
            double frequency = (double) setByPosition[bit] / draws;
            assertTrue(
                Math.abs(frequency - 0.5) < margin,
                "counterSize " + counterSize + ", guard " + guard + ", bit " + bit);
          } else {
            assertEquals(0, setByPosition[bit]);
          }
        }
      }
    }
  }

  @Test
  void counterModeGetsTheNewTimestampAndNodeId() {
    List<long[]> calls = new ArrayList<>();
    RandomGenerator random = () -> 0x5eed;
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.ofNodeId(3, 22))
            .random(random)
            .counterMode(
                (counterSize, context) -> {
                  // The builder's source, drawn from under the generator's lock.
                  assertEquals(0x5eed, context.getRandom().nextLong());
                  calls.add(new long[] {counterSize, context.getTimestamp(), context.getNodeId()});
                  return 2;
                })
            .build();
    long tick = START >> 8;
    assertEquals(
        Scru64Id.fromParts(tick, 3 << 2 | 2), generator.generateOrAbortCore(START, ALLOWANCE));
    assertEquals(
        Scru64Id.fromParts(tick, 3 << 2 | 3), generator.generateOrAbortCore(START, ALLOWANCE));
    // The overflow into the next tick clears the renewed counter's top bit: 2 becomes 0.
    assertEquals(
        Scru64Id.fromParts(tick + 1, 3 << 2), generator.generateOrAbortCore(START, ALLOWANCE));
    assertEquals(
        List.of("2/" + tick + "/3", "2/" + (tick + 1) + "/3"),
        calls.stream()
            .map(call -> call[0] + "/" + call[1] + "/" + call[2])
            .collect(Collectors.toList()));
  }

  @ParameterizedTest
  @ValueSource(ints = {-1, 4})
  void illegalCounterModeFailsAndLeavesTheStateAsItWas(int counter) {
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.ofNodeId(3, 22))
            .counterMode((counterSize, context) -> counter)
            .build();
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> generator.generateOrAbortCore(START, ALLOWANCE));
    assertEquals(
        "illegal counter mode: renew returned " + counter + " for counterSize 2 (expected 0 to 3)",
        e.getMessage());
    assertEquals(Optional.empty(), generator.getNodePrev());
  }

  @Test
  void overflowGuardSizeMustNotBeNegative() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scru64CounterMode.withOverflowGuard(-1));
    assertEquals("overflowGuardSize out of range: -1 (expected 0 or more)", e.getMessage());
  }

  @Test
  void noIdAfterTheLargestTimestamp() {
    Scru64Id last = Scru64Id.fromParts(Scru64Id.MAX_TIMESTAMP, 0xfffffe);
    long lastMillis = Scru64Id.MAX_TIMESTAMP << 8 | 255;
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.ofNodePrev(last, 8))
            .clock(new ScriptedClock(lastMillis))
            .build();
    assertEquals(Scru64Id.MAX, generator.generateOrAbortCore(lastMillis, ALLOWANCE));
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> generator.generateOrAbortCore(lastMillis, ALLOWANCE));
    assertEquals(
        "counter overflow at the largest SCRU64 timestamp: no further ID exists", e.getMessage());
    assertEquals(Optional.of(Scru64Id.MAX), generator.getNodePrev());
  }

  @Test
  void counterOverflowInTheTickBeforeTheLargestMovesToTheLargest() {
    // The reference fails only when prev.timestamp + 1 is above the largest timestamp.
    long tick = Scru64Id.MAX_TIMESTAMP - 1;
    Scru64Id last = Scru64Id.fromParts(tick, 42 << 16 | 0xffff);
    Scru64Generator generator =
        Scru64Generator.builder(Scru64NodeSpec.ofNodePrev(last, 8))
            .clock(new ScriptedClock(tick << 8))
            .build();

    Scru64Id next = generator.generateOrAbortCore(tick << 8, ALLOWANCE);

    assertEquals(Scru64Id.MAX_TIMESTAMP, next.getTimestamp());
    assertEquals(42, next.getNodeCtr() >>> 16);
    // The counter starts below half its range, so the next overflow is half a tick away at least.
    assertTrue((next.getNodeCtr() & 0xffff) < 0x8000, () -> "counter of " + next);
  }

  @Test
  void coreArgumentsOutOfRangeAreRejectedNamingThem() {
    Scru64Generator generator = new Scru64Generator(Scru64NodeSpec.parse("42/8"));
    for (long unixTsMs : new long[] {-1, 0, 255, 72_301_961_339_136L, Long.MAX_VALUE}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> generator.generateOrAbortCore(unixTsMs, ALLOWANCE));
      assertEquals(
          "unixTsMs out of range: " + unixTsMs + " (expected 256 to 72301961339135)",
          e.getMessage());
      assertThrows(
          IllegalArgumentException.class, () -> generator.generateOrResetCore(unixTsMs, ALLOWANCE));
    }
    for (long allowance : new long[] {-1, 1L << 48}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> generator.generateOrResetCore(START, allowance));
      assertEquals(
          "rollbackAllowanceMs out of range: " + allowance + " (expected 0 to 281474976710655)",
          e.getMessage());
    }
    assertEquals(1, generator.generateOrAbortCore(256, (1L << 48) - 1).getTimestamp());
  }

  @Test
  void builderRejectsBadSettings() {
    Scru64Generator.Builder builder = Scru64Generator.builder(Scru64NodeSpec.parse("42/8"));
    assertThrows(
        IllegalArgumentException.class, () -> builder.rollbackAllowance(Duration.ofMillis(-1)));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> builder.rollbackAllowance(Duration.ofMillis(1L << 48)));
    assertEquals(
        "rollbackAllowance out of range: PT78187493H31M50.656S (expected 0 to 281474976710655 ms)",
        e.getMessage());
    assertThrows(NullPointerException.class, () -> builder.clock(null));
    assertThrows(NullPointerException.class, () -> builder.random(null));
    assertThrows(NullPointerException.class, () -> builder.counterMode(null));
    assertThrows(NullPointerException.class, () -> builder.sleeper(null));
    assertThrows(NullPointerException.class, () -> builder.rollbackAllowance(null));
    assertThrows(NullPointerException.class, () -> Scru64Generator.builder(null));
    assertThrows(NullPointerException.class, () -> new Scru64Generator(null));
  }

  @ParameterizedTest
  @MethodSource("nodes")
  void systemClockGivesCurrentTimestamps(int nodeId, int nodeIdSize) {
    Scru64Generator generator = new Scru64Generator(Scru64NodeSpec.ofNodeId(nodeId, nodeIdSize));
    long now = System.currentTimeMillis() >> 8;
    assertTrue(generator.generate().getTimestamp() - now <= 1);
    now = System.currentTimeMillis() >> 8;
    assertTrue(generator.generateOrReset().getTimestamp() - now <= 1);
    now = System.currentTimeMillis() >> 8;
    assertTrue(generator.generateOrSleep().getTimestamp() - now <= 1);
    now = System.currentTimeMillis() >> 8;
    assertTrue(generator.generateOrAbort().getTimestamp() - now <= 1);
    now = System.currentTimeMillis() >> 8;
    assertTrue(generator.generateString().compareTo(Scru64Id.fromParts(now, 0).toString()) > 0);
  }

  /** The order of iteration and streams is checked in {@code GeneratorContractTest}. */
  @Test
  void generatorIsItsOwnIterator() {
    Scru64Generator generator = new Scru64Generator(Scru64NodeSpec.parse("42/8"));
    assertSame(generator, generator.iterator());
    assertTrue(generator.hasNext());
  }

  @Test
  void fourThreadsGetDistinctIncreasingIdsOfTheNode() throws Exception {
    // 400 000 IDs in well under a second would push a generator with a small counter ahead of the
    // clock by more than the allowance (node_id_size 8: 65 536 per tick at best), and generate()
    // would then return null. node_id_size 4 leaves a 20-bit counter: over a million IDs per tick,
    // so the run needs at most a few overflow ticks; generateOrSleep() waits in the unlikely case
    // that a slow machine still runs out, so the test cannot fail for want of time.
    int threads = 4;
    int perThread = 100_000;
    int nodeId = 0x5;
    Scru64Generator generator = new Scru64Generator(Scru64NodeSpec.ofNodeId(nodeId, 4));
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService executor = Executors.newFixedThreadPool(threads);
    try {
      List<Future<long[]>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        futures.add(
            executor.submit(
                () -> {
                  long[] values = new long[perThread];
                  start.await();
                  for (int i = 0; i < perThread; i++) {
                    values[i] = generator.generateOrSleep().toLong();
                  }
                  return values;
                }));
      }
      start.countDown();
      long[] all = new long[threads * perThread];
      for (int t = 0; t < threads; t++) {
        long[] values = futures.get(t).get(60, TimeUnit.SECONDS);
        for (int i = 0; i < perThread; i++) {
          assertEquals(nodeId, (int) (values[i] >>> 20 & 0xf));
          if (i > 0) {
            assertTrue(values[i - 1] < values[i]);
          }
        }
        System.arraycopy(values, 0, all, t * perThread, perThread);
      }
      Arrays.sort(all);
      for (int i = 1; i < all.length; i++) {
        assertFalse(all[i - 1] == all[i], "duplicate");
      }
    } finally {
      executor.shutdownNow();
    }
  }
}
