package io.github.sortid.spring.data;

import java.util.List;
import java.util.Map;
import org.springframework.data.relational.core.sql.SqlIdentifier;

/** Where {@link ColumnCheck} learns the types of a table's columns: a store's own metadata. */
interface ColumnTypes {
  /**
   * Returns the types of some columns of a table or view, named as Spring Data names them.
   *
   * @param table the table, as the entity maps it
   * @param columns the columns, as the entity maps them
   * @return the type of each column the database has; empty when it has not the table
   */
  Map<SqlIdentifier, ColumnType> of(SqlIdentifier table, List<SqlIdentifier> columns);
}
