package io.github.sortid.bench;

import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * SCRU64, compared with sortid's own SCRU128 rows (no Java peer exists).
 *
 * <p>The node ID is 1 bit wide ({@link #NODE_SPEC}), which leaves the counter 23 bits: about 2^22
 * IDs per 256-ms tick on average. A benchmark asks for IDs faster than that, so the generator
 * borrows ticks from the future; a fork ends long before it is the rollback allowance (10 s) ahead
 * of the clock, past which {@code Scru64.generate()} would wait for the clock.
 */
@State(Scope.Benchmark)
public class Scru64Benchmark extends BenchmarkDefaults {
  /** The node spec of the process-wide generator in every benchmark fork. */
  public static final String NODE_SPEC = "0/1";

  private Scru64Id id;
  private String text;

  /** Creates the benchmark state; JMH calls it. */
  public Scru64Benchmark() {}

  /** Configures the process-wide generator and draws the ID that the codec benchmarks convert. */
  @Setup
  public void setUp() {
    initialize();
    id = Scru64.generate();
    text = id.toString();
  }

  /** Gives the process-wide generator its node spec, unless it has one already. */
  static void initialize() {
    Scru64.initialize(Scru64NodeSpec.parse(NODE_SPEC));
  }

  /**
   * sortid: an ID from the process-wide generator.
   *
   * @return the ID
   */
  @Benchmark
  public Scru64Id generate() {
    return Scru64.generate();
  }

  /**
   * sortid: the text of an ID from the process-wide generator.
   *
   * @return the text
   */
  @Benchmark
  public String generateString() {
    return Scru64.generateString();
  }

  /**
   * sortid: {@code Scru64Id.toString()}.
   *
   * @return the text
   */
  @Benchmark
  public String toText() {
    return id.toString();
  }

  /**
   * sortid: {@code Scru64Id.fromString()}.
   *
   * @return the ID
   */
  @Benchmark
  public Scru64Id fromText() {
    return Scru64Id.fromString(text);
  }
}
