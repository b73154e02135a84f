package io.github.sortid.example.orders.quarkus;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;

/**
 * The application's database in the test: an embedded PostgreSQL 17 (the {@code io.zonky.test}
 * binaries, no Docker) with an empty database {@code orders}, which the application fills itself.
 */
public final class EmbeddedPostgresResource implements QuarkusTestResourceLifecycleManager {
  private EmbeddedPostgres postgres;

  /** Created by Quarkus. */
  public EmbeddedPostgresResource() {}

  @Override
  public Map<String, String> start() {
    try {
      // The binaries and the data under target/, where no other build on the machine deletes them.
      Path dir = Files.createDirectories(Path.of("target", "embedded-pg"));
      postgres =
          EmbeddedPostgres.builder()
              // A loaded machine can take many times the usual 2 s; the default wait is 10 s.
              .setPGStartupWait(Duration.ofMinutes(3))
              .setOverrideWorkingDirectory(dir.toFile())
              .setDataDirectory(Files.createTempDirectory(dir, "data-"))
              .setServerConfig("fsync", "off")
              .setServerConfig("synchronous_commit", "off")
              .setServerConfig("full_page_writes", "off")
              .start();
      try (Connection connection = postgres.getPostgresDatabase().getConnection();
          Statement statement = connection.createStatement()) {
        statement.execute("CREATE DATABASE orders");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (SQLException e) {
      throw new IllegalStateException("Cannot create the database: " + e.getMessage(), e);
    }
    return Map.of(
        "quarkus.datasource.jdbc.url",
        "jdbc:postgresql://localhost:" + postgres.getPort() + "/orders",
        "quarkus.datasource.username",
        "postgres");
  }

  @Override
  public void stop() {
    if (postgres != null) {
      try {
        postgres.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
