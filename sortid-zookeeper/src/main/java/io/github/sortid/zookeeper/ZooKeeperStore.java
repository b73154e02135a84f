package io.github.sortid.zookeeper;

import io.github.sortid.lease.spi.LeaseStore;
import io.github.sortid.lease.spi.LostClaimException;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.lease.spi.Reservation;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.api.ACLPathAndBytesable;
import org.apache.curator.framework.api.transaction.CuratorOp;
import org.apache.curator.framework.api.transaction.CuratorTransactionResult;
import org.apache.curator.framework.api.transaction.OperationType;
import org.apache.curator.framework.api.transaction.TransactionOp;
import org.apache.curator.framework.state.ConnectionState;
import org.apache.curator.framework.state.ConnectionStateListener;
import org.apache.curator.utils.ZKPaths;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.data.ACL;
import org.apache.zookeeper.data.Stat;

/**
 * A realm's znodes, and the operations of the lease protocol on them:
 *
 * <pre>
 * realm                              data: the floor tick, empty if none; its data version
 *                                    orders the claims and compactions: each changes it
 * realm/claims/8-42-0000000017       ephemeral and sequential, one per held node ID; data: the
 *                                    owner token
 * realm/reservations/8-42            persistent, one per node ID held since the last compaction;
 *                                    data: "tick owner"
 * </pre>
 *
 * <p>A claim and a compaction are each one {@code multi} transaction that sets the realm's data on
 * the version read first, so that no claim made since the read is missed. A claim's znode is
 * sequential, so that its path is never used again: a holder's extension checks that path in the
 * same transaction, and fails for good once the claim is gone, even if another process has since
 * claimed the same node ID and written its reservation as many times.
 */
final class ZooKeeperStore implements LeaseStore {
  private static final System.Logger LOG = System.getLogger(ZooKeeperStore.class.getName());

  private final CuratorFramework client;
  private final String path;
  private final List<ACL> acl;
  private final String claims;
  private final String reservations;

  /** The path of this store's own claim, once it has one. */
  private String claimPath;

  /** {@code acl}: the ACL of the znodes this store creates, or null for the client's provider. */
  ZooKeeperStore(CuratorFramework client, String path, List<ACL> acl) {
    this.client = client;
    this.path = path;
    this.acl = acl;
    this.claims = ZKPaths.makePath(path, "claims");
    this.reservations = ZKPaths.makePath(path, "reservations");
  }

  @Override
  public String name() {
    return "ZooKeeper";
  }

  @Override
  public String realm() {
    return path;
  }

  @Override
  public void prepare() throws Exception {
    for (String each : List.of(path, claims, reservations)) {
      if (client.checkExists().forPath(each) == null) {
        try {
          if (acl == null) {
            client.create().creatingParentsIfNeeded().forPath(each, new byte[0]);
          } else {
            client.create().creatingParentsIfNeeded().withACL(acl).forPath(each, new byte[0]);
          }
        } catch (KeeperException.NodeExistsException e) {
          // Another process was first: the same result.
        }
      }
    }
  }

  @Override
  public RealmSnapshot read(boolean withTicks) throws Exception {
    Stat stat = new Stat();
    long floor = parseFloor(client.getData().storingStatIn(stat).forPath(path));
    List<NodeKey> held = new ArrayList<>();
    for (String name : client.getChildren().forPath(claims)) {
      Optional<NodeKey> key = ZnodeNames.parseClaim(name);
      if (key.isPresent()) {
        held.add(key.get());
      } else {
        LOG.log(Level.WARNING, "skipping {0}: not a claim of a SCRU64 realm", claimPath(name));
      }
    }
    Map<NodeKey, Reservation> reserved = new HashMap<>();
    for (String name : client.getChildren().forPath(reservations)) {
      Optional<NodeKey> key = ZnodeNames.parseReservation(name);
      if (key.isEmpty()) {
        LOG.log(
            Level.WARNING,
            "skipping {0}: not a reservation of a SCRU64 realm",
            ZKPaths.makePath(reservations, name));
      } else if (withTicks) {
        reserved.put(key.get(), readReservation(key.get()).orElse(Reservation.unread()));
      } else {
        reserved.put(key.get(), Reservation.unread());
      }
    }
    return new RealmSnapshot(stat.getVersion(), floor, held, reserved);
  }

