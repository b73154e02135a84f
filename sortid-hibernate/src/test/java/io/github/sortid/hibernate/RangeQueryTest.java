package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdType;
import io.github.sortid.hibernate.IdColumns.Form;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Selecting rows by creation time through the key: {@code id BETWEEN min(from) AND max(to)} returns
 * exactly the rows created in that interval, bounds included, and PostgreSQL answers it from the
 * primary key's index.
 */
@ExtendWith(Postgres.class)
class RangeQueryTest {
  private static final int COUNT = 10_000;

  private static PGSimpleDataSource database;
  private static SessionFactory sessionFactory;
  private static final List<String> statements = new ArrayList<>();

  @BeforeAll
  static void start() {
    database = Postgres.newDatabase();
    Configuration configuration = new Configuration();
    configuration.setStatementInspector(
        sql -> {
          synchronized (statements) {
            statements.add(sql);
          }
          return sql;
        });
    sessionFactory =
        SessionFactories.create(database, configuration, KeyEntities.class.getDeclaredClasses());
  }

  @AfterAll
  static void close() {
    sessionFactory.close();
  }

  /** A row: its key, and the clock reading at which it was generated. */
  private record Row(Object id, long createdMillis) {}

  @ParameterizedTest
  @MethodSource("io.github.sortid.hibernate.IdColumns#mapped")
  void rowsOfATimeIntervalByTheirKeys(IdType<?> type) throws SQLException {
    List<Row> rows = generate(type);
    // Bounds on the clock readings of two rows, so that both ends are hit exactly.
    Instant from = Instant.ofEpochMilli(rows.get(COUNT / 3).createdMillis());
    Instant to = Instant.ofEpochMilli(rows.get(COUNT / 3 + COUNT / 50).createdMillis());
    long tick = type == IdType.SCRU64 ? 256 : 1; // SCRU64 timestamps count 256-ms ticks
    List<Object> expected = new ArrayList<>();
    for (Row row : rows) {
      if (row.createdMillis() / tick >= from.toEpochMilli() / tick
          && row.createdMillis() / tick <= to.toEpochMilli() / tick) {
        expected.add(row.id());
      }
    }
    assertTrue(expected.size() > COUNT / 60, "the interval holds rows: " + expected.size());

    Object low = type.min(from);
    Object high = type.max(to);
    for (Form form : Form.values()) {
      insert(type, form, rows);
      String entity = IdColumns.entity(type, form);
      try (Session session = sessionFactory.openSession()) {
        statements.clear();
        List<?> byHql =
            session
                .createQuery(
                    "select e.id from "
                        + entity
                        + " e where e.id between :low and :high"
                        + " order by e.id",
                    type.javaType())
                .setParameter("low", low)
                .setParameter("high", high)
                .getResultList();
        assertEquals(expected, byHql, type + " " + form);
        String sql = statements.get(statements.size() - 1);
        assertUsesPrimaryKey(type, form, sql, low, high);

        assertEquals(expected, byCriteria(session, type, form, low, high), type + " " + form);
      }
    }
  }

  private static <T extends Comparable<? super T>> List<T> byCriteria(
      Session session, IdType<?> type, Form form, Object low, Object high) {
    @SuppressWarnings("unchecked") // every ID type of sortid is comparable
    Class<T> javaType = (Class<T>) type.javaType();
    CriteriaBuilder builder = session.getCriteriaBuilder();
    CriteriaQuery<T> criteria = builder.createQuery(javaType);
    Root<?> root = criteria.from(IdColumns.entityClass(type, form));
    criteria
        .select(root.get("id"))
        .where(builder.between(root.get("id"), javaType.cast(low), javaType.cast(high)))
        .orderBy(builder.asc(root.get("id")));
    return session.createQuery(criteria).getResultList();
  }

  /** Runs EXPLAIN on the SQL that Hibernate sent, with the same parameters. */
  private static void assertUsesPrimaryKey(
      IdType<?> type, Form form, String sql, Object low, Object high) throws SQLException {
    List<String> plan = new ArrayList<>();
    try (Connection connection = database.getConnection()) {
      try (Statement analyze = connection.createStatement()) {
        analyze.execute("ANALYZE " + IdColumns.table(type, form));
      }
      try (PreparedStatement explain = connection.prepareStatement("EXPLAIN " + sql)) {
        IdColumns.bind(type, explain, 1, low, form);
        IdColumns.bind(type, explain, 2, high, form);
        try (ResultSet results = explain.executeQuery()) {
          while (results.next()) {
            plan.add(results.getString(1));
          }
        }
      }
    }
    String text = String.join("\n", plan);
    assertTrue(text.contains(IdColumns.table(type, form) + "_pkey"), sql + "\n" + text);
    assertTrue(!text.contains("Seq Scan"), sql + "\n" + text);
  }

  /** IDs at a clock that moves 0 to 20 seconds between IDs, with the readings. */
  private static List<Row> generate(IdType<?> type) {
    Random random = new Random(7 + IdColumns.ordinal(type));
    long[] now = {Instant.parse("2026-02-01T00:00:00Z").toEpochMilli()};
    InstantSource clock = () -> Instant.ofEpochMilli(now[0]);
    Supplier<Object> generator = IdColumns.generator(type, clock, IdColumns.ordinal(type));
    List<Row> rows = new ArrayList<>(COUNT);
    for (int i = 0; i < COUNT; i++) {
      now[0] += random.nextInt(4) == 0 ? 0 : random.nextInt(20_000);
      rows.add(new Row(generator.get(), now[0]));
    }
    return rows;
  }

  private static void insert(IdType<?> type, Form form, List<Row> rows) throws SQLException {
    try (Connection connection = database.getConnection();
        PreparedStatement insert =
            connection.prepareStatement(
                "INSERT INTO " + IdColumns.table(type, form) + " (id) VALUES (?)")) {
      for (int i = 0; i < rows.size(); i++) {
        IdColumns.bind(type, insert, 1, rows.get(i).id(), form);
        insert.addBatch();
        if (i % 1000 == 999) {
          insert.executeBatch();
        }
      }
      insert.executeBatch();
    }
  }
}
