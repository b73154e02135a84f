package io.github.sortid.lease.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The race every store must survive: more clients than a realm has 4-bit node IDs acquire at once;
 * exactly 16 win, with distinct node IDs, and every other one fails with the message that names the
 * realm, the size and the timeout.
 */
public final class LeaseRace {
  private LeaseRace() {}

  /**
   * Runs the race and checks it.
   *
   * @param acquires one acquire of a 4-bit node ID per client, all in the same realm
   * @param realm the realm, as the leases name it
   * @param timeoutMillis the acquire timeout the clients use
   * @return the winners' leases, for the caller to close
   */
  public static List<Scru64NodeLease> assertSixteenWin(
      List<Callable<Scru64NodeLease>> acquires, String realm, long timeoutMillis)
      throws InterruptedException {
    ExecutorService threads = Executors.newFixedThreadPool(acquires.size());
    List<Scru64NodeLease> leases = new ArrayList<>();
    try {
      List<Future<Scru64NodeLease>> attempts = new ArrayList<>();
      for (Callable<Scru64NodeLease> acquire : acquires) {
        attempts.add(threads.submit(acquire));
      }
      Set<Integer> nodeIds = new HashSet<>();
      List<String> failures = new ArrayList<>();
      for (Future<Scru64NodeLease> attempt : attempts) {
        try {
          Scru64NodeLease lease = attempt.get();
          leases.add(lease);
          assertTrue(lease.isValid());
          assertTrue(nodeIds.add(lease.getNodeSpec().getNodeId()), "distinct node IDs");
          assertEquals(4, lease.getNodeSpec().getNodeIdSize());
          assertEquals(realm, lease.getRealm());
          lease.generate();
        } catch (ExecutionException e) {
          failures.add(e.getCause().getMessage());
        }
      }
      assertEquals(16, nodeIds.size());
      assertEquals(acquires.size() - 16, failures.size());
      for (String message : failures) {
        assertEquals(
            "no 4-bit node ID free in realm "
                + realm
                + " within "
                + timeoutMillis
                + " ms: every 4-bit node ID overlaps one of 16 held node IDs",
            message);
      }
      return leases;
    } finally {
      threads.shutdownNow();
    }
  }
}
