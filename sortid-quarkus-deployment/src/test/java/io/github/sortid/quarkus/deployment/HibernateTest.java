package io.github.sortid.quarkus.deployment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.github.sortid.IdType;
import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.hibernate.SortidTypeContributor;
import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.quarkus.deployment.archive.ArchivedTicket;
import io.github.sortid.quarkus.deployment.hibernate.EveryColumn;
import io.github.sortid.quarkus.deployment.hibernate.Invoice;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru64.Scru64Source;
import io.github.sortid.ulid.UlidGenerator;
import io.github.sortid.uuidv7.UuidV7;
import io.quarkus.hibernate.orm.PersistenceUnit;
import io.quarkus.hibernate.orm.PersistenceUnitExtension;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.lang.reflect.Field;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.hibernate.boot.model.TypeContributor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Hibernate ORM in a Quarkus application: sortid's types in every column kind, in the default
 * persistence unit and a named one; {@code @Scru128Generated} keys a Panache entity, whose keys
 * sort in the database as they were generated; {@code @UuidV7Generated} keys a plain entity, whose
 * {@code @Scru64Generated} attribute comes from the application's SCRU64 source, here a node ID
 * leased from the application's datasource and given back when the application stops.
 */
class HibernateTest {
  private static final String REALM = "hibernate-test";

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar -> jar.addClasses(Invoice.class, EveryColumn.class, ArchivedTicket.class))
          .overrideConfigKey("quarkus.hibernate-orm.packages", Invoice.class.getPackageName())
          .overrideConfigKey(
              "quarkus.hibernate-orm.\"archive\".packages", ArchivedTicket.class.getPackageName())
          .overrideConfigKey("quarkus.hibernate-orm.\"archive\".datasource", "<default>")
          .overrideConfigKey(
              "quarkus.hibernate-orm.\"archive\".schema-management.strategy", "drop-and-create")
          .overrideConfigKey("sortid.scru64.jdbc.realm", REALM)
          .overrideConfigKey("sortid.scru64.jdbc.node-id-size", "8")
          .setAfterUndeployListener(HibernateTest::theLeaseWasGivenBack);

  @Inject EntityManager entityManager;

  @Inject
  @PersistenceUnit("archive")
  EntityManager archive;

  @Inject @PersistenceUnitExtension TypeContributor defaultUnitTypes;
  @Inject AgroalDataSource dataSource;
  @Inject Scru64Source scru64;
  @Inject Scru128Generator scru128;
  @Inject UlidGenerator ulid;
  @Inject EuidGenerator euid;

  @Test
  void everyColumnKindHasItsSqlType() throws SQLException {
    // The extension hands Quarkus sortid's types for the default unit; Hibernate also finds them
    // in sortid-hibernate's service file, for every unit.
    assertInstanceOf(SortidTypeContributor.class, defaultUnitTypes);
    Set<Class<?>> mapped = idFields().map(Field::getType).collect(Collectors.toSet());
    for (IdType<?> type : IdType.all()) {
      assertTrue(mapped.contains(type.javaType()), type + " has attributes here");
    }
    Map<String, String> expected = new HashMap<>();
    expected.put("id", "uuid");
    expected.put("ticket", "bigint");
    for (String uuid : List.of("scru128", "scru128v1", "ulid", "euid")) {
      expected.put(uuid, "uuid");
    }
    expected.put("scru64", "bigint");
    for (String type : List.of("scru128", "scru128v1", "ulid", "euid", "scru64")) {
      expected.put(type + "bytes", "bytea");
    }
    expected.put("scru128text", "character(25)");
    expected.put("scru128v1text", "character(26)");
    expected.put("ulidtext", "character(26)");
    expected.put("euidtext", "character(27)");
    expected.put("scru64text", "character(12)");
    assertEquals(expected, columnTypes("hibernate_test_every_column"));
  }

  @Test
  void everyColumnKindRoundTrips() {
    EveryColumn written = new EveryColumn();
    written.scru128 = scru128.generate();
    written.scru128Bytes = scru128.generate();
    written.scru128Text = scru128.generate();
    Scru128V1Generator v1 = new Scru128V1Generator();
    written.scru128V1 = v1.generate();
    written.scru128V1Bytes = v1.generate();
    written.scru128V1Text = v1.generate();
    written.ulid = ulid.generate();
    written.ulidBytes = ulid.generate();
    written.ulidText = ulid.generate();
    written.euid = euid.generate();
    written.euidBytes = euid.generate();
    written.euidText = euid.generate();
    written.scru64 = scru64.generate();
    written.scru64Bytes = scru64.generate();
    written.scru64Text = scru64.generate();
    QuarkusTransaction.requiringNew().run(() -> entityManager.persist(written));

    assertEquals(7, written.id.version());
    assertTrue(UuidV7.isValid(written.id));
    EveryColumn read =
        QuarkusTransaction.requiringNew()
            .call(() -> entityManager.find(EveryColumn.class, written.id));
    idFields()
        .forEach(field -> assertEquals(value(field, written), value(field, read), field.getName()));
  }

  @Test
  void aNamedPersistenceUnitMapsTheTypesAndGeneratesFromTheSameSource() throws SQLException {
    assertEquals(
        Map.of("id", "uuid", "number", "bigint"), columnTypes("hibernate_test_archived_ticket"));
    ArchivedTicket ticket = new ArchivedTicket();
    QuarkusTransaction.requiringNew().run(() -> archive.persist(ticket));
    assertEquals(ticket.number, scru64.getNodeSpec().getNodePrev().orElseThrow());
    ArchivedTicket read =
        QuarkusTransaction.requiringNew().call(() -> archive.find(ArchivedTicket.class, ticket.id));
    assertEquals(ticket.number, read.number);
  }

  @Test
  void scru64KeysComeFromTheApplicationsSource() {
    Scru64NodeLease lease = (Scru64NodeLease) scru64;
    assertEquals(REALM, lease.getRealm());
    EveryColumn row = new EveryColumn();
    QuarkusTransaction.requiringNew().run(() -> entityManager.persist(row));
    // The source's last ID is the one the insert took: it is that very instance, not another of
    // the same settings.
    assertEquals(row.ticket, scru64.getNodeSpec().getNodePrev().orElseThrow());
    assertEquals(lease.getNodeSpec().getNodeId(), row.ticket.getNodeCtr() >>> (24 - 8));
  }

  @Test
  void panacheKeysSortInTheDatabaseAsGenerated() {
    List<Scru128Id> ids = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      Invoice invoice = new Invoice();
      invoice.customer = "customer " + i;
      QuarkusTransaction.requiringNew().run(invoice::persist);
      ids.add(invoice.id);
    }
    List<Scru128Id> between =
        QuarkusTransaction.requiringNew()
            .call(
                () ->
                    Invoice.<Invoice>list(
                            "id between ?1 and ?2 order by id", ids.get(1), ids.get(3))
                        .stream()
                        .map(invoice -> invoice.id)
                        .toList());
    assertEquals(ids.subList(1, 4), between);
    Invoice found = QuarkusTransaction.requiringNew().call(() -> Invoice.findById(ids.get(2)));
    assertEquals("customer 2", found.customer);
  }

  /** The SQL type of each column of a table, as PostgreSQL writes it. */
  private Map<String, String> columnTypes(String table) throws SQLException {
    Map<String, String> types = new HashMap<>();
    try (Connection connection = dataSource.getConnection();
        Statement statement = connection.createStatement();
        ResultSet columns =
            statement.executeQuery(
                "SELECT attname, format_type(atttypid, atttypmod) FROM pg_attribute"
                    + " WHERE attrelid = '"
                    + table
                    + "'::regclass AND attnum > 0 AND NOT attisdropped")) {
      while (columns.next()) {
        types.put(columns.getString(1), columns.getString(2));
      }
    }
    return types;
  }

  /** The ID attributes of {@link EveryColumn}, without the fields Hibernate's enhancement adds. */
  private static Stream<Field> idFields() {
    return Arrays.stream(EveryColumn.class.getDeclaredFields())
        .filter(
            field -> IdType.all().stream().anyMatch(type -> type.javaType() == field.getType()));
  }

  /**
   * A field's value; Quarkus turns an entity's public fields into protected ones with accessors.
   */
  private static Object value(Field field, Object entity) {
    try {
      field.setAccessible(true);
      return field.get(entity);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  /** After the application stopped: its node ID is in the realm, and no longer claimed. */
  private static void theLeaseWasGivenBack() {
    try (Connection connection = TestDatabase.connect();
        Statement statement = connection.createStatement();
        ResultSet counts =
            statement.executeQuery(
                "SELECT COUNT(*), COUNT(claim_expires) FROM sortid_scru64_nodes WHERE realm = '"
                    + REALM
                    + "'")) {
      counts.next();
      assertEquals(1, counts.getLong(1), "the application's node ID");
      assertEquals(0, counts.getLong(2), "claimed after the application stopped");
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
