package io.github.sortid.spring;

import static io.github.sortid.spring.PropertyChecks.checked;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.zookeeper.ZooKeeperLeases;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.ExponentialBackoffRetry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;

/**
 * Leases a node ID from the {@code sortid.scru64.zookeeper.*} properties. Loaded only when
 * sortid-zookeeper and Curator are on the class path.
 */
final class ZooKeeperLeaseSetup {
  private ZooKeeperLeaseSetup() {}

  /**
   * A client for {@code connect-string}, with Curator's usual retry policy, the session timeout and
   * the digest credentials if set; not yet started.
   *
   * @throws InvalidConfigurationPropertyValueException if the digest is not {@code user:password}
   */
  static CuratorFramework newClient(SortidProperties.ZooKeeper zookeeper) {
    CuratorFrameworkFactory.Builder builder =
        CuratorFrameworkFactory.builder()
            .connectString(zookeeper.getConnectString())
            .retryPolicy(new ExponentialBackoffRetry(1000, 3));
    Duration sessionTimeout = zookeeper.getSessionTimeout();
    if (sessionTimeout != null) {
      if (sessionTimeout.isNegative() || sessionTimeout.isZero()) {
        throw new InvalidConfigurationPropertyValueException(
            "sortid.scru64.zookeeper.session-timeout", sessionTimeout, "must be more than zero");
      }
      builder.sessionTimeoutMs(Math.toIntExact(sessionTimeout.toMillis()));
    }
    String digest = zookeeper.getDigest();
    if (digest != null) {
      if (digest.indexOf(':') < 1) {
        // The value is a secret: the message does not repeat it.
        throw new InvalidConfigurationPropertyValueException(
            "sortid.scru64.zookeeper.digest", "(hidden)", "expected user:password");
      }
      builder.authorization("digest", digest.getBytes(StandardCharsets.UTF_8));
    }
    return builder.build();
  }

  /**
   * Leases a node ID in the configured realm, waiting at most the configured acquire timeout.
   *
   * @throws InvalidConfigurationPropertyValueException if a property is missing or out of range
   * @throws IllegalStateException if there is no ZooKeeper client, or no node ID could be leased
   */
  static Scru64NodeLease acquire(
      SortidProperties.Scru64 scru64, ObjectProvider<CuratorFramework> clients) {
    SortidProperties.ZooKeeper zookeeper = scru64.getZookeeper();
    String realm = zookeeper.getRealm();
    Integer size = zookeeper.getNodeIdSize();
    if (size == null
        || size < Scru64NodeSpec.MIN_NODE_ID_SIZE
        || size > Scru64NodeSpec.MAX_NODE_ID_SIZE) {
      throw new InvalidConfigurationPropertyValueException(
          "sortid.scru64.zookeeper.node-id-size",
          size,
          "sortid.scru64.zookeeper.realm needs the size in bits (1 to 23) of the realm's node IDs");
    }
    CuratorFramework client = clients.getIfUnique();
    if (client == null) {
      throw new IllegalStateException(
          "sortid.scru64.zookeeper.realm is set, but there is no single CuratorFramework bean to"
              + " reach ZooKeeper with: set sortid.scru64.zookeeper.connect-string, or define one");
    }
    ZooKeeperLeases.Builder builder =
        checked(
            "sortid.scru64.zookeeper.realm",
            realm,
            () -> ZooKeeperLeases.builder(client, realm, size));
    checked(
        "sortid.scru64.zookeeper.acquire-timeout",
        zookeeper.getAcquireTimeout(),
        () -> builder.acquireTimeout(zookeeper.getAcquireTimeout()));
    Boolean creatorOnly = zookeeper.getCreatorOnly();
    if (creatorOnly != null ? creatorOnly : zookeeper.getDigest() != null) {
      builder.creatorOnly();
    }
    builder.rollbackAllowance(scru64.getRollbackAllowance());
    return checked(
        "sortid.scru64.rollback-allowance", scru64.getRollbackAllowance(), builder::acquire);
  }
}
