package io.github.sortid.bench;

import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Threads;

/**
 * The generators on two threads that share one generator. The score is the average time per ID seen
 * by each thread: equal to the one-thread score if the two threads never wait for each other, twice
 * it if they take turns (the same total throughput as one thread), more if they get in each other's
 * way. The generators' and the peers' rows are those of every thread count ({@link
 * ScalingBenchmark}); this class adds the JDK's rows and the bare designs ({@link #sharedState()},
 * {@link #sharedSequence()} and {@link #sharedAdd()}), which the report's two-thread targets and
 * docs/BENCHMARKS.md compare with.
 */
@Threads(2)
public class TwoThreadBenchmark extends ScalingBenchmark {
  private static final AtomicReference<CounterState> STATE =
      new AtomicReference<>(new CounterState(0, 0));

  /** The published run of {@link #sharedSequence()} and {@link #sharedAdd()}: it never changes. */
  private static final AtomicReference<CounterState> RUN =
      new AtomicReference<>(new CounterState(0, 0));

  private static final AtomicLong SEQUENCE = new AtomicLong();

  /** Creates the benchmark state; JMH calls it. */
  public TwoThreadBenchmark() {}

  /**
   * JDK: {@code UUID.randomUUID()}.
   *
   * @return the UUID
   */
  @Benchmark
  public UUID randomUuid() {
    return UUID.randomUUID();
  }

  /**
   * The floor: one reading of the system clock.
   *
   * @return the time in milliseconds
   */
  @Benchmark
  public long currentTimeMillis() {
    return System.currentTimeMillis();
  }

  /**
   * The design of sortid's generators with nothing of any format in it: one clock reading, then a
   * new state made from the last one and published with a compare-and-set, pausing after a lost
   * race as the generators do. Unlike the increment of {@link #sharedCounter()}, which cannot fail,
   * the state's line is read before it is written, and a thread that lost a race computes again;
   * the gap between the two rows is what the design costs, whatever the format.
   *
   * @return the new state
   */
  @Benchmark
  public CounterState sharedState() {
    long now = System.currentTimeMillis();
    for (int lostRaces = 1; ; lostRaces++) {
      CounterState current = STATE.get();
      CounterState next = new CounterState(now, current.count + 1);
      if (STATE.compareAndSet(current, next)) {
        return next;
      }
      backOff(lostRaces);
    }
  }

  /**
   * The same-timestamp path of a counting design, with nothing of any format in it: one clock
   * reading, then a shared sequence and the published run read, and the sequence moved from {@code
   * n} to {@code n + 1} with a compare-and-set, pausing after a lost race; the result is made from
   * the run and {@code n}, as an ID is counted on from its run's first. A lost race costs a reread
   * of two fields, not a new state; no reference is written.
   *
   * @return the counted state
   */
  @Benchmark
  public CounterState sharedSequence() {
    long now = System.currentTimeMillis();
    for (int lostRaces = 1; ; lostRaces++) {
      long n = SEQUENCE.get();
      CounterState run = RUN.get();
      if (n - run.count >= 0 && SEQUENCE.compareAndSet(n, n + 1)) {
        return new CounterState(now, run.count + n);
      }
      backOff(lostRaces);
    }
  }

  /**
   * The counting design with an atomic add in place of the compare-and-set: one clock reading, the
   * published run read, one {@code getAndIncrement} of the shared sequence, which cannot fail, and
   * a check that the value is in the run. It cannot be exact: a thread that read a run just
   * replaced has already taken a value of the next one, which that run then skips.
   *
   * @return the counted state
   */
  @Benchmark
  public CounterState sharedAdd() {
    long now = System.currentTimeMillis();
    CounterState run = RUN.get();
    long n = SEQUENCE.getAndIncrement();
    if (n - run.count < 0) {
      throw new IllegalStateException("the sequence is behind its run");
    }
    return new CounterState(now, run.count + n);
  }

  /** The generators' pause after a lost race: 2^lostRaces spins, at most 2^7. */
  private static void backOff(int lostRaces) {
    for (int spins = 1 << Math.min(lostRaces, 7); spins > 0; spins--) {
      Thread.onSpinWait();
    }
  }

  /**
   * The state of {@link #sharedState()}: a time and a count, two longs like the halves of an ID.
   *
   * @param time the clock reading of the last call
   * @param count how many calls came before
   */
  public record CounterState(long time, long count) {}
}
