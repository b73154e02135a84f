package io.github.sortid.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.apache.curator.test.TestingServer;
import org.apache.zookeeper.KeeperException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** What a stray znode, a hostile client or an ensemble that went away can do to a realm. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class RealmHardeningTest {
  private static TestingServer server;
  private static CuratorFramework client;

  @BeforeAll
  static void startServer() throws Exception {
    server = new TestingServer(true);
    client = Ensemble.unstartedClient(server.getConnectString(), 5000);
    client.start();
    client.blockUntilConnected();
  }

  @AfterAll
  static void stopServer() throws Exception {
    client.close();
    server.close();
  }

  @Test
  void foreignZnodesAreSkippedAndAnUnreadableReservationExcludesOnlyItsNodeIds() throws Exception {
    String realm = "/stray";
    new ZooKeeperStore(client, realm, null).prepare();
    client.create().forPath(realm + "/claims/lock");
    client.create().forPath(realm + "/reservations/junk", bytes("x"));
    client.create().forPath(realm + "/reservations/1-0", bytes("garbage"));
    long start = System.nanoTime();
    try (Scru64NodeLease lease =
        ZooKeeperLeases.builder(client, realm, 1).acquireTimeout(Duration.ofSeconds(5)).acquire()) {
      assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(2), "at once");
      assertEquals(1, lease.getNodeSpec().getNodeId(), "0 overlaps the unreadable reservation");
      lease.generate();
    }
  }

  @Test
  void aRealmOfThousandsOfPastHoldersIsCompactedAndAcquiresAtOnce() throws Exception {
    String realm = "/crowded";
    new ZooKeeperStore(client, realm, null).prepare();
    long oldTick = (System.currentTimeMillis() >>> 8) - 10_000;
    for (int i = 0; i < 2500; i++) {
      client.create().forPath(realm + "/reservations/16-" + i, bytes((oldTick + i) + " gone-" + i));
    }
    for (int round = 0; round < 3; round++) {
      long start = System.nanoTime();
      ZooKeeperLeases.acquire(client, realm, 16).close();
      long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      assertTrue(millis < 5000, "acquire " + round + " took " + millis + " ms");
      System.out.println("crowded realm: acquire " + round + " took " + millis + " ms");
    }
    // 2,500 past holders, folded 1,000 at a time: at most 256 reservations of unheld node IDs
    // remain, above a floor that lies at the newest folded one.
    int left = client.getChildren().forPath(realm + "/reservations").size();
    assertTrue(left <= 256, left + " reservations left");
    long floor =
        Long.parseLong(new String(client.getData().forPath(realm), StandardCharsets.UTF_8));
    assertTrue(floor >= oldTick + 1000, "floor " + floor);
    long start = System.nanoTime();
    ZooKeeperLeases.acquire(client, realm, 16).close();
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    assertTrue(millis < 1000, "acquire on the compacted realm took " + millis + " ms");
    System.out.println("crowded realm, compacted: acquire took " + millis + " ms");
  }

  @Test
  void aHolderWhoseClaimAndReservationWereDeletedNeverWinsItsNodeIdBack() throws Exception {
    String realm = "/aba";
    try (Scru64NodeLease other = ZooKeeperLeases.acquire(client, realm, 1)) {
      Scru64NodeLease old =
          ZooKeeperLeases.builder(client, realm, 1)
              .reservationWindow(Duration.ofMillis(1024))
              .acquire();
      int nodeId = old.getNodeSpec().getNodeId();
      old.generate();
      // A hostile client deletes the old holder's claim and reservation: a new holder's
      // reservation then starts again at znode version 0.
      for (String claim : client.getChildren().forPath(realm + "/claims")) {
        if (claim.startsWith("1-" + nodeId + "-")) {
          client.delete().forPath(realm + "/claims/" + claim);
        }
      }
      client.delete().forPath(realm + "/reservations/1-" + nodeId);
      try (Scru64NodeLease next =
          ZooKeeperLeases.builder(client, realm, 1)
              .reservationWindow(Duration.ofMillis(1024))
              .acquire()) {
        assertEquals(nodeId, next.getNodeSpec().getNodeId());
        Thread.sleep(2000); // several extensions of both
        assertFalse(old.isValid(), "the old holder is stopped");
        assertThrows(IllegalStateException.class, old::generate);
        assertTrue(next.isValid(), "the new holder keeps its node ID");
        next.generate();
      }
      old.close();
      other.getNodeSpec();
    }
  }

  @Test
  void withCreatorOnlyAclAnUnauthenticatedClientCannotTouchTheRealm() throws Exception {
    String realm = "/guarded";
    try (CuratorFramework owner =
        CuratorFrameworkFactory.builder()
            .connectString(server.getConnectString())
            .retryPolicy(new RetryNTimes(3, 100))
            .authorization("digest", bytes("sortid:secret"))
            .build()) {
      owner.start();
      owner.blockUntilConnected();
      try (Scru64NodeLease lease =
          ZooKeeperLeases.builder(owner, realm, 4).creatorOnly().acquire()) {
        String reservation = realm + "/reservations/4-" + lease.getNodeSpec().getNodeId();
        assertThrows(
            KeeperException.NoAuthException.class,
            () -> client.setData().forPath(reservation, bytes("1 intruder")));
        assertThrows(
            KeeperException.NoAuthException.class, () -> client.delete().forPath(reservation));
        lease.generate();
        assertTrue(lease.isValid());
      }
    }
  }

  @Test
  void acquireAndCloseKeepTheirTimeWhenTheEnsembleIsGone() throws Exception {
    try (TestingServer lonely = new TestingServer(true);
        CuratorFramework curator = Ensemble.unstartedClient(lonely.getConnectString(), 5000)) {
      curator.start();
      curator.blockUntilConnected();
      Scru64NodeLease lease = ZooKeeperLeases.acquire(curator, "/gone", 8);
      lonely.stop();

      long start = System.nanoTime();
      lease.close();
      long closeMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      assertTrue(closeMillis < 1000, "close took " + closeMillis + " ms");

      start = System.nanoTime();
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class,
              () ->
                  ZooKeeperLeases.builder(curator, "/gone", 8)
                      .acquireTimeout(Duration.ofSeconds(2))
                      .acquire());
      long acquireMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      assertTrue(acquireMillis < 3000, "acquire took " + acquireMillis + " ms");
      assertTrue(e.getMessage().contains("within 2000 ms"), e.getMessage());
    }
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
