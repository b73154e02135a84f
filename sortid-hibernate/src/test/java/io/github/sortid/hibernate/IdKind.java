package io.github.sortid.hibernate;

import io.github.sortid.euid.Euid;
import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.UlidGenerator;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.InstantSource;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The five ID types, each with a generator on a given clock and the plain JDBC way to bind and read
 * it in each column form on PostgreSQL: {@code uuid} through {@link UUID} ({@code setObject},
 * {@code getObject(i, UUID.class)}), SCRU64's {@code bigint} through {@code setLong}/{@code
 * getLong}, bytes through {@code setBytes}/{@code getBytes}, text through {@code setString}/{@code
 * getString}.
 */
enum IdKind {
  SCRU128(Scru128Id.class, "scru128") {
    @Override
    Supplier<Object> generator(InstantSource clock, long seed) {
      Scru128Generator generator =
          Scru128Generator.builder().clock(clock).random(new SplittableRandom(seed)).build();
      return generator::generate;
    }

    @Override
    Object fromBits(long msb, long lsb) {
      return Scru128Id.fromBits(msb, lsb);
    }

    @Override
    Object fromBytes(byte[] bytes) {
      return Scru128Id.fromByteArray(bytes);
    }

    @Override
    Object parse(String text) {
      return Scru128Id.fromString(text);
    }

    @Override
    UUID toUuid(Object id) {
      return ((Scru128Id) id).toUuid();
    }

    @Override
    byte[] toBytes(Object id) {
      return ((Scru128Id) id).toByteArray();
    }
  },
  SCRU128_V1(Scru128V1Id.class, "scru128_v1") {
    @Override
    Supplier<Object> generator(InstantSource clock, long seed) {
      Scru128V1Generator generator =
          Scru128V1Generator.builder().clock(clock).random(new SplittableRandom(seed)).build();
      return generator::generate;
    }

    @Override
    Object fromBits(long msb, long lsb) {
      return Scru128V1Id.fromBits(msb, lsb);
    }

    @Override
    Object fromBytes(byte[] bytes) {
      return Scru128V1Id.fromByteArray(bytes);
    }

    @Override
    Object parse(String text) {
      return Scru128V1Id.fromString(text);
    }

    @Override
    UUID toUuid(Object id) {
      Scru128V1Id v1 = (Scru128V1Id) id;
      return new UUID(v1.getMostSignificantBits(), v1.getLeastSignificantBits());
    }

    @Override
    byte[] toBytes(Object id) {
      return ((Scru128V1Id) id).toByteArray();
    }
  },
  ULID(Ulid.class, "ulid") {
    @Override
    Supplier<Object> generator(InstantSource clock, long seed) {
      UlidGenerator generator =
          UlidGenerator.builder().clock(clock).random(new SplittableRandom(seed)).build();
      return generator::generate;
    }

    @Override
    Object fromBits(long msb, long lsb) {
      return Ulid.fromBits(msb, lsb);
    }

    @Override
    Object fromBytes(byte[] bytes) {
      return Ulid.fromByteArray(bytes);
    }

    @Override
    Object parse(String text) {
      return Ulid.fromString(text);
    }

    @Override
    UUID toUuid(Object id) {
      return ((Ulid) id).toUuid();
    }

    @Override
    byte[] toBytes(Object id) {
      return ((Ulid) id).toByteArray();
    }
  },
  EUID(Euid.class, "euid") {
    @Override
    Supplier<Object> generator(InstantSource clock, long seed) {
      EuidGenerator generator =
          EuidGenerator.builder().clock(clock).random(new SplittableRandom(seed)).build();
      return generator::generate;
    }

    @Override
    Object fromBits(long msb, long lsb) {
      return Euid.fromBits(msb, lsb);
    }

    @Override
    Object fromBytes(byte[] bytes) {
      return Euid.fromByteArray(bytes);
    }

    @Override
    Object parse(String text) {
      return Euid.fromString(text);
    }

    @Override
    UUID toUuid(Object id) {
      return ((Euid) id).toUuid();
    }

    @Override
    byte[] toBytes(Object id) {
      return ((Euid) id).toByteArray();
    }
  },
  SCRU64(Scru64Id.class, "scru64") {
    @Override
    Supplier<Object> generator(InstantSource clock, long seed) {
      Scru64Generator generator =
          Scru64Generator.builder(Scru64NodeSpec.parse("42/8"))
              .clock(clock)
              .random(new SplittableRandom(seed))
              .build();
      return generator::generateOrReset;
    }

    @Override
    Object fromBits(long msb, long lsb) {
      throw new UnsupportedOperationException("64 bits");
    }

    @Override
    Object fromBytes(byte[] bytes) {
      return Scru64Id.fromByteArray(bytes);
    }

    @Override
    Object parse(String text) {
      return Scru64Id.fromString(text);
    }

    @Override
    UUID toUuid(Object id) {
      throw new UnsupportedOperationException("64 bits");
    }

    @Override
    byte[] toBytes(Object id) {
      return ((Scru64Id) id).toByteArray();
    }

    @Override
    void bindNative(PreparedStatement statement, int index, Object id) throws SQLException {
      statement.setLong(index, ((Scru64Id) id).toLong());
    }

    @Override
    Object readNative(ResultSet results, int index) throws SQLException {
      return Scru64Id.fromLong(results.getLong(index));
    }
  };

