package io.github.sortid.bench;

import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru64.Scru64;
import io.github.sortid.ulid.UlidGenerator;
import io.github.sortid.uuidv7.UuidV7Generator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * SCRU128's {@code generate()} in a JVM where the generators of all six formats have made IDs, as
 * in an application that uses several. Every generator runs the same shared code around its
 * format's step; the other benchmarks each run one format per fork, where that code only ever sees
 * one step. This row shows whether the others' steps slow SCRU128's down.
 */
@State(Scope.Benchmark)
public class AllFormatsBenchmark extends BenchmarkDefaults {
  /** IDs each format makes before the measurement, enough for the JIT to compile every step. */
  private static final int WARM_UP_IDS = 1_000_000;

  /** Creates the benchmark state; JMH calls it. */
  public AllFormatsBenchmark() {}

  /** Makes IDs of every format in turn. */
  @Setup
  public void setUp() {
    Scru64Benchmark.initialize();
    Scru128V1Generator scru128V1 = new Scru128V1Generator();
    UlidGenerator ulid = new UlidGenerator();
    EuidGenerator euid = new EuidGenerator();
    UuidV7Generator uuidV7 = new UuidV7Generator();
    for (int i = 0; i < WARM_UP_IDS; i++) {
      Scru128.generate();
      scru128V1.generate();
      Scru64.generate();
      ulid.generate();
      euid.generate();
      uuidV7.generate();
    }
  }

  /**
   * sortid: an ID from the process-wide SCRU128 generator, after every format's generator.
   *
   * @return the ID
   */
  @Benchmark
  public Scru128Id scru128() {
    return Scru128.generate();
  }
}
