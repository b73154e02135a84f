package io.github.sortid.hibernate;

import io.github.sortid.scru128.v1.Scru128V1Id;

/**
 * Maps {@link Scru128V1Id} to a column: by default the native {@code uuid} on PostgreSQL and {@code
 * binary(16)} elsewhere, the same 128 bits; {@code @JdbcTypeCode(SqlTypes.BINARY)} for 16 bytes
 * big-endian on any database; {@code @JdbcTypeCode(SqlTypes.CHAR)} or {@code VARCHAR} for the
 * 26-character canonical text (uppercase radix-32). Each of these columns sorts as the IDs do (text
 * with a binary collation, such as {@code COLLATE "C"} on PostgreSQL).
 *
 * <p>{@link SortidTypeContributor} registers it, so an entity attribute of type {@code Scru128V1Id}
 * needs no annotation.
 */
public final class Scru128V1IdJavaType extends Bits128JavaType<Scru128V1Id> {
  private static final long serialVersionUID = 1L;

  /** The instance that {@link SortidTypeContributor} registers. */
  public static final Scru128V1IdJavaType INSTANCE = new Scru128V1IdJavaType();

  /** Creates the mapping; {@link #INSTANCE} is the one to use. */
  public Scru128V1IdJavaType() {
    super(Scru128V1Id.class, 26);
  }

  @Override
  long mostSignificantBits(Scru128V1Id value) {
    return value.getMostSignificantBits();
  }

  @Override
  long leastSignificantBits(Scru128V1Id value) {
    return value.getLeastSignificantBits();
  }

  @Override
  Scru128V1Id fromBits(long msb, long lsb) {
    return Scru128V1Id.fromBits(msb, lsb);
  }

  @Override
  byte[] toByteArray(Scru128V1Id value) {
    return value.toByteArray();
  }

  @Override
  Scru128V1Id fromByteArray(byte[] bytes) {
    return Scru128V1Id.fromByteArray(bytes);
  }

  @Override
  Scru128V1Id parse(CharSequence text) {
    return Scru128V1Id.fromString(text);
  }
}
