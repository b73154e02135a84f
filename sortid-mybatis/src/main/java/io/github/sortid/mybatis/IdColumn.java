package io.github.sortid.mybatis;

/**
 * The kind of column an ID is stored in, which decides the JDBC form in which a type handler writes
 * it. Reading takes every form a column can give, whatever the kind.
 *
 * <p>Each kind sorts as the IDs do (the text under a binary collation only, such as {@code COLLATE
 * "C"} on PostgreSQL), so a range of keys is a range of creation times. SCRU64, which has no UUID
 * form and is a non-negative 63-bit integer, is a {@code bigint} in the {@link #UUID} and {@link
 * #BINARY} kinds.
 */
public enum IdColumn {
  /**
   * PostgreSQL's {@code uuid}: a 128-bit ID written as the {@link java.util.UUID} of the same bits
   * ({@code setObject}), which PostgreSQL compares as 16 unsigned bytes; SCRU64 as its integer
   * ({@code setLong}) for a {@code bigint}.
   */
  UUID,

  /**
   * {@code bytea} or {@code binary(16)}: a 128-bit ID written as its 16 bytes, big-endian ({@code
   * setBytes}); SCRU64 as its integer ({@code setLong}) for a {@code bigint}.
   */
  BINARY,

  /**
   * {@code char(n)} or {@code varchar}: every ID written as its canonical text ({@code setString}).
   * A {@code char(n)} column wider than the ID pads it with blanks, which reading drops.
   */
  TEXT;

  /**
   * Returns the kind to use on a database: {@link #UUID} on PostgreSQL, {@link #BINARY} elsewhere.
   * Other databases' UUID types do not all keep the IDs' order: MariaDB's {@code uuid} stores a
   * value whose version digit is below 6 with its groups reversed, and SQL Server's {@code
   * uniqueidentifier} compares its last six bytes first.
   *
   * <pre>{@code
   * IdColumn.defaultFor(connection.getMetaData().getDatabaseProductName());
   * }</pre>
   *
   * @param databaseProductName the name JDBC's {@code DatabaseMetaData.getDatabaseProductName()}
   *     gives, such as {@code PostgreSQL} or {@code MariaDB}
   * @return {@link #UUID} for PostgreSQL, {@link #BINARY} for any other
   * @throws NullPointerException if {@code databaseProductName} is null
   */
  public static IdColumn defaultFor(String databaseProductName) {
    return databaseProductName.equals("PostgreSQL") ? UUID : BINARY;
  }
}
