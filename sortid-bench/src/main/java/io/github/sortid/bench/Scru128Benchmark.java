package io.github.sortid.bench;

import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.Scru128Id;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** SCRU128: sortid next to the official scru128 Java library (io.github.scru128:scru128). */
@State(Scope.Benchmark)
public class Scru128Benchmark extends BenchmarkDefaults {
  private final Scru128Generator generator = new Scru128Generator();
  private Scru128Id id;
  private String text;
  private io.github.scru128.Scru128Id officialId;
  private String officialText;

  /** Creates the benchmark state; JMH calls it. */
  public Scru128Benchmark() {}

  /** Draws the IDs that the codec benchmarks convert. */
  @Setup
  public void setUp() {
    id = Scru128.generate();
    text = id.toString();
    officialId = io.github.scru128.Scru128.generate();
    officialText = officialId.toString();
  }

  /**
   * sortid: an ID from the process-wide generator.
   *
   * @return the ID
   */
  @Benchmark
  public Scru128Id generate() {
    return Scru128.generate();
  }

  /**
   * sortid: the text of an ID from the process-wide generator.
   *
   * @return the text
   */
  @Benchmark
  public String generateString() {
    return Scru128.generateString();
  }

  /**
   * sortid: {@code Scru128Id.toString()}.
   *
   * @return the text
   */
  @Benchmark
  public String toText() {
    return id.toString();
  }

  /**
   * sortid: {@code Scru128Id.fromString()}.
   *
   * @return the ID
   */
  @Benchmark
  public Scru128Id fromText() {
    return Scru128Id.fromString(text);
  }

  /**
   * sortid: {@code generateBatch}, reported per ID.
   *
   * @return the IDs
   */
  @Benchmark
  @OperationsPerInvocation(BATCH)
  public List<Scru128Id> generateBatch() {
    return generator.generateBatch(BATCH);
  }

  /**
   * Official: an ID from its process-wide generator.
   *
   * @return the ID
   */
  @Benchmark
  public io.github.scru128.Scru128Id officialGenerate() {
    return io.github.scru128.Scru128.generate();
  }

  /**
   * Official: the text of an ID from its process-wide generator.
   *
   * @return the text
   */
  @Benchmark
  public String officialGenerateString() {
    return io.github.scru128.Scru128.generateString();
  }

  /**
   * Official: {@code Scru128Id.toString()}.
   *
   * @return the text
   */
  @Benchmark
  public String officialToText() {
    return officialId.toString();
  }

  /**
   * Official: {@code Scru128Id.fromString()}.
   *
   * @return the ID
   */
  @Benchmark
  public io.github.scru128.Scru128Id officialFromText() {
    return io.github.scru128.Scru128Id.fromString(officialText);
  }
}
