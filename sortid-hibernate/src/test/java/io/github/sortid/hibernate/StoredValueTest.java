package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Values that the database gives back otherwise than they were written: the blanks that a wide
 * {@code char(n)} column adds, and values that are no ID at all, written by something other than
 * Hibernate.
 */
@ExtendWith(Postgres.class)
class StoredValueTest {
  private static PGSimpleDataSource database;
  private static SessionFactory sessionFactory;

  /** IDs in a column wider than their text, and in each column form. */
  @Entity(name = "Stored")
  @Table(name = "stored")
  static class Stored {
    @Id Long id;

    @JdbcTypeCode(SqlTypes.CHAR)
    @Column(length = 32)
    Scru128Id wide;

    @JdbcTypeCode(SqlTypes.CHAR)
    Scru128Id text;

    @JdbcTypeCode(SqlTypes.BINARY)
    Scru128Id bytes;

    Scru64Id number;
  }

  @BeforeAll
  static void start() {
    database = Postgres.newDatabase();
    sessionFactory = SessionFactories.create(database, Stored.class);
  }

  @AfterAll
  static void close() {
    sessionFactory.close();
  }

  @Test
  void aWideCharColumnReadsBackTheId() {
    Stored stored = new Stored();
    stored.id = 1L;
    stored.wide = Scru128Id.fromString("036z951mhjikzik2gsl81gr7l");
    sessionFactory.inTransaction(session -> session.persist(stored));
    try (Session session = sessionFactory.openSession()) {
      assertEquals(stored.wide, session.find(Stored.class, 1L).wide);
      assertEquals(
          1L,
          session
              .createQuery("select s.id from Stored s where s.wide = :wide", Long.class)
              .setParameter("wide", stored.wide)
              .getSingleResult());
    }
  }

  @Test
  void textThatIsNoIdIsShownAsStored() throws SQLException {
    insert(2, "text", "'hello'");
    InvalidStoredIdException e = assertFailsToLoad(2);
    assertEquals("hello", e.getStoredValue());
    assertTrue(
        e.getMessage().contains("\"hello\" is not a valid SCRU128 ID: invalid length: 5"),
        e.getMessage());
  }

  @Test
  void bytesOfTheWrongLengthAreShownInHexadecimal() throws SQLException {
    insert(3, "bytes", "'\\x0102'::bytea");
    InvalidStoredIdException e = assertFailsToLoad(3);
    assertTrue(e.getMessage().contains("\"0x0102\" is not a valid SCRU128 ID"), e.getMessage());
  }

  @Test
  void aNegativeBigintIsShownAsStored() throws SQLException {
    insert(4, "number", "-5");
    InvalidStoredIdException e = assertFailsToLoad(4);
    assertTrue(e.getMessage().contains("\"-5\" is not a valid SCRU64 ID"), e.getMessage());
  }

  private static InvalidStoredIdException assertFailsToLoad(long id) {
    try (Session session = sessionFactory.openSession()) {
      return assertThrows(InvalidStoredIdException.class, () -> session.find(Stored.class, id));
    }
  }

  /** Writes a value past Hibernate, as another program or a manual fix would. */
  private static void insert(long id, String column, String sqlValue) throws SQLException {
    try (Connection connection = database.getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute(
          "INSERT INTO stored (id, " + column + ") VALUES (" + id + ", " + sqlValue + ")");
    }
  }
}
