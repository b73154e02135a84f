package io.github.sortid.testing;

import io.github.sortid.GeneratorBuilder;
import io.github.sortid.IdGenerator;
import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Builders;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.UlidGenerator;
import io.github.sortid.uuidv7.UuidV7;
import io.github.sortid.uuidv7.UuidV7Generator;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

/**
 * The generator of one format, seen the same way by the tests that run all of them: its calls, the
 * timestamp of an ID in the format's own unit, and what "the next ID in the same unit" means.
 *
 * @param <T> the ID type
 */
public abstract class TestedGenerator<T extends Comparable<T>> {
  /** The SCRU64 node spec the tests use. */
  public static final String SCRU64_NODE = "42/8";

  /**
   * How each format's generator is built, the one place that knows them; the order is that of
   * {@link IdType#all()}.
   */
  private static final Map<IdType<?>, Factory> FACTORIES =
      Map.of(
          IdType.SCRU128, TestedGenerator::scru128,
          IdType.SCRU128_V1, TestedGenerator::scru128V1,
          IdType.SCRU64, TestedGenerator::scru64,
          IdType.ULID, TestedGenerator::ulid,
          IdType.EUID, TestedGenerator::euid,
          IdType.UUIDV7, TestedGenerator::uuidV7);

  @FunctionalInterface
  private interface Factory {
    TestedGenerator<?> build(InstantSource clock, RandomGenerator random, Duration allowance);
  }

  /**
   * Every format of {@link IdType#all()}: the shared generator contracts run over these, and a
   * format without a generator here fails them.
   */
  public static Stream<IdType<?>> types() {
    return IdType.all().stream();
  }

  /**
   * Builds the generator of a format.
   *
   * @param type the format
   * @param clock the clock
   * @param random the user's source, or null for the default randomness
   * @param rollbackAllowance the allowance, or null for the default (10 s)
   * @return the generator under test
   * @throws IllegalArgumentException if the format has no generator here yet
   */
  @SuppressWarnings("unchecked")
  public static <T extends Comparable<T>> TestedGenerator<T> of(
      IdType<?> type, InstantSource clock, RandomGenerator random, Duration rollbackAllowance) {
    Factory factory = FACTORIES.get(type);
    if (factory == null) {
      throw new IllegalArgumentException("no generator under test for " + type);
    }
    return (TestedGenerator<T>) factory.build(clock, random, rollbackAllowance);
  }

  /** A call of a generator. */
  public enum Call {
    /** {@code generate()}. */
    GENERATE,
    /** {@code generateBatch(3)} (not SCRU64). */
    BATCH_OF_3,
    /** SCRU64's {@code generateOrReset()}. */
    OR_RESET,
    /** SCRU64's {@code generate()}, which waits (its synonym {@code generateOrSleep()}). */
    OR_SLEEP
  }

  private final IdType<T> type;

  private TestedGenerator(IdType<T> type) {
    this.type = type;
  }

  /** Which format this generator makes. */
  public IdType<T> type() {
    return type;
  }

  /** The timestamp unit of the format in milliseconds: 256 for SCRU64's ticks, else 1. */
  public long unitMillis() {
    return 1;
  }

  /**
   * {@code generate()}, for SCRU64 {@code generateOrAbort()}: for SCRU64 null when the clock is
   * behind by more than the allowance, for the others a fresh start from the clock then.
   */
  public abstract T generate();

  /** {@code generateOrAbort()}: null when the clock is behind by more than the allowance. */
  public abstract T orAbort();

  /**
   * {@code generate()}, for SCRU64 {@code generateOrReset()}: a fresh start from the clock when it
   * is behind by more than the allowance.
   */
  public abstract T orReset();

  /**
   * Whether {@code generateOrAbort()} also gives null while counter overflows have put the
   * generator ahead of the clock by more than the allowance: SCRU64's back-pressure. Every other
   * generator goes on from its own lead at any allowance.
   */
  public boolean keepsBackPressure() {
    return false;
  }

  /** Whether the generator has {@code generateBatch(int)} (all but SCRU64). */
  public boolean batches() {
    return false;
  }

