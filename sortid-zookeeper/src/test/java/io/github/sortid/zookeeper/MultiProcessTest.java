package io.github.sortid.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.Reservation;
import io.github.sortid.lease.testing.ForkedLease;
import io.github.sortid.lease.testing.IdLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.test.InstanceSpec;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Leases in separate JVMs, forked from the test class path: a leader killed, a process paused with
 * {@code SIGSTOP} past its session timeout while another takes its node ID over, then resumed; and
 * a process that closes its lease and is followed at once by a new one.
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class MultiProcessTest {
  /** The session timeout of the child processes: 2 s, four ticks of the ensemble. */
  private static final int SESSION_TIMEOUT = 2000;

  /**
   * The session timeout of the bystanders in the first test: 10 s, the ensemble's longest. Every
   * client is disconnected while the ensemble elects a new leader, which can take longer than 2 s
   * on a loaded machine; a bystander that lost its lease then would free a second node ID for the
   * process meant to take over the paused one's.
   */
  private static final int BYSTANDER_SESSION_TIMEOUT = 10_000;

  private static Ensemble ensemble;

  @TempDir Path dir;

  @BeforeAll
  static void startEnsemble() throws Exception {
    ensemble = Ensemble.start();
  }

  @AfterAll
  static void stopEnsemble() throws IOException {
    ensemble.close();
  }

  @Test
  void processesPausedPartitionedOrOvertakenNeverShareAnId() throws Exception {
    String realm = "/processes";
    CuratorFramework client = ensemble.client(BYSTANDER_SESSION_TIMEOUT);
    // Three bits: eight node IDs. This JVM holds two, the six processes the rest, so that the
    // process started later can only take the node ID of the paused one.
    List<Scru64NodeLease> own = List.of(acquire(client, realm), acquire(client, realm));
    Path stop = dir.resolve("stop");
    List<ForkedLease> children = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      int sessionTimeout = i == 0 ? SESSION_TIMEOUT : BYSTANDER_SESSION_TIMEOUT;
      children.add(start(realm, 3, sessionTimeout, 20_000, dir, i, stop, false));
    }
    for (ForkedLease child : children) {
      child.awaitAcquired();
    }

    Thread.sleep(1000);
    InstanceSpec leader = ensemble.leader();
    ensemble.kill(leader);
    Thread.sleep(500);
    ForkedLease paused = children.get(0);
    paused.signal("STOP");
    long pausedAt = System.nanoTime();
    ForkedLease taker = start(realm, 3, SESSION_TIMEOUT, 30_000, dir, 6, stop, false);
    int takenNodeId = taker.awaitAcquired();
    assertEquals(paused.nodeId(), takenNodeId);
    // Paused past its session timeout, and while the new holder generates.
    Thread.sleep(
        Math.max(
            1000,
            SESSION_TIMEOUT + 1000 - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - pausedAt)));
    paused.signal("CONT");
    // Resumed, it may go on up to its old reservation, then finds out and stops by itself.
    long[] pausedIds = paused.awaitIds();
    assertEquals("lost", paused.reason());
    ensemble.restart(leader);
    Thread.sleep(500);
    Files.createFile(stop);

    children.add(taker);
    List<long[]> logs = new ArrayList<>();
    logs.add(pausedIds);
    for (ForkedLease child : children.subList(1, children.size())) {
      logs.add(child.awaitIds());
    }
    long checked = IdLog.assertUniqueAndIncreasing(logs);
    System.out.println("multi-process test: " + checked + " IDs of 7 processes checked");
    long[] before = logs.get(0);
    long[] after = logs.get(6);
    assertTrue(before.length > 0 && after.length > 0);
    assertTrue(before[before.length - 1] < after[0], "the new holder's IDs above the old one's");
    for (int i = 1; i < children.size(); i++) {
      // A process whose session ran out while the ensemble elected a new leader (a loaded machine
      // can delay its heartbeats that long) gives up its lease and stops: safe, and allowed.
      assertTrue(
          List.of("stopped", "lost").contains(children.get(i).reason()),
          "process " + i + ": " + children.get(i).reason());
    }
    own.forEach(Scru64NodeLease::close);
  }

  @Test
  void aClosedLeaseIsTakenAtOnceByANewProcessThatGoesOnAfterIt() throws Exception {
    String realm = "/restart";
    CuratorFramework client = ensemble.client(5000);
    try (Scru64NodeLease other = ZooKeeperLeases.acquire(client, realm, 1)) {
      Path stopFirst = dir.resolve("stop-first");
      // The session outlives the first process by 10 s: only close() frees the node ID sooner.
      ForkedLease first = start(realm, 1, 10_000, 10_000, dir, 0, stopFirst, true);
      first.awaitAcquired();
      Thread.sleep(500);
      Files.createFile(stopFirst);
      long[] firstIds = first.awaitIds();
      long lastTick = firstIds[firstIds.length - 1] >>> 24;
      Reservation released =
          new ZooKeeperStore(client, realm, null)
              .readReservation(new NodeKey(first.nodeId(), 1))
              .orElseThrow();
      assertEquals(lastTick, released.tick(), "the reservation shrunk to the last tick used");

      Path stopSecond = dir.resolve("stop-second");
      ForkedLease second = start(realm, 1, SESSION_TIMEOUT, 3000, dir, 1, stopSecond, false);
      assertEquals(first.nodeId(), second.awaitAcquired());
      Thread.sleep(300);
      Files.createFile(stopSecond);
      long[] secondIds = second.awaitIds();
      IdLog.assertUniqueAndIncreasing(List.of(firstIds, secondIds));
      assertTrue(firstIds[firstIds.length - 1] < secondIds[0]);
      other.getNodeSpec();
    }
  }

  private static Scru64NodeLease acquire(CuratorFramework client, String realm) {
    return ZooKeeperLeases.acquire(client, realm, 3);
  }

  /** A forked JVM running {@link LeaseProcess}. */
  private static ForkedLease start(
      String realm,
      int size,
      int sessionTimeout,
      long acquireTimeout,
      Path dir,
      int number,
      Path stop,
      boolean halt)
      throws IOException {
    return ForkedLease.start(
        LeaseProcess.class,
        List.of(
            ensemble.connectString(),
            realm,
            Integer.toString(size),
            Integer.toString(sessionTimeout),
            Long.toString(acquireTimeout),
            halt ? "halt" : "-"),
        dir,
        number,
        stop);
  }
}
