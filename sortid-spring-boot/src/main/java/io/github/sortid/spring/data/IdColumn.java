package io.github.sortid.spring.data;

import org.springframework.data.relational.core.dialect.Dialect;
import org.springframework.data.relational.core.dialect.PostgresDialect;

/**
 * The column form in which Spring Data JDBC and R2DBC write sortid's IDs, set by {@code
 * sortid.data.id-column}. Spring Data writes each Java type through one converter, so the form
 * holds for every ID column of the application, and the start-up stops when a column of an ID does
 * not hold it; reading takes every form, whatever the setting.
 *
 * <p>Each form sorts as the IDs do (the text under a binary collation only, such as {@code COLLATE
 * "C"} on PostgreSQL), so a range of keys is a range of creation times. UUIDv7 keys, which are
 * {@link java.util.UUID}s, keep Spring Data's own mapping of {@code UUID} in every form.
 */
public enum IdColumn {
  /**
   * The 128-bit IDs as a {@link java.util.UUID}, for PostgreSQL's {@code uuid}, which compares its
   * 16 bytes unsigned as the IDs compare; SCRU64 as its integer, for a {@code bigint}.
   */
  UUID,

  /**
   * The 128-bit IDs as their 16 bytes, big-endian, for {@code bytea} or {@code binary(16)}; SCRU64
   * as its integer, for a {@code bigint}.
   */
  BINARY,

  /**
   * Every ID as its canonical text, for {@code char(n)} or {@code varchar} with a binary collation.
   * A {@code char(n)} column wider than the ID pads it with blanks, which are dropped on reading.
   */
  TEXT;

  /**
   * Returns the form used when {@code sortid.data.id-column} is not set: {@link #UUID} on
   * PostgreSQL, {@link #BINARY} elsewhere, as sortid-hibernate maps the IDs. Other databases' UUID
   * types do not all keep the IDs' order (SQL Server's {@code uniqueidentifier} compares its last
   * six bytes first; MariaDB's {@code uuid} swaps the groups of some values).
   *
   * @param dialect the store's dialect
   * @return the default form for that database
   */
  public static IdColumn defaultFor(Dialect dialect) {
    return dialect instanceof PostgresDialect ? UUID : BINARY;
  }
}
