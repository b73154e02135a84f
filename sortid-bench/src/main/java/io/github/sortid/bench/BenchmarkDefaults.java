package io.github.sortid.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The settings every benchmark class inherits: average time per operation in nanoseconds, and the
 * run length of a full run (the run script's {@code -quick} shortens it from the command line).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public abstract class BenchmarkDefaults {
  /** How many IDs one call of a {@code generateBatch} benchmark asks for. */
  public static final int BATCH = 1000;

  /** For subclasses. */
  protected BenchmarkDefaults() {}
}
