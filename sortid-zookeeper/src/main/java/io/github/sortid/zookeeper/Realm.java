package io.github.sortid.zookeeper;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.api.transaction.CuratorOp;
import org.apache.curator.framework.api.transaction.TransactionOp;
import org.apache.curator.utils.ZKPaths;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.data.Stat;

/**
 * The znodes of one realm and the ZooKeeper operations on them (DESIGN "SCRU64 node leases"):
 *
 * <pre>
 * realm                    its data version orders the claims: each claim changes it
 * realm/claims/8-42        ephemeral, one per held node ID; data: the owner token
 * realm/reservations/8-42  persistent, one per node ID ever held; data: "tick owner"
 * </pre>
 *
 * <p>A claim is one {@code multi} transaction, so it is all or nothing: it sets the realm's data on
 * the version read before the claims were listed (so no claim made since can be missed), creates
 * the claim, and rewrites every overlapping reservation on the version read (so that no earlier
 * holder can extend one any more: its next conditional write fails).
 */
final class Realm {
  private static final byte[] NO_DATA = new byte[0];

  private final CuratorFramework client;
  private final String path;
  private final String claims;
  private final String reservations;

  Realm(CuratorFramework client, String path) {
    this.client = client;
    this.path = path;
    this.claims = ZKPaths.makePath(path, "claims");
    this.reservations = ZKPaths.makePath(path, "reservations");
  }

  /** The realm's path, as the user gave it. */
  String path() {
    return path;
  }

  /** A snapshot of the realm: its version, then the held node IDs, then the reserved ones. */
  record Snapshot(int version, List<NodeKey> claims, Map<NodeKey, Reservation> reservations) {}

  /** Creates the realm's znodes that do not exist yet. */
  void create() throws Exception {
    for (String each : List.of(path, claims, reservations)) {
      if (client.checkExists().forPath(each) == null) {
        try {
          client.create().creatingParentsIfNeeded().forPath(each, NO_DATA);
        } catch (KeeperException.NodeExistsException e) {
          // Another process was first: the same result.
        }
      }
    }
  }

  /**
   * Reads the realm's version, then its claims, then the names of its reservations (with the
   * reservations' data only if {@code withTicks}). Reading the version first is what makes the
   * claim safe: a claim made after this read changes the version and fails the transaction.
   */
  Snapshot read(boolean withTicks) throws Exception {
    Stat stat = new Stat();
    client.getData().storingStatIn(stat).forPath(path);
    List<NodeKey> held = new ArrayList<>();
    for (String name : client.getChildren().forPath(claims)) {
      held.add(NodeKey.parse(name));
    }
    Map<NodeKey, Reservation> reserved = new LinkedHashMap<>();
    for (String name : client.getChildren().forPath(reservations)) {
      NodeKey key = NodeKey.parse(name);
      if (withTicks) {
        readReservation(key).ifPresent(reservation -> reserved.put(key, reservation));
      } else {
        reserved.put(key, new Reservation(NodeIdChooser.UNKNOWN_TICK, "", -1));
      }
    }
    return new Snapshot(stat.getVersion(), held, reserved);
  }

  /** The reservation of a node ID, or empty if it has none. */
  Optional<Reservation> readReservation(NodeKey key) throws Exception {
    String reservation = reservationPath(key);
    Stat stat = new Stat();
    try {
      byte[] data = client.getData().storingStatIn(stat).forPath(reservation);
      return Optional.of(Reservation.parse(reservation, data, stat.getVersion()));
    } catch (KeeperException.NoNodeException e) {
      return Optional.empty();
    }
  }

  /** The owner token in the claim of a node ID, or empty if it is not held. */
  Optional<String> readClaimOwner(NodeKey key) throws Exception {
    try {
      byte[] data = client.getData().forPath(claimPath(key));
      return Optional.of(new String(data, StandardCharsets.UTF_8));
    } catch (KeeperException.NoNodeException e) {
      return Optional.empty();
    }
  }

