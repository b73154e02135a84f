package io.github.sortid.spring.data;

import io.github.sortid.IdType;
import io.github.sortid.spring.TestServers;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * One embedded PostgreSQL server for a test class, with a database for each application the class
 * starts, and the tables of {@link Rows} in a given column form.
 */
public final class TestPostgres implements AutoCloseable {
  private final EmbeddedPostgres server;

  private TestPostgres(EmbeddedPostgres server) {
    this.server = server;
  }

  /**
   * Starts a server.
   *
   * @return the server
   */
  public static TestPostgres start() {
    try {
      return new TestPostgres(TestServers.postgres().start());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Creates a database with a table for each format in a column form, and the given statements.
   *
   * @param name the database's name
   * @param form the column form of the tables' ID columns
   * @param statements more DDL
   * @return the database's name
   */
  public String database(String name, IdColumn form, String... statements) {
    execute("postgres", "CREATE DATABASE " + name);
    List<String> ddl = new ArrayList<>();
    for (IdType<?> type : IdType.all()) {
      ddl.add(
          "CREATE TABLE "
              + Rows.table(type)
              + " (id "
              + columnType(type, form, true)
              + " PRIMARY KEY, other "
              + columnType(type, form, false)
              + ", name text)");
    }
    ddl.addAll(List.of(statements));
    execute(name, ddl.toArray(String[]::new));
    return name;
  }

  /**
   * Returns a database's JDBC URL.
   *
   * @param database the database's name
   * @return the URL, for the user {@code postgres}
   */
  public String jdbcUrl(String database) {
    return server.getJdbcUrl("postgres", database);
  }

  /**
   * Returns a database's R2DBC URL.
   *
   * @param database the database's name
   * @return the URL, for the user {@code postgres}
   */
  public String r2dbcUrl(String database) {
    return "r2dbc:postgresql://postgres@localhost:" + server.getPort() + "/" + database;
  }

  /**
   * Runs statements in a database.
   *
   * @param database the database's name
   * @param statements the statements
   */
  public void execute(String database, String... statements) {
    try (Connection connection = DriverManager.getConnection(jdbcUrl(database));
        Statement statement = connection.createStatement()) {
      for (String sql : statements) {
        statement.execute(sql);
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Returns the first column of a query's only row, as text.
   *
   * @param database the database's name
   * @param query the query
   * @return the value, or null
   */
  public String queryForString(String database, String query) {
    try (Connection connection = DriverManager.getConnection(jdbcUrl(database));
        Statement statement = connection.createStatement();
        ResultSet row = statement.executeQuery(query)) {
      if (!row.next()) {
        throw new IllegalStateException("no row: " + query);
      }
      return row.getString(1);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The SQL type of an ID column in a form: {@code char(n)}, wider than the text, for a key and
   * {@code varchar(n)} otherwise, both in the C collation; {@code uuid} for UUIDv7 in every form.
   */
  static String columnType(IdType<?> type, IdColumn form, boolean key) {
    if (type == IdType.UUIDV7) {
      return "uuid";
    }
    if (form == IdColumn.TEXT) {
      return key
          ? "char(" + (type.textLength() + 4) + ") COLLATE \"C\""
          : "varchar(" + type.textLength() + ") COLLATE \"C\"";
    }
    if (type.hasLongForm()) {
      return "bigint";
    }
    return form == IdColumn.UUID ? "uuid" : "bytea";
  }

  @Override
  public void close() {
    try {
      server.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
