package io.github.sortid.jdbc;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.testing.ForkedLease;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import javax.sql.DataSource;
import org.mariadb.jdbc.MariaDbDataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A process of the multi-process tests: leases a node ID from a database, with its clock shifted by
 * an offset, and generates IDs until the stop file appears or the lease fails, then writes the IDs
 * (8 bytes each) to a file.
 *
 * <p>Arguments: JDBC URL, user, realm, node ID size, clock offset (ms), ID file, stop file.
 *
 * <p>Standard output, one line each: {@code acquired <node ID>}, then {@code done <count>
 * <reason>}.
 */
public final class JdbcLeaseProcess {
  private JdbcLeaseProcess() {}

  public static void main(String[] args) throws Exception {
    DataSource dataSource = dataSource(args[0], args[1]);
    String realm = args[2];
    int size = Integer.parseInt(args[3]);
    long offset = Long.parseLong(args[4]);
    Path idFile = Path.of(args[5]);
    Path stopFile = Path.of(args[6]);
    InstantSource clock =
        new InstantSource() {
          @Override
          public long millis() {
            return System.currentTimeMillis() + offset;
          }

          @Override
          public Instant instant() {
            return Instant.ofEpochMilli(millis());
          }
        };
    Scru64NodeLease lease =
        JdbcLeases.builder(dataSource, realm, size)
            .clock(clock)
            .reservationWindow(Duration.ofSeconds(1))
            .claimExpiry(Duration.ofSeconds(2))
            // Long enough to wait out a restart of the database: MariaDB's takes up to 13 s on a
            // quiet machine, and passed 30 s on one running two builds and six busy threads.
            .rollbackAllowance(Duration.ofMinutes(3))
            .acquireTimeout(Duration.ofSeconds(30))
            .acquire();
    ForkedLease.serve(lease, () -> lease.generate().toLong(), idFile, stopFile);
  }

  private static DataSource dataSource(String url, String user) throws SQLException {
    if (url.startsWith("jdbc:postgresql:")) {
      PGSimpleDataSource postgres = new PGSimpleDataSource();
      postgres.setUrl(url);
      postgres.setUser(user);
      return postgres;
    }
    MariaDbDataSource mariaDb = new MariaDbDataSource(url);
    mariaDb.setUser(user);
    return mariaDb;
  }
}
