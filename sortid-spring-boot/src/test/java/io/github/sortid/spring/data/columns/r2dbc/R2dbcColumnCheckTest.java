package io.github.sortid.spring.data.columns.r2dbc;

import static io.github.sortid.spring.data.DataCases.causeOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.spring.Scru64AutoConfiguration;
import io.github.sortid.spring.SortidAutoConfiguration;
import io.github.sortid.spring.data.IdColumn;
import io.github.sortid.spring.data.SortidDataR2dbcAutoConfiguration;
import io.github.sortid.spring.data.TestPostgres;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcAutoConfiguration;
import org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcRepositoriesAutoConfiguration;
import org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.annotation.Id;
import org.springframework.data.r2dbc.repository.config.EnableR2dbcRepositories;
import org.springframework.data.relational.core.mapping.Column;
import org.springframework.data.relational.core.mapping.Table;
import org.springframework.data.repository.reactive.ReactiveCrudRepository;

/**
 * The start-up check of Spring Data R2DBC's ID columns against {@code sortid.data.id-column}, on
 * PostgreSQL: a table in a schema, a quoted mixed-case column, an array column of a collection, a
 * table not created yet, and collections in the binary form.
 */
class R2dbcColumnCheckTest {
  private static TestPostgres postgres;

  /** A table in a schema of its own, with a collection of IDs in an array column. */
  @Table(schema = "sales", value = "receipts")
  record Receipt(@Id Scru128Id id, @Column("Line_Ids") List<Scru128Id> lines) {}

  interface Receipts extends ReactiveCrudRepository<Receipt, Scru128Id> {}

  /** A table that no database here has. */
  @Table("created_later")
  record CreatedLater(@Id Scru128Id id) {}

  interface CreatedLaters extends ReactiveCrudRepository<CreatedLater, Scru128Id> {}

  /** An application with Spring Data R2DBC, sortid, and the repositories above. */
  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration({
    R2dbcAutoConfiguration.class,
    DataR2dbcAutoConfiguration.class,
    DataR2dbcRepositoriesAutoConfiguration.class,
    SortidAutoConfiguration.class,
    Scru64AutoConfiguration.class,
    SortidDataR2dbcAutoConfiguration.class
  })
  @EnableR2dbcRepositories(considerNestedRepositories = true)
  static class Application {}

  @BeforeAll
  static void start() {
    postgres = TestPostgres.start();
  }

  @AfterAll
  static void stop() {
    postgres.close();
  }

  /** Creates the table of the receipts, its ID columns of one type, an array of it. */
  private static String database(String name, String idType) {
    return postgres.database(
        name,
        IdColumn.UUID,
        "CREATE SCHEMA sales",
        "CREATE TABLE sales.receipts (id "
            + idType
            + " PRIMARY KEY, \"Line_Ids\" "
            + idType
            + "[])");
  }

  private static SpringApplicationBuilder application(String database, String... properties) {
    return new SpringApplicationBuilder(Application.class)
        .web(WebApplicationType.NONE)
        .bannerMode(Banner.Mode.OFF)
        .properties("spring.r2dbc.url=" + postgres.r2dbcUrl(database))
        .properties(properties);
  }

  @Test
  void columnsThatFitTheFormPassWhereverSpringDataFindsThem() {
    String database = database("r2dbc_fits", "uuid");
    try (ConfigurableApplicationContext application = application(database).run()) {
      Receipts receipts = application.getBean(Receipts.class);

      Receipt receipt =
          receipts.save(new Receipt(null, List.of(Scru128.generate(), Scru128.generate()))).block();

      assertEquals(receipt, receipts.findById(receipt.id()).block());
    }
  }

  @Test
  void columnsOfAnotherFormStopTheStartUpNamingEachColumnAndTheFormThatFits() {
    String database = database("r2dbc_text", "text");

    RuntimeException thrown = assertThrows(RuntimeException.class, application(database)::run);

    assertEquals(
        "Receipt.id: sales.receipts.id is a TEXT column, but SCRU128 IDs are written as uuid;"
            + " sortid.data.id-column=text fits it; Receipt.lines: sales.receipts.Line_Ids is a"
            + " TEXT_ARRAY column, but SCRU128 IDs are written as uuid;"
            + " sortid.data.id-column=text fits it. sortid.data.id-column sets the form of every"
            + " ID column: uuid, binary or text",
        causeOf(thrown, IllegalStateException.class).getMessage());
  }

  @Test
  void aCollectionOfIdsInTheBinaryFormStopsTheStartUpNamingTheProperty() {
    String database = database("r2dbc_binary", "bytea");

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
