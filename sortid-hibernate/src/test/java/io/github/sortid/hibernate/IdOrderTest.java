package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdType;
import io.github.sortid.hibernate.IdColumns.Form;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * For every ID type and column form, 100,000 IDs generated across simulated time and inserted in
 * random order come back from {@code ORDER BY id} in the IDs' own order, read through Hibernate and
 * through plain JDBC. The tables come from Hibernate's schema generation; the rows go in through
 * plain JDBC, as {@link IdColumns} binds them.
 */
@ExtendWith(Postgres.class)
class IdOrderTest {
  private static final int COUNT = 100_000;

  private static PGSimpleDataSource database;
  private static SessionFactory sessionFactory;

  @BeforeAll
  static void createTables() {
    database = Postgres.newDatabase();
    sessionFactory = SessionFactories.create(database, KeyEntities.class.getDeclaredClasses());
  }

  @AfterAll
  static void close() {
    sessionFactory.close();
  }

  @ParameterizedTest
  @MethodSource("io.github.sortid.hibernate.IdColumns#mapped")
  void orderByIdIsIdOrderInEveryForm(IdType<?> type) throws SQLException {
    List<Object> generated = generate(type);
    List<Object> sorted = new ArrayList<>(generated);
    sorted.sort(null);
    assertEquals(sorted, generated, "the generator's own order");
    List<Object> shuffled = new ArrayList<>(generated);
    Collections.shuffle(shuffled, new Random(IdColumns.ordinal(type)));

    for (Form form : Form.values()) {
      insert(type, form, shuffled);
      assertEquals(sorted, selectOrderedByJdbc(type, form), type + " " + form + " through JDBC");
      assertEquals(
          sorted, selectOrderedByHibernate(type, form), type + " " + form + " through HQL");
    }
  }

  /** IDs at a clock that stays on a millisecond for several IDs, then jumps up to 3 seconds. */
  private static List<Object> generate(IdType<?> type) {
    Random random = new Random(42 + IdColumns.ordinal(type));
    long[] now = {Instant.parse("2026-01-01T00:00:00Z").toEpochMilli()};
    InstantSource clock = () -> Instant.ofEpochMilli(now[0]);
    Supplier<Object> generator = IdColumns.generator(type, clock, IdColumns.ordinal(type));
    List<Object> list = new ArrayList<>(COUNT);
    for (int i = 0; i < COUNT; i++) {
      int step = random.nextInt(100);
      now[0] += step < 60 ? 0 : step < 95 ? 1 : random.nextInt(3000);
      list.add(generator.get());
    }
    assertTrue(now[0] > Instant.parse("2026-01-01T00:01:00Z").toEpochMilli());
    return list;
  }

  private static void insert(IdType<?> type, Form form, List<Object> rows) throws SQLException {
    try (Connection connection = database.getConnection();
        PreparedStatement insert =
            connection.prepareStatement(
                "INSERT INTO " + IdColumns.table(type, form) + " (id) VALUES (?)")) {
      connection.setAutoCommit(false);
      for (int i = 0; i < rows.size(); i++) {
        IdColumns.bind(type, insert, 1, rows.get(i), form);
        insert.addBatch();
        if (i % 1000 == 999) {
          insert.executeBatch();
        }
      }
      insert.executeBatch();
      connection.commit();
    }
  }

  private static List<Object> selectOrderedByJdbc(IdType<?> type, Form form) throws SQLException {
    List<Object> list = new ArrayList<>(COUNT);
    try (Connection connection = database.getConnection();
        Statement select = connection.createStatement();
        ResultSet results =
            select.executeQuery("SELECT id FROM " + IdColumns.table(type, form) + " ORDER BY id")) {
      while (results.next()) {
        list.add(IdColumns.read(type, results, 1, form));
      }
    }
    return list;
  }

  private static List<?> selectOrderedByHibernate(IdType<?> type, Form form) {
    try (Session session = sessionFactory.openSession()) {
      return session
          .createQuery(
              "select e.id from " + IdColumns.entity(type, form) + " e order by e.id",
              type.javaType())
          .getResultList();
    }
  }
}
