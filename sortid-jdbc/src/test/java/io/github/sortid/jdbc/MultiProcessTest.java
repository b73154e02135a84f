package io.github.sortid.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.testing.ForkedLease;
import io.github.sortid.lease.testing.IdLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Leases in separate JVMs, forked from the test class path, on one database: a process paused with
 * {@code SIGSTOP} past its claim's expiry while another takes its node ID over, then resumed; one
 * process whose clock is 30 seconds ahead; and the database restarted under them all.
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class MultiProcessTest {
  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(
      value = Database.class,
      names = {"POSTGRESQL_17", "MARIADB"})
  void pausedOvertakenSkewedAndRestartedProcessesNeverShareAnId(Database database)
      throws Exception {
    DataSource dataSource = database.dataSource();
    String realm = "processes";
    // Three bits: eight node IDs. This JVM holds three, five processes the rest, so that the
    // process started later can only take the node ID of the paused one.
    List<Scru64NodeLease> own = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      own.add(JdbcLeases.acquire(dataSource, realm, 3));
    }
    Path stop = dir.resolve("stop");
    List<ForkedLease> children = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      // The last process's clock runs 30 s ahead of the others'.
      long offset = i == 4 ? 30_000 : 0;
      children.add(start(database, realm, offset, dir, i, stop));
    }
    for (ForkedLease child : children) {
      child.awaitAcquired();
    }
    Thread.sleep(500);

    ForkedLease paused = children.get(0);
    paused.signal("STOP");
    // Past its claim's expiry (2 s after its last extension) in the database's clock.
    Thread.sleep(3000);
    ForkedLease taker = start(database, realm, 0, dir, 5, stop);
    assertEquals(paused.nodeId(), taker.awaitAcquired());
    Thread.sleep(500);
    paused.signal("CONT");
    // Resumed, it may go on up to its old reservation, then finds out and stops by itself.
    long[] pausedIds = paused.awaitIds();
    assertEquals("lost", paused.reason());

    database.restart();
    Thread.sleep(1500);
    Files.createFile(stop);

    children.add(taker);
    List<long[]> logs = new ArrayList<>();
    logs.add(pausedIds);
    for (ForkedLease child : children.subList(1, children.size())) {
      logs.add(child.awaitIds());
      assertEquals("stopped", child.reason(), "a restart within the window loses no lease");
    }
    long checked = IdLog.assertUniqueAndIncreasing(logs);
    System.out.println(
        "multi-process test on " + database + ": " + checked + " IDs of 6 processes checked");
    long[] after = logs.get(logs.size() - 1);
    assertTrue(pausedIds.length > 0 && after.length > 0);
    assertTrue(pausedIds[pausedIds.length - 1] < after[0], "the new holder above the old one");
    own.forEach(Scru64NodeLease::close);
  }

  /** A forked JVM running {@link JdbcLeaseProcess} on the database. */
  private static ForkedLease start(
      Database database, String realm, long clockOffset, Path dir, int number, Path stop)
      throws IOException {
    String[] urlAndUser = database.urlAndUser();
    return ForkedLease.start(
        JdbcLeaseProcess.class,
        List.of(urlAndUser[0], urlAndUser[1], realm, "3", Long.toString(clockOffset)),
        dir,
        number,
        stop);
  }
}
