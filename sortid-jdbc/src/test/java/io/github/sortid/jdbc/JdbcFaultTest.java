package io.github.sortid.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.github.sortid.jdbc.FaultyDataSource.Commit;
import io.github.sortid.jdbc.FaultyDataSource.Settings;
import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.testing.LeaseWorkers;
import io.github.sortid.scru64.Scru64Id;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a careless configuration or another program sharing the database does to leases, with real
 * generators racing: a pool with auto-commit off, commits whose outcome is unknown, connections
 * with odd defaults, and a co-tenant's UPDATE of every column of the lease tables. None may make a
 * duplicate; where the lease cannot go on, it says why at once.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JdbcFaultTest {
  private static final Settings PLAIN =
      new Settings(true, false, Connection.TRANSACTION_READ_COMMITTED);

  static Stream<Arguments> freshOrNot() {
    return Stream.of(Database.POSTGRESQL_17, Database.MARIADB)
        .flatMap(
            database -> Stream.of(Arguments.of(database, true), Arguments.of(database, false)));
  }

  @ParameterizedTest
  @MethodSource("freshOrNot")
  void aPoolWithAutoCommitOffCommitsEveryWrite(Database database, boolean fresh) throws Exception {
    execute(database.dataSource(), "DROP TABLE IF EXISTS manual_scru64_nodes");
    execute(database.dataSource(), "DROP TABLE IF EXISTS manual_scru64_realms");
    if (!fresh) {
      // Tables and realm made beforehand, as a migration tool or an earlier version would.
      JdbcLeases.builder(database.dataSource(), "manual", 1)
          .tablePrefix("manual_")
          .acquire()
          .close();
    }
    HikariConfig config = new HikariConfig();
    config.setDataSource(database.dataSource());
    config.setAutoCommit(false);
    config.setMaximumPoolSize(4);
    try (HikariDataSource pool = new HikariDataSource(config)) {
      // Three processes for two node IDs: the two holders keep theirs only if their extensions are
      // committed; if they were rolled back, their claims would expire 1.5 s after acquiring and
      // the third would take a node ID that is still in use.
      LeaseWorkers.Result outcome =
          LeaseWorkers.run(
              3,
              Duration.ofSeconds(3),
              connection ->
                  racing(JdbcLeases.builder(pool, "manual", 1).tablePrefix("manual_")).acquire(),
              () -> {});
      // The invariant, whatever the machine's load: no ID twice. Both node IDs were held (a pool
      // whose rollbacks undid the tables would give no lease at all).
      assertEquals(0, outcome.duplicates(), outcome.toString());
      assertTrue(outcome.leases() >= 2, outcome.toString());
      assertTrue(outcome.ids() > 0);
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = Database.class,
      names = {"POSTGRESQL_17", "MARIADB"})
  void connectionsWithOddDefaultsWorkAndGetThemBack(Database database) {
    Settings odd = new Settings(false, true, Connection.TRANSACTION_SERIALIZABLE);
    FaultyDataSource dataSource = new FaultyDataSource(database.dataSource(), odd);
    try (Scru64NodeLease lease = acquire(dataSource, "odd", 4)) {
      lease.generate();
    }
    List<Settings> closed = dataSource.closedSettings();
    assertFalse(closed.isEmpty());
    closed.forEach(settings -> assertEquals(odd, settings));
  }

  @ParameterizedTest
  @EnumSource(
      value = Database.class,
      names = {"POSTGRESQL_17", "MARIADB"})
  void anExtensionWhoseCommitReplyIsLostDoesNotRaiseTheLimit(Database database) throws Exception {
    FaultyDataSource dataSource = new FaultyDataSource(database.dataSource(), PLAIN);
    Scru64NodeLease lease =
        JdbcLeases.builder(dataSource, "lostreply", 1)
            .reservationWindow(Duration.ofMillis(1024))
            .claimExpiry(Duration.ofSeconds(3))
            .rollbackAllowance(Duration.ofMillis(1536))
            .acquire();
    try {
      dataSource.commits(Commit.FAILS_AFTER, "SET reserved_tick");
      Scru64Id last = lease.generate();
      IllegalStateException stalled = null;
      long stop = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (stalled == null && System.nanoTime() < stop) {
        try {
          last = lease.generate();
          Thread.sleep(5);
        } catch (IllegalStateException e) {
          stalled = e;
        }
      }
      assertNotNull(stalled, "the lease went on issuing IDs after its reservation ran out");
      assertTrue(stalled.getMessage().contains("did not extend it"), stalled.getMessage());
      // The store has the extensions (possibly done), the lease did not count them (not done).
      long stored = reservedTick(database.dataSource(), "lostreply", lease);
      assertTrue(stored > last.getTimestamp() + 2, stored + " stored, last ID at " + last);
      // Once commits answer again, the lease goes on: its claim was renewed all along.
      dataSource.commits(Commit.WORKS, "");
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
      while (!lease.isValid() && System.nanoTime() < end) {
        Thread.sleep(20);
      }
      assertTrue(lease.isValid());
      assertTrue(lease.generate().compareTo(last) > 0);
    } finally {
      lease.close();
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = Database.class,
      names = {"POSTGRESQL_17", "MARIADB"})
  void aClaimWhoseCommitFailsIsNotTakenAndAClaimWhoseReplyIsLostIs(Database database)
      throws Exception {
    FaultyDataSource dataSource = new FaultyDataSource(database.dataSource(), PLAIN);
    String insertClaim = "INSERT INTO sortid_scru64_nodes";
    dataSource.commits(Commit.FAILS_BEFORE, insertClaim);
    IllegalStateException failed =
        assertThrows(IllegalStateException.class, () -> quick(dataSource, "lostclaim", 1));
    assertTrue(
        failed.getMessage().contains("failed (java.sql.SQLException: connection lost before"),
        failed.getMessage());
    assertEquals(0, liveClaims(database.dataSource(), "lostclaim"));
    dataSource.commits(Commit.FAILS_AFTER, insertClaim);
    // The claim went through; its owner token in the row tells the lease so.
    Scru64NodeLease lease = acquire(dataSource, "lostclaim", 1);
    dataSource.commits(Commit.WORKS, "");
    try (lease) {
      assertEquals(1, liveClaims(database.dataSource(), "lostclaim"));
      lease.generate();
    }
  }

  static Stream<Arguments> corruptions() {
    List<String> updates =
        List.of(
            "reserved_tick = -1",
            "reserved_tick = 9223372036854775807",
            "owner = ''",
            "owner = 'not a token'",
            "claim_expires = NULL",
            "version = -5");
    return Stream.of(Database.POSTGRESQL_17, Database.MARIADB)
        .flatMap(database -> updates.stream().map(update -> Arguments.of(database, update)));
  }

  @ParameterizedTest
  @MethodSource("corruptions")
  void aCoTenantsUpdateOfAnyValueMakesNoDuplicate(Database database, String update)
      throws Exception {
    DataSource dataSource = database.dataSource();
    String realm = "cotenant" + Math.abs(update.hashCode());
    acquire(dataSource, realm, 1).close();
    // Processes of two sizes, so that a row read as absent would let a 2-bit node ID be taken
    // under a 1-bit one still held.
    LeaseWorkers.Result outcome =
        LeaseWorkers.run(
            4,
            Duration.ofSeconds(2),
            connection ->
                racing(
                        JdbcLeases.builder(
                            dataSource, realm, ThreadLocalRandom.current().nextInt(1, 3)))
                    .acquire(),
            () -> {
              if (ThreadLocalRandom.current().nextInt(4) == 0) {
                execute(
                    dataSource,
                    "UPDATE sortid_scru64_nodes SET " + update + " WHERE realm = '" + realm + "'");
              }
            });
    assertEquals(0, outcome.duplicates(), outcome.toString());
    assertTrue(outcome.ids() > 0, outcome.toString());
  }

  @ParameterizedTest
  @EnumSource(
      value = Database.class,
      names = {"POSTGRESQL_17", "MARIADB"})
  void anUnreadableRowKeepsTheNodeIdsItOverlapsAndIsNamed(Database database) {
    DataSource dataSource = database.dataSource();
    Scru64NodeLease first = acquire(dataSource, "unreadable", 1);
    int nodeId = first.getNodeSpec().getNodeId();
    first.close();
    execute(
        dataSource,
        "UPDATE sortid_scru64_nodes SET reserved_tick = -1 WHERE realm = 'unreadable'"
            + " AND node_id = "
            + nodeId);
    // Never used node IDs come first: the unreadable row is not taken for one.
    try (Scru64NodeLease other = acquire(dataSource, "unreadable", 1)) {
      assertEquals(1 - nodeId, other.getNodeSpec().getNodeId());
      IllegalStateException full =
          assertThrows(IllegalStateException.class, () -> quick(dataSource, "unreadable", 1));
      assertEquals(
          "no 1-bit node ID free in realm unreadable within 2000 ms: every 1-bit node ID overlaps"
              + " one of 1 held node ID or 1 unreadable reservation (1 record could not be read:"
              + " row "
              + nodeId
              + "/1 of sortid_scru64_nodes (reserved_tick -1, owner \""
              + owner(dataSource, "unreadable", nodeId)
              + "\", version 1): not a reservation the lease wrote)",
          full.getMessage());
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = Database.class,
      names = {"POSTGRESQL_17", "MARIADB"})
  void aCorruptedFloorStopsAcquiringAtOnceNamingIt(Database database) {
    DataSource dataSource = database.dataSource();
    acquire(dataSource, "floor", 4).close();
    execute(dataSource, "UPDATE sortid_scru64_realms SET floor_tick = -5 WHERE realm = 'floor'");
    long start = System.nanoTime();
    IllegalStateException refused =
        assertThrows(
            IllegalStateException.class,
            () ->
                JdbcLeases.builder(dataSource, "floor", 4)
                    .acquireTimeout(Duration.ofSeconds(10))
                    .acquire());
    assertTrue(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start) < 5, "at once");
    assertTrue(
        refused.getMessage().startsWith("realm floor cannot be used: its row in"),
        refused.getMessage());
    assertTrue(refused.getMessage().contains("floor_tick -5"), refused.getMessage());
  }

  @ParameterizedTest
  @EnumSource(
      value = Database.class,
      names = {"POSTGRESQL_17", "MARIADB"})
  void aHolderWhoseKeyAnotherProgramRewroteStopsAtItsNextExtension(Database database)
      throws Exception {
    DataSource dataSource = database.dataSource();
    Scru64NodeLease lease = racing(JdbcLeases.builder(dataSource, "rekeyed", 1)).acquire();
    try (lease) {
      lease.generate();
      execute(dataSource, "UPDATE sortid_scru64_nodes SET node_size = 99 WHERE realm = 'rekeyed'");
      long rewritten = System.nanoTime();
      // Outside the trust model: its row is gone as far as anyone can tell, and it stops within
      // one extension interval (half the window: 512 ms), with a margin for a busy machine.
      while (lease.isValid() && System.nanoTime() - rewritten < TimeUnit.SECONDS.toNanos(5)) {
        Thread.sleep(10);
      }
      long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - rewritten);
      assertFalse(lease.isValid());
      assertTrue(millis < 512 + 2000, millis + " ms");
      IllegalStateException lost = assertThrows(IllegalStateException.class, lease::generate);
      assertTrue(lost.getMessage().contains("the lease was lost"), lost.getMessage());
    }
  }

  /**
   * The settings of the racing leases: a short window and claim, so that a claim that is not
   * renewed ends within the race; a short acquire, so that a full realm is retried often; counters
   * from 0 at each tick, so that two holders of a node ID in one tick issue the same IDs.
   */
  private static JdbcLeases.Builder racing(JdbcLeases.Builder builder) {
    return builder
        .reservationWindow(Duration.ofMillis(1024))
        .claimExpiry(Duration.ofMillis(1500))
        .rollbackAllowance(Duration.ofSeconds(3))
        .acquireTimeout(Duration.ofMillis(300))
        .counterMode(LeaseWorkers.FROM_ZERO);
  }

  /** A lease that must be acquired: as long as a loaded machine takes to answer. */
  private static Scru64NodeLease acquire(DataSource dataSource, String realm, int size) {
    return JdbcLeases.builder(dataSource, realm, size)
        .acquireTimeout(Duration.ofMinutes(1))
        .acquire();
  }

  /**
   * A lease that no node ID is free for: refused when its time is up, which is long enough for a
   * loaded machine to read the realm once, so that the refusal names what held each node ID.
   */
  private static Scru64NodeLease quick(DataSource dataSource, String realm, int size) {
    return JdbcLeases.builder(dataSource, realm, size)
        .acquireTimeout(Duration.ofSeconds(2))
        .acquire();
  }

  private static void execute(DataSource dataSource, String sql) {
    try (Connection connection = dataSource.getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute(sql);
    } catch (SQLException e) {
      throw new IllegalStateException(sql, e);
    }
  }

  private static long liveClaims(DataSource dataSource, String realm) throws SQLException {
    try (Connection connection = dataSource.getConnection();
        PreparedStatement select =
            connection.prepareStatement(
                "SELECT COUNT(*) FROM sortid_scru64_nodes WHERE realm = ?"
                    + " AND claim_expires IS NOT NULL")) {
      select.setString(1, realm);
      try (ResultSet row = select.executeQuery()) {
        row.next();
        return row.getLong(1);
      }
    }
  }

  private static long reservedTick(DataSource dataSource, String realm, Scru64NodeLease lease)
      throws SQLException {
    try (Connection connection = dataSource.getConnection();
        PreparedStatement select =
            connection.prepareStatement(
                "SELECT reserved_tick FROM sortid_scru64_nodes WHERE realm = ? AND node_id = ?")) {
      select.setString(1, realm);
      select.setInt(2, lease.getNodeSpec().getNodeId());
      try (ResultSet row = select.executeQuery()) {
        assertTrue(row.next());
        return row.getLong(1);
      }
    }
  }

  private static String owner(DataSource dataSource, String realm, int nodeId) {
    try (Connection connection = dataSource.getConnection();
        PreparedStatement select =
            connection.prepareStatement(
                "SELECT owner FROM sortid_scru64_nodes WHERE realm = ? AND node_id = ?")) {
      select.setString(1, realm);
      select.setInt(2, nodeId);
      try (ResultSet row = select.executeQuery()) {
        assertTrue(row.next());
        return row.getString(1);
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
