package io.github.sortid.bench;

import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;

/**
 * The distribution of the time one call takes on two threads that share one generator, next to the
 * same distribution for the {@code sharedCounter} floor. JMH samples single calls ({@link
 * Mode#SampleTime}), so the result holds percentiles (p99, p99.9, the maximum) as well as the mean.
 *
 * <p>The averages of {@link TwoThreadBenchmark} hide the few calls that wait for the other thread,
 * for instance for one that the operating system preempted in the middle of a call. The floor's
 * tail is the machine's own (preemption, interrupts, the other thread's cache misses); whatever the
 * generator's tail has above it is the generator's doing.
 */
@State(Scope.Benchmark)
@Threads(2)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class TwoThreadLatencyBenchmark extends BenchmarkDefaults {
  /** Creates the benchmark state; JMH calls it. */
  public TwoThreadLatencyBenchmark() {}

  /**
   * sortid: {@code Scru128.generate()}, the process-wide generator shared by both threads.
   *
   * @return the ID
   */
  @Benchmark
  public Scru128Id scru128() {
    return Scru128.generate();
  }

  /**
   * The floor: one clock reading and one increment of a counter both threads share (see {@link
   * TwoThreadBenchmark#sharedCounter()}).
   *
   * @return the counter's new value
   */
  @Benchmark
  public long sharedCounter() {
    return UuidBenchmark.clockAndCounter();
  }
}
