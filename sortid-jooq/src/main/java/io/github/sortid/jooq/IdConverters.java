package io.github.sortid.jooq;

import io.github.sortid.IdType;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * The {@link IdConverter}s of every ID format, one factory per column form. Each takes the format
 * as an {@link IdType}, UUIDv7 included, so one expression names any converter, in Java and in the
 * {@code <converter>} of a code generator's forced type alike:
 *
 * <pre>{@code
 * IdConverters.uuid(IdType.SCRU128)      // uuid          <-> Scru128Id
 * IdConverters.binary(IdType.ULID)       // bytea, binary(16) <-> Ulid
 * IdConverters.bigint(IdType.SCRU64)     // bigint        <-> Scru64Id
 * IdConverters.text(IdType.EUID)         // char(27)      <-> Euid
 * IdConverters.binary(IdType.UUIDV7)     // binary(16)    <-> UUID, of version 7 only
 * }</pre>
 *
 * <p>Every column form sorts as the IDs do: PostgreSQL's {@code uuid} compares its 16 bytes
 * unsigned, as {@code bytea} and {@code binary(16)} do, a SCRU64 is never negative, and the
 * canonical text sorts as the IDs under a binary collation.
 */
public final class IdConverters {
  private IdConverters() {}

  /**
   * Returns the converter of a format with a UUID form to PostgreSQL's {@code uuid}: the same 128
   * bits, which the column compares as the IDs do. (MariaDB's {@code uuid} reorders the groups of
   * some values; store the bytes there.)
   *
   * @param idType a format of 128 bits
   * @param <T> the ID type
   * @return the converter
   * @throws IllegalArgumentException if the format has no {@linkplain IdType#hasUuidForm() UUID
   *     form} (SCRU64)
   * @throws NullPointerException if {@code idType} is null
   */
  public static <T> IdConverter<UUID, T> uuid(IdType<T> idType) {
    return of(UUID.class, idType);
  }

  /**
   * Returns the converter of a format to its bytes, most significant first, for {@code bytea},
   * {@code binary(16)} or {@code binary(8)}.
   *
   * @param idType the format
   * @param <T> the ID type
   * @return the converter
   * @throws NullPointerException if {@code idType} is null
   */
  public static <T> IdConverter<byte[], T> binary(IdType<T> idType) {
    return of(byte[].class, idType);
  }

  /**
   * Returns the converter of a format with a {@code long} form to {@code bigint}.
   *
   * @param idType a format with a {@linkplain IdType#hasLongForm() long form} (SCRU64)
   * @param <T> the ID type
   * @return the converter
   * @throws IllegalArgumentException if the format has no {@code long} form
   * @throws NullPointerException if {@code idType} is null
   */
  public static <T> IdConverter<Long, T> bigint(IdType<T> idType) {
    return of(Long.class, idType);
  }

  /**
   * Returns the converter of a format to its canonical text, for {@code char(n)} or {@code varchar}
   * under a binary collation ({@code COLLATE "C"} on PostgreSQL, {@code ascii_bin} on MySQL and
   * MariaDB). Reading drops the blanks that a wider {@code char(n)} pads the ID with.
   *
   * @param idType the format
   * @param <T> the ID type
   * @return the converter
   * @throws NullPointerException if {@code idType} is null
   */
  public static <T> IdConverter<String, T> text(IdType<T> idType) {
    return of(String.class, idType);
  }

  /**
   * Returns the converter of a format to a column of the given Java type.
   *
   * <pre>{@code
   * IdConverters.of(Long.class, IdType.SCRU64);   // as IdConverters.bigint(IdType.SCRU64)
   * }</pre>
   *
   * @param databaseType {@code UUID.class}, {@code byte[].class}, {@code Long.class} or {@code
   *     String.class}
   * @param idType the format
   * @param <U> the column's Java type
   * @param <T> the ID type
   * @return the converter
   * @throws IllegalArgumentException if the format has no form of that type
   * @throws NullPointerException if an argument is null
   */
  public static <U, T> IdConverter<U, T> of(Class<U> databaseType, IdType<T> idType) {
    Objects.requireNonNull(databaseType, "databaseType");
    Objects.requireNonNull(idType, "idType");
    return find(databaseType, idType)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    idType.displayName()
                        + " has no column form of type "
                        + databaseType.getCanonicalName()
                        + " (it has "
                        + forms(idType)
                        + ")"));
  }

  /** The converter of a format to a column type, if the format has that form. */
  @SuppressWarnings("unchecked")
  static <U, T> Optional<IdConverter<U, T>> find(Class<U> databaseType, IdType<T> idType) {
    Object converter = null;
    if (databaseType == UUID.class && idType.hasUuidForm()) {
      converter = new IdConverter<>(idType, UUID.class, idType::fromUuid, idType::toUuid);
    } else if (databaseType == byte[].class) {
      converter = new IdConverter<>(idType, byte[].class, idType::fromBytes, idType::toBytes);
    } else if (databaseType == Long.class && idType.hasLongForm()) {
      converter = new IdConverter<>(idType, Long.class, idType::fromLong, idType::toLong);
    } else if (databaseType == String.class) {
      converter =
          new IdConverter<>(
              idType,
              String.class,
              text -> idType.parse(withoutTrailingBlanks(text)),
              idType::format);
    }
    return Optional.ofNullable((IdConverter<U, T>) converter);
  }

  /** The Java types of the column forms a format has, for messages. */
  private static String forms(IdType<?> idType) {
    return (idType.hasUuidForm() ? "UUID, " : "")
        + "byte[], "
        + (idType.hasLongForm() ? "Long, " : "")
        + "String";
  }

  /**
   * The text without the blanks (U+0020 only) after it: a {@code char(n)} column wider than the ID
   * pads it with them, and they are no part of the value.
   */
  private static String withoutTrailingBlanks(String text) {
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == ' ') {
      end--;
    }
    return text.substring(0, end);
  }
}
