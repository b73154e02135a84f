package io.github.sortid.spring.data;

import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.data.relational.core.sql.IdentifierProcessing;
import org.springframework.data.relational.core.sql.SqlIdentifier;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcOperations;

/**
 * The column types of Spring Data JDBC's tables, from {@link DatabaseMetaData#getColumns}, which
 * lists views as well as tables. A name is looked up as the database stores it: as Spring Data
 * writes it when it quotes it, otherwise folded to the case that the database stores unquoted names
 * in (lower on PostgreSQL, as written on MariaDB), each as {@link DatabaseMetaData} says. A table
 * without a schema is looked up in the connection's current schema and catalog, where Spring Data's
 * statements find it unless it lies further down PostgreSQL's search path.
 */
final class JdbcColumnTypes implements ColumnTypes {
  private final JdbcOperations jdbc;
  private final IdentifierProcessing processing;

  /**
   * Creates the lookup.
   *
   * @param jdbc the application's JDBC operations
   * @param processing the dialect's quoting and letter case, with which Spring Data writes names
   */
  JdbcColumnTypes(JdbcOperations jdbc, IdentifierProcessing processing) {
    this.jdbc = jdbc;
    this.processing = processing;
  }

  @Override
  public Map<SqlIdentifier, ColumnType> of(SqlIdentifier table, List<SqlIdentifier> columns) {
    return jdbc.execute(
        (ConnectionCallback<Map<SqlIdentifier, ColumnType>>)
            connection -> {
              DatabaseMetaData metadata = connection.getMetaData();
              List<String> names = new ArrayList<>();
              for (SqlIdentifier part : table) {
                names.add(stored(part, metadata));
              }
              String catalog = connection.getCatalog();
              String schema = connection.getSchema();
              if (names.size() > 1) {
                String qualifier = names.get(names.size() - 2);
                // MariaDB and MySQL qualify a table by its database, which JDBC calls a catalog.
                if (metadata.supportsSchemasInTableDefinitions()) {
                  schema = qualifier;
                } else {
                  catalog = qualifier;
                }
              }
              Map<String, ColumnType> found = new HashMap<>();
              String escape = metadata.getSearchStringEscape();
              try (ResultSet rows =
                  metadata.getColumns(
                      catalog,
                      schema == null ? null : pattern(schema, escape),
                      pattern(names.get(names.size() - 1), escape),
                      "%")) {
                while (rows.next()) {
                  found.put(
                      rows.getString("COLUMN_NAME"),
                      ColumnType.ofJdbc(rows.getInt("DATA_TYPE"), rows.getString("TYPE_NAME")));
                }
              }
              Map<SqlIdentifier, ColumnType> types = new HashMap<>();
              for (SqlIdentifier column : columns) {
                ColumnType type = found.get(stored(column, metadata));
                if (type != null) {
                  types.put(column, type);
                }
              }
              return types;
            });
  }

  /** A name as the database stores it. */
  private String stored(SqlIdentifier name, DatabaseMetaData metadata) throws SQLException {
    Rendered rendered = new Rendered(processing);
    String text = name.toSql(rendered);
    if (rendered.quoted
        ? metadata.storesUpperCaseQuotedIdentifiers()
        : metadata.storesUpperCaseIdentifiers()) {
      return text.toUpperCase(Locale.ROOT);
    }
    if (rendered.quoted
        ? metadata.storesLowerCaseQuotedIdentifiers()
        : metadata.storesLowerCaseIdentifiers()) {
      return text.toLowerCase(Locale.ROOT);
    }
    return text;
  }

  /** A name as a pattern of {@code getColumns}, in which {@code _} and {@code %} are wildcards. */
  private static String pattern(String name, String escape) {
    return name.replace(escape, escape + escape)
        .replace("_", escape + "_")
        .replace("%", escape + "%");
  }

  /**
   * Writes a name as Spring Data writes it, in the dialect's letter case, but without the quotes,
   * and tells whether Spring Data quotes it.
   */
  private static final class Rendered implements IdentifierProcessing {
    private final IdentifierProcessing dialect;
    private boolean quoted;

    Rendered(IdentifierProcessing dialect) {
      this.dialect = dialect;
    }

    @Override
    public String quote(String identifier) {
      quoted = true;
      return identifier;
    }

    @Override
    public String standardizeLetterCase(String identifier) {
      return dialect.standardizeLetterCase(identifier);
    }
  }
}
