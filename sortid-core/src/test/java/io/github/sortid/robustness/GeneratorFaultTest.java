package io.github.sortid.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.sortid.IdType;
import io.github.sortid.testing.FaultyRandom;
import io.github.sortid.testing.ScriptedClock;
import io.github.sortid.testing.TestedGenerator;
import io.github.sortid.testing.TestedGenerator.Call;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A failed random draw or clock reading leaves a generator's state as it was.
 *
 * <p>A scripted scenario makes every kind of draw a generator has: the first ID, further IDs in the
 * same millisecond, a new millisecond, SCRU128's counter_hi (v1: per_sec_random) renewal 1500 ms
 * later, a rollback within the allowance, batches in the same and in a new millisecond, and for
 * SCRU64 new ticks and the generateOrReset/generate calls. The scenario runs once without a fault,
 * counting draws and clock readings; then once for every k, with the k-th draw (or k-th clock
 * reading) throwing.
 *
 * <p>The call that meets the fault must throw the injected exception. Both forms are accepted: the
 * exception propagated as is or wrapped as the cause of another.
 *
 * <p>After that:
 *
 * <ul>
 *   <li>the same call, repeated at the same clock reading, continues from the last ID that was
 *       returned: its timestamp is the clock's (or the last ID's, if the clock is not ahead of it),
 *       it is greater than the last ID, and where the clock did not move past the last ID it is
 *       exactly the next value of the format's counter;
 *   <li>the source is wound back to where the failed call started, so the repeated call gets the
 *       values the failed one had: if the state is as it was, the repeated call and every later one
 *       give exactly the IDs of the fault-free run (this assumes that a generator keeps no random
 *       bits from one call to the next, which "the last ID plus at most one long is the state"
 *       implies);
 *   <li>a batch is all or nothing: after a fault inside {@code generateBatch(3)}, none of its IDs
 *       counts, and the next {@code generate()} continues from the ID before the batch.
 * </ul>
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class GeneratorFaultTest {
  /** The formats, as JUnit reads them from this class: the testing package is not open to it. */
  static Stream<IdType<?>> types() {
    return TestedGenerator.types();
  }

  /** 2026-01-01T00:00:00Z, a whole number of SCRU64 ticks. */
  private static final long T0 = 1_767_225_600_000L;

  private static final long SEED = 0x5eed_1234_abcdL;

  private record Step(String what, long clock, Call call) {
    @Override
    public String toString() {
      return what + " (clock T0" + (clock >= T0 ? "+" : "") + (clock - T0) + ", " + call + ")";
    }
  }

  private static final List<Step> MILLISECOND_SCENARIO =
      List.of(
          new Step("first ID", T0, Call.GENERATE),
          new Step("same millisecond", T0, Call.GENERATE),
          new Step("same millisecond", T0, Call.GENERATE),
          new Step("new millisecond", T0 + 1, Call.GENERATE),
          new Step("batch in the same millisecond", T0 + 1, Call.BATCH_OF_3),
          new Step("batch in a new millisecond", T0 + 2, Call.BATCH_OF_3),
          new Step("renewal of counter_hi / per_sec_random", T0 + 1500, Call.GENERATE),
          new Step("same millisecond after the renewal", T0 + 1500, Call.GENERATE),
          new Step("rollback of 5 s (within the allowance)", T0 - 3500, Call.GENERATE),
          new Step("still rolled back", T0 - 3500, Call.GENERATE),
          new Step("batch while rolled back", T0 - 3499, Call.BATCH_OF_3),
          new Step("new millisecond after the rollback", T0 + 1501, Call.GENERATE),
          new Step("batch in a new millisecond", T0 + 2600, Call.BATCH_OF_3));

  private static final List<Step> TICK_SCENARIO =
      List.of(
          new Step("first ID", T0, Call.GENERATE),
          new Step("same tick", T0 + 1, Call.GENERATE),
          new Step("same tick, generateOrReset", T0 + 2, Call.OR_RESET),
          new Step("same tick, generate (waiting)", T0 + 3, Call.OR_SLEEP),
          new Step("new tick", T0 + 256, Call.GENERATE),
          new Step("new tick, generateOrReset", T0 + 512, Call.OR_RESET),
          new Step("new tick, generate (waiting)", T0 + 768, Call.OR_SLEEP),
          new Step("same tick", T0 + 800, Call.GENERATE),
          new Step("rollback of 5 s (within the allowance)", T0 + 800 - 5000, Call.GENERATE),
          new Step("still rolled back, generateOrReset", T0 + 800 - 5000, Call.OR_RESET),
          new Step("still rolled back, generate (waiting)", T0 + 800 - 5000, Call.OR_SLEEP),
          new Step("new tick after the rollback", T0 + 1024, Call.GENERATE));

  private static List<Step> scenario(IdType<?> type) {
    return type == IdType.SCRU64 ? TICK_SCENARIO : MILLISECOND_SCENARIO;
  }

  /** What a fault-free run gave, and how many draws and readings each step had used up. */
  private record Reference<T>(List<List<T>> ids, long[] drawsAfter, long[] readsAfter) {
    int stepOfDraw(long k) {
      int i = 0;
      while (drawsAfter[i] < k) {
        i++;
      }
      return i;
    }

    int stepOfRead(long k) {
      int i = 0;
      while (readsAfter[i] < k) {
        i++;
      }
      return i;
    }
  }

  private static <T extends Comparable<T>> TestedGenerator<T> build(
      IdType<?> type, ScriptedClock clock, FaultyRandom random) {
    return TestedGenerator.of(type, clock, random, null);
  }

  private static <T extends Comparable<T>> Reference<T> reference(IdType<?> type) {
    List<Step> steps = scenario(type);
    ScriptedClock clock = new ScriptedClock(T0);
    FaultyRandom random = new FaultyRandom(SEED);
    TestedGenerator<T> generator = build(type, clock, random);
    List<List<T>> ids = new ArrayList<>();
    long[] drawsAfter = new long[steps.size()];
    long[] readsAfter = new long[steps.size()];
    for (int i = 0; i < steps.size(); i++) {
      clock.set(steps.get(i).clock());
      ids.add(List.copyOf(generator.call(steps.get(i).call())));
      drawsAfter[i] = random.draws();
      readsAfter[i] = clock.reads();
    }
    return new Reference<>(ids, drawsAfter, readsAfter);
  }

  /**
   * The continuation rule: null if {@code next} continues from {@code last} at this clock reading,
   * else what is wrong.
   */
  private static <T extends Comparable<T>> String continuationProblem(
      TestedGenerator<T> generator, T last, T next, long clockMillis) {
    if (next == null) {
      return "got null";
    }
    long clockTs = generator.timestampAt(clockMillis);
    if (last == null) {
      return generator.timestamp(next) == clockTs
          ? null
          : "first ID "
              + generator.describe(next)
              + " should have the clock's timestamp "
              + clockTs;
    }
    if (clockTs > generator.timestamp(last)) {
      if (generator.timestamp(next) != clockTs || next.compareTo(last) <= 0) {
        return generator.describe(next)
            + " does not continue from "
            + generator.describe(last)
            + ": expected the clock's timestamp "
            + clockTs
            + " and a greater ID";
      }
      return null;
    }
    return generator.isSuccessor(last, next)
        ? null
        : generator.describe(next)
            + " is not the next counter value after "
            + generator.describe(last)
            + " (the clock, at "
            + clockTs
            + ", did not move past it)";
  }

  @ParameterizedTest
  @MethodSource("types")
  <T extends Comparable<T>> void faultFreeScenarioFollowsTheContinuationRule(IdType<?> type) {
    Reference<T> reference = reference(type);
    TestedGenerator<T> rules = build(type, new ScriptedClock(T0), new FaultyRandom(SEED));
    List<Step> steps = scenario(type);
    T last = null;
    for (int i = 0; i < steps.size(); i++) {
      for (T id : reference.ids().get(i)) {
        String problem = continuationProblem(rules, last, id, steps.get(i).clock());
        assertEquals(null, problem, "step " + i + " " + steps.get(i));
        last = id;
      }
    }
    for (int i = 0; i < steps.size(); i++) {
      long before = i == 0 ? 0 : reference.drawsAfter()[i - 1];
      if (steps.get(i).what().startsWith("new") || i == 0) {
        assertTrue(reference.drawsAfter()[i] > before, "step " + i + " should draw");
      }
    }
  }

  @ParameterizedTest
  @MethodSource("types")
  <T extends Comparable<T>> void aFailedDrawLeavesTheStateAsItWas(IdType<?> type) {
    Reference<T> reference = reference(type);
    long total = reference.drawsAfter()[reference.drawsAfter().length - 1];
    List<String> problems = new ArrayList<>();
    for (long k = 1; k <= total; k++) {
      String problem = runWithFault(type, reference, k, 0);
      if (problem != null) {
        int step = reference.stepOfDraw(k);
        problems.add(
            "draw " + k + " (step " + step + ": " + scenario(type).get(step) + "): " + problem);
      }
    }
    report(type, total + " draws", problems);
  }

  @ParameterizedTest
  @MethodSource("types")
  <T extends Comparable<T>> void aFailedClockReadingLeavesTheStateAsItWas(IdType<?> type) {
    Reference<T> reference = reference(type);
    long total = reference.readsAfter()[reference.readsAfter().length - 1];
    List<String> problems = new ArrayList<>();
    for (long k = 1; k <= total; k++) {
      String problem = runWithFault(type, reference, 0, k);
      if (problem != null) {
        int step = reference.stepOfRead(k);
        problems.add(
            "reading " + k + " (step " + step + ": " + scenario(type).get(step) + "): " + problem);
      }
    }
    report(type, total + " clock readings", problems);
  }

  private static void report(IdType<?> type, String what, List<String> problems) {
    if (!problems.isEmpty()) {
      fail(
          type
              + ": "
              + problems.size()
              + " of "
              + what
              + " tore the state when they failed:\n  "
              + String.join("\n  ", problems.subList(0, Math.min(12, problems.size())))
              + (problems.size() > 12 ? "\n  ..." : ""));
    }
  }

  /** Runs the scenario with one fault; null if all went as it should, else what went wrong. */
  private static <T extends Comparable<T>> String runWithFault(
      IdType<?> type, Reference<T> reference, long failingDraw, long failingRead) {
    List<Step> steps = scenario(type);
    ScriptedClock clock = new ScriptedClock(T0);
    FaultyRandom random = new FaultyRandom(SEED);
    random.failAtDraw(failingDraw);
    clock.failAtRead(failingRead);
    TestedGenerator<T> generator = build(type, clock, random);
    T last = null;
    boolean faulted = false;
    for (int i = 0; i < steps.size(); i++) {
      Step step = steps.get(i);
      clock.set(step.clock());
      random.mark();
      List<T> got;
      try {
        got = generator.call(step.call());
      } catch (RuntimeException e) {
        RuntimeException injected = random.thrown() != null ? random.thrown() : clock.thrown();
        if (faulted || injected == null) {
          return "step " + i + " threw " + e;
        }
        if (e != injected && e.getCause() != injected) {
          return "threw " + e + " instead of the injected fault (or one caused by it)";
        }
        faulted = true;
        random.rewind();
        if (step.call() == Call.BATCH_OF_3) {
          // All or nothing: none of the failed batch counts.
          T next;
          try {
            next = generator.generate();
          } catch (RuntimeException again) {
            return "generate() after the failed batch threw " + again;
          }
          String problem = continuationProblem(generator, last, next, step.clock());
          return problem == null ? null : "after the failed batch, " + problem;
        }
        try {
          got = generator.call(step.call());
        } catch (RuntimeException again) {
          return "the call after the fault threw " + again;
        }
        String problem = continuationProblem(generator, last, got.get(0), step.clock());
        if (problem != null) {
          return "after the fault, " + problem;
        }
        if (!got.equals(reference.ids().get(i))) {
          return "after the fault, the same call with the same random values gave "
              + got
              + " where the fault-free run gave "
              + reference.ids().get(i)
              + " (the failed call changed the state)";
        }
        last = got.get(got.size() - 1);
        continue;
      }
      if (!faulted && (random.thrown() != null || clock.thrown() != null)) {
        return "the call met the injected fault but did not throw it";
      }
      if (!got.equals(reference.ids().get(i))) {
        return "step "
            + i
            + " gave "
            + got
            + " where the fault-free run gave "
            + reference.ids().get(i)
            + (faulted ? " (the state diverged after the fault)" : "");
      }
      last = got.get(got.size() - 1);
    }
    return faulted ? null : "the fault never happened";
  }
}
