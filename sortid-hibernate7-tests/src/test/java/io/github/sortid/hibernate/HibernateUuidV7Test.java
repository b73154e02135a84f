package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.uuidv7.UuidV7;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.UuidGenerator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Hibernate ORM 7's own UUIDv7 keys ({@code @UuidGenerator(style = VERSION_7)}, which Hibernate ORM
 * 6.6 lacks, so this test is compiled against 7 and runs only here) read as UUIDv7s by {@link
 * UuidV7}: each is valid, of the millisecond of its insert and of the time PostgreSQL 18 reads in
 * it, and a {@code uuid} column orders them as {@link UuidV7#UNSIGNED_ORDER} does.
 */
@ExtendWith(Postgres.class)
class HibernateUuidV7Test {
  private static final int COUNT = 1000;

  /** An entity keyed by Hibernate's UUIDv7. */
  @Entity(name = "Shipment")
  @Table(name = "shipment")
  static class Shipment {
    @Id
    @UuidGenerator(style = UuidGenerator.Style.VERSION_7)
    UUID id;

    int seq;

    Shipment() {}

    Shipment(int seq) {
      this.seq = seq;
    }
  }

  private static PGSimpleDataSource database;
  private static SessionFactory sessionFactory;

  @BeforeAll
  static void start() {
    database = Postgres.newDatabase();
    sessionFactory = SessionFactories.create(database, Shipment.class);
  }

  @AfterAll
  static void close() {
    sessionFactory.close();
  }

  @Test
  void hibernatesUuidV7sAreUuidV7s() throws SQLException {
    List<UUID> ids = new ArrayList<>(COUNT);
    long before = System.currentTimeMillis();
    sessionFactory.inTransaction(
        session -> {
          for (int seq = 0; seq < COUNT; seq++) {
            Shipment shipment = new Shipment(seq);
            session.persist(shipment);
            ids.add(shipment.id);
          }
        });
    long after = System.currentTimeMillis();

    for (UUID id : ids) {
      assertTrue(UuidV7.isValid(id), id.toString());
      // A second of slack either way, for a clock adjusted meanwhile and for Hibernate, which moves
      // a timestamp on a little past the clock when the random bits alone would not increase.
      long timestamp = UuidV7.getTimestamp(id);
      assertTrue(
          timestamp >= before - 1000 && timestamp <= after + 1000,
          () -> id + " has timestamp " + timestamp + ", outside " + before + " to " + after);
    }
    for (int i = 1; i < ids.size(); i++) {
      assertTrue(
          UuidV7.UNSIGNED_ORDER.compare(ids.get(i - 1), ids.get(i)) < 0,
          "Hibernate's UUIDv7s increase in the order they are made");
    }

    List<UUID> sorted = new ArrayList<>(ids);
    sorted.sort(UuidV7.UNSIGNED_ORDER);
    try (Session session = sessionFactory.openSession()) {
      assertEquals(
          sorted,
          session
              .createQuery("select s.id from Shipment s order by s.id", UUID.class)
              .getResultList());
    }

    int rows = 0;
    try (Connection connection = database.getConnection();
        Statement select = connection.createStatement();
        ResultSet results =
            select.executeQuery(
                "SELECT id, uuid_extract_version(id),"
                    + " floor(extract(epoch FROM uuid_extract_timestamp(id)) * 1000)::bigint"
                    + " FROM shipment")) {
      while (results.next()) {
        UUID id = results.getObject(1, UUID.class);
        assertEquals(7, results.getInt(2), id.toString());
        assertEquals(UuidV7.getTimestamp(id), results.getLong(3), id.toString());
        rows++;
      }
    }
    assertEquals(COUNT, rows);
  }
}
