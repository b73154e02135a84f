package io.github.sortid.bench;

import org.openjdk.jmh.annotations.Threads;

/** The rows of {@link ScalingBenchmark} on 8 threads. */
@Threads(8)
public class Scaling8Benchmark extends ScalingBenchmark {
  /** Creates the benchmark state; JMH calls it. */
  public Scaling8Benchmark() {}
}
