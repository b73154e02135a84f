package io.github.sortid.spring;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64NodeSpec;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/**
 * The health of the SCRU64 node-ID lease: UP while it holds its node ID and its reservation covers
 * the clock, DOWN once it has lost the node ID or ZooKeeper has not extended the reservation in
 * time, so that {@code generate()} could not issue an ID now. It never asks ZooKeeper itself. The
 * {@code realmOpen} detail is true when the realm's records are open to every client of the store
 * (a ZooKeeper realm without an ACL), so that any of them could break the uniqueness of its IDs; it
 * does not change the status.
 *
 * <pre>{@code
 * "scru64": {"status": "UP",
 *            "details": {"nodeId": 3, "nodeIdSize": 8, "realm": "/sortid/orders",
 *                        "realmOpen": false,
 *                        "lease": "Scru64NodeLease[3/8 in /sortid/orders, ACTIVE]"}}
 * }</pre>
 */
public final class Scru64HealthIndicator implements HealthIndicator {
  private final Scru64NodeLease lease;

  /**
   * Creates the indicator.
   *
   * @param lease the lease to watch
   */
  public Scru64HealthIndicator(Scru64NodeLease lease) {
    this.lease = lease;
  }

  @Override
  public Health health() {
    Scru64NodeSpec spec = lease.getNodeSpec();
    Health.Builder health = lease.isValid() ? Health.up() : Health.down();
    return health
        .withDetail("nodeId", spec.getNodeId())
        .withDetail("nodeIdSize", spec.getNodeIdSize())
        .withDetail("realm", lease.getRealm())
        .withDetail("realmOpen", lease.isRealmOpen())
        .withDetail("lease", lease.toString())
        .build();
  }
}
