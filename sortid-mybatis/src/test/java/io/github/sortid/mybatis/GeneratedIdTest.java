package io.github.sortid.mybatis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sortid.IdType;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.uuidv7.UuidV7;
import io.github.sortid.uuidv7.UuidV7Generator;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import org.apache.ibatis.exceptions.PersistenceException;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.ExecutorType;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactory;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link GeneratedIdInterceptor} on PostgreSQL and MariaDB: it fills the null {@link GeneratedId}
 * fields of single inserts, of a {@code <foreach>} insert of a list and of a {@code
 * ExecutorType.BATCH} session, with IDs increasing in the order of insertion; it keeps the IDs that
 * are set, and never generates an unmarked {@code UUID}.
 */
class GeneratedIdTest {
  private static final int ROWS = 300;

  @ParameterizedTest
  @EnumSource(Database.class)
  void generatesNullMarkedFieldsInInsertionOrder(Database database) {
    IdColumn column =
        IdColumn.defaultFor(database == Database.POSTGRESQL ? "PostgreSQL" : "MariaDB");
    database.execute(
        "DROP TABLE IF EXISTS invoice",
        "CREATE TABLE invoice (id "
            + database.sqlType(IdType.SCRU128, column)
            + " PRIMARY KEY, ticket bigint, tracking "
            + database.sqlType(IdType.UUIDV7, IdColumn.BINARY)
            + ", customer "
            + database.sqlType(IdType.UUIDV7, IdColumn.BINARY)
            + ", reference "
            + database.sqlType(IdType.ULID, IdColumn.TEXT)
            + ")");
    SqlSessionFactory sessions = sessions(database, column);
    Scru128Id given = Scru128Id.min(java.time.Instant.parse("2026-01-01T00:00:00Z"));
    UUID customer = UuidV7.generate();
    Ulid reference = Ulid.min(java.time.Instant.parse("2026-02-01T00:00:00Z"));
    List<Invoice> inserted = new ArrayList<>();

    try (SqlSession session = sessions.openSession(true)) {
      InvoiceMapper mapper = session.getMapper(InvoiceMapper.class);
      Invoice kept = new Invoice();
      kept.id = given;
      kept.customer = customer;
      kept.reference = reference;
      mapper.insert(kept);
      assertSame(given, kept.id);
      assertEquals(customer, kept.customer);
      inserted.add(kept);

      Invoice plain = new Invoice();
      mapper.insert(plain);
      assertNull(plain.customer, "an unmarked UUID is never generated");
      inserted.add(plain);

      List<Invoice> list = invoices(ROWS);
      mapper.insertAll(list);
      inserted.addAll(list);
    }
    try (SqlSession batch = sessions.openSession(ExecutorType.BATCH)) {
      InvoiceMapper mapper = batch.getMapper(InvoiceMapper.class);
      for (Invoice each : invoices(ROWS)) {
        mapper.insert(each);
        inserted.add(each);
      }
      batch.commit();
    }

    List<Invoice> generated = inserted.subList(1, inserted.size());
    assertIncreasing(generated, i -> i.id, IdType.SCRU128);
    assertIncreasing(inserted, i -> i.ticket, IdType.SCRU64);
    assertIncreasing(inserted, i -> i.tracking, IdType.UUIDV7);
    inserted.forEach(i -> assertEquals(7, i.tracking.version()));

    try (SqlSession session = sessions.openSession()) {
      InvoiceMapper mapper = session.getMapper(InvoiceMapper.class);
      List<Invoice> read = mapper.ordered();
      assertEquals(ids(inserted, i -> i.id), ids(read, i -> i.id));
      assertEquals(ids(inserted, i -> i.ticket), ids(read, i -> i.ticket));
      assertEquals(ids(inserted, i -> i.tracking), ids(read, i -> i.tracking));
      assertEquals(ids(inserted, i -> i.customer), ids(read, i -> i.customer));
      assertEquals(ids(inserted, i -> i.reference), ids(read, i -> i.reference));
      // The database's order of each generated column is the order of insertion.
      assertEquals(
          ids(inserted, i -> i.tracking), ids(mapper.orderedByTracking(), i -> i.tracking));
      assertEquals(ids(inserted, i -> i.ticket), ids(mapper.orderedByTicket(), i -> i.ticket));
    }
  }

  @ParameterizedTest
  @EnumSource(value = Database.class, names = "POSTGRESQL")
  void aFormatWithoutGeneratorIsNamed(Database database) {
    Configuration configuration = database.configuration(IdColumn.UUID);
    configuration.addInterceptor(
        GeneratedIdInterceptor.builder().generator(IdType.SCRU128, new Scru128Generator()).build());
    configuration.addMapper(InvoiceMapper.class);
    SqlSessionFactory sessions = new SqlSessionFactoryBuilder().build(configuration);
    try (SqlSession session = sessions.openSession()) {
      PersistenceException e =
          assertThrows(
              PersistenceException.class,
              () -> session.getMapper(InvoiceMapper.class).insert(new Invoice()));
      assertEquals(
          "no generator of SCRU64 IDs, which @GeneratedId on io.github.sortid.mybatis.Invoice.ticket"
              + " needs: add one with GeneratedIdInterceptor.builder().generator(IdType.SCRU64, ...)",
          e.getCause().getMessage());
    }
  }

  private static SqlSessionFactory sessions(Database database, IdColumn column) {
    Configuration configuration = database.configuration(column);
    Scru64Generator scru64 = new Scru64Generator(Scru64NodeSpec.parse("42/8"));
    configuration.addInterceptor(
        GeneratedIdInterceptor.builder()
            .generator(IdType.SCRU128, new Scru128Generator())
            .generator(IdType.SCRU64, scru64::generate)
            .generator(IdType.UUIDV7, new UuidV7Generator())
            .build());
    configuration.addMapper(InvoiceMapper.class);
    return new SqlSessionFactoryBuilder().build(configuration);
  }

  private static List<Invoice> invoices(int count) {
    List<Invoice> invoices = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      invoices.add(new Invoice());
    }
    return invoices;
  }

  private static <T> List<T> ids(List<Invoice> invoices, Function<Invoice, T> id) {
    return invoices.stream().map(id).toList();
  }

  private static <T> void assertIncreasing(
      List<Invoice> invoices, Function<Invoice, T> id, IdType<T> type) {
    List<T> ids = ids(invoices, id);
    List<T> sorted = new ArrayList<>(ids);
    sorted.sort(type.comparator());
    assertEquals(sorted, ids);
    assertEquals(ids.size(), ids.stream().distinct().count());
  }
}
