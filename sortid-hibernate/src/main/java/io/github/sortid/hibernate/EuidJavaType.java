package io.github.sortid.hibernate;

import io.github.sortid.euid.Euid;

/**
 * Maps {@link Euid} to a column: by default the native {@code uuid} on PostgreSQL and {@code
 * binary(16)} elsewhere, the same 128 bits; {@code @JdbcTypeCode(SqlTypes.BINARY)} for 16 bytes
 * big-endian on any database; {@code @JdbcTypeCode(SqlTypes.CHAR)} or {@code VARCHAR} for the
 * 27-character canonical text (uppercase Crockford Base32 with its check symbol). Each of these
 * columns sorts as the IDs do (text with a binary collation, such as {@code COLLATE "C"} on
 * PostgreSQL).
 *
 * <p>{@link SortidTypeContributor} registers it, so an entity attribute of type {@code Euid} needs
 * no annotation.
 */
public final class EuidJavaType extends Bits128JavaType<Euid> {
  private static final long serialVersionUID = 1L;

  /** The instance that {@link SortidTypeContributor} registers. */
  public static final EuidJavaType INSTANCE = new EuidJavaType();

  /** Creates the mapping; {@link #INSTANCE} is the one to use. */
  public EuidJavaType() {
    super(Euid.class, 27);
  }

  @Override
  long mostSignificantBits(Euid value) {
    return value.getMostSignificantBits();
  }

  @Override
  long leastSignificantBits(Euid value) {
    return value.getLeastSignificantBits();
  }

  @Override
  Euid fromBits(long msb, long lsb) {
    return Euid.fromBits(msb, lsb);
  }

  @Override
  byte[] toByteArray(Euid value) {
    return value.toByteArray();
  }

  @Override
  Euid fromByteArray(byte[] bytes) {
    return Euid.fromByteArray(bytes);
  }

  @Override
  Euid parse(CharSequence text) {
    return Euid.fromString(text);
  }
}
