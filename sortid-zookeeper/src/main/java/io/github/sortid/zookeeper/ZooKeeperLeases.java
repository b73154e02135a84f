package io.github.sortid.zookeeper;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.spi.LeaseStore;
import java.util.List;
import java.util.Objects;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.utils.PathUtils;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.data.ACL;
import org.apache.zookeeper.data.Id;

/**
 * SCRU64 node-ID leases on Apache ZooKeeper: a realm is a znode path, a claim an ephemeral znode of
 * the lease's session.
 *
 * <pre>{@code
 * CuratorFramework curator = CuratorFrameworkFactory.newClient(
 *     "zk1:2181,zk2:2181,zk3:2181", new ExponentialBackoffRetry(1000, 3));
 * curator.start();
 * Scru64NodeLease lease = ZooKeeperLeases.acquire(curator, "/sortid/orders", 12);
 * Scru64Id id = lease.generate();
 * ...
 * lease.close(); // at shutdown: a restarted process can take the node ID at once
 * }</pre>
 *
 * <p>Whoever can write a realm's znodes can break the uniqueness of its IDs. Without an ACL set,
 * the znodes a lease creates get the ACL of the client's {@code ACLProvider} (Curator's default is
 * open to anyone); a realm found open to world:anyone is reported once per realm and JVM with a
 * warning, and by {@link Scru64NodeLease#isRealmOpen()}. With {@link Builder#acl} or, for an
 * authenticated client, {@link Builder#creatorOnly()}, the realm is kept to that ACL: every znode
 * the lease creates gets it (the realm's missing parents too), and before its first claim the lease
 * checks the realm, its {@code claims} and {@code reservations} znodes and every reservation. It
 * sets the ACL on those that differ, as on a realm first used without one, where the client has
 * ADMIN permission, and logs it; where it has not (another identity created the znode), acquiring
 * fails with a message that names the znode, its ACL and the {@code zkCli.sh setAcl} command that
 * fixes it. The parents above the realm are not checked: ZooKeeper refuses to delete a znode with
 * children, and a realm always has its two.
 *
 * <p>Any number of leases, of one realm or of several, may share one {@code CuratorFramework}; the
 * lease never closes it.
 */
public final class ZooKeeperLeases {
  private ZooKeeperLeases() {}

  /**
   * Leases a node ID of the given size in a realm, with the defaults of {@link
   * Scru64NodeLease.Builder}.
   *
   * @param client a started Curator client
   * @param realmPath the realm's znode path, such as {@code "/sortid/orders"}; created if missing
   * @param nodeIdSize the node ID size in bits, 1 to 23
   * @return the lease, holding its node ID
   * @throws IllegalArgumentException if the path is not a valid znode path or the size is out of
   *     range
   * @throws IllegalStateException if no node ID is free within the acquire timeout (the message
   *     names the realm, the size, what keeps the node IDs from being chosen and the realm's
   *     records that are not a lease's), or ZooKeeper kept failing, or refused this client the
   *     realm
   * @throws NullPointerException if an argument is null
   */
  public static Scru64NodeLease acquire(CuratorFramework client, String realmPath, int nodeIdSize) {
    return builder(client, realmPath, nodeIdSize).acquire();
  }

  /**
   * Returns a builder to choose the lease's settings.
   *
   * @param client a started Curator client
   * @param realmPath the realm's znode path, such as {@code "/sortid/orders"}; created if missing
   * @param nodeIdSize the node ID size in bits, 1 to 23
   * @return a new builder with the defaults
   * @throws IllegalArgumentException if the path is not a valid znode path or the size is out of
   *     range
   * @throws NullPointerException if an argument is null
   */
  public static Builder builder(CuratorFramework client, String realmPath, int nodeIdSize) {
    return new Builder(client, realmPath, nodeIdSize);
  }

  /**
   * The settings of a ZooKeeper lease: those of every store, and the ACL of the realm's znodes.
   *
   * <pre>{@code
   * Scru64NodeLease lease = ZooKeeperLeases.builder(curator, "/sortid/orders", 12)
   *     .creatorOnly()
   *     .reservationWindow(Duration.ofSeconds(3))
   *     .acquire();
   * }</pre>
   */
  public static final class Builder extends Scru64NodeLease.Builder<Builder> {
    private final CuratorFramework client;
    private final String realmPath;
    private List<ACL> acl;

    private Builder(CuratorFramework client, String realmPath, int nodeIdSize) {
      super(nodeIdSize);
      this.client = Objects.requireNonNull(client, "client");
      this.realmPath = PathUtils.validatePath(Objects.requireNonNull(realmPath, "realmPath"));
    }

    /**
     * Sets the ACL of the realm: the znodes the lease creates (the realm, its missing parents, its
     * claims and reservations) get it, and the realm's existing znodes are set to it where they
     * differ (see {@link ZooKeeperLeases}). Default: none, the client's {@code ACLProvider} for the
     * znodes the lease creates, and no check.
     *
     * @param acl the ACL, not empty
     * @return this builder
     * @throws IllegalArgumentException if {@code acl} is empty
     * @throws NullPointerException if {@code acl} or an entry is null
     */
    public Builder acl(List<ACL> acl) {
      if (acl.isEmpty()) {
        throw new IllegalArgumentException("empty ACL: no one could read the realm");
      }
      this.acl = List.copyOf(acl);
      return this;
    }

    /**
     * Gives the realm's znodes every permission for the client's authenticated identities and none
     * for anyone else: ZooKeeper's {@code CREATOR_ALL_ACL}, as {@link #acl} sets it. Every lease of
     * the realm must then authenticate as the same identity (digest, SASL, a client certificate);
     * acquiring with a client that has none fails at once.
     *
     * @return this builder
     */
    public Builder creatorOnly() {
      return acl(List.of(new ACL(ZooDefs.Perms.ALL, new Id("auth", ""))));
    }

    @Override
    protected LeaseStore createStore() {
      return new ZooKeeperStore(client, realmPath, acl);
    }
  }
}
