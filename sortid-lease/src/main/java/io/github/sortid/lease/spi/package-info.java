/**
 * What a store of SCRU64 node-ID leases implements: {@link io.github.sortid.lease.spi.LeaseStore},
 * with the records it reads and writes. Users hold leases; only store modules need this package.
 */
package io.github.sortid.lease.spi;
