package io.github.sortid.hibernate;

import java.util.UUID;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.java.ImmutableMutabilityPlan;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * What the four 128-bit types share: the native {@code uuid} column where it keeps their order,
 * {@code binary(16)} elsewhere, and their canonical text on a character column.
 *
 * <p>A value goes to the database as a {@link UUID} (the same 128 bits), as 16 bytes big-endian or
 * as its canonical text, whichever the column's JDBC type asks for.
 *
 * @param <T> the ID type
 */
abstract class Bits128JavaType<T extends Comparable<T>> extends AbstractClassJavaType<T> {
  private static final long serialVersionUID = 1L;

  private static final int BYTES = 16;

  private final int textLength;

  Bits128JavaType(Class<T> type, int textLength) {
    super(type, ImmutableMutabilityPlan.instance());
    this.textLength = textLength;
  }

  abstract long mostSignificantBits(T value);

  abstract long leastSignificantBits(T value);

  abstract T fromBits(long msb, long lsb);

  abstract byte[] toByteArray(T value);

  abstract T fromByteArray(byte[] bytes);

  abstract T parse(CharSequence text);

  /**
   * Returns the native {@code uuid} type on PostgreSQL, whose {@code uuid} compares its 16 bytes
   * unsigned, as the IDs compare, and {@code BINARY} elsewhere. Other databases' UUID types do not
   * all keep that order (SQL Server's {@code uniqueidentifier} compares its last six bytes first;
   * MariaDB's {@code uuid} swaps the groups of some values), so they are not used.
   */
  @Override
  public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
    Dialect dialect = indicators.getDialect();
    return indicators.getJdbcType(
        dialect instanceof PostgreSQLDialect ? SqlTypes.UUID : SqlTypes.BINARY);
  }

  /** Returns 16 for a binary column and the length of the canonical text for a character one. */
  @Override
  public long getDefaultSqlLength(Dialect dialect, JdbcType jdbcType) {
    if (jdbcType.isStringLike()) {
      return textLength;
    }
    if (jdbcType.isBinary()) {
      return BYTES;
    }
    return super.getDefaultSqlLength(dialect, jdbcType);
  }

  @Override
  public boolean useObjectEqualsHashCode() {
    return true;
  }

  @Override
  public String toString(T value) {
    return value.toString();
  }

  @Override
  public T fromString(CharSequence string) {
    return parse(string);
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
    if (type == UUID.class) {
      return (X) new UUID(mostSignificantBits(value), leastSignificantBits(value));
    }
    if (type == byte[].class) {
      return (X) toByteArray(value);
    }
    if (type == String.class) {
      return (X) value.toString();
    }
    throw unknownUnwrap(type);
  }

  @Override
  public <X> T wrap(X value, WrapperOptions options) {
    if (value == null) {
      return null;
    }
    if (getJavaTypeClass().isInstance(value)) {
      return getJavaTypeClass().cast(value);
    }
    if (value instanceof UUID uuid) {
      return fromBits(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
    }
    if (value instanceof byte[] bytes) {
      return fromByteArray(bytes);
    }
    if (value instanceof CharSequence text) {
      return parse(text);
    }
    throw unknownWrap(value.getClass());
  }
}
