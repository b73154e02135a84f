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
 *
 * <p>Each fork gets a fixed 1 GiB heap whose pages are touched at startup. The generators allocate
 * gigabytes per second; with a growing heap, the first touch of each newly committed page is a page
 * fault, and on a virtual machine that slowed some iterations tenfold for a second or two, which
 * measured the operating system rather than the code.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
    value = 2,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
public abstract class BenchmarkDefaults {
  /** How many IDs one call of a {@code generateBatch} benchmark asks for. */
  public static final int BATCH = 1000;

  /** For subclasses. */
  protected BenchmarkDefaults() {}
}
