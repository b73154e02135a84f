package io.github.sortid.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/** Leases while the ensemble loses its leader, then a follower. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class EnsembleFaultTest {
  @Test
  void killingTheLeaderThenAFollowerBreaksNeitherUniquenessNorOrder() throws Exception {
    try (Ensemble ensemble = Ensemble.start()) {
      int clients = 8;
      List<Scru64NodeLease> leases = new ArrayList<>();
      for (int i = 0; i < clients; i++) {
        CuratorFramework client = ensemble.client(6000);
        leases.add(Scru64NodeLease.acquire(client, "/faults", 3));
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
}
