package io.github.sortid.hibernate;

import io.github.sortid.scru64.Scru64Id;
import org.hibernate.dialect.Dialect;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.java.ImmutableMutabilityPlan;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * Maps {@link Scru64Id} to a column: by default {@code bigint}, its integer value, which is never
 * negative and so sorts as the IDs do; {@code @JdbcTypeCode(SqlTypes.BINARY)} for 8 bytes
 * big-endian; {@code @JdbcTypeCode(SqlTypes.CHAR)} or {@code VARCHAR} for the 12-character
 * canonical text (lowercase Base36), which sorts as the IDs do under a binary collation.
 *
 * <p>{@link SortidTypeContributor} registers it, so an entity attribute of type {@code Scru64Id}
 * needs no annotation.
 */
public final class Scru64IdJavaType extends AbstractClassJavaType<Scru64Id> {
  private static final long serialVersionUID = 1L;

  private static final int BYTES = 8;
  private static final int TEXT_LENGTH = 12;

  /** The instance that {@link SortidTypeContributor} registers. */
  public static final Scru64IdJavaType INSTANCE = new Scru64IdJavaType();

  /** Creates the mapping; {@link #INSTANCE} is the one to use. */
  public Scru64IdJavaType() {
    super(Scru64Id.class, ImmutableMutabilityPlan.instance());
  }

  /** Returns {@code BIGINT}. */
  @Override
  public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
    return indicators.getJdbcType(SqlTypes.BIGINT);
  }

  /** Returns 8 for a binary column and 12, the length of the text, for a character one. */
  @Override
  public long getDefaultSqlLength(Dialect dialect, JdbcType jdbcType) {
    if (jdbcType.isStringLike()) {
      return TEXT_LENGTH;
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
  public String toString(Scru64Id value) {
    return value.toString();
  }

  @Override
  public Scru64Id fromString(CharSequence string) {
    return Scru64Id.fromString(string);
  }

  @Override
  @SuppressWarnings("unchecked") // each branch returns an instance of the class it checked for
  public <X> X unwrap(Scru64Id value, Class<X> type, WrapperOptions options) {
    if (value == null) {
      return null;
    }
    if (type.isInstance(value)) {
      return (X) value;
    }
    if (type == Long.class || type == long.class) {
      return (X) Long.valueOf(value.toLong());
    }
    if (type == byte[].class) {
      return (X) value.toByteArray();
    }
    if (type == String.class) {
      return (X) value.toString();
    }
    throw unknownUnwrap(type);
  }

  @Override
  public <X> Scru64Id wrap(X value, WrapperOptions options) {
    if (value == null) {
      return null;
    }
    if (value instanceof Scru64Id id) {
      return id;
    }
    if (value instanceof Long || value instanceof Integer) {
      return Scru64Id.fromLong(((Number) value).longValue());
    }
    if (value instanceof byte[] bytes) {
      return Scru64Id.fromByteArray(bytes);
    }
    if (value instanceof CharSequence text) {
      return Scru64Id.fromString(text);
    }
    throw unknownWrap(value.getClass());
  }
}
