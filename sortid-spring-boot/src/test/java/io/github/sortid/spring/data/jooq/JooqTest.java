package io.github.sortid.spring.data.jooq;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.spring.data.IdColumn;
import io.github.sortid.spring.data.SortidJooqAutoConfiguration;
import io.github.sortid.spring.data.TestPostgres;
import java.time.Instant;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration;
import org.springframework.boot.jooq.autoconfigure.JooqAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * Spring Boot's jOOQ with sortid's on PostgreSQL: rows fetched into records of sortid's ID types,
 * from a {@code uuid} and a {@code bigint} column.
 */
class JooqTest {
  private static final Scru128Id ID = Scru128Id.max(Instant.parse("2026-05-01T00:00:00Z"));
  private static final Scru64Id BATCH = Scru64Id.max(Instant.parse("2026-05-01T00:00:00Z"));

  private static TestPostgres postgres;

  record Invoice(Scru128Id id, Scru64Id batch, String customer) {}

  @BeforeAll
  static void start() {
    postgres = TestPostgres.start();
    postgres.database(
        "jooq_uuid",
        IdColumn.UUID,
        "CREATE TABLE invoices (id uuid PRIMARY KEY, batch bigint, customer text)",
        "INSERT INTO invoices VALUES ('" + ID.toUuid() + "', " + BATCH.toLong() + ", 'ada')");
  }

  @AfterAll
  static void stop() {
    postgres.close();
  }

  @Test
  void rowsAreFetchedIntoRecordsOfIdTypes() {
    new ApplicationContextRunner()
        .withConfiguration(
            AutoConfigurations.of(
                DataSourceAutoConfiguration.class,
                DataSourceTransactionManagerAutoConfiguration.class,
                JooqAutoConfiguration.class,
                SortidJooqAutoConfiguration.class))
        .withPropertyValues("spring.datasource.url=" + postgres.jdbcUrl("jooq_uuid"))
        .run(
            context ->
                assertThat(
                        context
                            .getBean(DSLContext.class)
                            .select()
                            .from(DSL.table("invoices"))
                            .fetchInto(Invoice.class))
                    .containsExactly(new Invoice(ID, BATCH, "ada")));
  }
}
