package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import io.github.sortid.hibernate.GeneratedKeyEntities.BinaryKeyed;
import io.github.sortid.hibernate.GeneratedKeyEntities.LongKeyed;
import io.github.sortid.hibernate.GeneratedKeyEntities.StringKeyed;
import io.github.sortid.hibernate.GeneratedKeyEntities.TextKeyed;
import io.github.sortid.hibernate.GeneratedKeyEntities.UuidKeyed;
import io.github.sortid.hibernate.GeneratedKeyEntities.UuidV7Keyed;
import io.github.sortid.hibernate.GeneratedKeyEntities.UuidV7TextKeyed;
import io.github.sortid.hibernate.RowEntities.EuidRow;
import io.github.sortid.hibernate.RowEntities.Row;
import io.github.sortid.hibernate.RowEntities.Scru128Row;
import io.github.sortid.hibernate.RowEntities.Scru128V1Row;
import io.github.sortid.hibernate.RowEntities.Scru64Row;
import io.github.sortid.hibernate.RowEntities.UlidRow;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.uuidv7.UuidV7;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Every mapping of every ID type through Hibernate on PostgreSQL: the columns that schema
 * generation creates, and a round trip through {@code persist}, {@code find}, JPQL with parameters
 * and a Criteria query, with generated keys and generated non-key values.
 */
@ExtendWith(Postgres.class)
class MappingTest {
  private static PGSimpleDataSource database;
  private static SessionFactory sessionFactory;
  private static final AtomicInteger statements = new AtomicInteger();

  @BeforeAll
  static void start() {
    Scru64.initialize(Scru64NodeSpec.parse("7/8"));
    database = Postgres.newDatabase();
    List<Class<?>> entities = new ArrayList<>();
    entities.addAll(List.of(KeyEntities.class.getDeclaredClasses()));
    entities.addAll(List.of(RowEntities.class.getDeclaredClasses()));
    entities.addAll(List.of(GeneratedKeyEntities.class.getDeclaredClasses()));
    Configuration configuration = new Configuration();
    configuration.setStatementInspector(
        sql -> {
          statements.incrementAndGet();
          return sql;
        });
    sessionFactory =
        SessionFactories.create(database, configuration, entities.toArray(new Class<?>[0]));
  }

  @AfterAll
  static void close() {
    sessionFactory.close();
  }

  @Test
  void schemaGenerationCreatesTheConfiguredColumns() throws SQLException {
    Map<String, String> columns = columnTypes();
    for (String table : List.of("scru128", "scru128_v1", "ulid", "euid")) {
      assertEquals("uuid", columns.get(table + "_native.id"));
      assertEquals("bytea", columns.get(table + "_binary.id"));
      assertEquals("uuid", columns.get(table + "_row.plain"));
      assertEquals("bytea", columns.get(table + "_row.bytes"));
    }
    assertEquals("bigint", columns.get("scru64_native.id"));
    assertEquals("bytea", columns.get("scru64_binary.id"));
    assertEquals("bigint", columns.get("scru64_row.id"));
    assertEquals("bigint", columns.get("scru64_row.plain"));
    assertEquals("bytea", columns.get("scru64_row.bytes"));

    Map<String, Integer> textLengths =
        Map.of("scru128", 25, "scru128_v1", 26, "ulid", 26, "euid", 27, "scru64", 12);
    textLengths.forEach(
        (table, length) -> {
          assertEquals("character(" + length + ") C", columns.get(table + "_text.id"));
          assertEquals("character(" + length + ")", columns.get(table + "_row.text"));
          assertEquals("character varying(" + length + ")", columns.get(table + "_row.varchar"));
        });

    assertEquals("uuid", columns.get("scru128_row.generatedid"));
    assertEquals("uuid", columns.get("scru128_row.generateduuid"));
    assertEquals("bigint", columns.get("scru64_row.generatedid"));
    assertEquals("character varying(255)", columns.get("scru128_row.generatedtext"));
    assertEquals("bigint", columns.get("scru64_row.generatedlong"));
    assertEquals("uuid", columns.get("uuid_keyed.id"));
    assertEquals("bigint", columns.get("long_keyed.id"));
    assertEquals("bytea", columns.get("binary_keyed.id"));
    assertEquals("character(26)", columns.get("text_keyed.id"));
    assertEquals("uuid", columns.get("uuid_v7_keyed.id"));
    assertEquals("character varying(255)", columns.get("uuid_v7_text_keyed.id"));
  }

  static Stream<Arguments> rowTypes() {
    return IdColumns.mapped().map(type -> Arguments.of(IdColumns.rowClass(type), type));
  }

