package io.github.sortid.bench;

import com.github.f4b6a3.ulid.UlidCreator;
import com.github.f4b6a3.uuid.UuidCreator;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.Ulids;
import io.github.sortid.uuidv7.UuidV7;
import java.util.UUID;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The generators, the floor and the peers' generators on a number of threads that share one
 * generator: {@link Scaling1Benchmark}, {@link Scaling2Benchmark}, {@link Scaling4Benchmark} and
 * {@link Scaling8Benchmark} run these rows on 1, 2, 4 and 8 threads (JMH fixes the thread count per
 * class). The score is the average time per ID seen by each thread; the report turns it into
 * throughput relative to one thread.
 */
@State(Scope.Benchmark)
public abstract class ScalingBenchmark extends BenchmarkDefaults {
  /** For the subclasses: one per thread count, and {@link TwoThreadBenchmark}. */
  protected ScalingBenchmark() {}

  /** Configures the process-wide SCRU64 generator. */
  @Setup
  public void setUp() {
    Scru64Benchmark.initialize();
  }

  /**
   * sortid: {@code Scru128.generate()}.
   *
   * @return the ID
   */
  @Benchmark
  public Scru128Id scru128() {
    return Scru128.generate();
  }

  /**
   * sortid: a shared {@code Scru128V1Generator}.
   *
   * @return the ID
   */
  @Benchmark
  public Scru128V1Id scru128V1() {
    return Scru128V1Benchmark.SHARED.generate();
  }

  /**
   * sortid: {@code Scru64.generate()}.
   *
   * @return the ID
   */
  @Benchmark
  public Scru64Id scru64() {
    return Scru64.generate();
  }

  /**
   * sortid: {@code Ulids.generate()}.
   *
   * @return the ULID
   */
  @Benchmark
  public Ulid ulid() {
    return Ulids.generate();
  }

  /**
   * sortid: a shared {@code EuidGenerator}.
   *
   * @return the EUID
   */
  @Benchmark
  public Euid euid() {
    return EuidBenchmark.SHARED.generate();
  }

  /**
   * sortid: {@code UuidV7.generate()}.
   *
   * @return the UUID
   */
  @Benchmark
  public UUID uuidV7() {
    return UuidV7.generate();
  }

  /**
   * The floor: one clock reading and one atomic increment of a counter that every thread shares.
   *
   * @return the counter's new value
   */
  @Benchmark
  public long sharedCounter() {
    return UuidBenchmark.clockAndCounter();
  }

  /**
   * Official scru128: {@code Scru128.generate()}.
   *
   * @return the ID
   */
  @Benchmark
  public io.github.scru128.Scru128Id officialScru128() {
    return io.github.scru128.Scru128.generate();
  }

  /**
   * ulid-creator: {@code UlidCreator.getMonotonicUlid()}.
   *
   * @return the ULID
   */
  @Benchmark
  public com.github.f4b6a3.ulid.Ulid creatorUlid() {
    return UlidCreator.getMonotonicUlid();
  }

  /**
   * JUG: UUID version 7 from one shared generator.
   *
   * @return the UUID
   */
  @Benchmark
  public UUID jugV7() {
    return UuidBenchmark.JUG_V7.generate();
  }

  /**
   * uuid-creator: {@code UuidCreator.getTimeOrderedEpoch()}.
   *
   * @return the UUID
   */
  @Benchmark
  public UUID creatorV7() {
    return UuidCreator.getTimeOrderedEpoch();
  }
}
