package io.github.sortid.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;

/**
 * The SQL that differs between the databases sortid-jdbc supports: the tables' DDL, an insert that
 * does nothing when the row exists, and the database's own clock, in which claims expire.
 */
enum Dialect {
  /** PostgreSQL 15 and later. */
  POSTGRESQL(
      "TIMESTAMP WITH TIME ZONE",
      "",
      "INSERT INTO %s (realm, version, floor_tick) VALUES (?, 0, -1) ON CONFLICT DO NOTHING",
      "CURRENT_TIMESTAMP + CAST(? AS DOUBLE PRECISION) * INTERVAL '1 millisecond'",
      "CURRENT_TIMESTAMP"),

  /** MySQL 8 and MariaDB 10.11 and later (InnoDB). */
  MYSQL(
      "TIMESTAMP(3) NULL DEFAULT NULL",
      " ENGINE=InnoDB",
      "INSERT IGNORE INTO %s (realm, version, floor_tick) VALUES (?, 0, -1)",
      "TIMESTAMPADD(MICROSECOND, ? * 1000, CURRENT_TIMESTAMP(3))",
      "CURRENT_TIMESTAMP(3)");

  private final String timestampType;
  private final String tableOptions;
  private final String insertRealm;
  private final String expiresIn;
  private final String now;

  Dialect(
      String timestampType, String tableOptions, String insertRealm, String expiresIn, String now) {
    this.timestampType = timestampType;
    this.tableOptions = tableOptions;
    this.insertRealm = insertRealm;
    this.expiresIn = expiresIn;
    this.now = now;
  }

  /**
   * The dialect of a connection's database.
   *
   * @throws IllegalStateException if the database is none of those supported (the message names it
   *     and them)
   */
  static Dialect of(Connection connection) throws SQLException {
    String product = connection.getMetaData().getDatabaseProductName();
    String name = product.toLowerCase(Locale.ROOT);
    if (name.contains("postgresql")) {
      return POSTGRESQL;
    }
    if (name.contains("mysql") || name.contains("mariadb")) {
      return MYSQL;
    }
    throw new IllegalStateException(
        "sortid-jdbc does not support "
            + product
            + ": SCRU64 leases run on PostgreSQL, MySQL and MariaDB");
  }

  /** The statements that create the two tables if they do not exist. */
  List<String> createTables(Tables tables) {
    return List.of(
        "CREATE TABLE IF NOT EXISTS "
            + tables.realms()
            + " (realm VARCHAR(200) NOT NULL PRIMARY KEY, version BIGINT NOT NULL,"
            + " floor_tick BIGINT NOT NULL)"
            + tableOptions,
        "CREATE TABLE IF NOT EXISTS "
            + tables.nodes()
            + " (realm VARCHAR(200) NOT NULL, node_size INTEGER NOT NULL,"
            + " node_id INTEGER NOT NULL, reserved_tick BIGINT NOT NULL,"
            + " owner VARCHAR(64) NOT NULL, claim_expires "
            + timestampType
            + ", version BIGINT NOT NULL, PRIMARY KEY (realm, node_size, node_id))"
            + tableOptions);
  }

  /** Inserts a realm's row, with version 0 and no floor, unless it exists; one parameter. */
  String insertRealm(Tables tables) {
    return String.format(Locale.ROOT, insertRealm, tables.realms());
  }

  /** The database's clock plus a parameter in milliseconds. */
  String expiresIn() {
    return expiresIn;
  }

  /** The database's clock. */
  String now() {
    return now;
  }
}
