package io.github.sortid.bench;

import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru128.v1.Scru128V1Id;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** SCRU128 v1, the early 26-character format (its libraries are no longer published). */
@State(Scope.Benchmark)
public class Scru128V1Benchmark extends BenchmarkDefaults {
  /** One generator for the whole process, as an application would share one. */
  static final Scru128V1Generator SHARED = new Scru128V1Generator();

  private final Scru128V1Generator batchGenerator = new Scru128V1Generator();
  private Scru128V1Id id;
  private String text;

  /** Creates the benchmark state; JMH calls it. */
  public Scru128V1Benchmark() {}

  /** Draws the ID that the codec benchmarks convert. */
  @Setup
  public void setUp() {
    id = SHARED.generate();
    text = id.toString();
  }

  /**
   * sortid: an ID from a shared generator.
   *
   * @return the ID
   */
  @Benchmark
  public Scru128V1Id generate() {
    return SHARED.generate();
  }

  /**
   * sortid: {@code Scru128V1Id.toString()}.
   *
   * @return the text
   */
  @Benchmark
  public String toText() {
    return id.toString();
  }

  /**
   * sortid: {@code Scru128V1Id.fromString()}.
   *
   * @return the ID
   */
  @Benchmark
  public Scru128V1Id fromText() {
    return Scru128V1Id.fromString(text);
  }

  /**
   * sortid: {@code generateBatch}, reported per ID.
   *
   * @return the IDs
   */
  @Benchmark
  @OperationsPerInvocation(BATCH)
  public List<Scru128V1Id> generateBatch() {
    return batchGenerator.generateBatch(BATCH);
  }
}
