package io.github.sortid.bench;

import org.openjdk.jmh.annotations.Threads;

/** The rows of {@link ScalingBenchmark} on 2 threads. */
@Threads(2)
public class Scaling2Benchmark extends ScalingBenchmark {
  /** Creates the benchmark state; JMH calls it. */
  public Scaling2Benchmark() {}
}
