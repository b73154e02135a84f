package io.github.sortid.bench;

import com.fasterxml.uuid.Generators;
import com.fasterxml.uuid.impl.TimeBasedEpochGenerator;
import com.github.f4b6a3.uuid.UuidCreator;
import io.github.sortid.uuidv7.UuidV7;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * UUIDs, as the yardstick most users know: version 7 from sortid, JUG and uuid-creator, version 4
 * from the JDK, and {@code System.currentTimeMillis()}, the clock reading that every time-ordered
 * ID pays for and so the floor of any generator. Every row but {@link #uuidV7()} measures a peer or
 * a baseline.
 */
@State(Scope.Benchmark)
public class UuidBenchmark extends BenchmarkDefaults {
  /** JUG's version 7 generator; one per process, as its documentation advises. */
  static final TimeBasedEpochGenerator JUG_V7 = Generators.timeBasedEpochGenerator();

  private static final AtomicLong COUNTER = new AtomicLong();

  private UUID uuid;
  private String text;

  /** Creates the benchmark state; JMH calls it. */
  public UuidBenchmark() {}

  /** Draws the UUID that the codec benchmarks convert. */
  @Setup
  public void setUp() {
    uuid = UUID.randomUUID();
    text = uuid.toString();
  }

  /**
   * The floor: one reading of the system clock.
   *
   * @return the time in milliseconds
   */
  @Benchmark
  public long currentTimeMillis() {
    return System.currentTimeMillis();
  }

  /**
   * The floor of a generator with state: one clock reading and one atomic increment (see {@link
   * TwoThreadBenchmark#sharedCounter()} for two threads).
   *
   * @return the counter's new value
   */
  @Benchmark
  public long sharedCounter() {
    return clockAndCounter();
  }

  /** One clock reading and one increment of a counter shared by every thread of the process. */
  static long clockAndCounter() {
    return System.currentTimeMillis() + COUNTER.getAndIncrement();
  }

  /**
   * sortid: {@code UuidV7.generate()}, UUID version 7 from the process-wide generator.
   *
   * @return the UUID
   */
  @Benchmark
  public UUID uuidV7() {
    return UuidV7.generate();
  }

  /**
   * JUG: {@code TimeBasedEpochGenerator.generate()}, UUID version 7.
   *
   * @return the UUID
   */
  @Benchmark
  public UUID jugV7() {
    return JUG_V7.generate();
  }

  /**
   * uuid-creator: {@code UuidCreator.getTimeOrderedEpoch()}, UUID version 7.
   *
   * @return the UUID
   */
  @Benchmark
  public UUID creatorV7() {
    return UuidCreator.getTimeOrderedEpoch();
  }

  /**
   * JDK: {@code UUID.randomUUID()}, version 4 from {@code SecureRandom}.
   *
   * @return the UUID
   */
  @Benchmark
  public UUID randomUuid() {
    return UUID.randomUUID();
  }

  /**
   * JDK: {@code UUID.toString()}.
   *
   * @return the text
   */
  @Benchmark
  public String toText() {
    return uuid.toString();
  }

  /**
   * JDK: {@code UUID.fromString()}.
   *
   * @return the UUID
   */
  @Benchmark
  public UUID fromText() {
    return UUID.fromString(text);
  }
}
