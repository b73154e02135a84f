package io.github.sortid.spring.data;

import java.nio.ByteBuffer;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Types;
import java.util.Locale;
import java.util.UUID;

/**
 * The type of a column as the database names it, and the Java type that sortid's writing converter
 * must give the driver for the column to hold the IDs in a form that reads back as the same IDs:
 * {@code UUID}, {@code byte[]}, {@code String} or {@code Long}, as {@link IdConverters#writtenAs}.
 *
 * <p>An array column takes the form of its elements. The elements' type is known by its name only,
 * in PostgreSQL's names ({@code _uuid} through JDBC, {@code UUID_ARRAY} through R2DBC), as
 * PostgreSQL is where Spring Data writes collections of values to arrays.
 *
 * @param name the column's type as the database names it, for messages
 * @param form the Java type that fits the column, or null for a type that takes none of them
 */
record ColumnType(String name, Class<?> form) {
  /**
   * Returns the type of a column as JDBC's metadata describes it.
   *
   * @param sqlType the {@link Types} constant, {@code DATA_TYPE}
   * @param name the database's name of the type, {@code TYPE_NAME}
   * @return the column type
   */
  static ColumnType ofJdbc(int sqlType, String name) {
    Class<?> form =
        switch (sqlType) {
          case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> byte[].class;
          case Types.CHAR,
              Types.VARCHAR,
              Types.LONGVARCHAR,
              Types.NCHAR,
              Types.NVARCHAR,
              Types.LONGNVARCHAR,
              Types.CLOB,
              Types.NCLOB ->
              String.class;
          case Types.BIGINT -> Long.class;
          // PostgreSQL names an array type after its element with a leading underscore.
          case Types.ARRAY -> byName(name.startsWith("_") ? name.substring(1) : name);
          // PostgreSQL's uuid is a type of its own, Types.OTHER.
          default -> byName(name);
        };
    return new ColumnType(name, form);
  }

  /**
   * Returns the type of a column as R2DBC's metadata describes it.
   *
   * @param javaType the class in which the driver returns the column's values
   * @param name the driver's name of the type
   * @return the column type
   */
  static ColumnType ofR2dbc(Class<?> javaType, String name) {
    Class<?> form;
    if (javaType == UUID.class || javaType == Long.class || javaType == String.class) {
      form = javaType;
    } else if (javaType == ByteBuffer.class || javaType == byte[].class || javaType == Blob.class) {
      form = byte[].class;
    } else if (javaType == Clob.class) {
      form = String.class;
    } else if (javaType != null && javaType.isArray()) {
      // r2dbc-postgresql names an array type after its element, with _ARRAY after it.
      form = byName(name.endsWith("_ARRAY") ? name.substring(0, name.length() - 6) : name);
    } else {
      form = null;
    }
    return new ColumnType(name, form);
  }

  /** The form of a PostgreSQL type, by its name: the elements of arrays, and uuid. */
  private static Class<?> byName(String name) {
    return switch (name.toLowerCase(Locale.ROOT)) {
      case "uuid" -> UUID.class;
      case "bytea" -> byte[].class;
      case "text", "varchar", "bpchar" -> String.class;
      case "int8" -> Long.class;
      default -> null;
    };
  }
}
