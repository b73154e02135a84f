package io.github.sortid.lease;

import io.github.sortid.lease.spi.LeaseStore;
import io.github.sortid.lease.spi.LostClaimException;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.lease.spi.Reservation;
import java.io.IOException;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * A realm in memory, with the semantics every store must have, and stores on it whose calls can be
 * made to hang or fail: the protocol's tests run on it without a server.
 */
final class MemoryRealm {
  private final String name;
  private long version;
  private long floorTick = -1;
  private final Map<NodeKey, String> claims = new HashMap<>();
  private final Map<NodeKey, Reservation> reservations = new HashMap<>();

  /** While set, every store call waits on it (a store that does not answer). */
  private volatile CountDownLatch hang;

  /** While set, preparing the realm throws an unchecked exception with it (an unusable realm). */
  private volatile String refusal;

  /**
   * While set, a claim waits on it, deaf to interrupts, before it writes: a store whose answer to a
   * claim comes only after the caller gave up.
   */
  private volatile CountDownLatch claimGate;

  /** While set, every store call throws it (a store that cannot be reached). */
  private volatile IOException failure;

  MemoryRealm(String name) {
    this.name = name;
  }

  /** A store on this realm, as one lease sees it. */
  LeaseStore store() {
    return new Store();
  }

  synchronized long floorTick() {
    return floorTick;
  }

  synchronized Map<NodeKey, Reservation> reservations() {
    return Map.copyOf(reservations);
  }

  synchronized Map<NodeKey, String> claims() {
    return Map.copyOf(claims);
  }

  /** Ends a claim as the store would on its own (a session expired, a claim's expiry passed). */
  synchronized void endClaim(NodeKey key) {
    claims.remove(key);
  }

  /** Makes the realm one the store cannot use: preparing it throws an unchecked exception. */
  void refuse(String reason) {
    refusal = reason;
  }

  /** Holds every claim back until {@link #recover()}, whatever interrupts its thread. */
  void delayClaims() {
    claimGate = new CountDownLatch(1);
  }

  void hang() {
    hang = new CountDownLatch(1);
  }

  void fail(IOException error) {
    failure = error;
  }

  void recover() {
    failure = null;
    CountDownLatch gate = claimGate;
    claimGate = null;
    if (gate != null) {
      gate.countDown();
    }
    CountDownLatch latch = hang;
    hang = null;
    if (latch != null) {
      latch.countDown();
    }
  }

  private void call() throws InterruptedException, IOException {
    CountDownLatch latch = hang;
    if (latch != null) {
      latch.await();
    }
    IOException error = failure;
    if (error != null) {
      throw error;
    }
  }

  private final class Store implements LeaseStore {
    @Override
    public String name() {
      return "the memory store";
    }

    @Override
    public String realm() {
      return name;
    }

    @Override
    public void prepare() throws InterruptedException, IOException {
      call();
      if (refusal != null) {
        throw new IllegalStateException(refusal);
      }
    }

    @Override
    public RealmSnapshot read(boolean withTicks) throws InterruptedException, IOException {
      call();
      synchronized (MemoryRealm.this) {
        Map<NodeKey, Reservation> shown = new HashMap<>();
        reservations.forEach(
            (key, reservation) -> shown.put(key, withTicks ? reservation : Reservation.unread()));
        return new RealmSnapshot(version, floorTick, List.copyOf(claims.keySet()), shown);
      }
    }

    @Override
    public boolean claim(RealmSnapshot snapshot, NodeKey key, long tick, String owner)
        throws InterruptedException, IOException {
      call();
      CountDownLatch gate = claimGate;
      boolean interrupted = false;
      while (gate != null && gate.getCount() > 0) {
        try {
          gate.await();
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
      for (NodeKey held : snapshot.claims()) {
        if (held.overlaps(key)) {
          throw new IllegalArgumentException(key + " overlaps " + held);
        }
      }
      synchronized (MemoryRealm.this) {
        if (snapshot.version() != version) {
          return false;
        }
        for (Map.Entry<NodeKey, Reservation> entry : snapshot.reservations().entrySet()) {
          NodeKey other = entry.getKey();
          if (other.overlaps(key) && !other.equals(key)) {
            Reservation read = entry.getValue();
            if (reservations.get(other).version() != read.version()) {
              return false;
            }
          }
        }
        version++;
        claims.put(key, owner);
        for (Map.Entry<NodeKey, Reservation> entry : Map.copyOf(reservations).entrySet()) {
          NodeKey other = entry.getKey();
          Reservation old = entry.getValue();
          if (other.equals(key)) {
            reservations.put(key, new Reservation(tick, owner, old.version() + 1));
          } else if (other.overlaps(key)) {
            reservations.put(other, new Reservation(old.tick(), owner, old.version() + 1));
          }
        }
        reservations.putIfAbsent(key, new Reservation(tick, owner, 0));
        return true;
      }
    }

    @Override
    public void extend(NodeKey key, String owner, long tick)
        throws InterruptedException, IOException, LostClaimException {
      call();
      synchronized (MemoryRealm.this) {
        if (!owner.equals(claims.get(key))) {
          throw new LostClaimException("its claim is gone");
        }
        Reservation old = reservations.get(key);
        if (old == null || !old.owner().equals(owner)) {
          throw new LostClaimException("another process took the node ID over");
        }
        reservations.put(key, new Reservation(tick, owner, old.version() + 1));
      }
    }

    @Override
    public void release(NodeKey key, String owner, long tick)
        throws InterruptedException, IOException {
      call();
      synchronized (MemoryRealm.this) {
        Reservation old = reservations.get(key);
        if (old != null && old.owner().equals(owner)) {
          reservations.put(key, new Reservation(tick, owner, old.version() + 1));
          claims.remove(key, owner);
        }
      }
    }

    @Override
    public boolean compact(RealmSnapshot snapshot, Collection<NodeKey> keys, long tick)
        throws InterruptedException, IOException {
      call();
      synchronized (MemoryRealm.this) {
        if (snapshot.version() != version) {
          return false;
        }
        for (NodeKey key : keys) {
          Reservation current = reservations.get(key);
          if (current == null
              || current.version() != snapshot.reservations().get(key).version()
              || claims.containsKey(key)) {
            return false;
          }
        }
        version++;
        floorTick = Math.max(floorTick, tick);
        keys.forEach(reservations::remove);
        return true;
      }
    }
  }
}
