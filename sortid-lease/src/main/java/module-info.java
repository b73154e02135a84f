/**
 * SCRU64 node-ID leases, whatever the store: the protocol that makes sure no two generators of a
 * realm ever issue the same ID ({@link io.github.sortid.lease.Scru64NodeLease}), and the small
 * interface a store implements ({@link io.github.sortid.lease.spi.LeaseStore}). sortid-zookeeper
 * and sortid-jdbc are its stores.
 */
module io.github.sortid.lease {
  requires transitive io.github.sortid;

  exports io.github.sortid.lease;
  exports io.github.sortid.lease.spi;
}