  /**
   * {@code generateBatch(count)}.
   *
   * @throws UnsupportedOperationException if the format has none (SCRU64)
   */
  public List<T> batch(int count) {
    throw new UnsupportedOperationException(type + " has no batch");
  }

  /** {@code iterator()}: the generator as an endless {@link Iterator}. */
  public abstract Iterator<T> iterator();

  /** {@code stream()}: an endless stream of IDs. */
  public abstract Stream<T> stream();

  /**
   * The earliest clock reading the generator takes, in Unix milliseconds: the first of the format's
   * range, or for formats that reserve timestamp 0 (SCRU128, SCRU128 v1, SCRU64) the first of the
   * next unit.
   */
  public abstract long firstReading();

  /**
   * The bits of an ID that come from the source: another source gives others at every ID (SCRU128
   * entropy, SCRU128 v1 per_gen_random, ULID random-lo, EUID's low 32 random bits, SCRU64's
   * counter, whose start each tick draws).
   */
  public abstract long randomPart(T id);

  /** Makes the call and returns the IDs it gave (one, or the batch's). */
  public List<T> call(Call call) {
    if (call == Call.GENERATE) {
      return Collections.singletonList(generate());
    }
    throw new UnsupportedOperationException(type + " has no " + call);
  }

  /** The ID's timestamp in the format's unit (v1: its biased value; SCRU64: 256 ms ticks). */
  public abstract long timestamp(T id);

  /** The timestamp, in the format's unit, of an ID made at this clock reading. */
  public abstract long timestampAt(long unixMillis);

  /** A duration in the format's timestamp unit, rounded down as the generators do. */
  public long units(Duration duration) {
    return duration.toMillis() / unitMillis();
  }

  /**
   * Whether {@code next} is what counting on from {@code prev} gives: the same timestamp and the
   * format's counter one greater (ULID: the 80-bit random part + 1; SCRU128: counter_hi:counter_lo
   * + 1; SCRU128 v1: counter + 1, same per_sec_random; EUID: the same high 64 bits and random-high
   * + 1; SCRU64: the integer + 1 with the same node ID; UUIDv7: the 42-bit counter + 1).
   */
  public abstract boolean isSuccessor(T prev, T next);

  /**
   * Half the number of counter values within one timestamp unit: after an overflow, a generator
   * that starts its counter in the lower half gets at least this many IDs per unit.
   */
  public abstract long halfCounterCapacity();

  /** The ID with its timestamp, for messages. */
  public String describe(T id) {
    return id == null ? "null" : id + " (timestamp " + timestamp(id) + ")";
  }

  @Override
  public String toString() {
    return type.name();
  }

  /** Sets the clock, and the source and the allowance unless null (the defaults). */
  private static <B extends GeneratorBuilder<B>> B configure(
      B builder, InstantSource clock, RandomGenerator random, Duration allowance) {
    builder.clock(clock);
    if (random != null) {
      builder.random(random);
    }
    if (allowance != null) {
      builder.rollbackAllowance(allowance);
    }
    return builder;
  }

  /**
   * A generator whose calls are those of the millisecond formats: {@code generate()} starts afresh
   * after a rollback past the allowance, {@code generateOrAbort()} returns null, and batches are
   * {@code generateBatch(int)}. The format's subclass says how its IDs read.
   */
  private abstract static class Batching<T extends Comparable<T>> extends TestedGenerator<T> {
    private final IdGenerator<T> generator;
    private final Supplier<T> generate;
    private final Supplier<T> orAbort;
    private final IntFunction<List<T>> batch;

    Batching(
        IdType<T> type,
        IdGenerator<T> generator,
        Supplier<T> generate,
        Supplier<T> orAbort,
        IntFunction<List<T>> batch) {
      super(type);
      this.generator = generator;
      this.generate = generate;
      this.orAbort = orAbort;
      this.batch = batch;
    }

    @Override
    public T generate() {
      return generate.get();
    }

    @Override
    public T orAbort() {
      return orAbort.get();
    }

    @Override
    public T orReset() {
      return generate.get();
    }

    @Override
    public List<T> call(Call call) {
      return call == Call.BATCH_OF_3 ? batch(3) : super.call(call);
    }

    @Override
    public boolean batches() {
      return true;
    }

