package io.github.sortid.hibernate;

import io.github.sortid.IdType;
import java.util.UUID;
import org.hibernate.HibernateException;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.java.ImmutableMutabilityPlan;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * Maps the values of one ID format, described by its {@link IdType}, to a column:
 *
 * <ul>
 *   <li>by default, a 128-bit format to the native {@code uuid} on PostgreSQL, whose {@code uuid}
 *       compares its 16 bytes unsigned as the IDs compare, and to {@code binary(16)} elsewhere;
 *       SCRU64 to {@code bigint}, its integer value, which is never negative;
 *   <li>with {@code @JdbcTypeCode(SqlTypes.BINARY)}, to the bytes, big-endian, on any database;
 *   <li>with {@code @JdbcTypeCode(SqlTypes.CHAR)} or {@code VARCHAR}, to the canonical text.
 * </ul>
 *
 * <p>Each of these columns sorts as the IDs do, the text under a binary collation only (such as
 * {@code COLLATE "C"} on PostgreSQL). Other databases' UUID types do not all keep that order (SQL
 * Server's {@code uniqueidentifier} compares its last six bytes first; MariaDB's {@code uuid} swaps
 * the groups of some values), so they are not used.
 *
 * <p>Text read from the database loses its trailing blanks before it is parsed: a {@code char(n)}
 * column wider than the ID pads it with blanks, which SQL itself ignores when it compares such a
 * column, and no ID contains a blank, so the blanks cannot be part of the value. A wider column
 * therefore reads back the ID it was given, as a {@code varchar} column does.
 *
 * <p>A stored value that is not an ID of the format, such as a negative {@code bigint} or two bytes
 * in a binary column, fails with an {@link InvalidStoredIdException} that shows the value.
 *
 * <p>{@link SortidTypeContributor} registers one for each format, so an entity attribute of an ID
 * type needs no annotation.
 *
 * @param <T> the ID type
 */
public final class IdJavaType<T> extends AbstractClassJavaType<T> {
  private static final long serialVersionUID = 1L;

  /** Not serializable: {@link #readResolve} finds it again from the class of its values. */
  private final transient IdType<T> idType;

  /**
   * Creates the mapping of one format.
   *
   * @param idType the format
   */
  public IdJavaType(IdType<T> idType) {
    super(idType.javaType(), ImmutableMutabilityPlan.instance(), idType.comparator());
    this.idType = idType;
  }

  /**
   * Returns the format that this mapping serves.
   *
   * @return the format
   */
  public IdType<T> getIdType() {
    return idType;
  }

  /**
   * Returns {@code UUID} on PostgreSQL and {@code BINARY} elsewhere for a format with a UUID form,
   * {@code BIGINT} for one with a {@code long} form.
   */
  @Override
  public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
    if (idType.hasLongForm()) {
      return indicators.getJdbcType(SqlTypes.BIGINT);
    }
    Dialect dialect = indicators.getDialect();
    return indicators.getJdbcType(
        dialect instanceof PostgreSQLDialect ? SqlTypes.UUID : SqlTypes.BINARY);
  }

  /** Returns the number of bytes for a binary column and of characters for a character one. */
  @Override
  public long getDefaultSqlLength(Dialect dialect, JdbcType jdbcType) {
    if (jdbcType.isStringLike()) {
      return idType.textLength();
    }
    if (jdbcType.isBinary()) {
      return idType.byteLength();
    }
    return super.getDefaultSqlLength(dialect, jdbcType);
  }

  @Override
  public boolean useObjectEqualsHashCode() {
    return true;
  }

  @Override
  public String toString(T value) {
    return idType.format(value);
  }

  @Override
  public T fromString(CharSequence string) {
    return idType.parse(string);
  }

  @Override
  @SuppressWarnings("unchecked") // each branch returns an instance of the class it checked for
  public <X> X unwrap(T value, Class<X> type, WrapperOptions options) {
    if (value == null) {
      return null;
    }
    if (type.isInstance(value)) {
      return (X) value;
    }
    if (type == UUID.class && idType.hasUuidForm()) {
      return (X) idType.toUuid(value);
    }
    if ((type == Long.class || type == long.class) && idType.hasLongForm()) {
      return (X) Long.valueOf(idType.toLong(value));
    }
    if (type == byte[].class) {
      return (X) idType.toBytes(value);
    }
    if (type == String.class) {
      return (X) idType.format(value);
    }
    throw unknownUnwrap(type);
  }

  /**
   * Returns the ID of a value read from a column.
   *
   * @throws InvalidStoredIdException if the value is not an ID of the format
   * @throws HibernateException if the value is of a class that no column form produces
   */
  @Override
  public <X> T wrap(X value, WrapperOptions options) {
    if (value == null) {
      return null;
    }
    if (getJavaTypeClass().isInstance(value)) {
      return getJavaTypeClass().cast(value);
    }
    // A char(n) column wider than the ID pads it with blanks, which are no part of the value.
    Object stored = value instanceof CharSequence text ? withoutTrailingBlanks(text) : value;
    try {
      if (stored instanceof UUID uuid && idType.hasUuidForm()) {
        return idType.fromUuid(uuid);
      }
      if ((stored instanceof Long || stored instanceof Integer) && idType.hasLongForm()) {
        return idType.fromLong(((Number) stored).longValue());
      }
      if (stored instanceof byte[] bytes) {
        return idType.fromBytes(bytes);
      }
      if (stored instanceof CharSequence text) {
        return idType.parse(text);
      }
    } catch (IllegalArgumentException e) {
      throw new InvalidStoredIdException(idType, stored, e);
    }
    throw unknownWrap(value.getClass());
  }

  /**
   * Restores the format from the class of its values, which the superclass keeps.
   *
   * @return the type of the same format
   */
  private Object readResolve() {
    return new IdJavaType<>(IdType.of(getJavaTypeClass()).orElseThrow());
  }

  /** The text without the blanks that a {@code char(n)} column adds after it. */
  private static CharSequence withoutTrailingBlanks(CharSequence text) {
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == ' ') {
      end--;
    }
    return text.subSequence(0, end);
  }
}