  @ParameterizedTest
  @MethodSource("rowTypes")
  <R extends Row<T>, T extends Comparable<? super T>> void roundTrip(
      Class<R> entity, IdType<T> type) throws ReflectiveOperationException {
    Supplier<T> ids = orderedIds(type);
    List<R> rows = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      R row = entity.getDeclaredConstructor().newInstance();
      // Each column of a row holds another ID, so that a query that mixed up columns would fail.
      row.set(ids.get(), ids.get(), ids.get(), ids.get());
      if (row instanceof Scru128V1Row v1) {
        v1.id = (Scru128V1Id) ids.get(); // no generator for SCRU128 v1: an assigned key
      }
      rows.add(row);
    }
    sessionFactory.inTransaction(session -> rows.forEach(session::persist));
    rows.forEach(row -> assertNotNull(row.id()));

    try (Session session = sessionFactory.openSession()) {
      for (R row : rows) {
        R found = session.find(entity, row.id());
        assertEquals(row.id(), found.id());
        assertEquals(row.columns(), found.columns());
      }
    }

    R middle = rows.get(1);
    List<T> values = middle.columns();
    String name = sessionFactory.getMetamodel().entity(entity).getName();
    try (Session session = sessionFactory.openSession()) {
      R byColumns =
          session
              .createQuery(
                  "from "
                      + name
                      + " r where r.id = :id and r.plain = :plain and r.bytes = :bytes"
                      + " and r.text = :text and r.varchar = :varchar",
                  entity)
              .setParameter("id", middle.id())
              .setParameter("plain", values.get(0))
              .setParameter("bytes", values.get(1))
              .setParameter("text", values.get(2))
              .setParameter("varchar", values.get(3))
              .getSingleResult();
      assertEquals(middle.columns(), byColumns.columns());

      List<String> columns = List.of("plain", "bytes", "text", "varchar");
      for (int c = 0; c < columns.size(); c++) {
        String column = columns.get(c);
        List<?> fromMiddle =
            session
                .createQuery(
                    String.format(
                        "select r.%1$s from %2$s r where r.%1$s >= :low order by r.%1$s desc",
                        column, name),
                    type.javaType())
                .setParameter("low", values.get(c))
                .getResultList();
        assertEquals(List.of(rows.get(2).columns().get(c), values.get(c)), fromMiddle, column);
      }

      CriteriaBuilder builder = session.getCriteriaBuilder();
      CriteriaQuery<R> criteria = builder.createQuery(entity);
      Root<R> root = criteria.from(entity);
      criteria
          .where(
              builder.equal(root.get("bytes"), values.get(1)),
              builder.equal(root.get("text"), values.get(2)),
              builder.between(root.<T>get("plain"), rows.get(0).columns().get(0), values.get(0)),
              builder.greaterThan(root.<T>get("varchar"), rows.get(0).columns().get(3)))
          .orderBy(builder.desc(root.get("id")));
      assertEquals(middle.columns(), session.createQuery(criteria).getSingleResult().columns());
    }
  }

  @Test
  void generatedValuesAreSetOnInsertAndNeverChanged() {
    Scru128Row scru128 = new Scru128Row();
    UlidRow ulid = new UlidRow();
    EuidRow euid = new EuidRow();
    Scru64Row scru64 = new Scru64Row();
    sessionFactory.inTransaction(
        session -> {
          session.persist(scru128);
          session.persist(ulid);
          session.persist(euid);
          session.persist(scru64);
        });
    assertEquals(scru128.generatedUuid, Scru128Id.fromUuid(scru128.generatedUuid).toUuid());
    assertEquals(scru128.generatedText, Scru128Id.fromString(scru128.generatedText).toString());
    assertNotEquals(scru128.id.toUuid(), scru128.generatedUuid);
    assertNotNull(scru128.generatedId);
    assertNotEquals(scru128.id, scru128.generatedId);
    assertNotNull(scru64.generatedId);
    Ulid.fromUuid(ulid.generatedUuid);
    Ulid.fromString(ulid.generatedText);
    Euid.fromUuid(euid.generatedUuid);
    Euid.fromString(euid.generatedText);
    Scru64Id.fromLong(scru64.generatedLong);
    Scru64Id.fromLong(scru64.generatedBoxed);
    Scru64Id.fromString(scru64.generatedText);
    assertEquals(7, scru64.id.getNodeCtr() >>> 16, "the node ID of the process-wide SCRU64");

    Scru128Id generatedId = scru128.generatedId;
    UUID uuid = scru128.generatedUuid;
    String text = scru128.generatedText;
    long number = scru64.generatedLong;
    sessionFactory.inTransaction(
        session -> {
          session.find(Scru128Row.class, scru128.id).note = "changed";
          session.find(Scru64Row.class, scru64.id).note = "changed";
        });
    try (Session session = sessionFactory.openSession()) {
      Scru128Row reloaded = session.find(Scru128Row.class, scru128.id);
      assertEquals("changed", reloaded.note);
      assertEquals(generatedId, reloaded.generatedId);
      assertEquals(uuid, reloaded.generatedUuid);
      assertEquals(text, reloaded.generatedText);
      assertEquals(number, session.find(Scru64Row.class, scru64.id).generatedLong);
    }
  }

  @Test
  void generatingSendsNoStatement() {
    // Keys are generated at persist, other values at the flush: neither sends a statement.
    try (Session session = sessionFactory.openSession()) {
      session.beginTransaction();
      statements.set(0);
      Scru128Row scru128 = new Scru128Row();
      UlidRow ulid = new UlidRow();
      EuidRow euid = new EuidRow();
      Scru64Row scru64 = new Scru64Row();
      LongKeyed longKeyed = new LongKeyed();
      for (Object entity : List.of(scru128, ulid, euid, scru64, longKeyed)) {
        session.persist(entity);
      }
      assertEquals(0, statements.get(), "statements for the keys");
      assertNotNull(scru128.id);
      assertNotNull(ulid.id);
      assertNotNull(euid.id);
      assertNotNull(scru64.id);
      assertNotEquals(0, longKeyed.id);
      session.getTransaction().commit();
      // The other generated values are set at the flush, and need no statement either.
      assertEquals(5, statements.get(), "one INSERT per entity type, and nothing else");
      assertNotNull(scru128.generatedUuid);
      assertNotNull(ulid.generatedText);
      assertNotNull(euid.generatedUuid);
      assertNotNull(scru64.generatedBoxed);
    }
  }

  @Test
  void generatedKeysInEveryForm() {
    UuidKeyed uuidKeyed = new UuidKeyed();
    StringKeyed stringKeyed = new StringKeyed();
    LongKeyed longKeyed = new LongKeyed();
    BinaryKeyed binaryKeyed = new BinaryKeyed();
    TextKeyed textKeyed = new TextKeyed();
    UuidV7Keyed uuidV7Keyed = new UuidV7Keyed();
    UuidV7TextKeyed uuidV7TextKeyed = new UuidV7TextKeyed();
    sessionFactory.inTransaction(
        session -> {
          session.persist(uuidKeyed);
          session.persist(stringKeyed);
          session.persist(longKeyed);
          session.persist(binaryKeyed);
          session.persist(textKeyed);
          session.persist(uuidV7Keyed);
          session.persist(uuidV7TextKeyed);
        });
    Ulid.fromUuid(uuidKeyed.id);
    UuidV7.requireValid(uuidV7Keyed.id);
    assertEquals(uuidV7TextKeyed.id, UuidV7.fromString(uuidV7TextKeyed.id).toString());
    Euid.fromString(stringKeyed.id);
    Scru64Id.fromLong(longKeyed.id);
    assertNotNull(binaryKeyed.id);
    assertNotNull(textKeyed.id);
    try (Session session = sessionFactory.openSession()) {
      assertNotNull(session.find(UuidKeyed.class, uuidKeyed.id));
      assertNotNull(session.find(StringKeyed.class, stringKeyed.id));
      assertNotNull(session.find(LongKeyed.class, longKeyed.id));
      assertNotNull(session.find(BinaryKeyed.class, binaryKeyed.id));
      assertNotNull(session.find(TextKeyed.class, textKeyed.id));
      assertNotNull(session.find(UuidV7Keyed.class, uuidV7Keyed.id));
      assertNotNull(session.find(UuidV7TextKeyed.class, uuidV7TextKeyed.id));
      assertEquals(
          textKeyed.id,
          session
              .createQuery("select k.id from TextKeyed k where k.id = :id", Ulid.class)
              .setParameter("id", textKeyed.id)
              .getSingleResult());
    }
  }

  /** IDs of one type in increasing order, one millisecond apart. */
  private static <T> Supplier<T> orderedIds(IdType<T> type) {
    long[] now = {Instant.parse("2026-03-01T00:00:00Z").toEpochMilli()};
    InstantSource clock = () -> Instant.ofEpochMilli(now[0]++);
    Supplier<Object> generator = IdColumns.generator(type, clock, 1);
    return () -> type.javaType().cast(generator.get());
  }

  /** {@code table.column} to the column's type, with its length and any collation. */
  private static Map<String, String> columnTypes() throws SQLException {
    Map<String, String> types = new HashMap<>();
    try (Connection connection = database.getConnection();
        PreparedStatement select =
            connection.prepareStatement(
                "SELECT table_name, column_name, data_type, character_maximum_length,"
                    + " collation_name FROM information_schema.columns"
                    + " WHERE table_schema = 'public'");
        ResultSet results = select.executeQuery()) {
      while (results.next()) {
        String type = results.getString(3);
        int length = results.getInt(4);
        if (!results.wasNull()) {
          type += "(" + length + ")";
        }
        String collation = results.getString(5);
        if (collation != null) {
          type += " " + collation;
        }
        types.put(results.getString(1) + "." + results.getString(2), type);
      }
    }
    return types;
  }
}