  /**
   * Claims a node ID in one transaction: on the snapshot's version, the claim, and the node ID's
   * reservation set to {@code reservation}, every other overlapping reservation of the snapshot
   * rewritten with the new owner (same tick) on the version read.
   *
   * @return the version of the node ID's reservation after the transaction
   * @throws IllegalArgumentException if the snapshot holds a claim that overlaps the node ID
   * @throws KeeperException if the realm changed since the snapshot (another claim, an extension)
   *     or ZooKeeper failed; the transaction then did nothing, unless the failure was a lost reply,
   *     which {@link #readClaimOwner} tells
   */
  int claim(Snapshot snapshot, NodeKey key, Reservation reservation) throws Exception {
    for (NodeKey held : snapshot.claims()) {
      if (held.overlaps(key)) {
        throw new IllegalArgumentException(
            "node ID " + key + " overlaps " + held + ", held in realm " + path);
      }
    }
    TransactionOp op = client.transactionOp();
    List<CuratorOp> ops = new ArrayList<>();
    ops.add(op.setData().withVersion(snapshot.version()).forPath(path, NO_DATA));
    ops.add(
        op.create()
            .withMode(CreateMode.EPHEMERAL)
            .forPath(claimPath(key), reservation.owner().getBytes(StandardCharsets.UTF_8)));
    Reservation own = null;
    for (Map.Entry<NodeKey, Reservation> entry : snapshot.reservations().entrySet()) {
      NodeKey other = entry.getKey();
      Reservation old = entry.getValue();
      if (other.equals(key)) {
        own = old;
      } else if (other.overlaps(key)) {
        if (old.version() < 0) {
          // Version -1 would match any version: only reservations read with their data qualify.
          throw new IllegalStateException("reservation of " + other + " not read before the claim");
        }
        Reservation fenced = new Reservation(old.tick(), reservation.owner(), -1);
        ops.add(
            op.setData()
                .withVersion(old.version())
                .forPath(reservationPath(other), fenced.toBytes()));
      }
    }
    if (own != null && own.version() < 0) {
      throw new IllegalStateException("reservation of " + key + " not read before the claim");
    }
    if (own == null) {
      ops.add(
          op.create()
              .withMode(CreateMode.PERSISTENT)
              .forPath(reservationPath(key), reservation.toBytes()));
    } else {
      ops.add(
          op.setData()
              .withVersion(own.version())
              .forPath(reservationPath(key), reservation.toBytes()));
    }
    client.transaction().forOperations(ops);
    return own == null ? 0 : own.version() + 1;
  }

  /**
   * Moves a held node ID's reservation to a new tick, on the version its holder wrote last, and
   * only while its claim exists.
   *
   * @return the reservation's new version
   * @throws KeeperException.BadVersionException if the reservation was written by someone else
   *     since (or by this holder, in a write whose reply was lost)
   * @throws KeeperException.NoNodeException if the claim is gone
   */
  int extend(NodeKey key, Reservation reservation, int version) throws Exception {
    TransactionOp op = client.transactionOp();
    client
        .transaction()
        .forOperations(
            op.check().forPath(claimPath(key)),
            op.setData().withVersion(version).forPath(reservationPath(key), reservation.toBytes()));
    return version + 1;
  }

  /**
   * Shrinks a held node ID's reservation and deletes its claim, in one transaction on the version
   * its holder wrote last, so that nothing is deleted once another holder has taken over.
   */
  void release(NodeKey key, Reservation reservation, int version) throws Exception {
    TransactionOp op = client.transactionOp();
    client
        .transaction()
        .forOperations(
            op.setData().withVersion(version).forPath(reservationPath(key), reservation.toBytes()),
            op.delete().forPath(claimPath(key)));
  }

  /** Shrinks a reservation whose claim is already gone, on the version its holder wrote last. */
  void shrink(NodeKey key, Reservation reservation, int version) throws Exception {
    client.setData().withVersion(version).forPath(reservationPath(key), reservation.toBytes());
  }

  private String claimPath(NodeKey key) {
    return ZKPaths.makePath(claims, key.name());
  }

  private String reservationPath(NodeKey key) {
    return ZKPaths.makePath(reservations, key.name());
  }
}
