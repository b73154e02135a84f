package io.github.sortid.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.testing.LeaseWorkers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.framework.api.ACLProvider;
import org.apache.curator.retry.RetryNTimes;
import org.apache.curator.test.TestingServer;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.data.ACL;
import org.apache.zookeeper.data.Id;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.function.Executable;

/**
 * A realm's ACL: kept to the configured one (set where the lease may, refused where it may not),
 * and reported where none is configured; checked with leases of several clients racing while an
 * unauthenticated client attacks the realm.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RealmAclTest {
  /** The digest identity of the leases. */
  private static final String OWNER = "sortid:secret";

  private static final List<ACL> CREATOR_ALL =
      List.of(new ACL(ZooDefs.Perms.ALL, new Id("auth", "")));
  private static final List<ACL> OPEN =
      List.of(new ACL(ZooDefs.Perms.ALL, new Id("world", "anyone")));

  private static TestingServer server;

  /** Unauthenticated: the realm's first user in the open era, and the attacker. */
  private static CuratorFramework anonymous;

  /** Authenticated as {@link #OWNER}, to look at the realm as the leases see it. */
  private static CuratorFramework owner;

  /** {@link #OWNER}'s creator-only ACL as ZooKeeper stores it: {@code digest:sortid:<hash>}. */
  private static List<ACL> closed;

  @BeforeAll
  static void startServer() throws Exception {
    server = Ensemble.server("RealmAclTest");
    anonymous = Ensemble.anonymousClient(server.getConnectString());
    owner = Ensemble.digestClient(server.getConnectString(), OWNER);
    owner.create().withACL(CREATOR_ALL).forPath("/identity");
    closed = owner.getACL().forPath("/identity");
  }

  @AfterAll
  static void stopServer() throws Exception {
    anonymous.close();
    owner.close();
    server.close();
  }

  @Test
  void aRealmFirstUsedWithoutAnAclIsClosedByTheFirstCreatorOnlyLease() throws Exception {
    String realm = "/upgraded";
    // The open era: a lease of the default configuration, whose reservation stays.
    try (Scru64NodeLease before = ZooKeeperLeases.acquire(anonymous, realm, 2)) {
      before.generate();
    }
    List<String> left = anonymous.getChildren().forPath(realm + "/reservations");
    assertEquals(1, left.size());
    String oldReservation = realm + "/reservations/" + left.get(0);
    for (String znode :
        List.of(realm, realm + "/claims", realm + "/reservations", oldReservation)) {
      assertEquals(OPEN, anonymous.getACL().forPath(znode), znode);
    }
    closedAgainstAnAttacker(
        realm, List.of(realm, realm + "/claims", realm + "/reservations", oldReservation));
  }

  @Test
  void aRealmCreatedByAnAnonymousClientIsClosedByTheFirstCreatorOnlyLease() throws Exception {
    String realm = "/precreated";
    // Empty, as a realm's znodes are: Curator would give them the client's address.
    anonymous.create().forPath(realm, new byte[0]);
    anonymous.create().forPath(realm + "/claims", new byte[0]);
    anonymous.create().forPath(realm + "/reservations", new byte[0]);
    closedAgainstAnAttacker(realm, List.of(realm, realm + "/claims", realm + "/reservations"));
  }

  /**
   * Creator-only leases of five clients race for four node IDs while an unauthenticated client
   * deletes live claims and their reservations, and writes reservations of its own: the first lease
   * closes the open znodes, the attacker is refused every time, and no ID is issued twice.
   */
  private static void closedAgainstAnAttacker(String realm, List<String> openZnodes)
      throws Exception {
    LeaseWorkers.Result result;
    List<String> info;
    Attacker attacker = new Attacker(realm);
    try (CapturedLog log = new CapturedLog()) {
      try {
        result =
            LeaseWorkers.run(
                5,
                Duration.ofSeconds(3),
                () -> Ensemble.digestClient(server.getConnectString(), OWNER),
                client ->
                    ZooKeeperLeases.builder(client, realm, 2)
                        .creatorOnly()
                        .acquireTimeout(Duration.ofSeconds(1))
                        .counterMode(LeaseWorkers.FROM_ZERO)
                        .acquire(),
                () -> {});
      } finally {
        attacker.stop();
      }
      info = log.at("INFO");
    }
    System.out.println(realm + ": " + result + "; attacker: " + attacker);
    assertEquals(0, result.duplicates(), result.toString());
    assertTrue(result.ids() > 10_000, result.toString());
    assertEquals(0, attacker.succeeded.get(), attacker.toString());
    assertTrue(attacker.refused.get() > 0, attacker.toString());
    for (String znode : openZnodes) {
      assertEquals(closed, owner.getACL().forPath(znode), znode);
      String set = "ZooKeeper realm " + realm + ": set the ACL of " + znode + " to the configured ";
      assertEquals(1, info.stream().filter(line -> line.startsWith(set)).count(), info.toString());
    }
    assertFalse(owner.getChildren().forPath(realm).stream().anyMatch(n -> n.contains("acl-check")));

    // An unauthenticated client can change nothing of a live holder's, nor of the realm.
    try (Scru64NodeLease lease = ZooKeeperLeases.builder(owner, realm, 2).creatorOnly().acquire()) {
      assertFalse(lease.isRealmOpen());
      String claim = realm + "/claims/" + owner.getChildren().forPath(realm + "/claims").get(0);
      NodeKey key = ZnodeNames.parseClaim(claim.substring(claim.lastIndexOf('/') + 1)).get();
      String reservation = realm + "/reservations/" + ZnodeNames.reservation(key);
      assertNoAuth(() -> anonymous.delete().forPath(claim));
      assertNoAuth(() -> anonymous.delete().forPath(reservation));
      assertNoAuth(() -> anonymous.setData().forPath(reservation, bytes("1 intruder")));
      assertNoAuth(() -> anonymous.create().forPath(realm + "/claims/2-0-0000009999"));
      assertNoAuth(() -> anonymous.create().forPath(realm + "/reservations/1-0"));
      assertNoAuth(() -> anonymous.setData().forPath(realm, bytes("0")));
      assertNoAuth(() -> anonymous.setACL().withACL(OPEN).forPath(realm));
      lease.generate();
    }
  }

  @Test
  void aRealmThatAnotherIdentityCreatedIsRefusedWithTheCommandThatFixesIt() throws Exception {
    String configured = ZooKeeperStore.text(closed);
    try (CuratorFramework squatter =
        Ensemble.digestClient(server.getConnectString(), "squatter:other")) {
      // The realm itself, creator-only for another identity: this client may not even read its
      // ACL.
      squatter.create().withACL(CREATOR_ALL).forPath("/squatted", new byte[0]);
      String message = refusal("/squatted");
      assertTrue(
          message.startsWith(
              "ZooKeeper realm /squatted cannot be used: this client may not read the ACL of"
                  + " /squatted (it has neither READ nor ADMIN permission on it): another"
                  + " identity created it."),
          message);
      assertTrue(message.endsWith("in zkCli.sh: setAcl -R /squatted " + configured), message);
      // What the command does, done by the squatter: the realm is then the leases'.
      squatter.setACL().withACL(closed).forPath("/squatted");
      raceWithoutDuplicates("/squatted");

      // Its claims znode only, readable by anyone: the message shows its ACL.
      anonymous.create().forPath("/half-squatted", new byte[0]);
      squatter
          .create()
          .withACL(
              List.of(CREATOR_ALL.get(0), new ACL(ZooDefs.Perms.READ, new Id("world", "anyone"))))
          .forPath("/half-squatted/claims");
      // As ZooKeeper shows it to a client without ADMIN permission: the digest's hash hidden.
      String squatted = "digest:squatter:x:cdrwa,world:anyone:r";
      message = refusal("/half-squatted");
      assertEquals(
          "ZooKeeper realm /half-squatted cannot be used: the ACL of /half-squatted/claims is "
              + squatted
              + ", not the configured "
              + configured
              + ", and this client may not change it (it has no ADMIN permission on it). So that"
              + " only the configured identities can write the realm, run as the owner of"
              + " /half-squatted/claims or a super user, in zkCli.sh: setAcl -R"
              + " /half-squatted/claims "
              + configured,
          message);
      squatter.setACL().withACL(closed).forPath("/half-squatted/claims");
      raceWithoutDuplicates("/half-squatted");
    }
  }

  @Test
  void theParentsThatALeaseCreatesGetItsAcl() throws Exception {
    try (Scru64NodeLease lease =
        ZooKeeperLeases.builder(owner, "/deep/er/realm", 4).creatorOnly().acquire()) {
      for (String znode : List.of("/deep", "/deep/er", "/deep/er/realm", "/deep/er/realm/claims")) {
        assertEquals(closed, owner.getACL().forPath(znode), znode);
      }
      lease.generate();
    }
    // So a realm of another identity cannot be made beside it, and the refusal says what to do.
    long start = System.nanoTime();
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () ->
                ZooKeeperLeases.builder(anonymous, "/deep/er/other", 4)
                    .acquireTimeout(Duration.ofSeconds(5))
                    .acquire());
    assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(2), "at once");
    assertEquals(
        "ZooKeeper realm /deep/er/other cannot be used: this client may not create"
            + " /deep/er/other, as the ACL of /deep/er (unreadable to this client) gives it no"
            + " CREATE permission: as the owner of /deep/er or a super user, give this client's"
            + " identity CREATE permission on it, or create /deep/er/other for it (a parent that a"
            + " lease creates gets the lease's ACL: realms of different identities need a parent"
            + " that none of their leases created)",
        e.getMessage());
  }

  @Test
  void creatorOnlyWithAnUnauthenticatedClientIsRefusedAtOnce() {
    long start = System.nanoTime();
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () ->
                ZooKeeperLeases.builder(anonymous, "/anonymous", 4)
                    .creatorOnly()
                    .acquireTimeout(Duration.ofSeconds(5))
                    .acquire());
    assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(2), "at once");
    assertTrue(e.getMessage().contains("this client has none: authenticate it"), e.getMessage());
  }

  @Test
  void aRealmWithoutAnAclIsReportedOpenOnceAndOneWithAnAclIsNot() throws Exception {
    try (CapturedLog log = new CapturedLog()) {
      try (Scru64NodeLease first = ZooKeeperLeases.acquire(anonymous, "/reported-open", 4);
          Scru64NodeLease second = ZooKeeperLeases.acquire(anonymous, "/reported-open", 4)) {
        assertTrue(first.isRealmOpen());
        assertTrue(second.isRealmOpen());
      }
      assertEquals(
          List.of(
              "ZooKeeper realm /reported-open is open to every client of the ensemble:"
                  + " world:anyone may change /reported-open, /reported-open/claims,"
                  + " /reported-open/reservations, so any client can break the uniqueness of its"
                  + " SCRU64 IDs. Lease with ZooKeeperLeases.Builder.creatorOnly() and an"
                  + " authenticated client, or with acl(...), to close it"),
          log.at("WARNING"));

      try (Scru64NodeLease lease =
          ZooKeeperLeases.builder(owner, "/reported-closed", 4).creatorOnly().acquire()) {
        assertFalse(lease.isRealmOpen());
      }
      // No ACL set, but a client whose ACL provider closes the znodes it creates: not open.
      ACLProvider creatorOnly =
          new ACLProvider() {
            @Override
            public List<ACL> getDefaultAcl() {
              // A list that takes contains(null), which ZooKeeper's client asks.
              return new ArrayList<>(CREATOR_ALL);
            }

            @Override
            public List<ACL> getAclForPath(String path) {
              return new ArrayList<>(CREATOR_ALL);
            }
          };
      try (CuratorFramework closing =
          CuratorFrameworkFactory.builder()
              .connectString(server.getConnectString())
              .retryPolicy(new RetryNTimes(10, 100))
              .authorization("digest", bytes(OWNER))
              .aclProvider(creatorOnly)
              .build()) {
        closing.start();
        closing.blockUntilConnected();
        try (Scru64NodeLease lease = ZooKeeperLeases.acquire(closing, "/provider-closed", 4)) {
          assertFalse(lease.isRealmOpen());
        }
      }
      assertEquals(1, log.at("WARNING").size(), log.at("WARNING").toString());
    }
  }

  /** The message of an acquire of a creator-only lease in the realm, which must fail at once. */
  private static String refusal(String realm) {
    long start = System.nanoTime();
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () ->
                ZooKeeperLeases.builder(owner, realm, 4)
                    .creatorOnly()
                    .acquireTimeout(Duration.ofSeconds(5))
                    .acquire());
    assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(2), "at once: " + e);
    return e.getMessage();
  }

  /** Creator-only leases of three clients race in the realm for two seconds: no duplicate. */
  private static void raceWithoutDuplicates(String realm) throws Exception {
    LeaseWorkers.Result result =
        LeaseWorkers.run(
            3,
            Duration.ofSeconds(2),
            () -> Ensemble.digestClient(server.getConnectString(), OWNER),
            client ->
                ZooKeeperLeases.builder(client, realm, 4)
                    .creatorOnly()
                    .counterMode(LeaseWorkers.FROM_ZERO)
                    .acquire(),
            () -> {});
    System.out.println(realm + ", fixed: " + result);
    assertEquals(0, result.duplicates(), result.toString());
    assertTrue(result.refused().isEmpty() && result.lost().isEmpty(), result.toString());
  }

  private static void assertNoAuth(Executable write) {
    assertThrows(KeeperException.NoAuthException.class, write);
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /**
   * An unauthenticated client that, every 100 ms, deletes a live claim and its reservation, and
   * writes a reservation of its own in its place: on a realm that lets it, a waiting lease takes
   * the node ID over from the clock while its holder still issues IDs up to its reservation.
   */
  private static final class Attacker {
    final AtomicInteger succeeded = new AtomicInteger();
    final AtomicInteger refused = new AtomicInteger();
    final AtomicInteger failed = new AtomicInteger();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final Thread thread;

    Attacker(String realm) {
      thread = new Thread(() -> attack(realm), "attacker " + realm);
      thread.setDaemon(true);
      thread.start();
    }

    private void attack(String realm) {
      while (running.get()) {
        try {
          // The names, as anyone can guess them: a lease's sequence numbers and node IDs are few.
          List<String> names = owner.getChildren().forPath(realm + "/claims");
          if (!names.isEmpty()) {
            String name = names.get(ThreadLocalRandom.current().nextInt(names.size()));
            NodeKey key = ZnodeNames.parseClaim(name).orElseThrow();
            String reservation = realm + "/reservations/" + ZnodeNames.reservation(key);
            attempt(() -> anonymous.delete().forPath(realm + "/claims/" + name));
            attempt(() -> anonymous.delete().forPath(reservation));
            attempt(() -> anonymous.create().forPath(reservation, bytes("0 attacker")));
            attempt(() -> anonymous.setData().forPath(reservation, bytes("0 attacker")));
          }
          Thread.sleep(100);
        } catch (InterruptedException e) {
          return;
        } catch (Exception e) {
          failed.incrementAndGet();
        }
      }
    }

    private void attempt(Executable write) {
      try {
        write.execute();
        succeeded.incrementAndGet();
      } catch (KeeperException.NoAuthException e) {
        refused.incrementAndGet();
      } catch (Throwable e) {
        failed.incrementAndGet();
      }
    }

    void stop() throws InterruptedException {
      running.set(false);
      thread.join(5000);
    }

    @Override
    public String toString() {
      return succeeded
          + " writes went through, "
          + refused
          + " refused (NoAuth), "
          + failed
          + " failed otherwise";
    }
  }
}
