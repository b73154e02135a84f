package io.github.sortid.jacksontest;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonFormat.Shape;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The values and records the suite reads and writes. */
final class Fixtures {
  private Fixtures() {}

  static final String SCRU128_TEXT = "036z951mhjikzik2gsl81gr7l";
  static final String SCRU128_UUID = "017fa1d8-beb6-2508-7798-d410f90dfec1";
  static final String SCRU128_V1_TEXT = "00PGHC1B4K0KIO8K6QSE6RO5UG";
  static final String SCRU64_TEXT = "0u2r85hm2pt3";
  static final long SCRU64_LONG = 109964681944955175L;
  static final String ULID_TEXT = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
  static final String ULID_UUID = "01563e3a-b5d3-d676-4c61-efb99302bd5b";
  static final String EUID_TEXT = "1HF7YAT0000560000000000000H";
  static final String EUID_UUID = "0c5e7f2b-4000-0053-0000-000000000000";

  static final Scru128Id SCRU128 = Scru128Id.fromString(SCRU128_TEXT);
  static final Scru128V1Id SCRU128_V1 = Scru128V1Id.fromString(SCRU128_V1_TEXT);
  static final Scru64Id SCRU64 = Scru64Id.fromString(SCRU64_TEXT);
  static final Ulid ULID = Ulid.fromString(ULID_TEXT);
  static final Euid EUID = Euid.fromString(EUID_TEXT);

  /** One ID of each type. */
  static final AllTypes ALL = new AllTypes(SCRU128, SCRU128_V1, SCRU64, ULID, EUID);

  /** One ID of each type, as fields of a record. */
  public record AllTypes(
      Scru128Id scru128, Scru128V1Id scru128V1, Scru64Id scru64, Ulid ulid, Euid euid) {}

  /** Every type in the forms that {@code @JsonFormat} asks for. */
  public record Shapes(
      @JsonFormat(shape = Shape.NUMBER) Scru64Id scru64Number,
      @JsonFormat(shape = Shape.BINARY) Scru64Id scru64Bytes,
      @JsonFormat(shape = Shape.BINARY) Scru128Id scru128Bytes,
      @JsonFormat(shape = Shape.BINARY) Scru128V1Id scru128V1Bytes,
      @JsonFormat(shape = Shape.BINARY) Ulid ulidBytes,
      @JsonFormat(shape = Shape.BINARY) Euid euidBytes,
      @JsonFormat(shape = Shape.STRING) Scru128Id scru128Text) {}

  /** IDs in containers. */
  public record Containers(
      List<Ulid> list,
      Optional<Euid> optional,
      Map<Scru128Id, Scru64Id> map,
      Box<Scru128V1Id> box) {}

  /** A generic container. */
  public record Box<T>(T value) {}

  /** An ID in an array, which a record would compare by identity. */
  public static final class WithArray {
    /** The IDs. */
    public Scru128Id[] ids;
  }

  /** A property of {@code @JsonFormat(shape = BINARY)}. */
  public record BinaryBox<T>(@JsonFormat(shape = Shape.BINARY) T value) {}

  /** Any value, to write inputs that the IDs' types must reject. */
  public record AnyBox(Object value) {}
}
