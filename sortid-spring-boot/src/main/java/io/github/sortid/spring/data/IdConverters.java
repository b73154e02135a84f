package io.github.sortid.spring.data;

import io.github.sortid.IdType;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;
import org.springframework.data.convert.ReadingConverter;
import org.springframework.data.convert.WritingConverter;

/**
 * The converters through which Spring Data JDBC and R2DBC store sortid's ID types: {@code
 * Scru128Id}, {@code Scru128V1Id}, {@code Scru64Id}, {@code Ulid} and {@code Euid}, as keys and as
 * any other property. The auto-configuration puts them in the application's {@code
 * JdbcCustomConversions} or {@code R2dbcCustomConversions}; an application that defines that bean
 * itself adds them to its own:
 *
 * <pre>{@code
 * @Bean
 * JdbcCustomConversions jdbcCustomConversions(JdbcDialect dialect) {
 *   List<Object> converters = new ArrayList<>(IdConverters.of(IdColumn.defaultFor(dialect)));
 *   // and the application's own converters
 *   return JdbcConfiguration.createCustomConversions(dialect, converters);
 * }
 * }</pre>
 *
 * <p>Spring Data writes a type through one converter, so the writing converter follows one {@link
 * IdColumn}; the reading converter takes every form a column gives, chosen by the Java type the
 * driver returns: a {@link UUID} ({@code uuid}), a {@code byte[]} or {@link ByteBuffer} ({@code
 * bytea}, {@code binary(16)}), a {@link String} ({@code char(n)}, {@code varchar}) or a {@link
 * Long} ({@code bigint}, SCRU64 only). Text loses its trailing blanks first, as a {@code char(n)}
 * column wider than the ID adds them. A value that is no ID of the property's format fails with an
 * {@link InvalidStoredIdException}.
 *
 * <p>{@code UUID}, the class of UUIDv7, has no converter here: one would change every {@code UUID}
 * of the application, not only the IDs, so UUIDv7 keys keep Spring Data's own mapping.
 */
public final class IdConverters {
  private IdConverters() {}

  /**
   * Returns the reading converter and the writing converter for one column form.
   *
   * @param column the form in which IDs are written
   * @return two converters, for a {@code JdbcCustomConversions} or {@code R2dbcCustomConversions}
   * @throws NullPointerException if {@code column} is null
   */
  public static List<Object> of(IdColumn column) {
    Objects.requireNonNull(column, "column");
    return List.of(new Reading(), new Writing(column));
  }

  /** The formats whose values are of sortid's own classes: every format but UUIDv7. */
  static List<IdType<?>> sortidTypes() {
    List<IdType<?>> types = new ArrayList<>();
    for (IdType<?> type : IdType.all()) {
      if (IdType.of(type.javaType()).isPresent()) {
        types.add(type);
      }
    }
    return List.copyOf(types);
  }

  /**
   * Returns the Java type in which the writing converter of a form hands an ID to the driver.
   *
   * @param column the form
   * @param type a format of sortid's own classes
   * @return {@code String} in the text form; otherwise {@code Long} for SCRU64, and {@code UUID} or
   *     {@code byte[]} for the others
   */
  static Class<?> writtenAs(IdColumn column, IdType<?> type) {
    if (column == IdColumn.TEXT) {
      return String.class;
    }
    if (type.hasLongForm()) {
      return Long.class;
    }
    return column == IdColumn.UUID ? UUID.class : byte[].class;
  }

  /** Reads an ID from any form a column gives. */
  @ReadingConverter
  private static final class Reading implements GenericConverter {
    private static final Set<ConvertiblePair> PAIRS = pairs();

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
      return PAIRS;
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
      if (source == null) {
        return null;
      }
      IdType<?> type = IdType.of(targetType.getObjectType()).orElseThrow();
      Object stored = stored(source);
      try {
        if (stored instanceof UUID uuid) {
          return type.fromUuid(uuid);
        }
        if (stored instanceof Long value) {
          return type.fromLong(value);
        }
        if (stored instanceof byte[] bytes) {
          return type.fromBytes(bytes);
        }
        return type.parse((String) stored);
      } catch (IllegalArgumentException e) {
        throw new InvalidStoredIdException(type, stored, e);
      }
    }

    /** The value as the format reads it: bytes out of a buffer, text without trailing blanks. */
    private static Object stored(Object source) {
      if (source instanceof ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
      }
      if (source instanceof String text) {
        // A char(n) column wider than the ID pads it with blanks, which are no part of the value.
        return withoutTrailingBlanks(text);
      }
      return source;
    }

    /** The text without the blanks (U+0020 only) that a {@code char(n)} column adds after it. */
    private static String withoutTrailingBlanks(String text) {
      int end = text.length();
      while (end > 0 && text.charAt(end - 1) == ' ') {
        end--;
      }
      return text.substring(0, end);
    }

    private static Set<ConvertiblePair> pairs() {
      Set<ConvertiblePair> pairs = new HashSet<>();
      for (IdType<?> type : sortidTypes()) {
        Class<?> id = type.javaType();
        pairs.add(new ConvertiblePair(byte[].class, id));
        pairs.add(new ConvertiblePair(ByteBuffer.class, id));
        pairs.add(new ConvertiblePair(String.class, id));
        if (type.hasUuidForm()) {
          pairs.add(new ConvertiblePair(UUID.class, id));
        }
        if (type.hasLongForm()) {
          pairs.add(new ConvertiblePair(Long.class, id));
        }
      }
      return Set.copyOf(pairs);
    }
  }

  /** Writes every ID in one column form. */
  @WritingConverter
  private static final class Writing implements GenericConverter {
    private final IdColumn column;
    private final Set<ConvertiblePair> pairs;

    Writing(IdColumn column) {
      this.column = column;
      Set<ConvertiblePair> pairs = new HashSet<>();
      for (IdType<?> type : sortidTypes()) {
        pairs.add(new ConvertiblePair(type.javaType(), target(type)));
      }
      this.pairs = Set.copyOf(pairs);
    }

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
      return pairs;
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
      return source == null
          ? null
          : write(IdType.of(sourceType.getObjectType()).orElseThrow(), source);
    }

    private <T> Object write(IdType<T> type, Object source) {
      T id = type.javaType().cast(source);
      Class<?> target = target(type);
      if (target == String.class) {
        return type.format(id);
      }
      if (target == Long.class) {
        return type.toLong(id);
      }
      if (target == UUID.class) {
        return type.toUuid(id);
      }
      return type.toBytes(id);
    }

    private Class<?> target(IdType<?> type) {
      return writtenAs(column, type);
    }
  }
}
