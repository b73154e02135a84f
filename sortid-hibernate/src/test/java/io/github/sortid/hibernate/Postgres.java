package io.github.sortid.hibernate;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A real PostgreSQL server, started once for the whole test run and stopped at its end. Each test
 * class that uses it gets a database of its own. It is the PostgreSQL whose binaries the build puts
 * on the test class path: 18, the first with {@code uuidv7()}, which {@link UuidV7Test} needs.
 *
 * <p>The server runs without durability (no fsync, no synchronous commit, no full-page writes): the
 * data does not outlive the tests, and the bulk inserts stay fast.
 */
final class Postgres implements BeforeAllCallback {
  private static final Namespace NAMESPACE = Namespace.create(Postgres.class);
  private static final AtomicInteger DATABASES = new AtomicInteger();
  private static volatile Server server;

  /** Starts the server at the first test class that needs it; JUnit stops it after the last. */
  @Override
  public void beforeAll(ExtensionContext context) {
    server =
        context
            .getRoot()
            .getStore(NAMESPACE)
            .getOrComputeIfAbsent(Server.class, type -> Server.start(), Server.class);
  }

  /**
   * Creates a new, empty database.
   *
   * @return the database
   */
  static PGSimpleDataSource newDatabase() {
    Server running = server;
    if (running == null) {
      throw new IllegalStateException("annotate the test class with @ExtendWith(Postgres.class)");
    }
    String name = "test_" + DATABASES.incrementAndGet();
    try (Connection connection = running.postgres.getPostgresDatabase().getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("CREATE DATABASE " + name);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
    PGSimpleDataSource dataSource = new PGSimpleDataSource();
    dataSource.setServerNames(new String[] {"localhost"});
    dataSource.setPortNumbers(new int[] {running.postgres.getPort()});
    dataSource.setDatabaseName(name);
    dataSource.setUser("postgres");
    dataSource.setSslMode("disable");
    // One multi-row INSERT per batch rather than one statement per row.
    dataSource.setReWriteBatchedInserts(true);
    return dataSource;
  }

  private static final class Server implements AutoCloseable {
    final EmbeddedPostgres postgres;

    private Server(EmbeddedPostgres postgres) {
      this.postgres = postgres;
    }

    static Server start() {
      try {
        // The binaries and the data under target/, where no other build on the machine deletes
        // or shares them, rather than in the system's temporary directory.
        Path dir = Files.createDirectories(Path.of("target", "embedded-pg"));
        return new Server(
            EmbeddedPostgres.builder()
                // A loaded machine can take many times the usual 2 s; the default wait is 10 s.
                .setPGStartupWait(Duration.ofMinutes(3))
                .setOverrideWorkingDirectory(dir.toFile())
                .setDataDirectory(Files.createTempDirectory(dir, "data-"))
                .setServerConfig("fsync", "off")
                .setServerConfig("synchronous_commit", "off")
                .setServerConfig("full_page_writes", "off")
                .setServerConfig("shared_buffers", "256MB")
                .setServerConfig("max_wal_size", "4GB")
                .start());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public void close() throws IOException {
      postgres.close();
    }
  }
}
