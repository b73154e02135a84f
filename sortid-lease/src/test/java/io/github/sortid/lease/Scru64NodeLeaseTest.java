package io.github.sortid.lease;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.Reservation;
import io.github.sortid.lease.testing.LeaseRace;
import io.github.sortid.scru64.Scru64Id;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The lease protocol on a store in memory, where every store call can be made to hang or fail. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class Scru64NodeLeaseTest {
  @Test
  void fortyClientsRaceForSixteenNodeIds() throws Exception {
    MemoryRealm realm = new MemoryRealm("race");
    List<Callable<Scru64NodeLease>> acquires = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      acquires.add(
          () -> MemoryLeases.builder(realm, 4).acquireTimeout(Duration.ofSeconds(2)).acquire());
    }
    LeaseRace.assertSixteenWin(acquires, "race", 2000).forEach(Scru64NodeLease::close);
  }

  @Test
  void processesThatStartAtOnceChooseApart() throws Exception {
    // Each acquire chooses on a worker thread of its own. Drawn from a ThreadLocalRandom obtained
    // on another thread, the worker's draws come from a state that only its thread number seeds:
    // every process would try the same node ID first.
    assertNotEquals(firstChoiceOfAFreshJvm(), firstChoiceOfAFreshJvm());
  }

  /** The node ID that a new JVM's first acquire takes in an empty realm of 20-bit node IDs. */
  private static String firstChoiceOfAFreshJvm() throws Exception {
    Process process =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                // This module's tests run on the module path: the child takes all on its class
                // path.
                System.getProperty("java.class.path")
                    + File.pathSeparator
                    + System.getProperty("jdk.module.path", ""),
                FirstChoice.class.getName())
            .redirectErrorStream(true)
            .start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, process.waitFor(), out);
    return out.strip();
  }

  /** Prints the node ID of one lease of an empty realm. */
  static final class FirstChoice {
    public static void main(String[] args) {
      try (Scru64NodeLease lease = MemoryLeases.builder(new MemoryRealm("fresh"), 20).acquire()) {
        System.out.println(lease.getNodeSpec().getNodeId());
      }
    }
  }

  @Test
  void aTakeoverStartsAboveTheOldHolderWhichStopsAtItsNextExtension() throws Exception {
    MemoryRealm realm = new MemoryRealm("takeover");
    Scru64NodeLease old =
        MemoryLeases.builder(realm, 1).reservationWindow(Duration.ofMillis(1024)).acquire();
    Scru64NodeLease other = MemoryLeases.builder(realm, 1).acquire();
    NodeKey oldKey = new NodeKey(old.getNodeSpec().getNodeId(), 1);
    Scru64Id oldLast = old.generate();
    // The old holder's claim ends without its knowing, as a paused process's would.
    realm.endClaim(oldKey);
    long oldReservation = realm.reservations().get(oldKey).tick();
    Scru64NodeLease next = MemoryLeases.builder(realm, 1).acquire();
    assertEquals(oldKey.nodeId(), next.getNodeSpec().getNodeId());
    assertTrue(next.generate().getTimestamp() > oldReservation, "above the old reservation");
    assertTrue(oldLast.getTimestamp() <= oldReservation);
    // Within a second the old holder tries to extend and finds its reservation taken over.
    IllegalStateException stopped =
        assertThrows(
            IllegalStateException.class,
            () -> {
              while (true) {
                old.generate();
                Thread.sleep(20);
              }
            });
    assertTrue(stopped.getMessage().contains("the lease was lost"), stopped.getMessage());
    assertFalse(old.isValid());
    assertTrue(next.isValid());
    other.close();
    next.close();
  }

  @Test
  void closeGivesTheNodeIdBackAndTheNextHolderStartsAfterTheLastId() {
    MemoryRealm realm = new MemoryRealm("close");
    Scru64NodeLease first = MemoryLeases.builder(realm, 1).acquire();
    MemoryLeases.builder(realm, 1).acquire();
    Scru64Id last = first.generate();
    first.close();
    assertThrows(IllegalStateException.class, first::generate);
    Scru64NodeLease second = MemoryLeases.builder(realm, 1).acquire();
    assertEquals(first.getNodeSpec().getNodeId(), second.getNodeSpec().getNodeId());
    assertTrue(second.generate().compareTo(last) > 0);
  }

  @Test
  void aRealmStaysSmallHoweverManyHoldersCameAndWent() {
    MemoryRealm realm = new MemoryRealm("churn");
    long highestLast = -1;
    for (int i = 0; i < 1500; i++) {
      Scru64NodeLease lease = MemoryLeases.builder(realm, 16).acquire();
      highestLast = Math.max(highestLast, lease.generate().getTimestamp());
      lease.close();
      assertTrue(
          realm.reservations().size() <= Compaction.COMPACT_ABOVE + 1,
          realm.reservations().size() + " reservations after " + (i + 1) + " holders");
    }
    assertTrue(realm.floorTick() >= 0, "compacted");
    // Every folded reservation lies at or below the floor; the rest are still there.
    Map<NodeKey, Reservation> kept = realm.reservations();
    long lowestKept = kept.values().stream().mapToLong(Reservation::tick).min().orElseThrow();
    assertTrue(realm.floorTick() <= lowestKept, "the newest reservations are kept");
    Scru64NodeLease next = MemoryLeases.builder(realm, 16).acquire();
    assertTrue(next.generate().getTimestamp() > realm.floorTick());
  }

  @Test
  void anAcquireOnAStoreThatDoesNotAnswerKeepsItsTimeout() {
    MemoryRealm realm = new MemoryRealm("silent");
    realm.hang();
    long start = System.nanoTime();
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> MemoryLeases.builder(realm, 8).acquireTimeout(Duration.ofSeconds(1)).acquire());
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    assertTrue(millis < 2000, millis + " ms");
    assertEquals(
        "no 8-bit node ID free in realm silent within 1000 ms: the memory store did not answer in"
            + " time",
        e.getMessage());
    realm.recover();
    assertTrue(realm.claims().isEmpty(), "nothing claimed");
  }

  @Test
  void aClaimThatSucceedsAfterTheCallerGaveUpIsGivenBack() throws InterruptedException {
    MemoryRealm realm = new MemoryRealm("late");
    realm.delayClaims();
    assertThrows(
        IllegalStateException.class,
        () -> MemoryLeases.builder(realm, 8).acquireTimeout(Duration.ofMillis(300)).acquire());
    realm.recover();
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (realm.reservations().isEmpty() && System.nanoTime() < end) {
      Thread.sleep(10);
    }
    assertEquals(1, realm.reservations().size(), "the late claim went through");
    while (!realm.claims().isEmpty() && System.nanoTime() < end) {
      Thread.sleep(10);
    }
    assertTrue(realm.claims().isEmpty(), "and was given back");
  }

  @Test
  void anAcquireOnAFailingStoreNamesTheError() {
    MemoryRealm realm = new MemoryRealm("failing");
    realm.fail(new IOException("connection refused"));
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> MemoryLeases.builder(realm, 8).acquireTimeout(Duration.ofMillis(300)).acquire());
    assertTrue(
        e.getMessage()
            .endsWith("the memory store failed (java.io.IOException: connection refused)"),
        e.getMessage());
  }

  @Test
  void aRealmTheStoreCannotUseFailsTheAcquireAtOnce() {
    MemoryRealm realm = new MemoryRealm("foreign");
    realm.refuse("not a SCRU64 realm");
    long start = System.nanoTime();
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> MemoryLeases.builder(realm, 8).acquireTimeout(Duration.ofSeconds(5)).acquire());
    assertEquals("not a SCRU64 realm", e.getMessage());
    assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(1), "at once");
  }

  @Test
  void closeReturnsAtOnceWhenTheStoreDoesNotAnswer() {
    MemoryRealm realm = new MemoryRealm("close-silent");
    Scru64NodeLease lease = MemoryLeases.builder(realm, 8).acquire();
    realm.hang();
    long start = System.nanoTime();
    lease.close();
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    assertTrue(millis < 1000, millis + " ms");
    assertThrows(IllegalStateException.class, lease::generate);
    realm.recover();
  }

  @Test
  void anUnreachableStoreLetsTheLeaseIssueUpToItsReservationThenItWaitsAndThrows() {
    MemoryRealm realm = new MemoryRealm("outage");
    Scru64NodeLease lease =
        MemoryLeases.builder(realm, 8)
            .reservationWindow(Duration.ofMillis(512))
            .rollbackAllowance(Duration.ofMillis(1024))
            .acquire();
    realm.fail(new IOException("connection refused"));
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> {
              while (true) {
                lease.generate();
              }
            });
    assertTrue(
        e.getMessage().contains("the memory store did not extend it within 1024 ms"),
        e.getMessage());
    assertTrue(e.getMessage().contains("connection refused"), e.getMessage());
    realm.recover();
    lease.close();
  }

  @Test
  void aReservationFurtherAheadThanTheAllowanceIsUnhealthy() {
    MemoryRealm realm = new MemoryRealm("clock");
    MutableClock clock = new MutableClock();
    clock.shift(Duration.ofHours(2).toMillis());
    Scru64NodeLease lease = MemoryLeases.builder(realm, 8).clock(clock).acquire();
    assertTrue(lease.isValid());
    clock.shift(0);
    assertFalse(lease.isValid(), "the clock came back two hours: the reservation is far ahead");
    lease.close();
  }

  @Test
  void builderChecksItsSettings() {
    assertThrows(IllegalArgumentException.class, () -> MemoryLeases.builder(null, 0));
    assertThrows(IllegalArgumentException.class, () -> MemoryLeases.builder(null, 24));
    MemoryLeases builder = MemoryLeases.builder(new MemoryRealm("x"), 8);
    assertThrows(IllegalArgumentException.class, () -> builder.reservationWindow(Duration.ZERO));
    assertThrows(
        IllegalArgumentException.class, () -> builder.acquireTimeout(Duration.ofMillis(-1)));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                builder
                    .reservationWindow(Duration.ofSeconds(10))
                    .rollbackAllowance(Duration.ofSeconds(10))
                    .acquire());
    assertTrue(e.getMessage().contains("not below the rollback allowance"), e.getMessage());
  }
}