  /** The column forms of an ID. */
  enum Form {
    /** {@code uuid} for the 128-bit types, {@code bigint} for SCRU64. */
    NATIVE,
    /** {@code bytea}: the bytes, big-endian. */
    BINARY,
    /** {@code char(n) COLLATE "C"}: the canonical text. */
    TEXT
  }

  final Class<?> type;
  final String tablePrefix;

  IdKind(Class<?> type, String tablePrefix) {
    this.type = type;
    this.tablePrefix = tablePrefix;
  }

  /** A generator whose timestamps come from {@code clock}, with seeded randomness. */
  abstract Supplier<Object> generator(InstantSource clock, long seed);

  abstract Object fromBits(long msb, long lsb);

  abstract Object fromBytes(byte[] bytes);

  abstract Object parse(String text);

  abstract UUID toUuid(Object id);

  abstract byte[] toBytes(Object id);

  /** The table of {@link KeyEntities} for this type and form. */
  String table(Form form) {
    return tablePrefix + "_" + form.name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The entity name of {@link KeyEntities} for this type and form. */
  String entity(Form form) {
    String base =
        switch (this) {
          case SCRU128 -> "Scru128";
          case SCRU128_V1 -> "Scru128V1";
          case ULID -> "Ulid";
          case EUID -> "Euid";
          case SCRU64 -> "Scru64";
        };
    String suffix =
        switch (form) {
          case NATIVE -> "Native";
          case BINARY -> "Binary";
          case TEXT -> "Text";
        };
    return base + suffix + "Key";
  }

  /** The entity class of {@link KeyEntities} for this type and form. */
  Class<?> entityClass(Form form) {
    for (Class<?> entity : KeyEntities.class.getDeclaredClasses()) {
      if (entity.getSimpleName().equals(entity(form))) {
        return entity;
      }
    }
    throw new IllegalStateException(entity(form));
  }

  void bindNative(PreparedStatement statement, int index, Object id) throws SQLException {
    statement.setObject(index, toUuid(id));
  }

  Object readNative(ResultSet results, int index) throws SQLException {
    UUID uuid = results.getObject(index, UUID.class);
    return fromBits(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
  }

  /** Binds an ID as plain JDBC does for the given column form. */
  void bind(PreparedStatement statement, int index, Object id, Form form) throws SQLException {
    switch (form) {
      case NATIVE -> bindNative(statement, index, id);
      case BINARY -> statement.setBytes(index, toBytes(id));
      case TEXT -> statement.setString(index, id.toString());
    }
  }

  /** Reads an ID as plain JDBC does from the given column form. */
  Object read(ResultSet results, int index, Form form) throws SQLException {
    return switch (form) {
      case NATIVE -> readNative(results, index);
      case BINARY -> fromBytes(results.getBytes(index));
      case TEXT -> parse(results.getString(index));
    };
  }
}
