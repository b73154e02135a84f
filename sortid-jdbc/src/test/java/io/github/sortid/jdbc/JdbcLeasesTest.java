package io.github.sortid.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.testing.LeaseRace;
import io.github.sortid.scru64.Scru64Id;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Leases on each supported database, started by the build. The tests that wait for claims to expire
 * or reservations to run out run on PostgreSQL 17 and MariaDB only; the SQL is the same on every
 * PostgreSQL.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JdbcLeasesTest {
  @ParameterizedTest
  @EnumSource(Database.class)
  void fortyClientsRaceForSixteenNodeIds(Database database) throws Exception {
    DataSource dataSource = database.dataSource();
    List<Callable<Scru64NodeLease>> acquires = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      acquires.add(
          () ->
              JdbcLeases.builder(dataSource, "race", 4)
                  .acquireTimeout(Duration.ofSeconds(5))
                  .acquire());
    }
    LeaseRace.assertSixteenWin(acquires, "race", 5000).forEach(Scru64NodeLease::close);
  }

  @ParameterizedTest
  @EnumSource(Database.class)
  void mixedSizesArePrefixSafeBothWays(Database database) {
    DataSource dataSource = database.dataSource();
    List<Scru64NodeLease> leases = new ArrayList<>();
    try {
      // A 2-bit node ID keeps the four 4-bit ones it starts free...
      Scru64NodeLease two = JdbcLeases.acquire(dataSource, "mixed", 2);
      leases.add(two);
      for (int i = 0; i < 12; i++) {
        Scru64NodeLease four = JdbcLeases.acquire(dataSource, "mixed", 4);
        assertNotEquals(two.getNodeSpec().getNodeId(), four.getNodeSpec().getNodeId() >> 2);
        leases.add(four);
      }
      assertThrows(IllegalStateException.class, () -> quick(dataSource, "mixed", 4));
      // ...and the 4-bit ones keep every 2-bit one they start busy.
      assertThrows(IllegalStateException.class, () -> quick(dataSource, "mixed", 2));
    } finally {
      leases.forEach(Scru64NodeLease::close);
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = Database.class,
      names = {"POSTGRESQL_17", "MARIADB"})
  void aHolderCutOffPastItsClaimIsTakenOverAndStopsForGood(Database database) throws Exception {
    DataSource dataSource = database.dataSource();
    try (Scru64NodeLease other = JdbcLeases.acquire(dataSource, "takeover", 1)) {
      SwitchableDataSource partitioned = new SwitchableDataSource(dataSource);
      Scru64NodeLease old =
          JdbcLeases.builder(partitioned, "takeover", 1)
              .reservationWindow(Duration.ofMillis(1024))
              .claimExpiry(Duration.ofMillis(1500))
              .rollbackAllowance(Duration.ofSeconds(3))
              .acquire();
      List<Scru64Id> oldIds = new ArrayList<>();
      oldIds.add(old.generate());
      partitioned.cut();
      // It goes on up to its reservation, then waits and throws.
      IllegalStateException stalled =
          assertThrows(
              IllegalStateException.class,
              () -> {
                while (true) {
                  oldIds.add(old.generate());
                  Thread.sleep(5);
                }
              });
      assertTrue(stalled.getMessage().contains("did not extend it"), stalled.getMessage());

      // Its claim has expired in the database's clock: another process takes the node ID over.
      try (Scru64NodeLease next = JdbcLeases.acquire(dataSource, "takeover", 1)) {
        assertEquals(old.getNodeSpec().getNodeId(), next.getNodeSpec().getNodeId());
        Scru64Id first = next.generate();
        for (Scru64Id id : oldIds) {
          assertTrue(id.compareTo(first) < 0, id + " of the old holder below " + first);
        }
        assertNotEquals(other.getNodeSpec().getNodeId(), next.getNodeSpec().getNodeId());
        partitioned.restore();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (old.isValid() && System.nanoTime() < end) {
          Thread.sleep(50);
        }
        IllegalStateException lost = assertThrows(IllegalStateException.class, old::generate);
        assertTrue(lost.getMessage().contains("the lease was lost"), lost.getMessage());
        assertTrue(next.isValid());
        assertTrue(next.generate().compareTo(first) > 0);
      }
      old.close();
    }
  }

  @ParameterizedTest
  @EnumSource(Database.class)
  void closeAndAnImmediateReacquireContinueAfterTheLastId(Database database) throws Exception {
    DataSource dataSource = database.dataSource();
    try (Scru64NodeLease other = JdbcLeases.acquire(dataSource, "reuse", 1)) {
      Scru64NodeLease first = JdbcLeases.acquire(dataSource, "reuse", 1);
      Scru64Id last = first.generate();
      first.close();
      assertEquals(last.getTimestamp(), reservedTick(dataSource, "reuse", first));
      long start = System.nanoTime();
      try (Scru64NodeLease second = acquire(dataSource, "reuse", 1)) {
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(2), "at once");
        assertEquals(first.getNodeSpec().getNodeId(), second.getNodeSpec().getNodeId());
        Scru64Id next = second.generate();
        assertTrue(last.compareTo(next) < 0);
        long nowTick = System.currentTimeMillis() >>> 8;
        assertTrue(next.getTimestamp() <= Math.max(last.getTimestamp() + 1, nowTick) + 1);
      }
      assertNotEquals(other.getNodeSpec().getNodeId(), first.getNodeSpec().getNodeId());
    }
  }

  @ParameterizedTest
  @EnumSource(Database.class)
  void aRealmWithManyPastHoldersIsFoldedIntoItsFloor(Database database) throws SQLException {
    DataSource dataSource = database.dataSource();
    int firstNodeId;
    try (Scru64NodeLease first = JdbcLeases.acquire(dataSource, "crowded", 16)) {
      first.generate(); // its reservation, shrunk to this ID's tick on close, is the newest
      firstNodeId = first.getNodeSpec().getNodeId();
    }
    try (Connection connection = dataSource.getConnection();
        PreparedStatement insert =
            connection.prepareStatement(
                "INSERT INTO sortid_scru64_nodes (realm, node_size, node_id, reserved_tick,"
                    + " owner, claim_expires, version) VALUES ('crowded', 16, ?, ?, 'gone', NULL,"
                    + " 0)")) {
      // 300 past holders, on node IDs other than the one the first lease drew.
      for (int i = 0, nodeId = 40000; i < 300; i++, nodeId++) {
        if (nodeId == firstNodeId) {
          nodeId++;
        }
        insert.setInt(1, nodeId);
        insert.setLong(2, 1000 + i);
        insert.addBatch();
      }
      insert.executeBatch();
    }
    try (Scru64NodeLease lease = JdbcLeases.acquire(dataSource, "crowded", 16)) {
      // 301 unheld reservations: all but the newest 64 are folded, the 237th oldest on top.
      assertEquals(
          1236,
          queryLong(
              dataSource,
              "SELECT floor_tick FROM sortid_scru64_realms" + " WHERE realm = 'crowded'"));
      assertEquals(
          65,
          queryLong(
              dataSource, "SELECT COUNT(*) FROM sortid_scru64_nodes" + " WHERE realm = 'crowded'"));
      assertTrue(lease.generate().getTimestamp() > 1236);
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = Database.class,
      names = {"POSTGRESQL_17", "MARIADB"})
  void aDatabaseThatGoesAwayLetsTheLeaseIssueUpToItsReservationOnly(Database database) {
    SwitchableDataSource dataSource = new SwitchableDataSource(database.dataSource());
    Scru64NodeLease lease =
        JdbcLeases.builder(dataSource, "outage", 8)
            .reservationWindow(Duration.ofMillis(512))
            .rollbackAllowance(Duration.ofMillis(1024))
            .acquire();
    dataSource.cut();
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> {
              while (true) {
                lease.generate();
              }
            });
    assertTrue(
        e.getMessage().contains(database.productName() + " did not extend it within 1024 ms"),
        e.getMessage());
    assertTrue(e.getMessage().contains("cut off by the test"), e.getMessage());
    assertFalse(lease.isValid());
    long start = System.nanoTime();
    lease.close();
    assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(1), "close at once");
  }

  @ParameterizedTest
  @EnumSource(
      value = Database.class,
      names = {"POSTGRESQL_17", "MARIADB"})
  void aRestartOfTheDatabaseWithinTheWindowIsRiddenOut(Database database) throws Exception {
    try (Scru64NodeLease lease = JdbcLeases.acquire(database.dataSource(), "restart", 8)) {
      Scru64Id before = lease.generate();
      database.restart();
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(8);
      Scru64Id last = before;
      while (System.nanoTime() < end) {
        Scru64Id id = lease.generate();
        assertTrue(id.compareTo(last) > 0);
        last = id;
        Thread.sleep(10);
      }
      assertTrue(lease.isValid(), "extended again after the restart");
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = Database.class,
      names = {"POSTGRESQL_17", "MARIADB"})
  void connectionsKilledUnderAPooledLeaseAreRiddenOut(Database database) throws Exception {
    HikariConfig config = new HikariConfig();
    config.setDataSource(database.dataSource());
    config.setMaximumPoolSize(2);
    config.setPoolName("killed-" + database);
    try (HikariDataSource pool = new HikariDataSource(config);
        Scru64NodeLease lease =
            JdbcLeases.builder(pool, "killed", 8)
                // Two seconds of slack: on a loaded machine MariaDB can take most of a second to
                // answer the retries that follow a killed connection.
                .reservationWindow(Duration.ofMillis(2048))
                .acquire()) {
      Scru64Id last = lease.generate();
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(4);
      int kills = 0;
      while (System.nanoTime() < end) {
        kills += killOtherConnections(database);
        for (int i = 0; i < 20; i++) {
          Scru64Id id = lease.generate();
          assertTrue(id.compareTo(last) > 0);
          last = id;
          Thread.sleep(10);
        }
      }
      assertTrue(kills > 0, "connections of the pool were killed");
      assertTrue(lease.isValid(), "extended through the killed connections");
    }
  }

  /** Kills every connection to the database but the one that kills them. */
  private static int killOtherConnections(Database database) throws SQLException {
    String sql =
        database == Database.MARIADB
            ? "SELECT id FROM information_schema.processlist WHERE id <> CONNECTION_ID()"
                + " AND command <> 'Daemon'"
            : "SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid()"
                + " AND backend_type = 'client backend'";
    int killed = 0;
    try (Connection connection = database.dataSource().getConnection();
        Statement select = connection.createStatement();
        ResultSet rows = select.executeQuery(sql)) {
      List<Long> ids = new ArrayList<>();
      while (rows.next()) {
        ids.add(rows.getLong(1));
      }
      for (long id : ids) {
        try (Statement kill = connection.createStatement()) {
          kill.execute(
              database == Database.MARIADB
                  ? "KILL CONNECTION " + id
                  : "SELECT pg_terminate_backend(" + id + ")");
          killed++;
        } catch (SQLException e) {
          // Gone by itself meanwhile.
        }
      }
    }
    return killed;
  }

  /** A lease that must be acquired: as long as a loaded machine takes to answer. */
  private static Scru64NodeLease acquire(DataSource dataSource, String realm, int size) {
    return JdbcLeases.builder(dataSource, realm, size)
        .acquireTimeout(Duration.ofMinutes(1))
        .acquire();
  }

  /** A lease that no node ID is free for, refused soon. */
  private static Scru64NodeLease quick(DataSource dataSource, String realm, int size) {
    return JdbcLeases.builder(dataSource, realm, size)
        .acquireTimeout(Duration.ofMillis(500))
        .acquire();
  }

  private static long reservedTick(DataSource dataSource, String realm, Scru64NodeLease lease)
      throws SQLException {
    return queryLong(
        dataSource,
        "SELECT reserved_tick FROM sortid_scru64_nodes WHERE realm = '"
            + realm
            + "' AND node_size = 1 AND node_id = "
            + lease.getNodeSpec().getNodeId());
  }

  private static long queryLong(DataSource dataSource, String sql) throws SQLException {
    try (Connection connection = dataSource.getConnection();
        PreparedStatement select = connection.prepareStatement(sql);
        ResultSet row = select.executeQuery()) {
      assertTrue(row.next(), sql);
      return row.getLong(1);
    }
  }
}
