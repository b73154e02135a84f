package io.github.sortid.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.lease.spi.Reservation;
import io.github.sortid.lease.testing.LeaseWorkers;
import io.github.sortid.scru64.Scru64Id;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BinaryOperator;
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
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class RealmHardeningTest {
  /**
   * An acquire timeout that a loaded machine does not reach where a node ID is free: a test whose
   * acquire must succeed does not fail because the machine is slow.
   */
  private static final Duration LOADED_MACHINE = Duration.ofMinutes(1);

  private static TestingServer server;
  private static CuratorFramework client;

  @BeforeAll
  static void startServer() throws Exception {
    server = Ensemble.server("RealmHardeningTest");
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
    RealmSnapshot snapshot = new ZooKeeperStore(client, realm, null).read(true);
    assertEquals(Map.of(new NodeKey(0, 1), Reservation.unread()), snapshot.reservations());
    assertEquals(
        Set.of(
            "/stray/claims/lock: not a claim of a SCRU64 realm (it excludes nothing)",
            "/stray/reservations/junk: not a reservation of a SCRU64 realm (it excludes nothing)",
            "/stray/reservations/1-0: its data \"garbage\" is not \"<tick> <owner>\" with a tick"
                + " of 0 to "
                + Scru64Id.MAX_TIMESTAMP
                + " and an owner token"),
        Set.copyOf(snapshot.unreadable()));
    // Node ID 1 is free at the first try: were the unreadable reservation to exclude it too, the
    // acquire would fail when its time is up.
    try (Scru64NodeLease lease =
        ZooKeeperLeases.builder(client, realm, 1).acquireTimeout(LOADED_MACHINE).acquire()) {
      assertEquals(1, lease.getNodeSpec().getNodeId(), "0 overlaps the unreadable reservation");
      lease.generate();
    }
  }

  @Test
  void claimsLeftByAnotherProgramBlockTheirNodeIdsAndAreNamedInTheAcquireFailure()
      throws Exception {
    String realm = "/leftover";
    new ZooKeeperStore(client, realm, null).prepare();
    // Claim-shaped, but persistent: another program's, or one that copied a realm.
    client.create().forPath(realm + "/claims/2-0-0000000001", bytes("other-program"));
    client.create().forPath(realm + "/claims/2-1-0000000002", bytes("other-program"));
    // Three clients race for the two node IDs left: one keeps failing, and says why.
    LeaseWorkers.Result result =
        LeaseWorkers.run(
            3,
            Duration.ofSeconds(3),
            () -> Ensemble.anonymousClient(server.getConnectString()),
            curator ->
                ZooKeeperLeases.builder(curator, realm, 2)
                    .acquireTimeout(Duration.ofSeconds(2))
                    .counterMode(LeaseWorkers.FROM_ZERO)
                    .acquire(),
            () -> {});
    System.out.println("leftover claims: " + result);
    assertEquals(0, result.duplicates(), result.toString());
    assertFalse(result.refused().isEmpty(), result.toString());
    for (String message : result.refused()) {
      assertTrue(
          message.startsWith(
              "no 2-bit node ID free in realm /leftover within 2000 ms: every 2-bit node ID"
                  + " overlaps one of 4 held node IDs (2 records could not be read: "),
          message);
      for (String leftover : List.of("2-0-0000000001", "2-1-0000000002")) {
        String named =
            realm + "/claims/" + leftover + ": not ephemeral (left by another program? delete it)";
        assertTrue(message.contains(named), message);
      }
    }
    // Deleted, as the message says: the node IDs are free again.
    client.delete().forPath(realm + "/claims/2-0-0000000001");
    client.delete().forPath(realm + "/claims/2-1-0000000002");
    List<Scru64NodeLease> leases = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      leases.add(ZooKeeperLeases.acquire(client, realm, 2));
    }
    leases.forEach(Scru64NodeLease::close);
  }

  @Test
  void aClientWithANamespaceHasItsClaimsReadInIt() throws Exception {
    CuratorFramework tenant = client.usingNamespace("tenant");
    String realm = "/namespaced";
    new ZooKeeperStore(tenant, realm, null).prepare();
    tenant.create().forPath(realm + "/claims/1-0-0000000001", bytes("other-program"));
    try (Scru64NodeLease lease = ZooKeeperLeases.acquire(tenant, realm, 1)) {
      assertEquals(1, lease.getNodeSpec().getNodeId());
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class,
              () ->
                  ZooKeeperLeases.builder(tenant, realm, 1)
                      .acquireTimeout(Duration.ofSeconds(5))
                      .acquire());
      assertTrue(
          e.getMessage()
              .endsWith(
                  "(1 record could not be read: /namespaced/claims/1-0-0000000001: not ephemeral"
                      + " (left by another program? delete it))"),
          e.getMessage());
    }
  }

  @Test
  void coTenantsCorruptingEveryFieldOfTheRecordsCostNodeIdsButNeverUniqueness() throws Exception {
    String realm = "/corrupted";
    Corrupter corrupter = new Corrupter(realm);
    LeaseWorkers.Result result;
    try {
      result =
          LeaseWorkers.run(
              6,
              Duration.ofSeconds(4),
              () -> Ensemble.anonymousClient(server.getConnectString()),
              curator ->
                  ZooKeeperLeases.builder(curator, realm, 5)
                      .acquireTimeout(Duration.ofSeconds(1))
                      .counterMode(LeaseWorkers.FROM_ZERO)
                      .acquire(),
              () -> {});
    } finally {
      corrupter.stop();
    }
    System.out.println("corrupted records: " + result + "; " + corrupter);
    assertEquals(0, result.duplicates(), result.toString());
    assertEquals(
        Corrupter.RESERVATIONS.size(), corrupter.reservations.size(), corrupter.toString());
    // A holder whose reservation was rewritten stops at its next extension.
    assertFalse(result.lost().isEmpty(), result.toString());
    for (String reason : result.lost()) {
      assertTrue(reason.contains("another process took the node ID over"), reason);
    }
    // Every corrupted reservation keeps its node ID from being chosen, and is named.
    RealmSnapshot snapshot = new ZooKeeperStore(client, realm, null).read(true);
    for (String reservation : corrupter.reservations) {
      NodeKey key = ZnodeNames.parseReservation(reservation.substring(realm.length() + 14)).get();
      assertEquals(Reservation.unread(), snapshot.reservations().get(key), reservation);
      assertTrue(
          snapshot.unreadable().stream().anyMatch(each -> each.startsWith(reservation + ": ")),
          reservation + " in " + snapshot.unreadable());
    }

    // A claim whose data was rewritten still holds its node ID, is named, and its holder goes on.
    try (Scru64NodeLease lease =
        ZooKeeperLeases.builder(client, "/corrupted-claim", 2)
            .reservationWindow(Duration.ofMillis(1024))
            .acquire()) {
      String name = client.getChildren().forPath("/corrupted-claim/claims").get(0);
      client.setData().forPath("/corrupted-claim/claims/" + name, new byte[] {'a', ' ', 0});
      snapshot = new ZooKeeperStore(client, "/corrupted-claim", null).read(false);
      assertEquals(List.of(new NodeKey(lease.getNodeSpec().getNodeId(), 2)), snapshot.claims());
      assertEquals(
          List.of("/corrupted-claim/claims/" + name + ": its data \"a ?\" is not an owner token"),
          snapshot.unreadable());
      Thread.sleep(1500); // past an extension
      assertTrue(lease.isValid());
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
    // Each acquire reads the realm's 2,500 reservations in three requests, not one each. How long
    // it takes is for the benchmarks: a loaded machine can stretch any time a test would assert.
    for (int round = 0; round < 3; round++) {
      acquireAndClose(realm);
    }
    // 2,500 past holders, folded 1,000 at a time: at most 256 reservations of unheld node IDs
    // remain, above a floor that lies at the newest folded one.
    int left = client.getChildren().forPath(realm + "/reservations").size();
    assertTrue(left <= 256, left + " reservations left");
    long floor =
        Long.parseLong(new String(client.getData().forPath(realm), StandardCharsets.UTF_8));
    assertTrue(floor >= oldTick + 1000, "floor " + floor);
    acquireAndClose(realm);
  }

  private static void acquireAndClose(String realm) throws Exception {
    ZooKeeperLeases.builder(client, realm, 16).acquireTimeout(LOADED_MACHINE).acquire().close();
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
    try (TestingServer lonely = Ensemble.server("lonely");
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

  /**
   * A client of the same open realm that, every 150 ms, rewrites one field of a reservation (held
   * or not, each once, in turn with every corruption below) and the data of a live claim.
   */
  private static final class Corrupter {
    /** Each turns a reservation's {@code tick} and {@code owner} into data no lease writes. */
    static final List<BinaryOperator<String>> RESERVATIONS =
        List.of(
            (tick, owner) -> "x" + tick + " " + owner, // garbage tick
            (tick, owner) -> "-" + tick + " " + owner, // negative
            (tick, owner) -> "99999999999999999 " + owner, // huge
            (tick, owner) -> (Scru64Id.MAX_TIMESTAMP + 1) + " " + owner, // past SCRU64's ticks
            (tick, owner) -> tick, // no owner
            (tick, owner) -> tick + " ", // empty owner
            (tick, owner) -> tick + " " + owner + " x", // a space in the owner
            (tick, owner) -> tick + " \u00e9" + owner, // not ASCII
            (tick, owner) -> ""); // empty data

    private static final List<byte[]> CLAIMS =
        List.of(new byte[0], new byte[] {0}, bytes("two words"), bytes("x".repeat(65)));

    final List<String> reservations = new ArrayList<>();
    private int claims;
    private final String realm;
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final Thread thread;

    Corrupter(String realm) {
      this.realm = realm;
      thread = new Thread(this::corrupt, "corrupter " + realm);
      thread.setDaemon(true);
      thread.start();
    }

    private void corrupt() {
      Random random = new Random(42);
      while (running.get()) {
        try {
          Thread.sleep(150);
          List<String> names =
              new ArrayList<>(client.getChildren().forPath(realm + "/reservations"));
          names.removeIf(name -> reservations.contains(realm + "/reservations/" + name));
          if (!names.isEmpty() && reservations.size() < RESERVATIONS.size()) {
            String reservation = realm + "/reservations/" + names.get(random.nextInt(names.size()));
            String[] fields =
                new String(client.getData().forPath(reservation), StandardCharsets.UTF_8)
                    .split(" ", 2);
            String data = RESERVATIONS.get(reservations.size()).apply(fields[0], fields[1]);
            client.setData().forPath(reservation, bytes(data));
            reservations.add(reservation);
          }
          List<String> held = client.getChildren().forPath(realm + "/claims");
          if (!held.isEmpty()) {
            String claim = realm + "/claims/" + held.get(random.nextInt(held.size()));
            client.setData().forPath(claim, CLAIMS.get(claims++ % CLAIMS.size()));
          }
        } catch (InterruptedException e) {
          return;
        } catch (Exception e) {
          // A claim that ended since the listing.
        }
      }
    }

    void stop() throws InterruptedException {
      running.set(false);
      thread.join(5000);
    }

    @Override
    public String toString() {
      return reservations.size() + " reservations and " + claims + " claims corrupted";
    }
  }
}
