package io.github.sortid.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;
import java.util.UUID;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The Jackson modules: writing and reading a small record that holds one {@code Scru128Id}, with
 * sortid-jackson (Jackson 2) and sortid-jackson3 (Jackson 3), next to the same record holding a
 * {@code java.util.UUID}, which Jackson handles itself. Each row writes to or reads from a {@code
 * String}, through an {@code ObjectWriter} or {@code ObjectReader} made once, as a service would.
 */
@State(Scope.Benchmark)
public class JacksonBenchmark extends BenchmarkDefaults {
  /**
   * A record holding a SCRU128 ID.
   *
   * @param id the ID
   */
  public record Scru128Record(Scru128Id id) {}

  /**
   * A record holding a UUID.
   *
   * @param id the UUID
   */
  public record UuidRecord(UUID id) {}

  private com.fasterxml.jackson.databind.ObjectWriter jackson2Scru128Writer;
  private com.fasterxml.jackson.databind.ObjectReader jackson2Scru128Reader;
  private com.fasterxml.jackson.databind.ObjectWriter jackson2UuidWriter;
  private com.fasterxml.jackson.databind.ObjectReader jackson2UuidReader;
  private tools.jackson.databind.ObjectWriter jackson3Scru128Writer;
  private tools.jackson.databind.ObjectReader jackson3Scru128Reader;
  private tools.jackson.databind.ObjectWriter jackson3UuidWriter;
  private tools.jackson.databind.ObjectReader jackson3UuidReader;

  private Scru128Record scru128Record;
  private String scru128Json;
  private UuidRecord uuidRecord;
  private String uuidJson;

  /** Creates the benchmark state; JMH calls it. */
  public JacksonBenchmark() {}

  /**
   * Makes the mappers, the records and their JSON.
   *
   * @throws JsonProcessingException never
   */
  @Setup
  public void setUp() throws JsonProcessingException {
    com.fasterxml.jackson.databind.ObjectMapper jackson2 =
        com.fasterxml.jackson.databind.json.JsonMapper.builder()
            .addModule(new io.github.sortid.jackson.SortidModule())
            .build();
    jackson2Scru128Writer = jackson2.writerFor(Scru128Record.class);
    jackson2Scru128Reader = jackson2.readerFor(Scru128Record.class);
    jackson2UuidWriter = jackson2.writerFor(UuidRecord.class);
    jackson2UuidReader = jackson2.readerFor(UuidRecord.class);
    tools.jackson.databind.ObjectMapper jackson3 =
        tools.jackson.databind.json.JsonMapper.builder()
            .addModule(new io.github.sortid.jackson3.SortidModule())
            .build();
    jackson3Scru128Writer = jackson3.writerFor(Scru128Record.class);
    jackson3Scru128Reader = jackson3.readerFor(Scru128Record.class);
    jackson3UuidWriter = jackson3.writerFor(UuidRecord.class);
    jackson3UuidReader = jackson3.readerFor(UuidRecord.class);

    Scru128Id id = Scru128.generate();
    scru128Record = new Scru128Record(id);
    scru128Json = jackson2Scru128Writer.writeValueAsString(scru128Record);
    uuidRecord = new UuidRecord(UUID.randomUUID());
    uuidJson = jackson2UuidWriter.writeValueAsString(uuidRecord);
  }

  /**
   * sortid-jackson: writes the SCRU128 record.
   *
   * @return the JSON
   * @throws JsonProcessingException never
   */
  @Benchmark
  public String jackson2Write() throws JsonProcessingException {
    return jackson2Scru128Writer.writeValueAsString(scru128Record);
  }

  /**
   * sortid-jackson: reads the SCRU128 record.
   *
   * @return the record
   * @throws JsonProcessingException never
   */
  @Benchmark
  public Scru128Record jackson2Read() throws JsonProcessingException {
    return jackson2Scru128Reader.readValue(scru128Json);
  }

  /**
   * Jackson 2 alone: writes the UUID record.
   *
   * @return the JSON
   * @throws JsonProcessingException never
   */
  @Benchmark
  public String uuidJackson2Write() throws JsonProcessingException {
    return jackson2UuidWriter.writeValueAsString(uuidRecord);
  }

  /**
   * Jackson 2 alone: reads the UUID record.
   *
   * @return the record
   * @throws JsonProcessingException never
   */
  @Benchmark
  public UuidRecord uuidJackson2Read() throws JsonProcessingException {
    return jackson2UuidReader.readValue(uuidJson);
  }

  /**
   * sortid-jackson3: writes the SCRU128 record.
   *
   * @return the JSON
   */
  @Benchmark
  public String jackson3Write() {
    return jackson3Scru128Writer.writeValueAsString(scru128Record);
  }

  /**
   * sortid-jackson3: reads the SCRU128 record.
   *
   * @return the record
   */
  @Benchmark
  public Scru128Record jackson3Read() {
    return jackson3Scru128Reader.readValue(scru128Json);
  }

  /**
   * Jackson 3 alone: writes the UUID record.
   *
   * @return the JSON
   */
  @Benchmark
  public String uuidJackson3Write() {
    return jackson3UuidWriter.writeValueAsString(uuidRecord);
  }

  /**
   * Jackson 3 alone: reads the UUID record.
   *
   * @return the record
   */
  @Benchmark
  public UuidRecord uuidJackson3Read() {
    return jackson3UuidReader.readValue(uuidJson);
  }
}
