package io.github.sortid.zookeeper;

import io.github.sortid.lease.spi.LeaseStore;
import io.github.sortid.lease.spi.LostClaimException;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.lease.spi.Reservation;
import io.github.sortid.scru64.Scru64Id;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.apache.curator.CuratorZookeeperClient;
import org.apache.curator.RetryLoop;
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
import org.apache.zookeeper.Op;
import org.apache.zookeeper.OpResult;
import org.apache.zookeeper.ZKUtil;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.data.ACL;
import org.apache.zookeeper.data.Id;
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
 *
 * <p>With an ACL configured, every znode the store creates gets it, the realm's missing parents
 * too, and {@link #prepare} sees that the realm, {@code claims}, {@code reservations} and every
 * reservation carry it: it sets it where the client may (ADMIN permission), and refuses the realm
 * otherwise. The parents above the realm are not checked: whoever may delete children there can
 * delete the realm only while it is empty, and ZooKeeper refuses to delete a znode with children,
 * which a prepared realm always has. The claims are not checked either: what a claim holds is its
 * existence, and deleting it takes DELETE on {@code claims}.
 */
final class ZooKeeperStore implements LeaseStore {
  private static final System.Logger LOG = System.getLogger(ZooKeeperStore.class.getName());

  /** The permissions with which a client can change a realm's records, or give itself them. */
  private static final int CHANGE =
      ZooDefs.Perms.WRITE | ZooDefs.Perms.CREATE | ZooDefs.Perms.DELETE | ZooDefs.Perms.ADMIN;

  /** world:anyone, every client of the ensemble. */
  private static final Id ANYONE = new Id("world", "anyone");

  /** The name, completed by a sequence number, of the znode that shows the ACL as stored. */
  private static final String ACL_PROBE = "sortid-acl-check-";

  /**
   * The most znodes {@link #readAll} reads in one request: the reply, about 110 bytes a claim,
   * stays far below ZooKeeper's 1 MB limit on a packet.
   */
  private static final int READ_BATCH = 1000;

  /** The realms found open in this JVM: each is warned about once. */
  private static final Set<String> WARNED_OPEN = ConcurrentHashMap.newKeySet();

  private final CuratorFramework client;
  private final String path;
  private final List<ACL> acl;
  private final String claims;
  private final String reservations;

  /** The path of this store's own claim, once it has one. */
  private String claimPath;

  /** Whether {@link #prepare} found the realm open to world:anyone; read by any thread. */
  private volatile boolean open;

  /** The unreadable records already warned about, so that a retrying acquire warns once each. */
  private final Set<String> warned = new HashSet<>();

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

  /**
   * Creates the realm's znodes that are missing, and checks their ACL. With an ACL configured, the
   * realm's is checked before its children are created, so that no child is made in a realm that
   * another identity owns.
   *
   * @throws IllegalStateException if a znode's ACL is not the configured one and this client may
   *     not set it, or ZooKeeper refuses to create one: the message names the znode, its ACL and
   *     the zkCli.sh command that fixes it
   */
  @Override
  public void prepare() throws Exception {
    createIfMissing(path);
    if (acl == null) {
      createIfMissing(claims);
      createIfMissing(reservations);
      Map<String, List<ACL>> found = new LinkedHashMap<>();
      for (String each : List.of(path, claims, reservations)) {
        try {
          found.put(each, client.getACL().forPath(each));
        } catch (KeeperException.NoAuthException e) {
          throw new IllegalStateException(
              "ZooKeeper realm "
                  + path
                  + " cannot be used: this client may not read the ACL of "
                  + each
                  + " (it has neither READ nor ADMIN permission on it): another identity created"
                  + " it. Lease with that identity and the realm's ACL (creatorOnly() or"
                  + " acl(...))",
              e);
        }
      }
      checkOpen(found);
      return;
    }
    List<ACL> expected = storedAcl();
    enforce(path, expected);
    createIfMissing(claims);
    createIfMissing(reservations);
    // The realm again, now that it has children: a realm deleted and created again meanwhile, by a
    // client that may do so in its parent, is found here; once it has children, it cannot be.
    Map<String, List<ACL>> found = new LinkedHashMap<>();
    found.put(path, enforce(path, expected));
    found.put(claims, enforce(claims, expected));
    found.put(reservations, enforce(reservations, expected));
    // A reservation from before the ACL was configured keeps the ACL it was created with: one that
    // anyone may write would let anyone lower the tick that the next holder starts above.
    for (String name : client.getChildren().forPath(reservations)) {
      if (ZnodeNames.parseReservation(name).isPresent()) {
        try {
          enforce(ZKPaths.makePath(reservations, name), expected);
        } catch (KeeperException.NoNodeException e) {
          // Compacted since the listing.
        }
      }
    }
    checkOpen(found);
  }

  @Override
  public boolean isOpen() {
    return open;
  }

  @Override
  public RealmSnapshot read(boolean withTicks) throws Exception {
    Stat stat = new Stat();
    long floor = parseFloor(client.getData().storingStatIn(stat).forPath(path));
    List<String> unreadable = new ArrayList<>();
    List<NodeKey> held = new ArrayList<>();
    List<String> heldPaths = new ArrayList<>();
    for (String name : client.getChildren().forPath(claims)) {
      Optional<NodeKey> key = ZnodeNames.parseClaim(name);
      if (key.isPresent()) {
        // Held whatever its znode holds: unknown is never free.
        held.add(key.get());
        heldPaths.add(claimPath(name));
      } else {
        unreadable.add(claimPath(name) + ": not a claim of a SCRU64 realm (it excludes nothing)");
      }
    }
    List<OpResult> claimData = readAll(heldPaths);
    for (int i = 0; i < heldPaths.size(); i++) {
      claimProblem(heldPaths.get(i), claimData.get(i)).ifPresent(unreadable::add);
    }
    Map<NodeKey, Reservation> reserved = new HashMap<>();
    List<NodeKey> reservedKeys = new ArrayList<>();
    for (String name : client.getChildren().forPath(reservations)) {
      Optional<NodeKey> key = ZnodeNames.parseReservation(name);
      if (key.isEmpty()) {
        unreadable.add(
            ZKPaths.makePath(reservations, name)
                + ": not a reservation of a SCRU64 realm (it excludes nothing)");
      } else {
        reserved.put(key.get(), Reservation.unread());
        reservedKeys.add(key.get());
      }
    }
    if (withTicks) {
      List<OpResult> reservationData =
          readAll(reservedKeys.stream().map(this::reservationPath).toList());
      for (int i = 0; i < reservedKeys.size(); i++) {
        NodeKey key = reservedKeys.get(i);
        // One deleted since the listing was compacted, which changed the realm's version: unread
        // until the next read.
        reserved.put(
            key,
            reservation(reservationPath(key), reservationData.get(i), unreadable)
                .orElse(Reservation.unread()));
      }
    }
    for (String record : unreadable) {
      if (warned.add(record)) {
        LOG.log(Level.WARNING, "ZooKeeper realm {0}: {1}", path, record);
      }
    }
    return new RealmSnapshot(stat.getVersion(), floor, held, reserved, unreadable);
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
    return readReservation(key, new ArrayList<>());
  }

  /**
   * The reservation of a node ID, or empty if it has none; one that cannot be read is unread, and
   * added to {@code unreadable} with what was wrong.
   */
  private Optional<Reservation> readReservation(NodeKey key, List<String> unreadable)
      throws Exception {
    String reservation = reservationPath(key);
    return reservation(reservation, readAll(List.of(reservation)).get(0), unreadable);
  }

  /**
   * A reservation as {@link #readAll} read it, or empty if it is gone; one that cannot be read is
   * unread, and added to {@code unreadable} with what was wrong.
   */
  private static Optional<Reservation> reservation(
      String reservation, OpResult read, List<String> unreadable) throws KeeperException {
    if (read instanceof OpResult.ErrorResult error) {
      KeeperException.Code code = KeeperException.Code.get(error.getErr());
      if (code == KeeperException.Code.NONODE) {
        return Optional.empty();
      }
      if (code == KeeperException.Code.NOAUTH) {
        unreadable.add(reservation + ": ZooKeeper refused to read it (NoAuth)");
        return Optional.of(Reservation.unread());
      }
      throw KeeperException.create(code, reservation);
    }
    OpResult.GetDataResult found = (OpResult.GetDataResult) read;
    byte[] data = found.getData() == null ? new byte[0] : found.getData();
    Optional<Reservation> parsed =
        ZnodeNames.parseReservationData(data, found.getStat().getVersion());
    if (parsed.isEmpty()) {
      unreadable.add(
          reservation
              + ": its data "
              + ZnodeNames.shown(data)
              + " is not \"<tick> <owner>\" with a tick of 0 to "
              + Scru64Id.MAX_TIMESTAMP
              + " and an owner token");
      return Optional.of(Reservation.unread());
    }
    return parsed;
  }

  /**
   * What is wrong with a claim's znode, as {@link #readAll} read it, if anything: a claim is
   * ephemeral, of its holder's session, and holds its holder's owner token. A claim ended since the
   * listing has nothing wrong.
   */
  private static Optional<String> claimProblem(String claim, OpResult read) throws KeeperException {
    if (read instanceof OpResult.ErrorResult error) {
      KeeperException.Code code = KeeperException.Code.get(error.getErr());
      if (code == KeeperException.Code.NONODE) {
        return Optional.empty();
      }
      if (code == KeeperException.Code.NOAUTH) {
        return Optional.of(claim + ": ZooKeeper refused to read it (NoAuth)");
      }
      throw KeeperException.create(code, claim);
    }
    OpResult.GetDataResult found = (OpResult.GetDataResult) read;
    List<String> problems = new ArrayList<>();
    if (found.getStat().getEphemeralOwner() == 0) {
      problems.add("not ephemeral (left by another program? delete it)");
    }
    byte[] data = found.getData() == null ? new byte[0] : found.getData();
    if (!Reservation.isOwnerToken(new String(data, StandardCharsets.UTF_8))) {
      problems.add("its data " + ZnodeNames.shown(data) + " is not an owner token");
    }
    return problems.isEmpty()
        ? Optional.empty()
        : Optional.of(claim + ": " + String.join("; ", problems));
  }

  /**
   * The data and Stat of znodes, in one request per thousand: a realm's claims and reservations are
   * read at every acquire, and one request each would cost a realm of hundreds or thousands of
   * holders as many round trips. Curator has no read transaction, so this asks its ZooKeeper
   * handle, with its retry policy.
   *
   * @return one result per znode, in order: its data, or the error that ZooKeeper gave for it
   */
  private List<OpResult> readAll(List<String> znodes) throws Exception {
    List<OpResult> results = new ArrayList<>();
    for (int from = 0; from < znodes.size(); from += READ_BATCH) {
      List<Op> reads = new ArrayList<>();
      for (String znode : znodes.subList(from, Math.min(znodes.size(), from + READ_BATCH))) {
        reads.add(Op.getData(fullPath(znode)));
      }
      CuratorZookeeperClient zookeeper = client.getZookeeperClient();
      results.addAll(
          RetryLoop.callWithRetry(zookeeper, () -> zookeeper.getZooKeeper().multi(reads)));
    }
    return results;
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

  /**
   * Creates a znode, and its missing parents, with this store's ACL or the client's ACL provider's,
   * unless it exists.
   *
   * @throws IllegalStateException if ZooKeeper refuses this client the creation
   */
  private void createIfMissing(String znode) throws Exception {
    if (exists(znode)) {
      return;
    }
    try {
      if (acl == null) {
        client.create().creatingParentsIfNeeded().forPath(znode, new byte[0]);
      } else {
        client.create().creatingParentsIfNeeded().withACL(acl, true).forPath(znode, new byte[0]);
      }
    } catch (KeeperException.NodeExistsException e) {
      // Another process was first: the same result, whose ACL the caller checks.
    } catch (KeeperException.NoAuthException e) {
      String parent = existingAncestor(znode);
      String fix =
          parent.equals(path)
              ? "another identity created the realm. Lease with that identity and the realm's ACL"
                  + " (creatorOnly() or acl(...))"
              : "as the owner of "
                  + fullPath(parent)
                  + " or a super user, give this client's identity CREATE permission on it, or"
                  + " create "
                  + fullPath(path)
                  + " for it (a parent that a lease creates gets the lease's ACL: realms of"
                  + " different identities need a parent that none of their leases created)";
      throw new IllegalStateException(
          "ZooKeeper realm "
              + path
              + " cannot be used: this client may not create "
              + znode
              + ", as the ACL of "
              + parent
              + " ("
              + aclText(parent)
              + ") gives it no CREATE permission: "
              + fix,
          e);
    } catch (KeeperException.InvalidACLException e) {
      throw noIdentity(e);
    }
  }

  /**
   * The configured ACL as ZooKeeper stores it: an {@code auth} entry, such as {@link
   * ZooKeeperLeases.Builder#creatorOnly()}'s, stands for the client's authenticated identities,
   * which only the server knows. It reads them back from an ephemeral znode made with the ACL in
   * the realm, or where the realm refuses it, in the nearest parent that does not.
   *
   * @throws IllegalStateException if no znode on the realm's path lets this client create one, or
   *     the client has no authenticated identity for an {@code auth} entry
   */
  private List<ACL> storedAcl() throws Exception {
    if (acl.stream().noneMatch(entry -> entry.getId().getScheme().equals("auth"))) {
      return acl;
    }
    for (String parent = path; ; parent = ZKPaths.getPathAndNode(parent).getPath()) {
      try {
        String probe =
            client
                .create()
                .withMode(CreateMode.EPHEMERAL_SEQUENTIAL)
                .withACL(acl)
                .forPath(ZKPaths.makePath(parent, ACL_PROBE));
        try {
          return client.getACL().forPath(probe);
        } finally {
          client.delete().guaranteed().forPath(probe);
        }
      } catch (KeeperException.NoAuthException | KeeperException.NoNodeException e) {
        if (parent.equals("/")) {
          throw new IllegalStateException(
              "ZooKeeper realm "
                  + path
                  + " cannot be used: this client may create a znode neither in it nor in any of"
                  + " its parents (the realm's ACL: "
                  + aclText(path)
                  + "). As the realm's owner or a super user, give this client's identity every"
                  + " permission on the realm with zkCli.sh setAcl -R",
              e);
        }
      } catch (KeeperException.InvalidACLException e) {
        throw noIdentity(e);
      }
    }
  }

  /**
   * Sees that a znode carries the expected ACL, and sets it if not, where the client may.
   *
   * @return the znode's ACL, now the expected one
   * @throws IllegalStateException if the client may not read or set the znode's ACL
   */
  private List<ACL> enforce(String znode, List<ACL> expected) throws Exception {
    while (true) {
      Stat stat = new Stat();
      List<ACL> found;
      try {
        found = client.getACL().storingStatIn(stat).forPath(znode);
      } catch (KeeperException.NoAuthException e) {
        throw notOwned(
            znode,
            "this client may not read the ACL of "
                + znode
                + " (it has neither READ nor ADMIN permission on it): another identity created it",
            expected,
            e);
      }
      if (permissions(found).equals(permissions(expected))) {
        return found;
      }
      try {
        // The configured ACL, not its stored form: ZooKeeper shows a digest's hash only to a
        // client with ADMIN permission, and fills in an auth entry itself.
        client.setACL().withVersion(stat.getAversion()).withACL(acl).forPath(znode);
        LOG.log(
            Level.INFO,
            "ZooKeeper realm {0}: set the ACL of {1} to the configured {2} (it was {3})",
            path,
            znode,
            text(expected),
            text(found));
        return expected;
      } catch (KeeperException.NoAuthException e) {
        throw notOwned(
            znode,
            "the ACL of "
                + znode
                + " is "
                + text(found)
                + ", not the configured "
                + text(expected)
                + ", and this client may not change it (it has no ADMIN permission on it)",
            expected,
            e);
      } catch (KeeperException.BadVersionException e) {
        // Changed since the read, as by another lease setting the same ACL: read it again.
      }
    }
  }

  /**
   * Notes whether the realm's znodes let world:anyone change them, and warns once per realm if so.
   */
  private void checkOpen(Map<String, List<ACL>> found) {
    List<String> openOnes = new ArrayList<>();
    for (Map.Entry<String, List<ACL>> each : found.entrySet()) {
      Integer anyone = permissions(each.getValue()).get(ANYONE);
      if (anyone != null && (anyone & CHANGE) != 0) {
        openOnes.add(each.getKey());
      }
    }
    open = !openOnes.isEmpty();
    if (open && WARNED_OPEN.add(path)) {
      LOG.log(
          Level.WARNING,
          "ZooKeeper realm {0} is open to every client of the ensemble: world:anyone may change"
              + " {1}, so any client can break the uniqueness of its SCRU64 IDs. Lease with"
              + " ZooKeeperLeases.Builder.creatorOnly() and an authenticated client, or with"
              + " acl(...), to close it",
          path,
          String.join(", ", openOnes));
    }
  }

  private IllegalStateException notOwned(
      String znode, String reason, List<ACL> expected, Exception cause) {
    return new IllegalStateException(
        "ZooKeeper realm "
            + path
            + " cannot be used: "
            + reason
            + ". So that only the configured identities can write the realm, run as the owner of "
            + znode
            + " or a super user, in zkCli.sh: setAcl -R "
            + fullPath(znode)
            + " "
            + text(expected),
        cause);
  }

  private IllegalStateException noIdentity(Exception cause) {
    return new IllegalStateException(
        "ZooKeeper realm "
            + path
            + " cannot be used: the configured ACL gives permissions to the client's"
            + " authenticated identities (creatorOnly(), or an auth entry), and this client has"
            + " none: authenticate it (digest, SASL or a client certificate)",
        cause);
  }

  /** The nearest existing ancestor of a znode. */
  private String existingAncestor(String znode) throws Exception {
    String parent = ZKPaths.getPathAndNode(znode).getPath();
    while (!parent.equals("/") && !exists(parent)) {
      parent = ZKPaths.getPathAndNode(parent).getPath();
    }
    return parent;
  }

  /** Whether a znode exists: ZooKeeper tells only a client that may read it, and refuses others. */
  private boolean exists(String znode) throws Exception {
    try {
      return client.checkExists().forPath(znode) != null;
    } catch (KeeperException.NoAuthException e) {
      return true;
    }
  }

  /** A znode's path as ZooKeeper knows it, which a client's namespace prefixes. */
  private String fullPath(String znode) {
    return ZKPaths.fixForNamespace(client.getNamespace(), znode);
  }

  /** A znode's ACL for messages, in zkCli.sh's notation. */
  private String aclText(String znode) {
    try {
      return text(client.getACL().forPath(znode));
    } catch (Exception e) {
      return "unreadable to this client";
    }
  }

  /**
   * An ACL in zkCli.sh's notation, as its {@code setAcl} takes it: {@code scheme:id:perms} entries
   * separated by commas, such as {@code "digest:sortid:PWAZ...=:cdrwa,world:anyone:r"}. ZooKeeper
   * shows a digest's hash only to a client with ADMIN permission; to others, as {@code x}.
   */
  static String text(List<ACL> acl) {
    List<String> entries = new ArrayList<>();
    for (ACL entry : acl) {
      entries.add(
          entry.getId().getScheme()
              + ":"
              + entry.getId().getId()
              + ":"
              + ZKUtil.getPermString(entry.getPerms()));
    }
    return String.join(",", entries);
  }

  /**
   * What an ACL grants each identity, its entries merged: two ACLs that grant the same are equal,
   * whatever their order and however their permissions are split among entries.
   */
  private static Map<Id, Integer> permissions(List<ACL> acl) {
    Map<Id, Integer> granted = new HashMap<>();
    for (ACL entry : acl) {
      if (entry.getPerms() != 0) {
        granted.merge(entry.getId(), entry.getPerms(), (a, b) -> a | b);
      }
    }
    return granted;
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