  @Override
  public boolean claim(RealmSnapshot snapshot, NodeKey key, long tick, String owner)
      throws Exception {
    for (NodeKey held : snapshot.claims()) {
      if (held.overlaps(key)) {
        throw new IllegalArgumentException(
            "node ID " + key + " overlaps " + held + ", held in realm " + path);
      }
    }
    TransactionOp op = client.transactionOp();
    List<CuratorOp> ops = new ArrayList<>();
    ops.add(op.setData().withVersion((int) snapshot.version()).forPath(path, floorData(snapshot)));
    ops.add(
        create(
            CreateMode.EPHEMERAL_SEQUENTIAL, claimPath(ZnodeNames.claimPrefix(key)), utf8(owner)));
    Reservation own = null;
    for (Map.Entry<NodeKey, Reservation> entry : snapshot.reservations().entrySet()) {
      NodeKey other = entry.getKey();
      Reservation old = entry.getValue();
      if (other.equals(key)) {
        own = old;
      } else if (other.overlaps(key)) {
        requireRead(other, old);
        ops.add(
            op.setData()
                .withVersion((int) old.version())
                .forPath(reservationPath(other), reservationData(old.tick(), owner)));
      }
    }
    if (own == null) {
      ops.add(create(CreateMode.PERSISTENT, reservationPath(key), reservationData(tick, owner)));
    } else {
      requireRead(key, own);
      ops.add(
          op.setData()
              .withVersion((int) own.version())
              .forPath(reservationPath(key), reservationData(tick, owner)));
    }
    try {
      for (CuratorTransactionResult result : client.transaction().forOperations(ops)) {
        if (result.getType() == OperationType.CREATE && result.getForPath().startsWith(claims)) {
          claimPath = result.getResultPath();
        }
      }
      return true;
    } catch (KeeperException e) {
      // A transaction whose reply was lost and that Curator sent again fails on its own changes:
      // the owner token in a claim of the node ID tells.
      Optional<String> mine = findOwnClaim(key, owner);
      if (mine.isPresent()) {
        claimPath = mine.get();
        return true;
      }
      if (e instanceof KeeperException.BadVersionException
          || e instanceof KeeperException.NodeExistsException
          || e instanceof KeeperException.NoNodeException) {
        return false;
      }
      throw e;
    }
  }

  @Override
  public void extend(NodeKey key, String owner, long tick) throws Exception {
    while (true) {
      Stat stat = new Stat();
      Reservation stored = ownReservation(key, owner, stat);
      if (stored.tick() >= tick) {
        return; // an extension whose reply was lost, sent again: it went through
      }
      TransactionOp op = client.transactionOp();
      try {
        client
            .transaction()
            .forOperations(
                op.check().forPath(ownClaim()),
                op.setData()
                    .withVersion(stat.getVersion())
                    .forPath(reservationPath(key), reservationData(tick, owner)));
        return;
      } catch (KeeperException.NoNodeException e) {
        throw new LostClaimException("its claim is gone: its ZooKeeper session ended");
      } catch (KeeperException.BadVersionException e) {
        // Written since the read (by this store's own write sent again, or by another claimant):
        // read again.
      }
    }
  }

  @Override
  public void release(NodeKey key, String owner, long tick) throws Exception {
    for (int attempt = 0; attempt < 3; attempt++) {
      Stat stat = new Stat();
      try {
        ownReservation(key, owner, stat);
      } catch (LostClaimException e) {
        return; // another holder took over: nothing of this lease's to give back
      }
      TransactionOp op = client.transactionOp();
      CuratorOp shrink =
          op.setData()
              .withVersion(stat.getVersion())
              .forPath(reservationPath(key), reservationData(tick, owner));
      try {
        if (claimPath != null && client.checkExists().forPath(claimPath) != null) {
          client.transaction().forOperations(shrink, op.delete().forPath(claimPath));
        } else {
          client.transaction().forOperations(shrink);
        }
        return;
      } catch (KeeperException.BadVersionException | KeeperException.NoNodeException e) {
        // Changed since the read: read again.
      }
    }
  }

  @Override
  public boolean compact(RealmSnapshot snapshot, Collection<NodeKey> keys, long floorTick)
      throws Exception {
    TransactionOp op = client.transactionOp();
    List<CuratorOp> ops = new ArrayList<>();
    long floor = Math.max(snapshot.floorTick(), floorTick);
    ops.add(
        op.setData()
            .withVersion((int) snapshot.version())
            .forPath(path, utf8(Long.toString(floor))));
    for (NodeKey key : keys) {
      Reservation read = snapshot.reservations().get(key);
      requireRead(key, read);
      ops.add(op.delete().withVersion((int) read.version()).forPath(reservationPath(key)));
    }
    try {
      client.transaction().forOperations(ops);
      return true;
    } catch (KeeperException.BadVersionException | KeeperException.NoNodeException e) {
      return false;
    }
  }

