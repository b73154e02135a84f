package io.github.sortid.jdbc;

import io.github.sortid.lease.spi.LeaseStore;
import io.github.sortid.lease.spi.LostClaimException;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.lease.spi.Reservation;
import java.lang.System.Logger.Level;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/**
 * A realm in two tables of the application's database, and the operations of the lease protocol on
 * them. Every write is one short transaction of conditional statements: the realm row's version
 * orders the claims and compactions, and each node row's version (with its owner) fences a holder.
 * A claim is live while its expiry, in the database's own clock, lies ahead; an extension renews
 * it. No client's clock is compared with another's.
 */
final class JdbcStore implements LeaseStore {
  private static final System.Logger LOG = System.getLogger(JdbcStore.class.getName());

  private final DataSource dataSource;
  private final String realm;
  private final Tables tables;
  private final long claimExpiryMillis;
  private volatile Dialect dialect;
  private volatile String productName = "the database";

  JdbcStore(DataSource dataSource, String realm, Tables tables, long claimExpiryMillis) {
    this.dataSource = dataSource;
    this.realm = realm;
    this.tables = tables;
    this.claimExpiryMillis = claimExpiryMillis;
  }

  @Override
  public String name() {
    return productName;
  }

  @Override
  public String realm() {
    return realm;
  }

  @Override
  public void prepare() throws SQLException {
    try (Connection connection = dataSource.getConnection()) {
      Dialect found = Dialect.of(connection);
      productName = connection.getMetaData().getDatabaseProductName();
      dialect = found;
      for (String ddl : found.createTables(tables)) {
        createTable(connection, ddl);
      }
      try (PreparedStatement insert = connection.prepareStatement(found.insertRealm(tables))) {
        insert.setString(1, realm);
        insert.executeUpdate();
      }
    }
  }

