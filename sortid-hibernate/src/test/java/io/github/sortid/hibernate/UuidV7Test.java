package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.uuidv7.UuidV7;
import io.github.sortid.uuidv7.UuidV7Generator;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.Array;
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
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
 * UUIDv7 against PostgreSQL 18's own ({@code uuidv7()}, {@code uuid_extract_version()}, {@code
 * uuid_extract_timestamp()}), and through Hibernate with {@link UuidV7Generated}:
 *
 * <ul>
 *   <li>PostgreSQL's UUIDv7s are UUIDv7s to sortid, of the same millisecond and text;
 *   <li>sortid's UUIDv7s are version 7 to PostgreSQL, of the same millisecond, from 1970 to the
 *       largest timestamp;
 *   <li>{@code ORDER BY} on a {@code uuid} column is {@link UuidV7#UNSIGNED_ORDER}, and not {@link
 *       UUID#compareTo}, for UUIDv7s from eight threads and UUIDs on which those two orders differ;
 *   <li>generated keys and values are UUIDv7s, set on insert, increasing in the order of the
 *       inserts, and read back in that order by {@code order by id}.
 * </ul>
 */
@ExtendWith(Postgres.class)
class UuidV7Test {
  private static final int THREADS = 8;
  private static final int PER_THREAD = 12_500;
  private static final int BATCH = 1000;

  /** A UUIDv7 key, and UUIDv7 values as a UUID, as text and as bytes, all generated. */
  @Entity(name = "Parcel")
  @Table(name = "parcel")
  static class Parcel {
    @Id @UuidV7Generated UUID id;
    @UuidV7Generated UUID label;
    @UuidV7Generated String reference;

    @UuidV7Generated
    @JdbcTypeCode(SqlTypes.BINARY)
    UUID packed;

    int seq;
    String note;

    Parcel() {}

    Parcel(int seq) {
      this.seq = seq;
    }
  }

  private static PGSimpleDataSource database;
  private static SessionFactory sessionFactory;

  @BeforeAll
  static void start() {
    database = Postgres.newDatabase();
    sessionFactory = SessionFactories.create(database, Parcel.class);
  }

  @AfterAll
  static void close() {
    sessionFactory.close();
  }

  @Test
  void postgresUuidV7sAreUuidV7s() throws SQLException {
    int rows = 0;
    try (Connection connection = database.getConnection();
        Statement select = connection.createStatement();
        ResultSet results =
            select.executeQuery(
                // MATERIALIZED: each uuidv7() is called once, whatever the columns read from it.
                "WITH v AS MATERIALIZED (SELECT uuidv7() AS u FROM generate_series(1, 1000))"
                    + " SELECT u, u::text, "
                    + epochMillis("u")
                    + " FROM v")) {
      while (results.next()) {
        UUID uuid = results.getObject(1, UUID.class);
        String text = results.getString(2);
        assertTrue(UuidV7.isValid(uuid), text);
        assertEquals(results.getLong(3), UuidV7.getTimestamp(uuid), text);
        assertEquals(uuid, UuidV7.fromString(text));
        rows++;
      }
    }
    assertEquals(1000, rows);
  }

  @Test
  void sortidUuidV7sAreVersion7ToPostgres() throws SQLException {
    List<UUID> ids = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      ids.add(UuidV7.generate());
    }
    ids.addAll(
        UuidV7Generator.builder()
            .clock(InstantSource.fixed(Instant.EPOCH))
            .build()
            .generateBatch(10));
    // The first millisecond whose timestamp sets the top bit of the UUID, and the last of all.
    ids.add(UuidV7.min(Instant.ofEpochMilli(1L << 47)));
    ids.add(UuidV7.max(Instant.ofEpochMilli(UuidV7.MAX_TIMESTAMP)));

    int row = 0;
    try (Connection connection = database.getConnection();
        PreparedStatement select =
            connection.prepareStatement(
                "SELECT x, x::text, uuid_extract_version(x), "
                    + epochMillis("x")
                    + " FROM unnest(?::uuid[]) WITH ORDINALITY AS t (x, n) ORDER BY n")) {
      Array array = connection.createArrayOf("uuid", ids.toArray());
      select.setArray(1, array);
      try (ResultSet results = select.executeQuery()) {
        while (results.next()) {
          UUID id = ids.get(row++);
          assertEquals(id, results.getObject(1, UUID.class));
          assertEquals(id.toString(), results.getString(2));
          assertEquals(7, results.getInt(3), id.toString());
          assertEquals(UuidV7.toInstant(id).toEpochMilli(), results.getLong(4), id.toString());
        }
      }
    }
    assertEquals(ids.size(), row);
  }

  @Test
  void orderByOnUuidIsTheUnsignedOrder() throws Exception {
    UuidV7Generator generator = new UuidV7Generator();
    List<UUID> ids = new ArrayList<>(THREADS * PER_THREAD + 5);
    for (List<UUID> ofThread : generateInThreads(generator)) {
      for (int i = 1; i < ofThread.size(); i++) {
        assertTrue(
            UuidV7.UNSIGNED_ORDER.compare(ofThread.get(i - 1), ofThread.get(i)) < 0,
            "one generator's UUIDs increase, whichever thread asks");
      }
      ids.addAll(ofThread);
    }
    UUID someV7 = ids.get(0);
    // UUIDs whose order UUID.compareTo gets wrong, as it compares each half signed.
    ids.add(UUID.fromString("f47ac10b-58cc-4372-a567-0e02b2c3d479")); // a v4 with the top bit set
    ids.add(new UUID(-1L, -1L)); // Max
    ids.add(new UUID(0L, 0L)); // Nil
    ids.add(UuidV7.max(Instant.ofEpochMilli(UuidV7.MAX_TIMESTAMP))); // the year 10889
    // Another variant with the same first half as a UUIDv7: the second halves differ in sign.
    ids.add(new UUID(someV7.getMostSignificantBits(), 0x1234L));

    List<UUID> shuffled = new ArrayList<>(ids);
    Collections.shuffle(shuffled, new Random(7));
    try (Connection connection = database.getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("CREATE TABLE uuid_order (id uuid PRIMARY KEY)");
      connection.setAutoCommit(false);
      try (PreparedStatement insert =
          connection.prepareStatement("INSERT INTO uuid_order (id) VALUES (?)")) {
        for (int i = 0; i < shuffled.size(); i++) {
          insert.setObject(1, shuffled.get(i));
          insert.addBatch();
          if (i % BATCH == BATCH - 1) {
            insert.executeBatch();
          }
        }
        insert.executeBatch();
      }
      connection.commit();
    }

    List<UUID> ordered = new ArrayList<>(ids.size());
    try (Connection connection = database.getConnection();
        Statement select = connection.createStatement();
        ResultSet results = select.executeQuery("SELECT id FROM uuid_order ORDER BY id")) {
      while (results.next()) {
        ordered.add(results.getObject(1, UUID.class));
      }
    }
    List<UUID> unsigned = new ArrayList<>(ids);
    unsigned.sort(UuidV7.UNSIGNED_ORDER);
    assertEquals(unsigned, ordered);
    List<UUID> signed = new ArrayList<>(ids);
    Collections.sort(signed);
    assertNotEquals(signed, ordered, "UUID.compareTo orders these otherwise");
  }

  @Test
  void generatedKeysAndValuesAreUuidV7sInInsertOrder() throws SQLException {
    List<Parcel> parcels = new ArrayList<>();
    sessionFactory.inTransaction(
        session -> {
          for (int seq = 0; seq < 1000; seq++) {
            Parcel parcel = new Parcel(seq);
            session.persist(parcel);
            parcels.add(parcel);
          }
        });
    List<UUID> ids = new ArrayList<>();
    for (Parcel parcel : parcels) {
      UuidV7.requireValid(parcel.id);
      UuidV7.requireValid(parcel.label);
      UuidV7.requireValid(parcel.packed);
      assertEquals(parcel.reference, UuidV7.fromString(parcel.reference).toString());
      assertNotEquals(parcel.id, parcel.label);
      ids.add(parcel.id);
    }
    for (int i = 1; i < ids.size(); i++) {
      assertTrue(UuidV7.UNSIGNED_ORDER.compare(ids.get(i - 1), ids.get(i)) < 0, "insert order");
    }

    try (Session session = sessionFactory.openSession()) {
      assertEquals(
          ids,
          session
              .createQuery("select p.id from Parcel p order by p.id", UUID.class)
              .getResultList());
      Parcel found = session.find(Parcel.class, ids.get(500));
      assertEquals(500, found.seq);
      assertEquals(parcels.get(500).label, found.label);
      assertEquals(parcels.get(500).reference, found.reference);
      assertEquals(parcels.get(500).packed, found.packed);
    }

    Parcel first = parcels.get(0);
    sessionFactory.inTransaction(session -> session.find(Parcel.class, first.id).note = "changed");
    try (Session session = sessionFactory.openSession()) {
      Parcel reloaded = session.find(Parcel.class, first.id);
      assertEquals("changed", reloaded.note);
      assertEquals(first.label, reloaded.label);
      assertEquals(first.reference, reloaded.reference);
    }

    try (Connection connection = database.getConnection();
        Statement select = connection.createStatement()) {
      try (ResultSet results =
          select.executeQuery(
              "SELECT count(*) FROM parcel WHERE uuid_extract_version(id) = 7"
                  + " AND uuid_extract_version(label) = 7"
                  + " AND uuid_extract_version(reference::uuid) = 7")) {
        results.next();
        assertEquals(1000, results.getInt(1), "UUIDv7s to PostgreSQL");
      }
      // The bytes are the UUID's, most significant first: the order in which they sort.
      try (ResultSet results =
          select.executeQuery("SELECT seq, encode(packed, 'hex') FROM parcel ORDER BY seq")) {
        for (Parcel parcel : parcels) {
          results.next();
          assertEquals(parcel.seq, results.getInt(1));
          assertEquals(parcel.packed.toString().replace("-", ""), results.getString(2));
        }
      }
      List<String> columns = new ArrayList<>();
      try (ResultSet results =
          select.executeQuery(
              "SELECT column_name || ' ' || data_type FROM information_schema.columns"
                  + " WHERE table_name = 'parcel'"
                  + " AND column_name IN ('id', 'label', 'packed', 'reference')"
                  + " ORDER BY column_name")) {
        while (results.next()) {
          columns.add(results.getString(1));
        }
      }
      assertEquals(
          List.of("id uuid", "label uuid", "packed bytea", "reference character varying"), columns);
    }
  }

  /** The SQL for the Unix time in milliseconds of a UUID's timestamp, as PostgreSQL reads it. */
  private static String epochMillis(String uuid) {
    return "floor(extract(epoch FROM uuid_extract_timestamp(" + uuid + ")) * 1000)::bigint";
  }

  private static List<List<UUID>> generateInThreads(UuidV7Generator generator) throws Exception {
    ExecutorService executor = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<List<UUID>>> futures = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        futures.add(
            executor.submit(
                () -> {
                  List<UUID> ids = new ArrayList<>(PER_THREAD);
                  for (int i = 0; i < PER_THREAD; i++) {
                    ids.add(generator.generate());
                  }
                  return ids;
                }));
      }
      List<List<UUID>> results = new ArrayList<>();
      for (Future<List<UUID>> future : futures) {
        results.add(future.get());
      }
      return results;
    } finally {
      executor.shutdown();
    }
  }
}
