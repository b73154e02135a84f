package io.github.sortid.bench;

import io.github.sortid.euid.Euid;
import io.github.sortid.euid.EuidGenerator;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** EUID, compared with sortid's own SCRU128 rows (no Java peer is published). */
@State(Scope.Benchmark)
public class EuidBenchmark extends BenchmarkDefaults {
  /** One generator for the whole process, as an application would share one. */
  static final EuidGenerator SHARED = new EuidGenerator();

  private final EuidGenerator batchGenerator = new EuidGenerator();
  private Euid id;
  private String text;

  /** Creates the benchmark state; JMH calls it. */
  public EuidBenchmark() {}

  /** Draws the ID that the codec benchmarks convert. */
  @Setup
  public void setUp() {
    id = SHARED.generate();
    text = id.toString();
  }

  /**
   * sortid: an EUID from a shared monotonic generator.
   *
   * @return the EUID
   */
  @Benchmark
  public Euid generate() {
    return SHARED.generate();
  }

  /**
   * sortid: the text of an EUID from a shared monotonic generator.
   *
   * @return the text
   */
  @Benchmark
  public String generateString() {
    return SHARED.generate().toString();
  }

  /**
   * sortid: {@code Euid.toString()}, with the check symbol.
   *
   * @return the text
   */
  @Benchmark
  public String toText() {
    return id.toString();
  }

  /**
   * sortid: {@code Euid.fromString()}, which verifies the check symbol.
   *
   * @return the EUID
   */
  @Benchmark
  public Euid fromText() {
    return Euid.fromString(text);
  }

  /**
   * sortid: {@code generateBatch}, reported per EUID.
   *
   * @return the EUIDs
   */
  @Benchmark
  @OperationsPerInvocation(BATCH)
  public List<Euid> generateBatch() {
    return batchGenerator.generateBatch(BATCH);
  }

  /**
   * sortid: the reference's stateless {@code Euid.create()}.
   *
   * @return the EUID
   */
  @Benchmark
  public Euid create() {
    return Euid.create();
  }
}
