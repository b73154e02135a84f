package io.github.sortid.jdbc;

import io.github.sortid.lease.spi.LeaseStore;
import io.github.sortid.lease.spi.LostClaimException;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.lease.spi.Reservation;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
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
import java.util.Optional;
import java.util.function.Predicate;
import javax.sql.DataSource;

/**
 * A realm in two tables of the application's database, and the operations of the lease protocol on
 * them. Every write is one short transaction of conditional statements: the realm row's version
 * orders the claims and compactions, and each node row's version (with its owner) fences a holder.
 * A claim is live while its expiry, in the database's own clock, lies ahead; an extension renews
 * it. No client's clock is compared with another's.
 *
 * <p>Every call runs in a transaction that the store begins and ends itself (a write with a commit,
 * a read with a rollback), at read committed, read-write, whatever the data source's defaults (a
 * pool with auto-commit off rolls back what is left uncommitted when the connection goes back); the
 * connection's settings are restored after. A write returns only after its commit did: a commit
 * that throws leaves its outcome unknown, which the protocol counts as not done for the holder's
 * limit, and the owner token tells at the next read.
 */
final class JdbcStore implements LeaseStore {
  private static final System.Logger LOG = System.getLogger(JdbcStore.class.getName());

  private final DataSource dataSource;
  private final String realm;
  private final Tables tables;
  private final long claimExpiryMillis;
  private volatile Dialect dialect;
  private volatile String productName = "the database";

