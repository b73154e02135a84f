package io.github.sortid.bench;

import org.openjdk.jmh.annotations.Threads;

/** The rows of {@link ScalingBenchmark} on 1 thread. */
@Threads(1)
public class Scaling1Benchmark extends ScalingBenchmark {
  /** Creates the benchmark state; JMH calls it. */
  public Scaling1Benchmark() {}
}
