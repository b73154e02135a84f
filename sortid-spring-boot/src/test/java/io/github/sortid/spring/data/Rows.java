package io.github.sortid.spring.data;

import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import java.util.Map;
import java.util.UUID;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/**
 * One immutable entity for each format, keyed by an ID of the format and with a second ID as a
 * plain property, for Spring Data JDBC and R2DBC alike; the tables are {@link #table}'s.
 */
public final class Rows {
  private Rows() {}

  /**
   * A row of any format.
   *
   * @param <T> the ID type
   */
  public interface Row<T> {
    /**
     * Returns the key.
     *
     * @return the key, null before the first save
     */
    T id();

    /**
     * Returns the plain ID property.
     *
     * @return the ID
     */
    T other();

    /**
     * Returns a name, to find the row by SQL.
     *
     * @return the name
     */
    String name();
  }

  /**
   * A SCRU128 row.
   *
   * @param id the key
   * @param other a plain ID property
   * @param name the name
   */
  @Table("scru128_rows")
  public record Scru128Row(@Id Scru128Id id, Scru128Id other, String name)
      implements Row<Scru128Id> {}

  /**
   * A SCRU128 v1 row.
   *
   * @param id the key
   * @param other a plain ID property
   * @param name the name
   */
  @Table("scru128_v1_rows")
  public record Scru128V1Row(@Id Scru128V1Id id, Scru128V1Id other, String name)
      implements Row<Scru128V1Id> {}

  /**
   * A SCRU64 row.
   *
   * @param id the key
   * @param other a plain ID property
   * @param name the name
   */
  @Table("scru64_rows")
  public record Scru64Row(@Id Scru64Id id, Scru64Id other, String name) implements Row<Scru64Id> {}

  /**
   * A ULID row.
   *
   * @param id the key
   * @param other a plain ID property
   * @param name the name
   */
  @Table("ulid_rows")
  public record UlidRow(@Id Ulid id, Ulid other, String name) implements Row<Ulid> {}

  /**
   * An EUID row.
   *
   * @param id the key
   * @param other a plain ID property
   * @param name the name
   */
  @Table("euid_rows")
  public record EuidRow(@Id Euid id, Euid other, String name) implements Row<Euid> {}

  /**
   * A UUIDv7 row, whose key is generated because it is marked.
   *
   * @param id the key
   * @param other a plain UUID property
   * @param name the name
   */
  @Table("uuidv7_rows")
  public record UuidV7Row(@Id @UuidV7Key UUID id, UUID other, String name) implements Row<UUID> {}

  private static final Map<IdType<?>, Class<?>> CLASSES =
      Map.of(
          IdType.SCRU128, Scru128Row.class,
          IdType.SCRU128_V1, Scru128V1Row.class,
          IdType.SCRU64, Scru64Row.class,
          IdType.ULID, UlidRow.class,
          IdType.EUID, EuidRow.class,
          IdType.UUIDV7, UuidV7Row.class);

  /**
   * Returns the table of a format's rows.
   *
   * @param type the format
   * @return {@code scru128_rows}, {@code scru128_v1_rows} and so on
   */
  public static String table(IdType<?> type) {
    return type.key().replace('-', '_') + "_rows";
  }

  /**
   * Returns the class of a format's rows.
   *
   * @param type the format
   * @return the record class
   */
  public static Class<?> rowClass(IdType<?> type) {
    return CLASSES.get(type);
  }

  /**
   * Returns a new row of a format.
   *
   * @param type the format
   * @param id the key, or null to have one generated
   * @param other the plain ID property
   * @param name the name
   * @param <T> the ID type
   * @return the row
   */
  @SuppressWarnings("unchecked") // each format's record is a Row of its ID type
  public static <T> Row<T> row(IdType<T> type, T id, T other, String name) {
    Class<?> rowClass = rowClass(type);
    try {
      return (Row<T>)
          rowClass
              .getDeclaredConstructor(type.javaType(), type.javaType(), String.class)
              .newInstance(id, other, name);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }
}
