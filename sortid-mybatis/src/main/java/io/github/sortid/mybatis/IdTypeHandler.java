package io.github.sortid.mybatis;

import io.github.sortid.IdType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.CallableStatement;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Objects;
import java.util.UUID;
import org.apache.ibatis.type.BaseTypeHandler;
import org.apache.ibatis.type.JdbcType;

/**
 * The MyBatis type handler of one ID format in one {@linkplain IdColumn kind of column}. It writes
 * the ID in the column kind's JDBC form, and reads an ID from every form a column can give, chosen
 * by the Java type the driver returns: a {@link UUID} ({@code uuid}), a {@code byte[]} ({@code
 * bytea}, {@code binary(16)}), a {@link String} ({@code char(n)}, {@code varchar}; 36 characters
 * are read as the UUID form, which MariaDB's {@code uuid} gives) or, for SCRU64, an integer ({@code
 * bigint}, {@code numeric}). Text loses its trailing blanks first, which a {@code char(n)} column
 * wider than the ID adds. A value that is no ID of the format fails with an {@link
 * InvalidStoredIdException} naming the column.
 *
 * <pre>{@code
 * configuration.getTypeHandlerRegistry()
 *     .register(Ulid.class, IdTypeHandler.of(IdType.ULID, IdColumn.TEXT));
 * }</pre>
 *
 * <p>{@link SortidTypeHandlers#register} registers one for every ID type at once. A mapping names
 * another column kind by class, {@link UuidColumnIdTypeHandler}, {@link BinaryColumnIdTypeHandler}
 * or {@link TextColumnIdTypeHandler}, which MyBatis creates with the Java type of the property.
 * Register those classes with no {@code TypeHandlerRegistry} (nor by {@code <typeHandler>} in the
 * XML configuration): MyBatis keeps one registered handler per class and gives it to every mapping
 * that names the class, whatever the property's type; register {@link #of} instead.
 *
 * @param <T> the ID type
 */
