package io.github.sortid.bench;

import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Threads;

/**
 * The generators on two threads that share one generator. The score is the average time per ID seen
 * by each thread: equal to the one-thread score if the two threads never wait for each other, twice
 * it if they take turns (the same total throughput as one thread), more if they get in each other's
 * way. The generators' and the peers' rows are those of every thread count ({@link
 * ScalingBenchmark}); this class adds the JDK's rows and the bare design ({@link #sharedState()}),
 * which the report's two-thread targets compare with.
 */
@Threads(2)
public class TwoThreadBenchmark extends ScalingBenchmark {
  private static final AtomicReference<CounterState> STATE =
      new AtomicReference<>(new CounterState(0, 0));

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
      for (int spins = 1 << Math.min(lostRaces, 7); spins > 0; spins--) {
        Thread.onSpinWait();
      }
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
