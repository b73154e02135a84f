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
import java.util.concurrent.atomic.AtomicReference;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;

/**
 * The generators on two threads that share one generator. The score is the average time per ID seen
 * by each thread: equal to the one-thread score if the two threads never wait for each other, twice
 * it if they take turns (the same total throughput as one thread), more if they get in each other's
 * way.
 */
@State(Scope.Benchmark)
@Threads(2)
public class TwoThreadBenchmark extends BenchmarkDefaults {
  private static final AtomicReference<CounterState> STATE =
      new AtomicReference<>(new CounterState(0, 0));

  /** Creates the benchmark state; JMH calls it. */
  public TwoThreadBenchmark() {}

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
   * sortid: a shared {@code Scru128V1Generator}.
   *
   * @return the ID
   */
  @Benchmark
  public Scru128V1Id scru128V1() {
    return Scru128V1Benchmark.SHARED.generate();
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

  /**
   * JDK: {@code UUID.randomUUID()}.
   *
   * @return the UUID
   */
  @Benchmark
  public UUID randomUuid() {
    return UUID.randomUUID();
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
   * The floor of any generator whose IDs are ordered across threads: one clock reading and one
   * atomic increment of a counter that both threads share. The increment moves the counter's cache
   * line from one core to the other at nearly every call, which bounds how fast two threads can
   * take turns at one generator's state.
   *
   * @return the counter's new value
   */
  @Benchmark
  public long sharedCounter() {
    return UuidBenchmark.clockAndCounter();
  }

  /**
   * The design of sortid's generators with nothing of any format in it: one clock reading, then a
   * new state made from the last one and published with a compare-and-set, pausing after a lost
   * race as the generators do. Unlike the increment of {@link #sharedCounter()}, which cannot fail,
   * the state's line is read before it is written, and a thread that lost a race computes again;
   * the gap between the two rows is what the design costs, whatever the format.
   *
   * @return the new state
   */
  @Benchmark
  public CounterState sharedState() {
    long now = System.currentTimeMillis();
    for (int lostRaces = 1; ; lostRaces++) {
      CounterState current = STATE.get();
      CounterState next = new CounterState(now, current.count + 1);
      if (STATE.compareAndSet(current, next)) {
        return next;
      }
      for (int spins = 1 << Math.min(lostRaces, 7); spins > 0; spins--) {
        Thread.onSpinWait();
      }
    }
  }

  /**
   * The state of {@link #sharedState()}: a time and a count, two longs like the halves of an ID.
   *
   * @param time the clock reading of the last call
   * @param count how many calls came before
   */
  public record CounterState(long time, long count) {}
}
