package io.github.sortid.lease.testing;

import io.github.sortid.lease.Scru64NodeLease;
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

/**
 * Generators that race for a realm's node IDs for a while, as every store's fault tests run them:
 * each worker connects (a store client of its own, where the store has one), acquires a lease,
 * generates IDs until the time is up or the lease stops, then closes the lease and its connection
 * (which ends the claim of a lost lease too) and acquires again. What they issued is counted,
 * duplicates included, rather than asserted, so that a test can print the numbers.
 */
public final class LeaseWorkers {
  /**
   * A counter mode for the workers' leases: every tick's counter starts at 0, so that two holders
   * of a node ID that issue IDs in the same tick issue the same ones, and a test sees every such
   * overlap, where random starts would hide most of them.
   */
  public static final Scru64CounterMode FROM_ZERO = Scru64CounterMode.withOverflowGuard(24);

  private LeaseWorkers() {}

  /**
   * Makes a worker's connection for one lease.
   *
   * @param <C> the connection's type
   */
  @FunctionalInterface
  public interface Connect<C extends AutoCloseable> {
    C connect() throws Exception;
  }

  /**
   * Acquires a lease on a worker's connection.
   *
   * @param <C> the connection's type
   */
  @FunctionalInterface
  public interface Acquire<C> {
    Scru64NodeLease acquire(C connection);
  }

  /**
   * What the workers did.
   *
   * @param ids the IDs issued
   * @param duplicates how many of them another ID had already been (0: all unique)
   * @param leases the leases acquired before the time was up
   * @param lost the leases that stopped before the time was up, with the reason
   * @param refused the acquires that failed, with the message
   */
  public record Result(
      long ids, long duplicates, int leases, List<String> lost, List<String> refused) {
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
   * Runs the workers, each with a connection of its own per lease, and waits for them.
   *
   * @param workers how many
   * @param duration how long they generate
   * @param connect makes each lease's connection
   * @param acquire acquires a lease on it
   * @param adversary run on the calling thread about every 50 ms while they generate
   * @param <C> the connection's type
   */
  public static <C extends AutoCloseable> Result run(
      int workers, Duration duration, Connect<C> connect, Acquire<C> acquire, Runnable adversary)
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
                    work(deadline, connect, acquire, logs, lost, refused);
                  }
                  return null;
                }));
      }
      while (System.nanoTime() < deadline) {
        adversary.run();
        Thread.sleep(50);
      }
      for (Future<?> each : done) {
        each.get(duration.toMillis() + 30_000, TimeUnit.MILLISECONDS);
      }
    } finally {
      threads.shutdownNow();
    }
    return count(logs, lost, refused);
  }

  /**
   * Runs the workers on a store without connections of their own (a data source), and waits for
   * them.
   *
   * @param workers how many
   * @param duration how long they generate
   * @param acquire acquires a lease
   * @param adversary run on the calling thread about every 50 ms while they generate
   */
  public static Result run(
      int workers, Duration duration, Acquire<AutoCloseable> acquire, Runnable adversary)
      throws Exception {
    return run(workers, duration, () -> () -> {}, acquire, adversary);
  }

  /** One lease of a worker, from its acquire to its close. */
  private static <C extends AutoCloseable> void work(
      long deadline,
      Connect<C> connect,
      Acquire<C> acquire,
      List<IdLog> logs,
      List<String> lost,
      List<String> refused)
      throws Exception {
    C connection = connect.connect();
    try {
      Scru64NodeLease lease;
      try {
        lease = acquire.acquire(connection);
      } catch (IllegalStateException e) {
        refused.add(e.getMessage());
        Thread.sleep(20); // a refusal may come at once: no busy loop
        return;
      }
      if (System.nanoTime() >= deadline) {
        lease.close(); // acquired from a worker that had stopped when the time was up
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
    } finally {
      connection.close();
    }
  }

  private static Result count(List<IdLog> logs, List<String> lost, List<String> refused) {
    long[] all = logs.stream().map(IdLog::toArray).flatMapToLong(Arrays::stream).sorted().toArray();
    long duplicates = 0;
    for (int i = 1; i < all.length; i++) {
      if (all[i] == all[i - 1]) {
        duplicates++;
      }
    }
    return new Result(all.length, duplicates, logs.size(), List.copyOf(lost), List.copyOf(refused));
  }
}
