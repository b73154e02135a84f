package io.github.sortid.bench;

import org.openjdk.jmh.annotations.Threads;

/** The rows of {@link ScalingBenchmark} on 4 threads. */
@Threads(4)
public class Scaling4Benchmark extends ScalingBenchmark {
  /** Creates the benchmark state; JMH calls it. */
  public Scaling4Benchmark() {}
}