  @Override
  public Runnable watchLoss(Consumer<String> onLoss) {
    // Curator reports LOST when the session expired, or has surely expired after a disconnection
    // as long as the session timeout: the ephemeral claim is then gone, or about to go.
    ConnectionStateListener listener =
        (changed, state) -> {
          if (state == ConnectionState.LOST) {
            onLoss.accept("its ZooKeeper session was lost");
          }
        };
    client.getConnectionStateListenable().addListener(listener);
    return () -> client.getConnectionStateListenable().removeListener(listener);
  }

  /** The reservation of a node ID, or empty if it has none; unreadable data is unread. */
  Optional<Reservation> readReservation(NodeKey key) throws Exception {
    String reservation = reservationPath(key);
    Stat stat = new Stat();
    byte[] data;
    try {
      data = client.getData().storingStatIn(stat).forPath(reservation);
    } catch (KeeperException.NoNodeException e) {
      return Optional.empty();
    }
    Optional<Reservation> parsed = ZnodeNames.parseReservationData(data, stat.getVersion());
    if (parsed.isEmpty()) {
      LOG.log(
          Level.WARNING,
          "unreadable reservation at {0}: \"{1}\"; the node IDs it overlaps are not used",
          reservation,
          new String(data, StandardCharsets.UTF_8));
      return Optional.of(Reservation.unread());
    }
    return parsed;
  }

  /** The reservation of a held node ID, if it still names the owner. */
  private Reservation ownReservation(NodeKey key, String owner, Stat stat) throws Exception {
    byte[] data;
    try {
      data = client.getData().storingStatIn(stat).forPath(reservationPath(key));
    } catch (KeeperException.NoNodeException e) {
      throw new LostClaimException("its reservation is gone");
    }
    Optional<Reservation> stored = ZnodeNames.parseReservationData(data, stat.getVersion());
    if (stored.isEmpty() || !stored.get().owner().equals(owner)) {
      throw new LostClaimException(
          "another process took the node ID over (its reservation was rewritten)");
    }
    return stored.get();
  }

  private String ownClaim() throws LostClaimException {
    if (claimPath == null) {
      throw new LostClaimException("it holds no claim");
    }
    return claimPath;
  }

  /** The path of this owner's claim of a node ID, if one exists. */
  private Optional<String> findOwnClaim(NodeKey key, String owner) throws Exception {
    String prefix = ZnodeNames.claimPrefix(key);
    for (String name : client.getChildren().forPath(claims)) {
      if (name.startsWith(prefix)) {
        try {
          if (owner.equals(
              new String(client.getData().forPath(claimPath(name)), StandardCharsets.UTF_8))) {
            return Optional.of(claimPath(name));
          }
        } catch (KeeperException.NoNodeException e) {
          // Gone since the listing.
        }
      }
    }
    return Optional.empty();
  }

  /** A create operation with this store's ACL, or the client's ACL provider's. */
  private CuratorOp create(CreateMode mode, String znode, byte[] data) throws Exception {
    ACLPathAndBytesable<CuratorOp> create = client.transactionOp().create().withMode(mode);
    return acl == null ? create.forPath(znode, data) : create.withACL(acl).forPath(znode, data);
  }

  private static void requireRead(NodeKey key, Reservation reservation) {
    if (reservation == null || !reservation.isRead()) {
      // Version -1 would match any version: only reservations read with their data qualify.
      throw new IllegalStateException("reservation of " + key + " not read before the write");
    }
  }

  private byte[] floorData(RealmSnapshot snapshot) {
    return snapshot.floorTick() < 0 ? new byte[0] : utf8(Long.toString(snapshot.floorTick()));
  }

  private long parseFloor(byte[] data) {
    String text = new String(data, StandardCharsets.UTF_8);
    if (text.isEmpty()) {
      return -1;
    }
    try {
      long floor = ZnodeNames.parseDecimal(text);
      if (floor >= 0) {
        return floor;
      }
    } catch (NumberFormatException e) {
      // Reported below.
    }
    throw new IllegalStateException(
        "not a SCRU64 realm: " + path + " holds \"" + text + "\" (expected its floor tick)");
  }

  private static byte[] reservationData(long tick, String owner) {
    return utf8(tick + " " + owner);
  }

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private String claimPath(String name) {
    return ZKPaths.makePath(claims, name);
  }

  private String reservationPath(NodeKey key) {
    return ZKPaths.makePath(reservations, ZnodeNames.reservation(key));
  }
}
