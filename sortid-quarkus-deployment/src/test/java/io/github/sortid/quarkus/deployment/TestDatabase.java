package io.github.sortid.quarkus.deployment;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * The test applications' database: one embedded PostgreSQL for the whole test run, started before
 * the first test class and stopped after the last. Its URL reaches every test application as a
 * system property, with Dev Services off (they need containers).
 */
public final class TestDatabase implements LauncherSessionListener {
  private static final String URL = "quarkus.datasource.jdbc.url";
  private static final String USERNAME = "quarkus.datasource.username";

  private EmbeddedPostgres postgres;

  /** Created by JUnit. */
  public TestDatabase() {}

  @Override
  public void launcherSessionOpened(LauncherSession session) {
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
              .start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    System.setProperty(URL, "jdbc:postgresql://localhost:" + postgres.getPort() + "/postgres");
    System.setProperty(USERNAME, "postgres");
    System.setProperty("quarkus.devservices.enabled", "false");
    System.setProperty("quarkus.hibernate-orm.schema-management.strategy", "drop-and-create");
  }

  @Override
  public void launcherSessionClosed(LauncherSession session) {
    if (postgres != null) {
      try {
        postgres.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /**
   * Connects to the database as another process would, outside the test applications: to look at
   * what an application left behind once it stopped.
   *
   * @return a new connection
   * @throws SQLException if the database cannot be reached
   */
  static Connection connect() throws SQLException {
    return DriverManager.getConnection(System.getProperty(URL), System.getProperty(USERNAME), "");
  }
}
