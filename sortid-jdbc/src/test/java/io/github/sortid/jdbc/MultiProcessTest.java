package io.github.sortid.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
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
    List<Child> children = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      // The last process's clock runs 30 s ahead of the others'.
      long offset = i == 4 ? 30_000 : 0;
      children.add(Child.start(database, realm, offset, dir, i, stop));
    }
    for (Child child : children) {
      child.awaitAcquired();
    }
    Thread.sleep(500);

    Child paused = children.get(0);
    paused.signal("STOP");
    // Past its claim's expiry (2 s after its last extension) in the database's clock.
    Thread.sleep(3000);
    Child taker = Child.start(database, realm, 0, dir, 5, stop);
    assertEquals(paused.nodeId, taker.awaitAcquired());
    Thread.sleep(500);
    paused.signal("CONT");
    // Resumed, it may go on up to its old reservation, then finds out and stops by itself.
    long[] pausedIds = paused.awaitIds();
    assertEquals("lost", paused.reason);

    database.restart();
    Thread.sleep(1500);
    Files.createFile(stop);

    children.add(taker);
    List<long[]> logs = new ArrayList<>();
    logs.add(pausedIds);
    for (Child child : children.subList(1, children.size())) {
      logs.add(child.awaitIds());
      assertEquals("stopped", child.reason, "a restart within the window loses no lease");
    }
    long checked = assertUniqueAndIncreasing(logs);
    System.out.println(
        "multi-process test on " + database + ": " + checked + " IDs of 6 processes checked");
    long[] after = logs.get(logs.size() - 1);
    assertTrue(pausedIds.length > 0 && after.length > 0);
    assertTrue(pausedIds[pausedIds.length - 1] < after[0], "the new holder above the old one");
    own.forEach(Scru64NodeLease::close);
  }

  /** Each log strictly increasing, and no ID in two places; returns how many IDs were checked. */
  private static long assertUniqueAndIncreasing(List<long[]> logs) {
    long total = 0;
    for (int n = 0; n < logs.size(); n++) {
      long[] log = logs.get(n);
      for (int i = 1; i < log.length; i++) {
        if (log[i - 1] >= log[i]) {
          throw new AssertionError("log " + n + " not increasing at " + i);
        }
      }
      total += log.length;
    }
    long[] all = new long[Math.toIntExact(total)];
    int at = 0;
    for (long[] log : logs) {
      System.arraycopy(log, 0, all, at, log.length);
      at += log.length;
    }
    Arrays.sort(all);
    for (int i = 1; i < all.length; i++) {
      if (all[i - 1] == all[i]) {
        throw new AssertionError("duplicate ID " + all[i]);
      }
    }
    return total;
  }

  /** A forked JVM running {@link JdbcLeaseProcess}, and the lines it prints. */
  private static final class Child {
    private final Process process;
    private final Path ids;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    int nodeId = -1;
    String reason;

    private Child(Process process, Path ids) {
      this.process = process;
      this.ids = ids;
      Thread reader =
          new Thread(
              () -> {
                try (BufferedReader in =
                    new BufferedReader(
                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                  for (String line = in.readLine(); line != null; line = in.readLine()) {
                    lines.add(line);
                  }
                } catch (IOException e) {
                  // The process ended.
                }
                lines.add("eof");
              });
      reader.setDaemon(true);
      reader.start();
    }

    static Child start(
        Database database, String realm, long clockOffset, Path dir, int number, Path stop)
        throws IOException {
      Path ids = dir.resolve("ids-" + number);
      String[] urlAndUser = database.urlAndUser();
      List<String> command =
          List.of(
              Path.of(System.getProperty("java.home"), "bin", "java").toString(),
              "-Xmx128m",
              "-XX:+UseSerialGC",
              "-XX:TieredStopAtLevel=1",
              "-cp",
              System.getProperty("java.class.path"),
              JdbcLeaseProcess.class.getName(),
              urlAndUser[0],
              urlAndUser[1],
              realm,
              "3",
              Long.toString(clockOffset),
              ids.toString(),
              stop.toString());
      Process process =
          new ProcessBuilder(command).redirectError(dir.resolve("err-" + number).toFile()).start();
      return new Child(process, ids);
    }

    int awaitAcquired() throws Exception {
      String line = nextLine();
      if (!line.startsWith("acquired ")) {
        throw new AssertionError("process did not acquire: " + line);
      }
      nodeId = Integer.parseInt(line.substring(9));
      return nodeId;
    }

    void signal(String signal) throws Exception {
      Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start();
      assertEquals(0, kill.waitFor());
    }

    long[] awaitIds() throws Exception {
      String line = nextLine();
      if (!line.startsWith("done ")) {
        throw new AssertionError("process did not finish: " + line);
      }
      reason = line.substring(line.indexOf(' ', 5) + 1);
      assertTrue(process.waitFor(30, TimeUnit.SECONDS));
      long[] result = new long[Math.toIntExact(Files.size(ids) / 8)];
      try (DataInputStream in =
          new DataInputStream(new BufferedInputStream(Files.newInputStream(ids)))) {
        for (int i = 0; i < result.length; i++) {
          result[i] = in.readLong();
        }
      }
      return result;
    }

    private String nextLine() throws InterruptedException {
      String line = lines.poll(60, TimeUnit.SECONDS);
      if (line == null) {
        process.destroyForcibly();
        throw new AssertionError("no answer from the process");
      }
      return line;
    }
  }
}
