package io.github.sortid.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.testing.IdLog;
import io.github.sortid.scru64.Scru64Id;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.test.InstanceSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Leases while the ensemble loses its leader, then a follower, or its quorum. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class EnsembleFaultTest {
  @Test
  void killingTheLeaderThenAFollowerBreaksNeitherUniquenessNorOrder() throws Exception {
    try (Ensemble ensemble = Ensemble.start()) {
      int clients = 8;
      List<Scru64NodeLease> leases = new ArrayList<>();
      for (int i = 0; i < clients; i++) {
        // The ensemble's longest session: every client is disconnected while a new leader is
        // elected, which a loaded machine can stretch past a shorter one.
        CuratorFramework client = ensemble.client(10_000);
        leases.add(ZooKeeperLeases.acquire(client, "/faults", 3));
      }
      AtomicBoolean running = new AtomicBoolean(true);
      ExecutorService threads = Executors.newFixedThreadPool(clients);
      List<Future<IdLog>> logs = new ArrayList<>();
      for (Scru64NodeLease lease : leases) {
        logs.add(
            threads.submit(
                () -> {
                  IdLog log = new IdLog();
                  while (running.get()) {
                    for (int i = 0; i < 64; i++) {
                      log.add(lease.generate().toLong());
                    }
                    Thread.sleep(1);
                  }
                  return log;
                }));
      }
      Thread.sleep(1000);
      InstanceSpec leader = ensemble.leader();
      ensemble.kill(leader);
      Thread.sleep(2000);
      ensemble.restart(leader);
      Thread.sleep(1500);
      InstanceSpec follower = ensemble.follower();
      ensemble.kill(follower);
      Thread.sleep(2000);
      ensemble.restart(follower);
      Thread.sleep(1000);
      running.set(false);

      List<long[]> all = new ArrayList<>();
      for (Future<IdLog> log : logs) {
        all.add(log.get(30, TimeUnit.SECONDS).toArray());
      }
      threads.shutdown();
      long checked = IdLog.assertUniqueAndIncreasing(all);
      assertTrue(checked > clients * 1000L, "IDs checked: " + checked);
      for (Scru64NodeLease lease : leases) {
        assertTrue(lease.isValid(), lease.toString());
        lease.close();
      }
      assertEquals(clients, all.size());
    }
  }

  @Test
  void withoutAQuorumALeaseIssuesUpToItsReservationThenWaitsAndFailsSayingWhy() throws Exception {
    try (Ensemble ensemble = Ensemble.start()) {
      // A session that outlives the outage, a 1 s window and a 2 s wait for an extension.
      CuratorFramework client = ensemble.client(10_000);
      Scru64NodeLease lease =
          ZooKeeperLeases.builder(client, "/outage", 8)
              .reservationWindow(Duration.ofSeconds(1))
              .rollbackAllowance(Duration.ofSeconds(2))
              .acquire();
      Scru64Id before = lease.generate();
      InstanceSpec leader = ensemble.leader();
      InstanceSpec follower = ensemble.follower();
      ensemble.kill(follower);
      ensemble.kill(leader);
      long outage = System.nanoTime();

      Scru64Id last = before;
      IllegalStateException e = null;
      while (e == null) {
        try {
          Scru64Id id = lease.generate();
          assertTrue(last.compareTo(id) < 0);
          last = id;
        } catch (IllegalStateException failure) {
          e = failure;
        }
      }
      long failedAfter = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - outage);
      assertTrue(
          e.getMessage().startsWith("no SCRU64 ID from node " + lease.getNodeSpec().getNodeId()),
          e.getMessage());
      assertTrue(e.getMessage().contains("its reservation ends at"), e.getMessage());
      assertTrue(e.getMessage().contains("did not extend it within 2000 ms ("), e.getMessage());
      // Up to the reservation (at most 1 s), then the 2 s wait.
      assertTrue(failedAfter >= 2000 && failedAfter < 6000, "failed after " + failedAfter + " ms");
      assertFalse(lease.isValid());

      // Back within the session timeout: the lease goes on where it was.
      ensemble.restart(leader);
      ensemble.restart(follower);
      Scru64Id next = null;
      for (int attempt = 0; attempt < 20 && next == null; attempt++) {
        try {
          next = lease.generate();
        } catch (IllegalStateException stillDown) {
          assertTrue(stillDown.getMessage().contains("did not extend"), stillDown.getMessage());
        }
      }
      assertTrue(next != null && last.compareTo(next) < 0);
      assertTrue(lease.isValid());
      lease.close();
    }
  }
}
