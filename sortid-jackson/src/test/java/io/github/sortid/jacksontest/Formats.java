package io.github.sortid.jacksontest;

import io.github.sortid.IdType;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The formats the module serves, each with its vector: the sources of the contracts' parameterized
 * tests. A format of {@link IdType#all()} whose values are a JDK class (a UUIDv7 is a {@code
 * java.util.UUID}) is not served: the module leaves that class to Jackson.
 */
public final class Formats {
  /** The name of the source of {@link #all()}, for {@code @MethodSource}. */
  public static final String ALL = "io.github.sortid.jacksontest.Formats#all";

  /** The name of the source of {@link #withUuidForm()}, for {@code @MethodSource}. */
  public static final String WITH_UUID_FORM = "io.github.sortid.jacksontest.Formats#withUuidForm";

  private static final Map<IdType<?>, Vector> VECTORS =
      Stream.of(
              new Vector(
                  IdType.SCRU128,
                  "036z951mhjikzik2gsl81gr7l",
                  "036Z951MHJIKZIK2GSL81GR7L",
                  "017fa1d8-beb6-2508-7798-d410f90dfec1",
                  null,
                  Map.of(
                      "036z951mhjikzik2gsl81gr7", "invalid length: 24 (expected 25)",
                      "zzzzzzzzzzzzzzzzzzzzzzzzz", "out of 128-bit value range",
                      " 36z951mhjikzik2gsl81gr7l", "invalid digit ' ' at 0")),
              // The UUID form of SCRU128 v1: the 128 bits of the radix-32 text, by
              // BigInteger("00PGHC1B4K0KIO8K6QSE6RO5UG", 32).
              new Vector(
                  IdType.SCRU128_V1,
                  "00PGHC1B4K0KIO8K6QSE6RO5UG",
                  "00pghc1b4k0kio8k6qse6ro5ug",
                  "00cc22c0-ac94-0525-8450-dae38dbc17d0",
                  null,
                  Map.of("W0PGHC1B4K0KIO8K6QSE6RO5UG", "invalid digit 'W' at 0")),
              new Vector(
                  IdType.SCRU64,
                  "0u2r85hm2pt3",
                  "0U2R85HM2PT3",
                  null,
                  109964681944955175L,
                  Map.of(
                      "0u2r85hm2pt", "invalid length: 11 (expected 12)",
                      "\ud800u2r85hm2pt3", "invalid digit '\\ud800' at 0")),
              new Vector(
                  IdType.ULID,
                  "01ARZ3NDEKTSV4RRFFQ69G5FAV",
                  "oiarz3ndektsv4rrffq69g5fav",
                  "01563e3a-b5d3-d676-4c61-efb99302bd5b",
                  null,
                  Map.of(
                      "81ARZ3NDEKTSV4RRFFQ69G5FAV", "out of 128-bit value range",
                      "01ARZ3NDEKTSV4RRFFQ69G5FAU", "invalid digit 'U' at 25")),
              new Vector(
                  IdType.EUID,
                  "1HF7YAT0000560000000000000H",
                  "1hf7yat0000560000000000000h",
                  "0c5e7f2b-4000-0053-0000-000000000000",
                  null,
                  Map.of(
                      "1HF7YAT0000560000000000000G", "check symbol mismatch",
                      "%HF7YAT0000560000000000000H", "invalid digit '%' at 0")))
          .collect(Collectors.toMap(Vector::type, v -> v));

  private Formats() {}

  /**
   * Returns the vector of every format the module serves.
   *
   * @return the vectors, in the order of {@link IdType#all()}
   * @throws IllegalStateException if a served format has no vector here
   */
  public static List<Vector> all() {
    return IdType.all().stream()
        .filter(type -> type.javaType().getModule() == IdType.class.getModule())
        .map(Formats::vector)
        .collect(Collectors.toList());
  }

  /**
   * Returns the vector of every format the module serves that has a UUID form.
   *
   * @return the vectors
   */
  public static List<Vector> withUuidForm() {
    return all().stream().filter(v -> v.type().hasUuidForm()).collect(Collectors.toList());
  }

  /**
   * Returns the vector of a format.
   *
   * @param type the format
   * @return its vector
   * @throws IllegalStateException if the format has no vector here
   */
  public static Vector vector(IdType<?> type) {
    Vector vector = VECTORS.get(type);
    if (vector == null) {
      throw new IllegalStateException("no vector for " + type + ": add one to Formats");
    }
    return vector;
  }
}