  /**
   * Creates a table unless it exists. Two processes creating it at once may see an error even with
   * {@code IF NOT EXISTS} (PostgreSQL's catalog); the table is then there all the same.
   */
  private void createTable(Connection connection, String ddl) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute(ddl);
    } catch (SQLException e) {
      try (Statement check = connection.createStatement()) {
        check.executeQuery("SELECT 1 FROM " + tables.nodes() + " WHERE 1 = 0").close();
        check.executeQuery("SELECT 1 FROM " + tables.realms() + " WHERE 1 = 0").close();
      } catch (SQLException missing) {
        e.addSuppressed(missing);
        throw e;
      }
    }
  }

  @Override
  public RealmSnapshot read(boolean withTicks) throws SQLException {
    try (Connection connection = dataSource.getConnection()) {
      long version;
      long floor;
      try (PreparedStatement select =
          connection.prepareStatement(
              "SELECT version, floor_tick FROM " + tables.realms() + " WHERE realm = ?")) {
        select.setString(1, realm);
        try (ResultSet row = select.executeQuery()) {
          if (!row.next()) {
            throw new IllegalStateException(
                "realm " + realm + " has no row in " + tables.realms() + ": was it deleted?");
          }
          version = row.getLong(1);
          floor = row.getLong(2);
        }
      }
      List<NodeKey> claims = new ArrayList<>();
      Map<NodeKey, Reservation> reservations = new HashMap<>();
      try (PreparedStatement select =
          connection.prepareStatement(
              "SELECT node_size, node_id, reserved_tick, owner, version, CASE WHEN claim_expires > "
                  + dialect().now()
                  + " THEN 1 ELSE 0 END FROM "
                  + tables.nodes()
                  + " WHERE realm = ?")) {
        select.setString(1, realm);
        try (ResultSet row = select.executeQuery()) {
          while (row.next()) {
            NodeKey key;
            Reservation reservation;
            try {
              key = new NodeKey(row.getInt(2), row.getInt(1));
              reservation = new Reservation(row.getLong(3), row.getString(4), row.getLong(5));
            } catch (IllegalArgumentException | NullPointerException e) {
              LOG.log(
                  Level.WARNING,
                  "skipping a row of {0} in realm {1}: {2}",
                  tables.nodes(),
                  realm,
                  e.getMessage());
              continue;
            }
            reservations.put(key, reservation);
            if (row.getInt(6) == 1) {
              claims.add(key);
            }
          }
        }
      }
      return new RealmSnapshot(version, Math.max(floor, -1), claims, reservations);
    }
  }

  @Override
  public boolean claim(RealmSnapshot snapshot, NodeKey key, long tick, String owner)
      throws SQLException {
    for (NodeKey held : snapshot.claims()) {
      if (held.overlaps(key)) {
        throw new IllegalArgumentException(
            "node ID " + key + " overlaps " + held + ", held in realm " + realm);
      }
    }
    try {
      return inTransaction(connection -> writeClaim(connection, snapshot, key, tick, owner));
    } catch (SQLException e) {
      // The commit may have gone through with its reply lost: the owner in the row tells.
      if (holds(key, owner)) {
        return true;
      }
      throw e;
    }
  }

  private boolean writeClaim(
      Connection connection, RealmSnapshot snapshot, NodeKey key, long tick, String owner)
      throws SQLException {
    if (!bumpRealm(connection, snapshot.version(), -1)) {
      return false;
    }
    Reservation own = null;
    try (PreparedStatement fence =
        connection.prepareStatement(
            "UPDATE "
                + tables.nodes()
                + " SET owner = ?, claim_expires = NULL, version = version + 1"
                + " WHERE realm = ? AND node_size = ? AND node_id = ? AND version = ?")) {
      for (Map.Entry<NodeKey, Reservation> entry : snapshot.reservations().entrySet()) {
        NodeKey other = entry.getKey();
        if (other.equals(key)) {
          own = entry.getValue();
        } else if (other.overlaps(key)) {
          fence.setString(1, owner);
          setKey(fence, 2, other);
          fence.setLong(5, read(other, entry.getValue()).version());
          if (fence.executeUpdate() != 1) {
            return false;
          }
        }
      }
    }
    if (own != null) {
      try (PreparedStatement update =
          connection.prepareStatement(
              "UPDATE "
                  + tables.nodes()
                  + " SET owner = ?, reserved_tick = ?, claim_expires = "
                  + dialect().expiresIn()
                  + ", version = version + 1"
                  + " WHERE realm = ? AND node_size = ? AND node_id = ? AND version = ?")) {
        update.setString(1, owner);
        update.setLong(2, tick);
        update.setLong(3, claimExpiryMillis);
        setKey(update, 4, key);
        update.setLong(7, read(key, own).version());
        return update.executeUpdate() == 1;
      }
    }
    try (PreparedStatement insert =
        connection.prepareStatement(
            "INSERT INTO "
                + tables.nodes()
                + " (realm, node_size, node_id, reserved_tick, owner, claim_expires, version)"
                + " VALUES (?, ?, ?, ?, ?, "
                + dialect().expiresIn()
                + ", 0)")) {
      setKey(insert, 1, key);
      insert.setLong(4, tick);
      insert.setString(5, owner);
      insert.setLong(6, claimExpiryMillis);
      insert.executeUpdate();
      return true;
    } catch (SQLException e) {
      if (isDuplicateKey(e)) {
        return false; // created since the snapshot
      }
      throw e;
    }
  }

  @Override
  public void extend(NodeKey key, String owner, long tick) throws Exception {
    int updated;
    try (Connection connection = dataSource.getConnection();
        PreparedStatement update =
            connection.prepareStatement(
                "UPDATE "
                    + tables.nodes()
                    + " SET reserved_tick = ?, claim_expires = "
                    + dialect().expiresIn()
                    + ", version = version + 1 WHERE realm = ? AND node_size = ? AND node_id = ?"
                    + " AND owner = ? AND claim_expires IS NOT NULL")) {
      update.setLong(1, tick);
      update.setLong(2, claimExpiryMillis);
      setKey(update, 3, key);
      update.setString(6, owner);
      updated = update.executeUpdate();
    }
    if (updated != 1) {
      throw new LostClaimException(
          "another process took the node ID over (its row in "
              + tables.nodes()
              + " was rewritten)");
    }
  }

  @Override
  public void release(NodeKey key, String owner, long tick) throws SQLException {
    try (Connection connection = dataSource.getConnection();
        PreparedStatement update =
            connection.prepareStatement(
                "UPDATE "
                    + tables.nodes()
                    + " SET reserved_tick = ?, claim_expires = NULL, version = version + 1"
                    + " WHERE realm = ? AND node_size = ? AND node_id = ? AND owner = ?")) {
      update.setLong(1, tick);
      setKey(update, 2, key);
      update.setString(5, owner);
      update.executeUpdate();
    }
  }

  @Override
  public boolean compact(RealmSnapshot snapshot, Collection<NodeKey> keys, long floorTick)
      throws SQLException {
    return inTransaction(
        connection -> {
          if (!bumpRealm(connection, snapshot.version(), floorTick)) {
            return false;
          }
          try (PreparedStatement delete =
              connection.prepareStatement(
                  "DELETE FROM "
                      + tables.nodes()
                      + " WHERE realm = ? AND node_size = ? AND node_id = ? AND version = ?")) {
            for (NodeKey key : keys) {
              setKey(delete, 1, key);
              delete.setLong(4, read(key, snapshot.reservations().get(key)).version());
              if (delete.executeUpdate() != 1) {
                return false;
              }
            }
          }
          return true;
        });
  }

  /** Moves the realm's version on from the one read, and raises its floor; false if it moved. */
  private boolean bumpRealm(Connection connection, long version, long floorTick)
      throws SQLException {
    try (PreparedStatement update =
        connection.prepareStatement(
            "UPDATE "
                + tables.realms()
                + " SET version = version + 1,"
                + " floor_tick = CASE WHEN floor_tick < ? THEN ? ELSE floor_tick END"
                + " WHERE realm = ? AND version = ?")) {
      update.setLong(1, floorTick);
      update.setLong(2, floorTick);
      update.setString(3, realm);
      update.setLong(4, version);
      return update.executeUpdate() == 1;
    }
  }

  /** Whether the owner holds a live claim of the node ID. */
  private boolean holds(NodeKey key, String owner) {
    try (Connection connection = dataSource.getConnection();
        PreparedStatement select =
            connection.prepareStatement(
                "SELECT 1 FROM "
                    + tables.nodes()
                    + " WHERE realm = ? AND node_size = ? AND node_id = ? AND owner = ?"
                    + " AND claim_expires > "
                    + dialect().now())) {
      setKey(select, 1, key);
      select.setString(4, owner);
      try (ResultSet row = select.executeQuery()) {
        return row.next();
      }
    } catch (SQLException e) {
      return false;
    }
  }

  @FunctionalInterface
  private interface Work {
    boolean run(Connection connection) throws SQLException;
  }

  /** Runs the work in one transaction: committed if it returns true, rolled back otherwise. */
  private boolean inTransaction(Work work) throws SQLException {
    try (Connection connection = dataSource.getConnection()) {
      boolean autoCommit = connection.getAutoCommit();
      connection.setAutoCommit(false);
      try {
        boolean done = work.run(connection);
        if (done) {
          connection.commit();
        } else {
          connection.rollback();
        }
        return done;
      } catch (SQLException | RuntimeException e) {
        try {
          connection.rollback();
        } catch (SQLException rollbackFailure) {
          e.addSuppressed(rollbackFailure);
        }
        throw e;
      } finally {
        connection.setAutoCommit(autoCommit);
      }
    }
  }

  private void setKey(PreparedStatement statement, int first, NodeKey key) throws SQLException {
    statement.setString(first, realm);
    statement.setInt(first + 1, key.size());
    statement.setInt(first + 2, key.nodeId());
  }

  private Dialect dialect() {
    Dialect known = dialect;
    if (known == null) {
      throw new IllegalStateException("the store was not prepared");
    }
    return known;
  }

  private static Reservation read(NodeKey key, Reservation reservation) {
    if (reservation == null || !reservation.isRead()) {
      throw new IllegalStateException("reservation of " + key + " not read before the write");
    }
    return reservation;
  }

  /** SQLSTATE class 23 (integrity constraint violation): the row exists. */
  private static boolean isDuplicateKey(SQLException e) {
    String state = e.getSQLState();
    return state != null && state.startsWith("23");
  }
}
