package io.github.sortid.jdbc;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.testing.IdLog;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Processes racing for node IDs of one realm with real generators: each acquires a lease, issues
 * IDs as fast as it can (in bursts, so that memory stays bounded) until the lease fails, then
 * acquires again, until the race ends; then every ID is compared with every other.
 */
final class Racers {
  /**
   * What a race gave.
   *
   * @param ids the IDs issued in all
   * @param duplicates the IDs issued more than once, counted once per extra issue
   * @param acquired the leases acquired in all
   * @param lost the leases that stopped issuing before the race ended
   */
  record Outcome(long ids, long duplicates, int acquired, int lost) {}

  private Racers() {}

  /**
   * Runs a race.
   *
   * @param racers how many processes race
   * @param acquire acquires one lease, or throws {@link IllegalStateException} if none is free
   * @param millis how long the race lasts
   * @param adversary run about every 50 ms on the test's thread while the race lasts
   */
  static Outcome race(
      int racers, Supplier<Scru64NodeLease> acquire, long millis, Runnable adversary)
      throws Exception {
    long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    AtomicInteger acquired = new AtomicInteger();
    AtomicInteger lost = new AtomicInteger();
    ExecutorService threads = Executors.newFixedThreadPool(racers);
    try {
      List<Future<IdLog>> logs = new ArrayList<>();
      for (int i = 0; i < racers; i++) {
        logs.add(threads.submit(() -> run(acquire, end, acquired, lost)));
      }
      while (System.nanoTime() < end) {
        adversary.run();
        Thread.sleep(50);
      }
      List<long[]> all = new ArrayList<>();
      for (Future<IdLog> log : logs) {
        all.add(log.get(60, TimeUnit.SECONDS).toArray());
      }
      long[] ids = all.stream().flatMapToLong(Arrays::stream).sorted().toArray();
      long duplicates = 0;
      for (int i = 1; i < ids.length; i++) {
        if (ids[i] == ids[i - 1]) {
          duplicates++;
        }
      }
      return new Outcome(ids.length, duplicates, acquired.get(), lost.get());
    } finally {
      threads.shutdownNow();
    }
  }

  private static IdLog run(
      Supplier<Scru64NodeLease> acquire, long end, AtomicInteger acquired, AtomicInteger lost)
      throws InterruptedException {
    IdLog log = new IdLog();
    while (System.nanoTime() < end) {
      Scru64NodeLease lease;
      try {
        lease = acquire.get();
      } catch (IllegalStateException full) {
        Thread.sleep(20);
        continue;
      }
      if (System.nanoTime() >= end) {
        lease.close(); // acquired after the race ended, from a racer that had stopped
        break;
      }
      acquired.incrementAndGet();
      try {
        while (System.nanoTime() < end) {
          for (int i = 0; i < 1000; i++) {
            log.add(lease.generate().toLong());
          }
          Thread.sleep(1);
        }
      } catch (IllegalStateException stopped) {
        lost.incrementAndGet();
      } finally {
        lease.close();
      }
    }
    return log;
  }
}
