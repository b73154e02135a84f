package io.github.sortid.jooq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdType;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.InsertValuesStep1;
import org.jooq.Table;
import org.jooq.exception.DataAccessException;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every format in every column kind of PostgreSQL and MariaDB, through jOOQ's DSL and the
 * converters: the IDs that several threads insert come back as they went in, {@code ORDER BY} on
 * the column is the format's {@link IdType#comparator()}, a range of creation times is a range of
 * the column, and a stored value that is no ID is named.
 */
class ColumnTest {
  private static final int THREADS = 4;
  private static final int IDS_PER_THREAD = 500;
  private static final int IDS_PER_STATEMENT = 250;

  private static ExecutorService threads;

  @BeforeAll
  static void startThreads() {
    threads = Executors.newFixedThreadPool(THREADS);
  }

  @AfterAll
  static void stopThreads() {
    threads.shutdownNow();
  }

  static List<Arguments> everyColumn() {
    return ColumnKind.everyColumn();
  }

  /** Every column but {@code uuid}, where every value is an ID of most formats. */
  static List<Arguments> everyColumnOfBadValues() {
    return ColumnKind.everyColumn().stream()
        .filter(arguments -> arguments.get()[2] != ColumnKind.UUID)
        .toList();
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("everyColumn")
  <T> void sortsAndSelectsByTimeAsTheIds(Database database, IdType<T> type, ColumnKind kind)
      throws Exception {
    DSLContext ctx = database.dsl();
    Table<?> table = DSL.table(DSL.name(Database.newTableName()));
    Field<T> id = DSL.field(DSL.name("id"), kind.idDataType(type));
    ctx.execute(
        "create table "
            + table.getName()
            + " (id "
            + database.sqlType(kind, type)
            + " primary key)");
    List<Instant> times = RandomIds.times(type.name().hashCode());

    List<Future<List<T>>> inserted = new ArrayList<>();
    for (int t = 0; t < THREADS; t++) {
      long seed = t;
      inserted.add(threads.submit(() -> insert(ctx, table, id, type, times, seed)));
    }
    List<T> expected = new ArrayList<>();
    for (Future<List<T>> each : inserted) {
      expected.addAll(each.get());
    }
    expected.sort(type.comparator());

    assertEquals(expected, ctx.select(id).from(table).orderBy(id).fetch(id));

    List<Instant> sorted = new ArrayList<>(times);
    Collections.sort(sorted);
    T from = type.min(sorted.get(10));
    T to = type.max(sorted.get(25));
    List<T> inRange =
        expected.stream()
            .filter(
                each ->
                    type.comparator().compare(each, from) >= 0
                        && type.comparator().compare(each, to) <= 0)
            .toList();
    assertEquals(
        inRange, ctx.select(id).from(table).where(id.between(from, to)).orderBy(id).fetch(id));
  }

  /** One thread's IDs, inserted a few hundred per statement. */
  private static <T> List<T> insert(
      DSLContext ctx, Table<?> table, Field<T> id, IdType<T> type, List<Instant> times, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<T> ids = new ArrayList<>();
    for (int statement = 0; statement < IDS_PER_THREAD / IDS_PER_STATEMENT; statement++) {
      InsertValuesStep1<?, T> insert = insertInto(ctx, table, id);
      for (int i = 0; i < IDS_PER_STATEMENT; i++) {
        T each = RandomIds.of(type, times.get(random.nextInt(times.size())), random);
        ids.add(each);
        insert = insert.values(each);
      }
      insert.execute();
    }
    return ids;
  }

  @SuppressWarnings("unchecked")
  private static <T> InsertValuesStep1<?, T> insertInto(
      DSLContext ctx, Table<?> table, Field<T> id) {
    return (InsertValuesStep1<?, T>) ctx.insertInto(table, id);
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("everyColumnOfBadValues")
  <T> void badStoredValueIsNamed(Database database, IdType<T> type, ColumnKind kind) {
    Object bad = badValue(kind);
    DSLContext ctx = database.dsl();
    String table = Database.newTableName();
    // Wider than the ID and of variable length, so that a value of any length stays as it is
    // (MariaDB pads a binary(16) with zero bytes).
    String sqlType = badValueType(database, kind);
    ctx.execute("create table " + table + " (id " + sqlType + ")");
    ctx.execute("insert into " + table + " (id) values (?)", bad);
    Field<T> id = DSL.field(DSL.name("id"), kind.idDataType(type));

    // jOOQ reports a converter's failure as the cause of the exception that names the column.
    DataAccessException thrown =
        assertThrows(
            DataAccessException.class,
            () -> ctx.select(id).from(DSL.table(DSL.name(table))).fetch(id));
    assertTrue(
        thrown.getMessage().contains("Error while reading field: \"id\""), thrown::getMessage);
    InvalidStoredIdException e = thrown.getCause(InvalidStoredIdException.class);
    assertNotNull(e, "cause");

    String shown = kind == ColumnKind.BINARY ? "0x0102" : String.valueOf(bad);
    assertEquals(shown, e.getStoredValue());
    String message = e.getMessage();
    assertTrue(message.contains("\"" + shown + "\" is not a valid " + type.displayName()), message);
  }

  private static String badValueType(Database database, ColumnKind kind) {
    return switch (kind) {
      case UUID -> "uuid";
      case BIGINT -> "bigint";
      case BINARY -> database == Database.POSTGRESQL ? "bytea" : "varbinary(40)";
      case TEXT -> "varchar(40)";
    };
  }

  /** A value the column can hold that is no ID of any format. */
  private static Object badValue(ColumnKind kind) {
    return switch (kind) {
      case UUID -> throw new IllegalArgumentException("most formats take every UUID");
      case BINARY -> new byte[] {1, 2};
      case BIGINT -> -1L;
      case TEXT -> "hello";
    };
  }
}