    @Override
    public List<T> batch(int count) {
      return batch.apply(count);
    }

    @Override
    public Iterator<T> iterator() {
      return generator.iterator();
    }

    @Override
    public Stream<T> stream() {
      return generator.stream();
    }
  }

  private static TestedGenerator<Scru128Id> scru128(
      InstantSource clock, RandomGenerator random, Duration allowance) {
    Scru128Generator g = configure(Scru128Generator.builder(), clock, random, allowance).build();
    return new Batching<>(IdType.SCRU128, g, g::generate, g::generateOrAbort, g::generateBatch) {
      @Override
      public long timestamp(Scru128Id id) {
        return id.getTimestamp();
      }

      @Override
      public long timestampAt(long unixMillis) {
        return unixMillis;
      }

      @Override
      public boolean isSuccessor(Scru128Id prev, Scru128Id next) {
        return prev.getTimestamp() == next.getTimestamp() && counter(prev) + 1 == counter(next);
      }

      private long counter(Scru128Id id) {
        return (long) id.getCounterHi() << 24 | id.getCounterLo();
      }

      @Override
      public long halfCounterCapacity() {
        return 1L << 47;
      }

      @Override
      public long firstReading() {
        return 1;
      }

      @Override
      public long randomPart(Scru128Id id) {
        return id.getEntropy();
      }
    };
  }

  private static TestedGenerator<Scru128V1Id> scru128V1(
      InstantSource clock, RandomGenerator random, Duration allowance) {
    Scru128V1Generator g =
        configure(Scru128V1Generator.builder(), clock, random, allowance).build();
    return new Batching<>(IdType.SCRU128_V1, g, g::generate, g::generateOrAbort, g::generateBatch) {
      @Override
      public long timestamp(Scru128V1Id id) {
        return id.getTimestamp();
      }

      @Override
      public long timestampAt(long unixMillis) {
        return unixMillis - Scru128V1Id.TIMESTAMP_BIAS;
      }

      @Override
      public boolean isSuccessor(Scru128V1Id prev, Scru128V1Id next) {
        return prev.getTimestamp() == next.getTimestamp()
            && prev.getCounter() + 1 == next.getCounter()
            && prev.getPerSecRandom() == next.getPerSecRandom();
      }

      @Override
      public long halfCounterCapacity() {
        return 1L << 27;
      }

      @Override
      public long firstReading() {
        return Scru128V1Id.TIMESTAMP_BIAS + 1;
      }

      @Override
      public long randomPart(Scru128V1Id id) {
        return id.getPerGenRandom();
      }
    };
  }

  private static TestedGenerator<Ulid> ulid(
      InstantSource clock, RandomGenerator random, Duration allowance) {
    UlidGenerator g = configure(UlidGenerator.builder(), clock, random, allowance).build();
    return new Batching<>(IdType.ULID, g, g::generate, g::generateOrAbort, g::generateBatch) {
      @Override
      public long timestamp(Ulid id) {
        return id.getTimestamp();
      }

      @Override
      public long timestampAt(long unixMillis) {
        return unixMillis;
      }

      @Override
      public boolean isSuccessor(Ulid prev, Ulid next) {
        // The 80-bit random part + 1, with the carry from its low 64 bits into its high 16.
        long lo = prev.getLeastSignificantBits() + 1;
        long hi = (prev.getMostSignificantBits() & 0xffff) + (lo == 0 ? 1 : 0);
        return hi <= 0xffff
            && prev.getTimestamp() == next.getTimestamp()
            && (next.getMostSignificantBits() & 0xffff) == hi
            && next.getLeastSignificantBits() == lo;
      }

      @Override
      public long halfCounterCapacity() {
        return Long.MAX_VALUE;
      }

      @Override
      public long firstReading() {
        return 0;
      }

      @Override
      public long randomPart(Ulid id) {
        return id.getRandomLo();
      }
    };
  }

