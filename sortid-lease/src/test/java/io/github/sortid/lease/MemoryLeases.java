package io.github.sortid.lease;

import io.github.sortid.lease.spi.LeaseStore;

/** Leases of a {@link MemoryRealm}, built the way a store module builds its own. */
final class MemoryLeases extends Scru64NodeLease.Builder<MemoryLeases> {
  private final MemoryRealm realm;

  private MemoryLeases(MemoryRealm realm, int nodeIdSize) {
    super(nodeIdSize);
    this.realm = realm;
  }

  static MemoryLeases builder(MemoryRealm realm, int nodeIdSize) {
    return new MemoryLeases(realm, nodeIdSize);
  }

  @Override
  protected LeaseStore createStore() {
    return realm.store();
  }
}
