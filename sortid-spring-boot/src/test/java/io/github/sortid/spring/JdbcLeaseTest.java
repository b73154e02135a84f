package io.github.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.jdbc.JdbcLeases;
import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64Source;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** A node ID leased from the application's own DataSource: {@code sortid.scru64.jdbc.*}. */
class JdbcLeaseTest {
  private static final AtomicInteger DATABASES = new AtomicInteger();
  private static EmbeddedPostgres postgres;

  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  DataSourceAutoConfiguration.class, Scru64AutoConfiguration.class));

  @BeforeAll
  static void startPostgres() throws IOException {
    postgres = TestServers.postgres().start();
  }

  @AfterAll
  static void stopPostgres() throws IOException {
    postgres.close();
  }

  @Test
  void theLeaseComesFromTheApplicationsDataSourceAndIsGivenBackOnClose() throws SQLException {
    String url = newDatabase();
    runner
        .withPropertyValues(
            "spring.datasource.url=" + url,
            "spring.datasource.username=postgres",
            "sortid.scru64.jdbc.realm=orders",
            "sortid.scru64.jdbc.node-id-size=8",
            "sortid.scru64.jdbc.table-prefix=ids_")
        .run(
            context -> {
              Scru64NodeLease lease = context.getBean(Scru64NodeLease.class);
              assertEquals(lease, context.getBean(Scru64Source.class));
              assertEquals("orders", lease.getRealm());
              assertEquals(8, lease.getNodeSpec().getNodeIdSize());
              assertTrue(lease.isValid());
              lease.generate();
              assertEquals(1, count(url, "claim_expires IS NOT NULL"));
            });
    assertEquals(0, count(url, "claim_expires IS NOT NULL"), "closing the context released it");
    assertEquals(1, count(url, "TRUE"));
  }

  @Test
  void twoApplicationsOnOneDatabaseHoldDistinctNodeIds() {
    String url = newDatabase();
    String[] properties = {
      "spring.datasource.url=" + url,
      "spring.datasource.username=postgres",
      "sortid.scru64.jdbc.realm=orders",
      "sortid.scru64.jdbc.node-id-size=1"
    };
    runner
        .withPropertyValues(properties)
        .run(
            first ->
                runner
                    .withPropertyValues(properties)
                    .run(
                        second ->
                            assertNotEquals(
                                first.getBean(Scru64NodeLease.class).getNodeSpec().getNodeId(),
                                second.getBean(Scru64NodeLease.class).getNodeSpec().getNodeId())));
  }

  @Test
  void badSettingsNameTheirProperty() {
    String url = newDatabase();
    String[][] cases = {
      {"sortid.scru64.jdbc.realm=orders", "sortid.scru64.jdbc.node-id-size"},
      {
        "sortid.scru64.jdbc.realm=orders|sortid.scru64.jdbc.node-id-size=8"
            + "|sortid.scru64.jdbc.table-prefix=ids;drop",
        "sortid.scru64.jdbc.table-prefix"
      },
      {"sortid.scru64.jdbc.realm=|sortid.scru64.jdbc.node-id-size=8", "sortid.scru64.jdbc.realm"},
    };
    for (String[] c : cases) {
      runner
          .withPropertyValues("spring.datasource.url=" + url, "spring.datasource.username=postgres")
          .withPropertyValues(c[0].split("\\|"))
          .run(context -> StartupFailures.assertInvalidProperty(context, c[1], c[0]));
    }
  }

  @Test
  void aRealmWithoutSortidJdbcNamesTheModule() {
    runner
        .withPropertyValues("sortid.scru64.jdbc.realm=orders", "sortid.scru64.jdbc.node-id-size=8")
        .withClassLoader(new FilteredClassLoader(JdbcLeases.class))
        .run(
            context -> {
              Throwable cause = StartupFailures.rootCause(context.getStartupFailure());
              assertTrue(
                  cause.getMessage().contains("add io.github.sortid:sortid-jdbc"),
                  cause.getMessage());
            });
  }

  @Test
  void aDatabaseRealmAndAFixedNodeSpecCompete() {
    runner
        .withPropertyValues(
            "spring.datasource.url=" + newDatabase(),
            "spring.datasource.username=postgres",
            "sortid.scru64.jdbc.realm=orders",
            "sortid.scru64.jdbc.node-id-size=8",
            "sortid.scru64.node-spec=42/8")
        .run(
            context -> {
              Throwable cause = StartupFailures.rootCause(context.getStartupFailure());
              assertEquals(
                  "sortid.scru64.node-spec and sortid.scru64.jdbc.realm are both set, but the SCRU64"
                      + " node ID must come from one of them: remove the others",
                  cause.getMessage());
            });
  }

  private static String newDatabase() {
    String name = "leases_" + DATABASES.incrementAndGet();
    try (Connection connection = postgres.getPostgresDatabase().getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("CREATE DATABASE " + name);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
    return postgres.getJdbcUrl("postgres", name);
  }

  private static long count(String url, String condition) throws SQLException {
    try (Connection connection = java.sql.DriverManager.getConnection(url, "postgres", "");
        Statement statement = connection.createStatement();
        ResultSet row =
            statement.executeQuery(
                "SELECT COUNT(*) FROM ids_scru64_nodes WHERE realm = 'orders' AND " + condition)) {
      row.next();
      return row.getLong(1);
    }
  }
}
