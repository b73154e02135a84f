package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdType;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.hibernate.Version;
import org.hibernate.boot.Metadata;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.H2Dialect;
import org.hibernate.dialect.MariaDBDialect;
import org.hibernate.dialect.MySQLDialect;
import org.hibernate.dialect.OracleDialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.dialect.SQLServerDialect;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.PersistentClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The column types that schema generation gives each mapping on each database: the native {@code
 * uuid} only where it sorts as the IDs do (PostgreSQL), 16 bytes elsewhere, including on databases
 * whose UUID type orders otherwise (SQL Server's {@code uniqueidentifier}, MariaDB's {@code uuid}).
 */
class DialectTest {
  /** Hibernate 7 gives {@code CHAR} a {@code varchar} column on MySQL and MariaDB. */
  private static final String MYSQL_CHAR =
      Version.getVersionString().startsWith("6.") ? "char(%d)" : "varchar(%d)";

  /**
   * A database and the column types expected on it (text unchecked where null); {@code
   * hibernateUuid} is Hibernate's own column for {@link java.util.UUID}, which UUIDv7 keeps.
   */
  record Database(
      String product,
      String version,
      Class<? extends Dialect> dialect,
      String uuid,
      String hibernateUuid,
      String bytes16,
      String bytes8,
      String bigint,
      String charFormat) {}

  static Stream<Database> databases() {
    return Stream.of(
        new Database(
            "PostgreSQL",
            "17.0",
            PostgreSQLDialect.class,
            "uuid",
            "uuid",
            "bytea",
            "bytea",
            "bigint",
            "char(%d)"),
        new Database(
            "MySQL",
            "8.4",
            MySQLDialect.class,
            "binary(16)",
            "binary(16)",
            "binary(16)",
            "binary(8)",
            "bigint",
            MYSQL_CHAR),
        new Database(
            "MariaDB",
            "11.4",
            MariaDBDialect.class,
            "binary(16)",
            "uuid",
            "binary(16)",
            "binary(8)",
            "bigint",
            MYSQL_CHAR),
        new Database(
            "Microsoft SQL Server",
            "16.0",
            SQLServerDialect.class,
            "binary(16)",
            "uniqueidentifier",
            "binary(16)",
            "binary(8)",
            "bigint",
            "char(%d)"),
        new Database(
            "H2",
            "2.3",
            H2Dialect.class,
            "binary(16)",
            "uuid",
            "binary(16)",
            "binary(8)",
            "bigint",
            "char(%d)"),
        new Database(
            "Oracle",
            "23.0",
            OracleDialect.class,
            "raw(16)",
            "raw(16)",
            "raw(16)",
            "raw(8)",
            "number(19,0)",
            null));
  }

  @ParameterizedTest
  @MethodSource("databases")
  void columnTypes(Database database) {
    Map<String, String> types =
        Offline.withMetadata(
            database.product(),
            database.version(),
            metadata -> {
              assertEquals(database.dialect(), metadata.getDatabase().getDialect().getClass());
              return columnTypes(metadata);
            },
            IdColumns.mapped().map(IdColumns::rowClass).toArray(Class<?>[]::new));
    for (IdType<?> type : IdColumns.mapped().toList()) {
      String entity = IdColumns.rowClass(type).getSimpleName();
      String plain = type.hasLongForm() ? database.bigint() : database.uuid();
      assertEquals(plain, types.get(entity + ".id"), entity);
      assertEquals(plain, types.get(entity + ".plain"), entity);
      assertEquals(
          type.byteLength() == 8 ? database.bytes8() : database.bytes16(),
          types.get(entity + ".bytes"),
          entity);
      if (database.charFormat() != null) {
        assertEquals(
            String.format(database.charFormat(), type.textLength()),
            types.get(entity + ".text"),
            entity);
      }
    }
  }

  /**
   * A UUIDv7 attribute keeps Hibernate's column for {@code UUID}, which sorts as the bytes do on
   * some databases only, and {@code @JdbcTypeCode(SqlTypes.BINARY)} makes it 16 bytes on all.
   */
  @ParameterizedTest
  @MethodSource("databases")
  void uuidV7Columns(Database database) {
    Map<String, String> types =
        Offline.withMetadata(
            database.product(),
            database.version(),
            DialectTest::columnTypes,
            UuidV7Test.Parcel.class);
    assertEquals(database.hibernateUuid(), types.get("Parcel.id"));
    assertEquals(database.hibernateUuid(), types.get("Parcel.label"));
    assertEquals(database.bytes16(), types.get("Parcel.packed"));
  }

  private static Map<String, String> columnTypes(Metadata metadata) {
    Map<String, String> types = new LinkedHashMap<>();
    for (PersistentClass entity : metadata.getEntityBindings()) {
      for (Column column : entity.getTable().getColumns()) {
        types.put(entity.getJpaEntityName() + "." + column.getName(), column.getSqlType(metadata));
      }
    }
    return types;
  }
}