  /** The unreadable rows warned of last, so that a lease's retries do not repeat the warning. */
  private volatile String lastWarning = "";

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
    Dialect found =
        read(
            connection -> {
              Dialect of = Dialect.of(connection);
              productName = connection.getMetaData().getDatabaseProductName();
              return of;
            });
    dialect = found;
    for (String ddl : found.createTables(tables)) {
      createTable(ddl);
    }
    write(
        connection -> {
          try (PreparedStatement insert = connection.prepareStatement(found.insertRealm(tables))) {
            insert.setString(1, realm);
            insert.executeUpdate();
          }
          return true;
        });
  }

  /**
   * Creates a table unless it exists. Two processes creating it at once may see an error even with
   * {@code IF NOT EXISTS} (PostgreSQL's catalog); the table is then there all the same.
   */
  private void createTable(String ddl) throws SQLException {
    try {
      write(
          connection -> {
            try (Statement statement = connection.createStatement()) {
              statement.execute(ddl);
            }
            return true;
          });
    } catch (SQLException e) {
      try {
        read(
            connection -> {
              try (Statement check = connection.createStatement()) {
                check.executeQuery("SELECT 1 FROM " + tables.nodes() + " WHERE 1 = 0").close();
                check.executeQuery("SELECT 1 FROM " + tables.realms() + " WHERE 1 = 0").close();
              }
              return true;
            });
      } catch (SQLException missing) {
        e.addSuppressed(missing);
        throw e;
      }
    }
  }

  @Override
  public RealmSnapshot read(boolean withTicks) throws SQLException {
    return read(this::readRealm);
  }

  private RealmSnapshot readRealm(Connection connection) throws SQLException {
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
        Long readVersion = nullableLong(row, 1);
        Long readFloor = nullableLong(row, 2);
        if (readVersion == null
            || readFloor == null
            || readFloor < -1
            || readFloor > Scru64Id.MAX_TIMESTAMP) {
          // The floor is every new holder's start: a wrong one could let a holder start below IDs
          // already issued, so the realm stays unusable until it is repaired.
          throw new IllegalStateException(
              "realm "
                  + realm
                  + " cannot be used: its row in "
                  + tables.realms()
                  + " holds version "
                  + readVersion
                  + " and floor_tick "
                  + readFloor
                  + " (expected a version and a tick from -1 to "
                  + Scru64Id.MAX_TIMESTAMP
                  + "); another program wrote it. Set floor_tick to the highest reserved_tick the"
                  + " realm has had, or higher, to use it again");
        }
        version = readVersion;
        floor = readFloor;
      }
    }
    List<NodeKey> claims = new ArrayList<>();
    Map<NodeKey, Reservation> reservations = new HashMap<>();
    List<String> unreadable = new ArrayList<>();
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
          Long size = nullableLong(row, 1);
          Long nodeId = nullableLong(row, 2);
          Long tick = nullableLong(row, 3);
          String owner = row.getString(4);
          Long rowVersion = nullableLong(row, 5);
          String described =
              "row "
                  + nodeId
                  + "/"
                  + size
                  + " of "
                  + tables.nodes()
                  + " (reserved_tick "
                  + tick
                  + ", owner "
                  + (owner == null ? "null" : "\"" + owner + "\"")
                  + ", version "
                  + rowVersion
                  + ")";
          Optional<NodeKey> key = key(size, nodeId);
          if (key.isEmpty()) {
            // Nothing tells which node IDs it stood for: it excludes none, but is named.
            unreadable.add(described + ": no node ID of 1 to 23 bits");
            continue;
          }
          Reservation reservation = Reservation.fromRecord(tick, owner, rowVersion);
          if (!reservation.isRead()) {
            unreadable.add(described + ": not a reservation the lease wrote");
          }
          reservations.put(key.get(), reservation);
          if (row.getInt(6) == 1) {
            claims.add(key.get());
          }
        }
      }
    }
    String warning = String.join("; ", unreadable);
    if (!unreadable.isEmpty() && !warning.equals(lastWarning)) {
      lastWarning = warning;
      LOG.log(
          Level.WARNING,
          "{0} of realm {1} could not be read; the node IDs they overlap are not used: {2}",
          unreadable.size() == 1 ? "1 row" : unreadable.size() + " rows",
          realm,
          warning);
    }
    return new RealmSnapshot(version, floor, claims, reservations, unreadable);
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
      return write(connection -> writeClaim(connection, snapshot, key, tick, owner));
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
    boolean extended =
        write(
            connection -> {
              try (PreparedStatement update =
                  connection.prepareStatement(
                      "UPDATE "
                          + tables.nodes()
                          + " SET reserved_tick = ?, claim_expires = "
                          + dialect().expiresIn()
                          + ", version = version + 1 WHERE realm = ? AND node_size = ?"
                          + " AND node_id = ? AND owner = ? AND claim_expires IS NOT NULL")) {
                update.setLong(1, tick);
                update.setLong(2, claimExpiryMillis);
                setKey(update, 3, key);
                update.setString(6, owner);
                return update.executeUpdate() == 1;
              }
            });
    if (!extended) {
      throw new LostClaimException(
          "another process took the node ID over (its row in "
              + tables.nodes()
              + " was rewritten)");
    }
  }

  @Override
  public void release(NodeKey key, String owner, long tick) throws SQLException {
    write(
        connection -> {
          try (PreparedStatement update =
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
          return true;
        });
  }

  @Override
  public boolean compact(RealmSnapshot snapshot, Collection<NodeKey> keys, long floorTick)
      throws SQLException {
    return write(
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

  /** Whether the owner holds a live claim of the node ID; false if that cannot be read. */
  private boolean holds(NodeKey key, String owner) {
    try {
      return read(
          connection -> {
            try (PreparedStatement select =
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
            }
          });
    } catch (SQLException e) {
      return false;
    }
  }

  @FunctionalInterface
  private interface Work<T> {
    T run(Connection connection) throws SQLException;
  }

  /**
   * Runs a conditional write in one transaction: committed if it returns true, rolled back
   * otherwise (a condition failed, and nothing of it may stay).
   */
  private boolean write(Work<Boolean> work) throws SQLException {
    return transaction(work, Boolean::booleanValue);
  }

  /**
   * Runs reads in one transaction, ended by a rollback: there is nothing to commit, and what was
   * read stands whatever the end of the transaction does.
   */
  private <T> T read(Work<T> work) throws SQLException {
    return transaction(work, result -> false);
  }

  /**
   * Runs work in a transaction of the store's own: on a connection set to manual commit, read
   * committed and read-write, committed or rolled back here, with the connection's settings
   * restored before it goes back to the data source. Work that a connection had pending when it
   * came (it should have none) is rolled back first, so that the commit is of this work alone.
   */
  private <T> T transaction(Work<T> work, Predicate<T> commit) throws SQLException {
    try (Connection connection = dataSource.getConnection()) {
      boolean autoCommit = connection.getAutoCommit();
      boolean readOnly = connection.isReadOnly();
      int isolation = connection.getTransactionIsolation();
      Exception failure = null;
      try {
        if (!autoCommit) {
          connection.rollback();
        }
        if (readOnly) {
          connection.setReadOnly(false);
        }
        if (isolation != Connection.TRANSACTION_READ_COMMITTED) {
          connection.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
        }
        if (autoCommit) {
          connection.setAutoCommit(false);
        }
        T result = work.run(connection);
        if (commit.test(result)) {
          connection.commit();
        } else {
          connection.rollback();
        }
        return result;
      } catch (SQLException | RuntimeException e) {
        failure = e;
        try {
          connection.rollback();
        } catch (SQLException rollbackFailure) {
          e.addSuppressed(rollbackFailure);
        }
        throw e;
      } finally {
        restore(connection, autoCommit, readOnly, isolation, failure);
      }
    }
  }

  /**
   * Gives the connection its settings back. A failure here, after a commit, leaves the outcome as
   * unknown as a commit that threw: it is thrown, unless the work already failed.
   */
  private static void restore(
      Connection connection, boolean autoCommit, boolean readOnly, int isolation, Exception failure)
      throws SQLException {
    try {
      if (connection.getAutoCommit() != autoCommit) {
        connection.setAutoCommit(autoCommit);
      }
      if (connection.getTransactionIsolation() != isolation) {
        connection.setTransactionIsolation(isolation);
      }
      if (connection.isReadOnly() != readOnly) {
        connection.setReadOnly(readOnly);
      }
    } catch (SQLException e) {
      if (failure == null) {
        throw e;
      }
      failure.addSuppressed(e);
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

  /** The value of a column, or null if SQL NULL. */
  private static Long nullableLong(ResultSet row, int column) throws SQLException {
    long value = row.getLong(column);
    return row.wasNull() ? null : value;
  }

  /** The node ID of a row's columns, or empty if they are not one. */
  private static Optional<NodeKey> key(Long size, Long nodeId) {
    if (size == null
        || nodeId == null
        || size < Scru64NodeSpec.MIN_NODE_ID_SIZE
        || size > Scru64NodeSpec.MAX_NODE_ID_SIZE
        || nodeId < 0
        || nodeId >= 1L << size) {
      return Optional.empty();
    }
    return Optional.of(new NodeKey(nodeId.intValue(), size.intValue()));
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
