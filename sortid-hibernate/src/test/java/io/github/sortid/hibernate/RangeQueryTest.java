package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.euid.Euid;
import io.github.sortid.hibernate.IdKind.Form;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
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
import org.junit.jupiter.params.provider.EnumSource;
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
  @EnumSource(IdKind.class)
  void rowsOfATimeIntervalByTheirKeys(IdKind kind) throws SQLException {
    List<Row> rows = generate(kind);
    // Bounds on the clock readings of two rows, so that both ends are hit exactly.
    Instant from = Instant.ofEpochMilli(rows.get(COUNT / 3).createdMillis());
    Instant to = Instant.ofEpochMilli(rows.get(COUNT / 3 + COUNT / 50).createdMillis());
    long tick = kind == IdKind.SCRU64 ? 256 : 1; // SCRU64 timestamps count 256-ms ticks
    List<Object> expected = new ArrayList<>();
    for (Row row : rows) {
      if (row.createdMillis() / tick >= from.toEpochMilli() / tick
          && row.createdMillis() / tick <= to.toEpochMilli() / tick) {
        expected.add(row.id());
      }
    }
    assertTrue(expected.size() > COUNT / 60, "the interval holds rows: " + expected.size());

    Object low = min(kind, from);
    Object high = max(kind, to);
    for (Form form : Form.values()) {
      insert(kind, form, rows);
      String entity = kind.entity(form);
      try (Session session = sessionFactory.openSession()) {
        statements.clear();
        List<?> byHql =
            session
                .createQuery(
                    "select e.id from "
                        + entity
                        + " e where e.id between :low and :high"
                        + " order by e.id",
                    kind.type)
                .setParameter("low", low)
                .setParameter("high", high)
                .getResultList();
        assertEquals(expected, byHql, kind + " " + form);
        String sql = statements.get(statements.size() - 1);
        assertUsesPrimaryKey(kind, form, sql, low, high);

        assertEquals(expected, byCriteria(session, kind, form, low, high), kind + " " + form);
      }
    }
  }

  private static <T extends Comparable<? super T>> List<T> byCriteria(
      Session session, IdKind kind, Form form, Object low, Object high) {
    @SuppressWarnings("unchecked") // IdKind.type is the class of the IDs
    Class<T> type = (Class<T>) kind.type;
    CriteriaBuilder builder = session.getCriteriaBuilder();
    CriteriaQuery<T> criteria = builder.createQuery(type);
    Root<?> root = criteria.from(kind.entityClass(form));
    criteria
        .select(root.get("id"))
        .where(builder.between(root.get("id"), type.cast(low), type.cast(high)))
        .orderBy(builder.asc(root.get("id")));
    return session.createQuery(criteria).getResultList();
  }

  /** Runs EXPLAIN on the SQL that Hibernate sent, with the same parameters. */
  private static void assertUsesPrimaryKey(
      IdKind kind, Form form, String sql, Object low, Object high) throws SQLException {
    List<String> plan = new ArrayList<>();
    try (Connection connection = database.getConnection()) {
      try (Statement analyze = connection.createStatement()) {
        analyze.execute("ANALYZE " + kind.table(form));
      }
      try (PreparedStatement explain = connection.prepareStatement("EXPLAIN " + sql)) {
        kind.bind(explain, 1, low, form);
        kind.bind(explain, 2, high, form);
        try (ResultSet results = explain.executeQuery()) {
          while (results.next()) {
            plan.add(results.getString(1));
          }
        }
      }
    }
    String text = String.join("\n", plan);
    assertTrue(text.contains(kind.table(form) + "_pkey"), sql + "\n" + text);
    assertTrue(!text.contains("Seq Scan"), sql + "\n" + text);
  }

  /** IDs at a clock that moves 0 to 20 seconds between IDs, with the readings. */
  private static List<Row> generate(IdKind kind) {
    Random random = new Random(7 + kind.ordinal());
    long[] now = {Instant.parse("2026-02-01T00:00:00Z").toEpochMilli()};
    InstantSource clock = () -> Instant.ofEpochMilli(now[0]);
    Supplier<Object> generator = kind.generator(clock, kind.ordinal());
    List<Row> rows = new ArrayList<>(COUNT);
    for (int i = 0; i < COUNT; i++) {
      now[0] += random.nextInt(4) == 0 ? 0 : random.nextInt(20_000);
      rows.add(new Row(generator.get(), now[0]));
    }
    return rows;
  }

  private static void insert(IdKind kind, Form form, List<Row> rows) throws SQLException {
    try (Connection connection = database.getConnection();
        PreparedStatement insert =
            connection.prepareStatement("INSERT INTO " + kind.table(form) + " (id) VALUES (?)")) {
      for (int i = 0; i < rows.size(); i++) {
        kind.bind(insert, 1, rows.get(i).id(), form);
        insert.addBatch();
        if (i % 1000 == 999) {
          insert.executeBatch();
        }
      }
      insert.executeBatch();
    }
  }

  private static Object min(IdKind kind, Instant time) {
    return switch (kind) {
      case SCRU128 -> Scru128Id.min(time);
      case SCRU128_V1 -> Scru128V1Id.min(time);
      case ULID -> Ulid.min(time);
      case EUID -> Euid.min(time);
      case SCRU64 -> Scru64Id.min(time);
    };
  }

  private static Object max(IdKind kind, Instant time) {
    return switch (kind) {
      case SCRU128 -> Scru128Id.max(time);
      case SCRU128_V1 -> Scru128V1Id.max(time);
      case ULID -> Ulid.max(time);
      case EUID -> Euid.max(time);
      case SCRU64 -> Scru64Id.max(time);
    };
  }
}
