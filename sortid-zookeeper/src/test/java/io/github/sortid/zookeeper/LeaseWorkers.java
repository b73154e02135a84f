package io.github.sortid.zookeeper;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.testing.IdLog;
import io.github.sortid.scru64.Scru64CounterMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;

/**
 * Generators that race for a realm's node IDs for a while: each worker acquires a lease with a
 * client of its own, generates IDs until the time is up or the lease stops, then closes the lease
 * and its client (which ends the claim of a lost lease too) and acquires again. What they issued is
 * counted, duplicates included, rather than asserted, so that a test can print the numbers.
 */
final class LeaseWorkers {
  /**
   * The counter mode of the workers' leases: every tick's counter starts at 0, so that two holders
   * of a node ID that issue IDs in the same tick issue the same ones, and a test sees every such
   * overlap, where random starts would hide most of them.
   */
  static final Scru64CounterMode FROM_ZERO = Scru64CounterMode.withOverflowGuard(24);

  private LeaseWorkers() {}

  /** Makes a started, connected client. */
  @FunctionalInterface
  interface Clients {
    CuratorFramework connect() throws Exception;
  }

  /** Acquires a lease with a worker's client. */
  @FunctionalInterface
  interface Acquire {
    Scru64NodeLease acquire(CuratorFramework client);
  }

  /**
   * What the workers did.
   *
   * @param ids the IDs issued
   * @param duplicates how many of them another ID had already been (0: all unique)
   * @param leases the leases acquired
   * @param lost the leases that stopped before the time was up, with the reason
   * @param refused the acquires that failed, with the message
   */
  record Result(long ids, long duplicates, int leases, List<String> lost, List<String> refused) {
    @Override
    public String toString() {
      return ids
          + " IDs from "
          + leases
          + " leases, "
          + duplicates
          + " duplicates, "
          + lost.size()
          + " leases lost, "
          + refused.size()
          + " acquires refused";
    }
  }

  /**
   * Runs the workers and waits for them.
   *
   * @param workers how many
   * @param duration how long they generate
   * @param clients makes each lease's client
   * @param acquire acquires a lease with it
   */
  static Result run(int workers, Duration duration, Clients clients, Acquire acquire)
      throws Exception {
    long deadline = System.nanoTime() + duration.toNanos();
    List<IdLog> logs = Collections.synchronizedList(new ArrayList<>());
    List<String> lost = Collections.synchronizedList(new ArrayList<>());
    List<String> refused = Collections.synchronizedList(new ArrayList<>());
    ExecutorService threads = Executors.newFixedThreadPool(workers);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int i = 0; i < workers; i++) {
        done.add(
            threads.submit(
                () -> {
                  while (System.nanoTime() < deadline) {
                    work(deadline, clients, acquire, logs, lost, refused);
                  }
                  return null;
                }));
      }
      for (Future<?> each : done) {
        each.get(duration.toMillis() + 30_000, TimeUnit.MILLISECONDS);
      }
    } finally {
      threads.shutdownNow();
    }
    return count(logs, lost, refused);
  }

  /** One lease of a worker, from its acquire to its close. */
  private static void work(
      long deadline,
      Clients clients,
      Acquire acquire,
      List<IdLog> logs,
      List<String> lost,
      List<String> refused)
      throws Exception {
    try (CuratorFramework client = clients.connect()) {
      Scru64NodeLease lease;
      try {
        lease = acquire.acquire(client);
      } catch (IllegalStateException e) {
        refused.add(e.getMessage());
        return;
      }
      IdLog log = new IdLog();
      logs.add(log);
      try {
        while (System.nanoTime() < deadline) {
          for (int i = 0; i < 64; i++) {
            log.add(lease.generate().toLong());
          }
          // About 50,000 IDs a second: enough for IDs of two holders of one node ID to collide
          // within a tick, and few enough for the machine.
          Thread.sleep(1);
        }
      } catch (IllegalStateException e) {
        lost.add(e.getMessage());
      } finally {
        lease.close();
      }
    }
  }

  private static Result count(List<IdLog> logs, List<String> lost, List<String> refused) {
    long total = 0;
    for (IdLog log : logs) {
      total += log.size();
    }
    long[] all = new long[Math.toIntExact(total)];
    int at = 0;
    for (IdLog log : logs) {
      long[] ids = log.toArray();
      System.arraycopy(ids, 0, all, at, ids.length);
      at += ids.length;
    }
    Arrays.sort(all);
    long duplicates = 0;
    for (int i = 1; i < all.length; i++) {
      if (all[i] == all[i - 1]) {
        duplicates++;
      }
    }
    return new Result(total, duplicates, logs.size(), List.copyOf(lost), List.copyOf(refused));
  }
}