  private static TestedGenerator<Euid> euid(
      InstantSource clock, RandomGenerator random, Duration allowance) {
    EuidGenerator g = configure(EuidGenerator.builder(), clock, random, allowance).build();
    return new Batching<>(IdType.EUID, g, g::generate, g::generateOrAbort, g::generateBatch) {
      @Override
      public long timestamp(Euid id) {
        return id.getTimestamp();
      }

      @Override
      public long timestampAt(long unixMillis) {
        return unixMillis;
      }

      @Override
      public boolean isSuccessor(Euid prev, Euid next) {
        // random-high is bits 32..63 of the low 64 bits; the high 64 bits stay as they were.
        return prev.getMostSignificantBits() == next.getMostSignificantBits()
            && (prev.getLeastSignificantBits() >>> 32) + 1
                == (next.getLeastSignificantBits() >>> 32);
      }

      @Override
      public long halfCounterCapacity() {
        return 1L << 31;
      }

      @Override
      public long firstReading() {
        return 0;
      }

      @Override
      public long randomPart(Euid id) {
        return id.getRandom() & 0xffff_ffffL;
      }
    };
  }

  private static TestedGenerator<UUID> uuidV7(
      InstantSource clock, RandomGenerator random, Duration allowance) {
    UuidV7Generator g = configure(UuidV7Generator.builder(), clock, random, allowance).build();
    return new Batching<>(IdType.UUIDV7, g, g::generate, g::generateOrAbort, g::generateBatch) {
      @Override
      public long timestamp(UUID id) {
        return UuidV7.getTimestamp(id);
      }

      @Override
      public long timestampAt(long unixMillis) {
        return unixMillis;
      }

      @Override
      public boolean isSuccessor(UUID prev, UUID next) {
        return UuidV7.getTimestamp(prev) == UuidV7.getTimestamp(next)
            && UuidV7.getCounter(prev) + 1 == UuidV7.getCounter(next);
      }

      @Override
      public long halfCounterCapacity() {
        return 1L << 41;
      }

      @Override
      public long firstReading() {
        return 0;
      }

      @Override
      public long randomPart(UUID id) {
        return UuidV7.getRandom(id);
      }
    };
  }

  private static TestedGenerator<Scru64Id> scru64(
      InstantSource clock, RandomGenerator random, Duration allowance) {
    Scru64Generator.Builder builder =
        Scru64Builders.failOnSleep(Scru64Generator.builder(Scru64NodeSpec.parse(SCRU64_NODE)));
    Scru64Generator generator = configure(builder, clock, random, allowance).build();
    return new TestedGenerator<>(IdType.SCRU64) {
      @Override
      public Scru64Id generate() {
        return generator.generateOrAbort();
      }

      @Override
      public Scru64Id orAbort() {
        return generator.generateOrAbort();
      }

      @Override
      public Scru64Id orReset() {
        return generator.generateOrReset();
      }

      @Override
      public Iterator<Scru64Id> iterator() {
        return generator.iterator();
      }

      @Override
      public Stream<Scru64Id> stream() {
        return generator.stream();
      }

      @Override
      public List<Scru64Id> call(Call call) {
        return switch (call) {
          case OR_RESET -> List.of(generator.generateOrReset());
          case OR_SLEEP -> List.of(generator.generate());
          default -> super.call(call);
        };
      }

      @Override
      public long timestamp(Scru64Id id) {
        return id.getTimestamp();
      }

      @Override
      public long timestampAt(long unixMillis) {
        return unixMillis >>> 8;
      }

      @Override
      public long unitMillis() {
        return 256;
      }

      @Override
      public boolean keepsBackPressure() {
        return true;
      }

      @Override
      public long units(Duration duration) {
        return duration.toMillis() >>> 8;
      }

      @Override
      public boolean isSuccessor(Scru64Id prev, Scru64Id next) {
        // "42/8": the node ID is the top 8 bits of node_ctr, which a counter never carries into.
        return prev.getTimestamp() == next.getTimestamp()
            && prev.toLong() + 1 == next.toLong()
            && prev.getNodeCtr() >>> 16 == next.getNodeCtr() >>> 16;
      }

      @Override
      public long halfCounterCapacity() {
        return 1L << 15; // "42/8": a 16-bit counter
      }

      @Override
      public long firstReading() {
        return 256;
      }

      @Override
      public long randomPart(Scru64Id id) {
        return id.getNodeCtr() & 0xffff; // "42/8": a 16-bit counter below the node ID
      }
    };
  }
}
