package io.github.sortid.mybatis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sortid.IdType;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.stream.Stream;
import org.apache.ibatis.executor.result.ResultMapException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Values that are no IDs, as PostgreSQL and MariaDB give them (text, bytes of the wrong length, a
 * negative integer, a UUID of version 4), fail through every format's handler of every column kind
 * with an {@link InvalidStoredIdException} naming the format, the value and the column, by label
 * and by index; and the same column read well gives the ID.
 */
class InvalidStoredIdTest {
  static Stream<Arguments> handlers() {
    return Stream.of(Database.values())
        .flatMap(
            database ->
                Stream.of(IdColumn.values())
                    .flatMap(
                        column ->
                            IdType.all().stream()
                                .map(type -> Arguments.of(database, column, type))));
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("handlers")
  void namesTheFormatTheValueAndTheColumn(Database database, IdColumn column, IdType<?> type)
      throws SQLException {
    IdTypeHandler<?> handler = IdTypeHandler.of(type, column);
    String sql =
        database == Database.POSTGRESQL
            ? "SELECT 'hello' AS txt, '\\x010203'::bytea AS bin, CAST(-1 AS bigint) AS num"
            : "SELECT 'hello' AS txt, x'010203' AS bin, CAST(-1 AS SIGNED) AS num";
    try (Connection connection = database.dataSource().getConnection();
        Statement statement = connection.createStatement();
        ResultSet results = statement.executeQuery(sql)) {
      results.next();
      assertNamed(type, "\"hello\"", "column \"txt\"", () -> handler.getResult(results, "txt"));
      assertNamed(type, "\"hello\"", "column 1", () -> handler.getResult(results, 1));
      assertNamed(type, "\"0x010203\"", "column \"bin\"", () -> handler.getResult(results, "bin"));
      assertNamed(type, "\"-1\"", "column 3", () -> handler.getResult(results, 3));
    }
  }

  private static void assertNamed(
      IdType<?> type, String value, String column, org.junit.jupiter.api.function.Executable read) {
    ResultMapException thrown = assertThrows(ResultMapException.class, read);
    InvalidStoredIdException e =
        assertInstanceOf(InvalidStoredIdException.class, thrown.getCause());
    assertEquals(value, "\"" + e.getStoredValue() + "\"");
    assertEquals(column, e.getSource());
    String noun = type.invalidInput(e.getStoredValue(), (IllegalArgumentException) e.getCause());
    assertEquals(noun + ", read from " + column, e.getMessage());
    assertEquals(true, e.getMessage().startsWith(value + " is not a valid " + type.displayName()));
  }
}
