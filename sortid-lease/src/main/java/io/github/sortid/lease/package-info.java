/**
 * SCRU64 node-ID leases: {@link io.github.sortid.lease.Scru64NodeLease}, the generator of a node ID
 * that no other process of its realm holds, acquired from a store module (sortid-zookeeper,
 * sortid-jdbc).
 */
package io.github.sortid.lease;
