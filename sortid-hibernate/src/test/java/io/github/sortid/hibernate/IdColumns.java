package io.github.sortid.hibernate;

import io.github.sortid.IdType;
import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.ulid.UlidGenerator;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.InstantSource;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * What the tests need of each format of {@link IdType#all()} besides its descriptor: a generator on
 * a given clock, the test entities of the format, and the plain JDBC way to bind and read an ID in
 * each column form on PostgreSQL: {@code uuid} through {@link UUID} ({@code setObject}, {@code
 * getObject(i, UUID.class)}), SCRU64's {@code bigint} through {@code setLong}/{@code getLong},
 * bytes through {@code setBytes}/{@code getBytes}, text through {@code setString}/{@code
 * getString}.
 */
final class IdColumns {
  private IdColumns() {}

  /** The column forms of an ID. */
  enum Form {
    /** {@code uuid} for the 128-bit types, {@code bigint} for SCRU64. */
    NATIVE,
    /** {@code bytea}: the bytes, big-endian. */
    BINARY,
    /** {@code char(n) COLLATE "C"}: the canonical text. */
    TEXT
  }

  /**
   * The formats this module maps: those of {@link IdType#all()} but a format held in a JDK class
   * (UUIDv7's {@link UUID}), whose mapping stays Hibernate's own ({@link SortidTypeContributor}).
   */
  static Stream<IdType<?>> mapped() {
    return IdType.all().stream()
        .filter(type -> !type.javaType().getPackageName().startsWith("java."));
  }

  /**
   * A generator of the format whose timestamps come from {@code clock}, with seeded randomness.
   *
   * @throws IllegalArgumentException for a format the tests do not know yet
   */
  static Supplier<Object> generator(IdType<?> type, InstantSource clock, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    if (type == IdType.SCRU128) {
      return Scru128Generator.builder().clock(clock).random(random).build()::generate;
    }
    if (type == IdType.SCRU128_V1) {
      return Scru128V1Generator.builder().clock(clock).random(random).build()::generate;
    }
    if (type == IdType.ULID) {
      return UlidGenerator.builder().clock(clock).random(random).build()::generate;
    }
    if (type == IdType.EUID) {
      return EuidGenerator.builder().clock(clock).random(random).build()::generate;
    }
    if (type == IdType.SCRU64) {
      return Scru64Generator.builder(Scru64NodeSpec.parse("42/8"))
              .clock(clock)
              .random(random)
              .build()
          ::generateOrReset;
    }
    throw new IllegalArgumentException("no test generator for " + type);
  }

  /** The seed of a format's test data: its place in {@link IdType#all()}. */
  static int ordinal(IdType<?> type) {
    return IdType.all().indexOf(type);
  }

  /** The table of {@link KeyEntities} for the format and form, such as {@code scru128_v1_text}. */
  static String table(IdType<?> type, Form form) {
    return type.name().toLowerCase(Locale.ROOT) + "_" + form.name().toLowerCase(Locale.ROOT);
  }

  /**
   * The entity name of {@link KeyEntities} for the format and form, such as {@code UlidTextKey}.
   */
  static String entity(IdType<?> type, Form form) {
    String formName = form.name().charAt(0) + form.name().substring(1).toLowerCase(Locale.ROOT);
    return baseName(type) + formName + "Key";
  }

  /** The entity class of {@link KeyEntities} for the format and form. */
  static Class<?> entityClass(IdType<?> type, Form form) {
    return nested(KeyEntities.class, entity(type, form));
  }

  /** The entity class of {@link RowEntities} for the format, such as {@code Scru128V1Row}. */
  static Class<?> rowClass(IdType<?> type) {
    return nested(RowEntities.class, baseName(type) + "Row");
  }

  /** Binds an ID as plain JDBC does for the given column form. */
  static <T> void bind(IdType<T> type, PreparedStatement statement, int index, Object id, Form form)
      throws SQLException {
    T value = type.javaType().cast(id);
    switch (form) {
      case NATIVE -> {
        if (type.hasLongForm()) {
          statement.setLong(index, type.toLong(value));
        } else {
          statement.setObject(index, type.toUuid(value));
        }
      }
      case BINARY -> statement.setBytes(index, type.toBytes(value));
      case TEXT -> statement.setString(index, type.format(value));
    }
  }

  /** Reads an ID as plain JDBC does from the given column form. */
  static Object read(IdType<?> type, ResultSet results, int index, Form form) throws SQLException {
    return switch (form) {
      case NATIVE ->
          type.hasLongForm()
              ? type.fromLong(results.getLong(index))
              : type.fromUuid(results.getObject(index, UUID.class));
      case BINARY -> type.fromBytes(results.getBytes(index));
      case TEXT -> type.parse(results.getString(index));
    };
  }

  /** {@code SCRU128_V1} as {@code Scru128V1}: the name's words, capitalized, joined. */
  private static String baseName(IdType<?> type) {
    StringBuilder name = new StringBuilder();
    for (String word : type.name().split("_")) {
      name.append(word.charAt(0)).append(word.substring(1).toLowerCase(Locale.ROOT));
    }
    return name.toString();
  }

  private static Class<?> nested(Class<?> holder, String simpleName) {
    for (Class<?> nested : holder.getDeclaredClasses()) {
      if (nested.getSimpleName().equals(simpleName)) {
        return nested;
      }
    }
    throw new IllegalStateException("no " + holder.getSimpleName() + "." + simpleName);
  }
}
