package io.github.sortid.hibernate;

import io.github.sortid.scru128.Scru128Id;

/**
 * Maps {@link Scru128Id} to a column: by default the native {@code uuid} on PostgreSQL and {@code
 * binary(16)} elsewhere, the same 128 bits; {@code @JdbcTypeCode(SqlTypes.BINARY)} for 16 bytes
 * big-endian on any database; {@code @JdbcTypeCode(SqlTypes.CHAR)} or {@code VARCHAR} for the
 * 25-character canonical text (lowercase Base36). Each of these columns sorts as the IDs do (text
 * with a binary collation, such as {@code COLLATE "C"} on PostgreSQL).
 *
 * <p>{@link SortidTypeContributor} registers it, so an entity attribute of type {@code Scru128Id}
 * needs no annotation.
 */
public final class Scru128IdJavaType extends Bits128JavaType<Scru128Id> {
  private static final long serialVersionUID = 1L;

  /** The instance that {@link SortidTypeContributor} registers. */
  public static final Scru128IdJavaType INSTANCE = new Scru128IdJavaType();

  /** Creates the mapping; {@link #INSTANCE} is the one to use. */
  public Scru128IdJavaType() {
    super(Scru128Id.class, 25);
  }

  @Override
  long mostSignificantBits(Scru128Id value) {
    return value.getMostSignificantBits();
  }

  @Override
  long leastSignificantBits(Scru128Id value) {
    return value.getLeastSignificantBits();
  }

  @Override
  Scru128Id fromBits(long msb, long lsb) {
    return Scru128Id.fromBits(msb, lsb);
  }

  @Override
  byte[] toByteArray(Scru128Id value) {
    return value.toByteArray();
  }

  @Override
  Scru128Id fromByteArray(byte[] bytes) {
    return Scru128Id.fromByteArray(bytes);
  }

  @Override
  Scru128Id parse(CharSequence text) {
    return Scru128Id.fromString(text);
  }
}
