package io.github.sortid.lease;

import io.github.sortid.scru64.Scru64CounterMode;
import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * A simulated process: its settings and clock, and what it is doing: acquiring (a claimant with its
 * owner token and store), holding a lease (with the extension the lease scheduled), paused, or
 * nothing. A process that crashes or whose lease ends starts over with a new claimant, owner token
 * and store, as an application that acquires a new lease does.
 */
final class SimProcess {
  final int index;
  final SimConfig.Process spec;
  final SimClock clock;
  final SimRandom random = new SimRandom();
  private final SimRealm realm;
  private int owners;

  boolean paused;

  /** The store of the current acquire or lease (one store per lease, as the builders make). */
  SimStore store;

  /** The owner token of the current acquire or lease. */
  String owner;

  /** The claimant of an acquire under way, or null. */
  Claimant claimant;

  /** The lease, held or lost, or null. */
  Scru64NodeLease lease;

  SimExtender extender;

  /** What the oracle knows of the lease. */
  SimOracle.Lease record;

  SimProcess(int index, SimConfig.Process spec, SimRealm realm, LongSupplier now) {
    this.index = index;
    this.spec = spec;
    this.realm = realm;
    this.clock = new SimClock(now, spec.skewMillis());
  }

  /** The lease's settings, with the counter mode of the lease. */
  LeaseSettings settings(Scru64CounterMode counterMode) {
    return new LeaseSettings(
        spec.size(),
        Duration.ofMillis(spec.windowMillis()),
        Duration.ofSeconds(10),
        Duration.ofMillis(spec.allowanceMillis()),
        counterMode,
        clock);
  }

  /** Starts an acquire: a new owner token, store and claimant. */
  void startAcquire() {
    owners++;
    owner = SimWorld.name(index) + "." + owners;
    store = new SimStore(realm, SimWorld.name(index), spec.claimExpiryMillis());
    claimant = new Claimant(store, spec.size(), owner, settings(null), random);
  }

  /** The store for a compaction: the current one, or a new one. */
  SimStore anyStore() {
    if (store == null) {
      store = new SimStore(realm, SimWorld.name(index), spec.claimExpiryMillis());
    }
    return store;
  }

  /** Whether the process holds a lease that is neither lost nor closed. */
  boolean holds() {
    return lease != null && lease.limit() >= 0;
  }

  /** Forgets the lease and everything of the acquire it came from. */
  void forgetLease() {
    lease = null;
    extender = null;
    record = null;
    claimant = null;
  }
}
