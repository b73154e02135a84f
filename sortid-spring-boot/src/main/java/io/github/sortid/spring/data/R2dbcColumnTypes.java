package io.github.sortid.spring.data;

import io.r2dbc.spi.ColumnMetadata;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.data.relational.core.sql.IdentifierProcessing;
import org.springframework.data.relational.core.sql.SqlIdentifier;
import org.springframework.r2dbc.BadSqlGrammarException;
import org.springframework.r2dbc.core.DatabaseClient;

/**
 * The column types of Spring Data R2DBC's tables, from the metadata of a query: R2DBC has no
 * catalog API, and a query names the table and columns exactly as Spring Data's own statements do
 * (naming strategy, quotes, schema, search path), on any driver. The metadata comes with a row
 * only, so the query joins the table on a false condition to a single row, which carries a null of
 * each column's type; the driver's {@link ColumnMetadata#getJavaType()} is the class that sortid's
 * reading converter would be given. A table or column that the database does not know fails the
 * query with a bad grammar error (SQLSTATE class 42), and counts as absent.
 */
final class R2dbcColumnTypes implements ColumnTypes {
  private final DatabaseClient client;
  private final IdentifierProcessing processing;

  /**
   * Creates the lookup.
   *
   * @param client the application's database client
   * @param processing the dialect's quoting and letter case, with which Spring Data writes names
   */
  R2dbcColumnTypes(DatabaseClient client, IdentifierProcessing processing) {
    this.client = client;
    this.processing = processing;
  }

  @Override
  public Map<SqlIdentifier, ColumnType> of(SqlIdentifier table, List<SqlIdentifier> columns) {
    String sql =
        columns.stream()
                .map(column -> "t." + column.toSql(processing))
                .collect(Collectors.joining(", ", "SELECT ", " FROM (SELECT 1 AS one) one"))
            + " LEFT JOIN "
            + table.toSql(processing)
            + " t ON 1 = 0";
    try {
      return client
          .sql(sql)
          .map(
              (row, metadata) -> {
                Map<SqlIdentifier, ColumnType> types = new HashMap<>();
                for (int i = 0; i < columns.size(); i++) {
                  ColumnMetadata column = metadata.getColumnMetadata(i);
                  types.put(
                      columns.get(i),
                      ColumnType.ofR2dbc(column.getJavaType(), column.getType().getName()));
                }
                return types;
              })
          .one()
          .blockOptional()
          .orElseGet(Map::of);
    } catch (BadSqlGrammarException absent) {
      return Map.of();
    }
  }
}
