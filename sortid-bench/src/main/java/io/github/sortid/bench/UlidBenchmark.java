package io.github.sortid.bench;

import com.github.f4b6a3.ulid.UlidCreator;
import de.huxhorn.sulky.ulid.ULID;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.UlidGenerator;
import io.github.sortid.ulid.Ulids;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * ULID: sortid next to ulid-creator (com.github.f4b6a3) and sulky (de.huxhorn.sulky.ulid).
 *
 * <p>sulky has no thread-safe monotonic generator (its {@code nextMonotonicValue} needs the caller
 * to keep the previous value), so its generate row is the non-monotonic {@code nextValue()}.
 */
@State(Scope.Benchmark)
public class UlidBenchmark extends BenchmarkDefaults {
  private final UlidGenerator generator = new UlidGenerator();
  private final ULID sulky = new ULID();
  private Ulid id;
  private String text;
  private com.github.f4b6a3.ulid.Ulid creatorId;
  private String creatorText;
  private ULID.Value sulkyId;
  private String sulkyText;

  /** Creates the benchmark state; JMH calls it. */
  public UlidBenchmark() {}

  /** Draws the IDs that the codec benchmarks convert. */
  @Setup
  public void setUp() {
    id = Ulids.generate();
    text = id.toString();
    creatorId = UlidCreator.getMonotonicUlid();
    creatorText = creatorId.toString();
    sulkyId = sulky.nextValue();
    sulkyText = sulkyId.toString();
  }

  /**
   * sortid: a ULID from the process-wide monotonic generator.
   *
   * @return the ULID
   */
  @Benchmark
  public Ulid generate() {
    return Ulids.generate();
  }

  /**
   * sortid: the text of a ULID from the process-wide monotonic generator.
   *
   * @return the text
   */
  @Benchmark
  public String generateString() {
    return Ulids.generateString();
  }

  /**
   * sortid: {@code Ulid.toString()}.
   *
   * @return the text
   */
  @Benchmark
  public String toText() {
    return id.toString();
  }

  /**
   * sortid: {@code Ulid.fromString()}.
   *
   * @return the ULID
   */
  @Benchmark
  public Ulid fromText() {
    return Ulid.fromString(text);
  }

  /**
   * sortid: {@code generateBatch}, reported per ULID.
   *
   * @return the ULIDs
   */
  @Benchmark
  @OperationsPerInvocation(BATCH)
  public List<Ulid> generateBatch() {
    return generator.generateBatch(BATCH);
  }

  /**
   * ulid-creator: {@code UlidCreator.getMonotonicUlid()}.
   *
   * @return the ULID
   */
  @Benchmark
  public com.github.f4b6a3.ulid.Ulid creatorGenerate() {
    return UlidCreator.getMonotonicUlid();
  }

  /**
   * ulid-creator: {@code Ulid.toString()}.
   *
   * @return the text
   */
  @Benchmark
  public String creatorToText() {
    return creatorId.toString();
  }

  /**
   * ulid-creator: {@code Ulid.from(String)}.
   *
   * @return the ULID
   */
  @Benchmark
  public com.github.f4b6a3.ulid.Ulid creatorFromText() {
    return com.github.f4b6a3.ulid.Ulid.from(creatorText);
  }

  /**
   * sulky: {@code ULID.nextValue()} (random, not monotonic).
   *
   * @return the ULID
   */
  @Benchmark
  public ULID.Value sulkyGenerate() {
    return sulky.nextValue();
  }

  /**
   * sulky: {@code ULID.Value.toString()}.
   *
   * @return the text
   */
  @Benchmark
  public String sulkyToText() {
    return sulkyId.toString();
  }

  /**
   * sulky: {@code ULID.parseULID(String)}.
   *
   * @return the ULID
   */
  @Benchmark
  public ULID.Value sulkyFromText() {
    return ULID.parseULID(sulkyText);
  }
}
