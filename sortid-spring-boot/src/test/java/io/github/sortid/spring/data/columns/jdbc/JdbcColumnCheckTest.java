package io.github.sortid.spring.data.columns.jdbc;

import static io.github.sortid.spring.data.DataCases.causeOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.spring.Scru64AutoConfiguration;
import io.github.sortid.spring.SortidAutoConfiguration;
import io.github.sortid.spring.data.IdColumn;
import io.github.sortid.spring.data.SortidDataJdbcAutoConfiguration;
import io.github.sortid.spring.data.TestPostgres;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.Ulids;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.repository.config.EnableJdbcRepositories;
import org.springframework.data.relational.core.mapping.Column;
import org.springframework.data.relational.core.mapping.Embedded;
import org.springframework.data.relational.core.mapping.Table;
import org.springframework.data.repository.CrudRepository;

/**
 * The start-up check of Spring Data JDBC's ID columns against {@code sortid.data.id-column}, on
 * PostgreSQL: tables found as Spring Data names them (a quoted mixed-case name, a schema, a
 * {@code @Column}, an embedded entity's prefix), views, array columns of collections, tables not
 * created yet, and collections in the binary form.
 */
class JdbcColumnCheckTest {
  private static TestPostgres postgres;

  /** A quoted mixed-case table, a column named by {@code @Column}, and an embedded entity. */
  @Table("Quoted_Parcels")
  record Parcel(
      @Id Scru128Id id,
      @Column("Tracking_Ref") Ulid tracking,
      @Embedded.Nullable(prefix = "origin_") Place origin) {}

  /**
   * A place, embedded.
   *
   * @param depot an ID, in the embedding entity's table
   * @param town a name
   */
  record Place(Scru128Id depot, String town) {}

  interface Parcels extends CrudRepository<Parcel, Scru128Id> {}

  /** A table in a schema of its own, with a collection of IDs in an array column. */
  @Table(schema = "sales", value = "receipts")
  record Receipt(@Id Scru128Id id, List<Scru128Id> lines) {}

  interface Receipts extends CrudRepository<Receipt, Scru128Id> {}

  /** A view. */
  @Table("receipt_view")
  record ReceiptView(@Id Scru128Id id) {}

  interface ReceiptViews extends CrudRepository<ReceiptView, Scru128Id> {}

  /** A table that no database here has. */
  @Table("created_later")
  record CreatedLater(@Id Scru128Id id) {}

  interface CreatedLaters extends CrudRepository<CreatedLater, Scru128Id> {}

  /** An application with Spring Data JDBC, sortid, and the repositories above. */
  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration({
    DataSourceAutoConfiguration.class,
    JdbcTemplateAutoConfiguration.class,
    DataSourceTransactionManagerAutoConfiguration.class,
    DataJdbcRepositoriesAutoConfiguration.class,
    SortidAutoConfiguration.class,
    Scru64AutoConfiguration.class,
    SortidDataJdbcAutoConfiguration.class
  })
  @EnableJdbcRepositories(considerNestedRepositories = true)
  static class Application {}

  @BeforeAll
  static void start() {
    postgres = TestPostgres.start();
  }

  @AfterAll
  static void stop() {
    postgres.close();
  }

  /** Creates the tables of the entities above, their ID columns of one type, arrays of it. */
  private static String database(String name, String idType) {
    return postgres.database(
        name,
        IdColumn.UUID,
        "CREATE TABLE \"Quoted_Parcels\" (id "
            + idType
            + " PRIMARY KEY, \"Tracking_Ref\" "
            + idType
            + ", origin_depot "
            + idType
            + ", origin_town text)",
        // A table that the pattern Quoted_Parcels would match too, with _ unescaped, and list
        // after the entity's: its text columns would then stand for the entity's.
        "CREATE TABLE \"QuotedzParcels\" (id text, \"Tracking_Ref\" text, origin_depot text)",
        "CREATE SCHEMA sales",
        "CREATE TABLE sales.receipts (id " + idType + " PRIMARY KEY, lines " + idType + "[])",
        "CREATE VIEW receipt_view AS SELECT id FROM sales.receipts");
  }

  private static SpringApplicationBuilder application(String database, String... properties) {
    return new SpringApplicationBuilder(Application.class)
        .web(WebApplicationType.NONE)
        .bannerMode(Banner.Mode.OFF)
        .properties("spring.datasource.url=" + postgres.jdbcUrl(database))
        .properties(properties);
  }

  @Test
  void columnsThatFitTheFormPassWhereverSpringDataFindsThem() {
    String database = database("jdbc_fits", "uuid");
    try (ConfigurableApplicationContext application = application(database).run()) {
      Parcels parcels = application.getBean(Parcels.class);
      Parcel parcel =
          parcels.save(new Parcel(null, Ulids.generate(), new Place(Scru128.generate(), "Lyon")));
      Receipts receipts = application.getBean(Receipts.class);
      Receipt receipt =
          receipts.save(new Receipt(null, List.of(Scru128.generate(), Scru128.generate())));

      assertEquals(parcel, parcels.findById(parcel.id()).orElseThrow());
      assertEquals(receipt, receipts.findById(receipt.id()).orElseThrow());
      assertEquals(
          receipt.id(),
          application.getBean(ReceiptViews.class).findById(receipt.id()).orElseThrow().id());
    }
  }

  @Test
  void columnsOfAnotherFormStopTheStartUpNamingEachColumnAndTheFormThatFits() {
    String database = database("jdbc_text", "text");

    RuntimeException thrown = assertThrows(RuntimeException.class, application(database)::run);

    assertEquals(
        "Parcel.id: Quoted_Parcels.id is a text column, but SCRU128 IDs are written as uuid;"
            + " sortid.data.id-column=text fits it; Parcel.origin.depot:"
            + " Quoted_Parcels.origin_depot is a text column, but SCRU128 IDs are written as uuid;"
            + " sortid.data.id-column=text fits it; Parcel.tracking: Quoted_Parcels.Tracking_Ref"
            + " is a text column, but ULID IDs are written as uuid; sortid.data.id-column=text"
            + " fits it; Receipt.id: sales.receipts.id is a text column, but SCRU128 IDs are"
            + " written as uuid; sortid.data.id-column=text fits it; Receipt.lines:"
            + " sales.receipts.lines is a _text column, but SCRU128 IDs are written as uuid;"
            + " sortid.data.id-column=text fits it; ReceiptView.id: receipt_view.id is a text"
            + " column, but SCRU128 IDs are written as uuid; sortid.data.id-column=text fits it."
            + " sortid.data.id-column sets the form of every ID column: uuid, binary or text",
        causeOf(thrown, IllegalStateException.class).getMessage());
  }

  @Test
  void aCollectionOfIdsInTheBinaryFormStopsTheStartUpNamingTheProperty() {
    String database = database("jdbc_binary", "bytea");

    RuntimeException thrown =
        assertThrows(
            RuntimeException.class, application(database, "sortid.data.id-column=binary")::run);

    assertEquals(
        "Receipt.lines is a collection of SCRU128 IDs, which Spring Data cannot write as an array"
            + " in the binary form; sortid.data.id-column=uuid or text writes it."
            + " sortid.data.id-column sets the form of every ID column: uuid, binary or text",
        causeOf(thrown, IllegalStateException.class).getMessage());
  }
}
