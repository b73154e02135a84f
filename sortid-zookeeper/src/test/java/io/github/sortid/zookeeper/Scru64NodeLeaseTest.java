package io.github.sortid.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.lease.spi.Reservation;
import io.github.sortid.lease.testing.LeaseRace;
import io.github.sortid.scru64.Scru64Id;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.test.KillSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Leases on an in-process ensemble that keeps all its servers. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class Scru64NodeLeaseTest {
  private static Ensemble ensemble;
  private static CuratorFramework client;

  @BeforeAll
  static void startEnsemble() throws Exception {
    ensemble = Ensemble.start();
    client = ensemble.client(5000);
  }

  @AfterAll
  static void stopEnsemble() throws java.io.IOException {
    ensemble.close();
  }

  @Test
  void sixtyFourClientsRaceForSixteenNodeIds() throws Exception {
    List<Callable<Scru64NodeLease>> acquires = new ArrayList<>();
    for (int i = 0; i < 64; i++) {
      CuratorFramework curator = ensemble.client(5000);
      acquires.add(
          () ->
              ZooKeeperLeases.builder(curator, "/race", 4)
                  .acquireTimeout(Duration.ofSeconds(4))
                  .acquire());
    }
    LeaseRace.assertSixteenWin(acquires, "/race", 4000);
  }

  @Test
  void aFourBitNodeIdAndTheEightBitOnesItStartsAreNeverHeldAtOnce() throws Exception {
    String path = "/mixed";
    ZooKeeperStore realm = new ZooKeeperStore(client, path, null);
    realm.prepare();
    long tick = System.currentTimeMillis() >>> 8;
    realm.claim(realm.read(true), new NodeKey(0b0101, 4), tick, "test");

    // No claim of 0101xxxx/8 goes through, and the leases of every other 8-bit node ID do.
    for (int low = 0; low < 16; low++) {
      NodeKey key = new NodeKey(0b0101 << 4 | low, 8);
      assertThrows(
          IllegalArgumentException.class, () -> realm.claim(realm.read(true), key, tick, "test"));
    }
    List<Scru64NodeLease> leases = new ArrayList<>();
    try {
      for (int i = 0; i < 240; i++) {
        Scru64NodeLease lease = ZooKeeperLeases.acquire(client, path, 8);
        assertNotEquals(0b0101, lease.getNodeSpec().getNodeId() >> 4);
        leases.add(lease);
      }
      IllegalStateException full =
          assertThrows(
              IllegalStateException.class,
              () ->
                  // Long enough for a loaded machine to read the realm once: a full realm is
                  // refused when the time is up, with what held each node ID.
                  ZooKeeperLeases.builder(client, path, 8)
                      .acquireTimeout(Duration.ofSeconds(5))
                      .acquire());
      assertTrue(
          full.getMessage().contains("overlaps one of 241 held node IDs"), full.getMessage());
    } finally {
      leases.forEach(Scru64NodeLease::close);
    }
  }

  @Test
  void anEightBitNodeIdKeepsTheFourBitOneItStartsFree() throws Exception {
    String path = "/mixed-reverse";
    ZooKeeperStore realm = new ZooKeeperStore(client, path, null);
    realm.prepare();
    long tick = System.currentTimeMillis() >>> 8;
    realm.claim(realm.read(true), new NodeKey(0x53, 8), tick, "test");

    assertThrows(
        IllegalArgumentException.class,
        () -> realm.claim(realm.read(true), new NodeKey(5, 4), tick, "t"));
    List<Scru64NodeLease> leases = new ArrayList<>();
    try {
      for (int i = 0; i < 15; i++) {
        Scru64NodeLease lease = ZooKeeperLeases.acquire(client, path, 4);
        assertNotEquals(5, lease.getNodeSpec().getNodeId());
        leases.add(lease);
      }
      assertThrows(
          IllegalStateException.class,
          () ->
              ZooKeeperLeases.builder(client, path, 4)
                  .acquireTimeout(Duration.ofMillis(300))
                  .acquire());
    } finally {
      leases.forEach(Scru64NodeLease::close);
    }
  }

  @Test
  void idsIncreaseAndStayWithinTheReservation() throws Exception {
    try (Scru64NodeLease lease =
        ZooKeeperLeases.builder(client, "/plain", 12)
            .reservationWindow(Duration.ofSeconds(1))
            .acquire()) {
      int nodeId = lease.getNodeSpec().getNodeId();
      Scru64Id prev = lease.generate();
      long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(2500);
      int count = 0;
      while (System.nanoTime() < end) {
        Scru64Id id =
            count % 2 == 0 ? lease.generate() : Scru64Id.fromString(lease.generateString());
        assertTrue(prev.compareTo(id) < 0);
        assertEquals(nodeId, id.getNodeCtr() >>> 12);
        // A 1 s window, extended every half window: never more than about 1 s ahead.
        assertTrue(id.getTimestamp() <= (System.currentTimeMillis() >>> 8) + 5);
        prev = id;
        count++;
      }
      assertTrue(lease.isValid());
      assertEquals(prev + "/12", lease.getNodeSpec().toString());
    }
  }

  @Test
  void closeGivesTheNodeIdBackAtOnceAndTheNextHolderStartsAfterTheLastId() throws Exception {
    String path = "/reuse";
    // One bit: node 0 held by another lease, so that the next lease must take node 1 again.
    try (Scru64NodeLease other = ZooKeeperLeases.acquire(client, path, 1)) {
      Scru64NodeLease first = ZooKeeperLeases.acquire(client, path, 1);
      Scru64Id last = null;
      for (int i = 0; i < 1000; i++) {
        last = first.generate();
      }
      first.close();
      assertFalse(first.isValid());
      IllegalStateException closed = assertThrows(IllegalStateException.class, first::generate);
      assertTrue(closed.getMessage().endsWith("the lease is closed"), closed.getMessage());
      Reservation shrunk =
          new ZooKeeperStore(client, path, null)
              .readReservation(new NodeKey(first.getNodeSpec().getNodeId(), 1))
              .orElseThrow();
      assertEquals(last.getTimestamp(), shrunk.tick());

      long start = System.nanoTime();
      try (Scru64NodeLease second =
          ZooKeeperLeases.builder(client, path, 1)
              .acquireTimeout(Duration.ofSeconds(2))
              .acquire()) {
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(1));
        assertEquals(first.getNodeSpec().getNodeId(), second.getNodeSpec().getNodeId());
        Scru64Id next = second.generate();
        assertTrue(last.compareTo(next) < 0);
        // It starts right after the last ID's tick, not a reservation window ahead.
        assertTrue(next.getTimestamp() <= Math.max(last.getTimestamp() + 1, now()) + 1);
      }
      other.getNodeSpec();
    }
  }

  @Test
  void anExpiredSessionStopsTheLeaseAndTheNextHolderStartsAboveIt() throws Exception {
    String path = "/expiry";
    try (Scru64NodeLease other = ZooKeeperLeases.acquire(client, path, 1)) {
      CuratorFramework oldClient = ensemble.client(2000);
      Scru64NodeLease old =
          ZooKeeperLeases.builder(oldClient, path, 1)
              .reservationWindow(Duration.ofSeconds(2))
              .acquire();
      List<Scru64Id> oldIds = new ArrayList<>();
      ExecutorService thread = Executors.newSingleThreadExecutor();
      Future<IllegalStateException> stopped =
          thread.submit(
              () -> {
                try {
                  while (true) {
                    Scru64Id id = old.generate();
                    synchronized (oldIds) {
                      oldIds.add(id);
                    }
                    Thread.sleep(1);
                  }
                } catch (IllegalStateException e) {
                  return e;
                }
              });
      Thread.sleep(500);
      KillSession.kill(oldClient.getZookeeperClient().getZooKeeper());
      long expiredAt = System.currentTimeMillis();

      IllegalStateException e = stopped.get(10, TimeUnit.SECONDS);
      assertTrue(e.getMessage().contains("lost"), e.getMessage());
      assertFalse(old.isValid());
      thread.shutdown();
      Scru64Id oldLast;
      synchronized (oldIds) {
        oldLast = oldIds.get(oldIds.size() - 1);
      }
      // It stopped within about a window of the expiry.
      assertTrue(oldLast.getTimestamp() <= ((expiredAt + 3000) >>> 8));

      // The server drops the old claim after the session timeout; then the node ID is free.
      try (Scru64NodeLease next =
          ZooKeeperLeases.builder(client, path, 1)
              .acquireTimeout(Duration.ofSeconds(15))
              .acquire()) {
        assertEquals(old.getNodeSpec().getNodeId(), next.getNodeSpec().getNodeId());
        // The old lease issued nothing beyond its reservation, which the new one starts above.
        long floor = next.getNodeSpec().getNodePrev().orElseThrow().getTimestamp();
        assertTrue(oldLast.getTimestamp() <= floor, oldLast + " within the reservation " + floor);
        for (int i = 0; i < 1000; i++) {
          assertTrue(oldLast.compareTo(next.generate()) < 0);
        }
      }
      old.close();
      other.getNodeSpec();
    }
  }

  @Test
  void aHolderThatMissedTheEndOfItsClaimIsFencedAtItsNextExtension() throws Exception {
    String path = "/fenced";
    // The old holder's claim is deleted behind its back, as a server drops the claim of a session
    // that expired while the holder was paused or partitioned; then another process claims the
    // same node ID (same key), or an overlapping one of another size (mixed).
    for (boolean sameKey : new boolean[] {true, false}) {
      String realmPath = path + (sameKey ? "-same" : "-mixed");
      Scru64NodeLease old =
          ZooKeeperLeases.builder(client, realmPath, 4)
              .reservationWindow(Duration.ofSeconds(1))
              .acquire();
      NodeKey oldKey = new NodeKey(old.getNodeSpec().getNodeId(), 4);
      Scru64Id oldId = old.generate();
      for (String claim : client.getChildren().forPath(realmPath + "/claims")) {
        client.delete().forPath(realmPath + "/claims/" + claim);
      }

      ZooKeeperStore realm = new ZooKeeperStore(client, realmPath, null);
      RealmSnapshot snapshot = realm.read(true);
      long oldReserved = snapshot.reservations().get(oldKey).tick();
      NodeKey intruder = sameKey ? oldKey : new NodeKey(oldKey.nodeId() << 4 | 3, 8);
      assertTrue(realm.claim(snapshot, intruder, oldReserved + 1, "intruder"));
      Reservation fenced = realm.readReservation(oldKey).orElseThrow();
      assertEquals("intruder", fenced.owner());

      // Its next extension (every half window) fails for good.
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      Scru64Id last = oldId;
      while (old.isValid() && System.nanoTime() < end) {
        try {
          last = old.generate();
        } catch (IllegalStateException e) {
          break;
        }
      }
      IllegalStateException e = assertThrows(IllegalStateException.class, old::generate);
      // Either way the intruder rewrote its reservation's owner in the claim.
      assertTrue(e.getMessage().contains("another process took the node ID over"), e.getMessage());
      // Everything it issued is within the reservation the intruder started above.
      assertTrue(last.getTimestamp() <= oldReserved);
      old.close();
      assertEquals("intruder", realm.readReservation(oldKey).orElseThrow().owner());
    }
  }

  @Test
  void builderChecksItsSettings() {
    assertThrows(IllegalArgumentException.class, () -> ZooKeeperLeases.builder(client, "/x", 0));
    assertThrows(IllegalArgumentException.class, () -> ZooKeeperLeases.builder(client, "/x", 24));
    assertThrows(
        IllegalArgumentException.class, () -> ZooKeeperLeases.builder(client, "no-slash", 8));
    assertThrows(NullPointerException.class, () -> ZooKeeperLeases.builder(null, "/x", 8));
    ZooKeeperLeases.Builder builder = ZooKeeperLeases.builder(client, "/x", 8);
    assertThrows(
        IllegalArgumentException.class, () -> builder.reservationWindow(Duration.ofMillis(511)));
    assertThrows(
        IllegalArgumentException.class, () -> builder.acquireTimeout(Duration.ofMillis(-1)));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                ZooKeeperLeases.builder(client, "/x", 8)
                    .reservationWindow(Duration.ofSeconds(10))
                    .acquire());
    assertTrue(e.getMessage().contains("not below the rollback allowance"), e.getMessage());
  }

  private static long now() {
    return System.currentTimeMillis() >>> 8;
  }
}