public abstract sealed class IdTypeHandler<T> extends BaseTypeHandler<T>
    permits UuidColumnIdTypeHandler,
        BinaryColumnIdTypeHandler,
        TextColumnIdTypeHandler,
        RegisteredIdTypeHandler {
  /** The length of a UUID's text, {@code 8-4-4-4-12} hexadecimal digits. */
  private static final int UUID_TEXT_LENGTH = 36;

  private final IdType<T> idType;
  private final IdColumn column;
  private final Written written;

  /** The JDBC form in which an ID is written. */
  private enum Written {
    UUID,
    LONG,
    BYTES,
    TEXT
  }

  IdTypeHandler(IdType<T> idType, IdColumn column) {
    this.idType = Objects.requireNonNull(idType, "idType");
    this.column = column;
    this.written = written(idType, column);
  }

  /**
   * Returns the handler of a format in a column kind, to register for the format's Java type.
   *
   * <pre>{@code
   * IdTypeHandler<Scru128Id> handler = IdTypeHandler.of(IdType.SCRU128, IdColumn.BINARY);
   * }</pre>
   *
   * @param idType the format
   * @param column the kind of column
   * @param <T> the ID type
   * @return the handler, of a class that no mapping names, so that registering it leaves the
   *     handlers that mappings name by class to MyBatis's {@code getInstance}
   * @throws NullPointerException if an argument is null
   */
  public static <T> IdTypeHandler<T> of(IdType<T> idType, IdColumn column) {
    return new RegisteredIdTypeHandler<>(idType, Objects.requireNonNull(column, "column"));
  }

  /**
   * Returns the format whose values are of a class, for the constructors that MyBatis calls with
   * the Java type of a mapping. {@link UUID} gives UUIDv7: the mapping names the handler, so the
   * column holds UUIDv7s.
   */
  @SuppressWarnings("unchecked")
  static <T> IdType<T> formatOf(Class<T> javaType, Class<?> handler) {
    Objects.requireNonNull(javaType, "javaType");
    IdType<?> found = null;
    for (IdType<?> type : IdType.all()) {
      if (type.javaType() == javaType) {
        if (found != null) {
          throw new IllegalArgumentException(
              javaType.getName() + " is the Java type of " + found + " and " + type);
        }
        found = type;
      }
    }
    if (found == null) {
      throw new IllegalArgumentException(
          handler.getSimpleName()
              + " maps the ID types of "
              + IdType.all()
              + ", not "
              + javaType.getName()
              + ": name the property's ID type with javaType= in the mapping");
    }
    return (IdType<T>) found;
  }

  /**
   * Returns the format this handler reads and writes.
   *
   * @return the format
   */
  public final IdType<T> idType() {
    return idType;
  }

  /**
   * Returns the kind of column this handler writes for.
   *
   * @return the column kind
   */
  public final IdColumn column() {
    return column;
  }

  /**
   * Writes an ID in the column kind's form: {@code setObject} with its {@link UUID}, {@code
   * setBytes}, {@code setLong} (SCRU64 in the {@code uuid} and binary kinds) or {@code setString}.
   */
  @Override
  public final void setNonNullParameter(
      PreparedStatement statement, int index, T id, JdbcType jdbcType) throws SQLException {
    switch (written) {
      case UUID -> statement.setObject(index, idType.toUuid(id));
      case LONG -> statement.setLong(index, idType.toLong(id));
      case BYTES -> statement.setBytes(index, idType.toBytes(id));
      case TEXT -> statement.setString(index, idType.format(id));
    }
  }

  @Override
  public final T getNullableResult(ResultSet results, String columnLabel) throws SQLException {
    return read(results.getObject(columnLabel), "column", columnLabel);
  }

  @Override
  public final T getNullableResult(ResultSet results, int columnIndex) throws SQLException {
    return read(results.getObject(columnIndex), "column", columnIndex);
  }

  @Override
  public final T getNullableResult(CallableStatement statement, int parameterIndex)
      throws SQLException {
    return read(statement.getObject(parameterIndex), "OUT parameter", parameterIndex);
  }

  /**
   * Returns the format and the column kind, such as {@code IdTypeHandler[SCRU128 in UUID column]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "IdTypeHandler[" + idType + " in " + column + " column]";
  }

  private static Written written(IdType<?> idType, IdColumn column) {
    if (column == IdColumn.TEXT) {
      return Written.TEXT;
    }
    if (column == IdColumn.UUID && idType.hasUuidForm()) {
      return Written.UUID;
    }
    return idType.hasLongForm() ? Written.LONG : Written.BYTES;
  }

  /**
   * Converts a stored value read from a column or parameter, given by its label (quoted in a
   * message) or its index. The source's name is made only for the exception of a bad value, so that
   * a good one costs nothing for it.
   */
  private T read(Object stored, String kind, Object labelOrIndex) {
    if (stored == null) {
      return null;
    }
    try {
      return convert(stored);
    } catch (IllegalArgumentException e) {
      String where =
          labelOrIndex instanceof String label ? IdType.quote(label) : labelOrIndex.toString();
      throw new InvalidStoredIdException(idType, stored, kind + " " + where, e);
    }
  }

  private T convert(Object stored) {
    if (stored instanceof byte[] bytes) {
      return idType.fromBytes(bytes);
    }
    if (stored instanceof String text) {
      // A char(n) column wider than the ID pads it with blanks, which are no part of the value.
      String trimmed = withoutTrailingBlanks(text);
      boolean uuidText = idType.hasUuidForm() && trimmed.length() == UUID_TEXT_LENGTH;
      return uuidText ? idType.parseUuid(trimmed) : idType.parse(trimmed);
    }
    if (stored instanceof UUID uuid && idType.hasUuidForm()) {
      return idType.fromUuid(uuid);
    }
    if (stored instanceof Number number && idType.hasLongForm()) {
      return idType.fromLong(exactLong(number));
    }
    throw new IllegalArgumentException(
        "a " + stored.getClass().getName() + " is no form of " + idType.displayName());
  }

  private static long exactLong(Number number) {
    try {
      if (number instanceof BigDecimal decimal) {
        return decimal.longValueExact();
      }
      if (number instanceof BigInteger integer) {
        return integer.longValueExact();
      }
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException("not an integer of 64 bits", e);
    }
    if (number instanceof Long || number instanceof Integer || number instanceof Short) {
      return number.longValue();
    }
    throw new IllegalArgumentException("a " + number.getClass().getName() + " is no integer");
  }

  /** The text without the blanks (U+0020 only) that a {@code char(n)} column adds after it. */
  private static String withoutTrailingBlanks(String text) {
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == ' ') {
      end--;
    }
    return text.substring(0, end);
  }
}
