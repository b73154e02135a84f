package io.github.sortid.hibernate;

import io.github.sortid.ulid.Ulid;

/**
 * Maps {@link Ulid} to a column: by default the native {@code uuid} on PostgreSQL and {@code
 * binary(16)} elsewhere, the same 128 bits; {@code @JdbcTypeCode(SqlTypes.BINARY)} for 16 bytes
 * big-endian on any database; {@code @JdbcTypeCode(SqlTypes.CHAR)} or {@code VARCHAR} for the
 * 26-character canonical text (uppercase Crockford Base32). Each of these columns sorts as the IDs
 * do (text with a binary collation, such as {@code COLLATE "C"} on PostgreSQL).
 *
 * <p>{@link SortidTypeContributor} registers it, so an entity attribute of type {@code Ulid} needs
 * no annotation.
 */
public final class UlidJavaType extends Bits128JavaType<Ulid> {
  private static final long serialVersionUID = 1L;

  /** The instance that {@link SortidTypeContributor} registers. */
  public static final UlidJavaType INSTANCE = new UlidJavaType();

  /** Creates the mapping; {@link #INSTANCE} is the one to use. */
  public UlidJavaType() {
    super(Ulid.class, 26);
  }

  @Override
  long mostSignificantBits(Ulid value) {
    return value.getMostSignificantBits();
  }

  @Override
  long leastSignificantBits(Ulid value) {
    return value.getLeastSignificantBits();
  }

  @Override
  Ulid fromBits(long msb, long lsb) {
    return Ulid.fromBits(msb, lsb);
  }

  @Override
  byte[] toByteArray(Ulid value) {
    return value.toByteArray();
  }

  @Override
  Ulid fromByteArray(byte[] bytes) {
    return Ulid.fromByteArray(bytes);
  }

  @Override
  Ulid parse(CharSequence text) {
    return Ulid.fromString(text);
  }
}
