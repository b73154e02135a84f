package io.github.sortid.jooq;

import io.github.sortid.IdType;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serial;
import java.io.Serializable;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Function;
import org.jooq.Converter;

/**
 * A jOOQ {@link Converter} between one column form and one ID format: the column's Java type {@code
 * U} ({@link UUID}, {@code byte[]}, {@link Long} or {@link String}) and the format's type {@code
 * T}, such as {@code Scru128Id}. Instances come from {@link IdConverters}; they are immutable,
 * thread-safe, serializable and equal when they convert the same format in the same form.
 *
 * <pre>{@code
 * DataType<Scru128Id> type = SQLDataType.UUID.asConvertedDataType(IdConverters.uuid(IdType.SCRU128));
 * Field<Scru128Id> id = DSL.field(DSL.name("invoice", "id"), type);
 * }</pre>
 *
 * <p>Writing gives the column the ID's UUID form, its bytes (most significant first), its integer
 * (SCRU64) or its canonical text. Reading takes what the column holds; text loses the trailing
 * blanks that a {@code char(n)} column wider than the ID adds. A stored value that is no ID of the
 * format fails with an {@link InvalidStoredIdException} naming the format and the value.
 *
 * @param <U> the column's Java type, jOOQ's "database type"
 * @param <T> the ID type, jOOQ's "user type"
 */
public final class IdConverter<U, T> implements Converter<U, T> {
  @Serial private static final long serialVersionUID = 1L;

  // The format and its conversions are not serializable (IdType is a descriptor compared by
  // identity); SerialForm writes the format's name and the column's type instead.
  private final transient IdType<T> idType;

  /** The column's Java type. */
  private final Class<U> databaseType;

  private final transient Function<U, T> read;
  private final transient Function<T, U> write;

  IdConverter(IdType<T> idType, Class<U> databaseType, Function<U, T> read, Function<T, U> write) {
    this.idType = idType;
    this.databaseType = databaseType;
    this.read = read;
    this.write = write;
  }

  /**
   * Returns the ID of a value read from the column.
   *
   * @param databaseObject the value, or null
   * @return the ID, or null for null
   * @throws InvalidStoredIdException if the value is no ID of the format
   */
  @Override
  public T from(U databaseObject) {
    if (databaseObject == null) {
      return null;
    }
    try {
      return read.apply(databaseObject);
    } catch (IllegalArgumentException e) {
      throw new InvalidStoredIdException(idType, databaseObject, e);
    }
  }

  /**
   * Returns the value that the column stores for an ID.
   *
   * @param userObject the ID, or null
   * @return the column's value, or null for null
   */
  @Override
  public U to(T userObject) {
    return userObject == null ? null : write.apply(userObject);
  }

  /**
   * Returns the column's Java type.
   *
   * @return {@code UUID.class}, {@code byte[].class}, {@code Long.class} or {@code String.class}
   */
  @Override
  public Class<U> fromType() {
    return databaseType;
  }

  /**
   * Returns the ID type.
   *
   * @return the format's {@link IdType#javaType()}
   */
  @Override
  public Class<T> toType() {
    return idType.javaType();
  }

  /**
   * Returns the format this converter reads and writes.
   *
   * @return the format
   */
  public IdType<T> idType() {
    return idType;
  }

  /**
   * Tells whether an object is a converter of the same format and column form.
   *
   * @param obj the object
   * @return true if it converts the same format to the same Java type
   */
  @Override
  public boolean equals(Object obj) {
    return obj instanceof IdConverter<?, ?> other
        && other.idType == idType
        && other.databaseType == databaseType;
  }

  /**
   * Returns a hash code of the format and the column form.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Objects.hash(idType.name(), databaseType.getName());
  }

  /**
   * Returns the format and the column's Java type, such as {@code IdConverter[SCRU128 <->
   * java.util.UUID]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "IdConverter[" + idType + " <-> " + databaseType.getCanonicalName() + "]";
  }

  /**
   * Writes the converter as the names of its format and column type, from which reading it gets the
   * converter of {@link IdConverters#of}.
   *
   * @return the serial form
   */
  @Serial
  private Object writeReplace() {
    return new SerialForm(idType.name(), databaseType);
  }

  /**
   * Refuses a stream that holds the converter itself rather than its serial form.
   *
   * @param in the stream
   * @throws InvalidObjectException always
   */
  @Serial
  private void readObject(ObjectInputStream in) throws InvalidObjectException {
    throw new InvalidObjectException("an IdConverter is read through its serial form");
  }

  /** What a serialized converter holds: the names of the format and of the column's type. */
  private static final class SerialForm implements Serializable {
    @Serial private static final long serialVersionUID = 1L;

    private final String idType;
    private final Class<?> databaseType;

    SerialForm(String idType, Class<?> databaseType) {
      this.idType = idType;
      this.databaseType = databaseType;
    }

    @Serial
    private Object readResolve() {
      return IdConverters.of(databaseType, IdType.valueOf(idType));
    }
  }
}
