/**
 * SCRU64 node-ID leases on Apache ZooKeeper: {@link io.github.sortid.zookeeper.ZooKeeperLeases}
 * acquires a {@link io.github.sortid.lease.Scru64NodeLease}, a node ID that no other process of its
 * realm holds, with the generator that uses it.
 */
package io.github.sortid.zookeeper;
