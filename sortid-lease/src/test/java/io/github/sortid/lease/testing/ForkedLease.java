package io.github.sortid.lease.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * A lease in a JVM of its own, forked from the test class path, as the multi-process tests of every
 * store run it. The child's {@code main} acquires a lease and hands it to {@link #serve}, which
 * prints {@code acquired <node ID>}, generates IDs until the stop file appears or the lease fails,
 * writes them to the ID file and prints {@code done <count> <reason>}; the test reads those lines.
 */
public final class ForkedLease {
  private final Process process;
  private final Path ids;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private int nodeId = -1;
  private String reason;

  private ForkedLease(Process process, Path ids) {
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

  /**
   * Starts a child JVM, its standard error in {@code err-<number>} of the folder.
   *
   * @param main the child's main class
   * @param args its arguments; the last two are given by this method: the ID file ({@code
   *     ids-<number>} of the folder) and the stop file
   * @param dir the folder of the child's files
   * @param number the child's number, for its file names
   * @param stop the file whose creation stops the child
   */
  public static ForkedLease start(Class<?> main, List<String> args, Path dir, int number, Path stop)
      throws IOException {
    Path ids = dir.resolve("ids-" + number);
    List<String> command =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-cp",
                System.getProperty("java.class.path"),
                main.getName()));
    command.addAll(args);
    command.add(ids.toString());
    command.add(stop.toString());
    Process process =
        new ProcessBuilder(command).redirectError(dir.resolve("err-" + number).toFile()).start();
    return new ForkedLease(process, ids);
  }

  /**
   * In the child: announces the lease, generates IDs from {@code next} until the stop file appears
   * or the lease fails, closes the lease, writes the IDs and announces the end.
   *
   * @param lease the child's lease
   * @param next the next ID, from the lease or from what the lease backs
   * @param idFile where the IDs go
   * @param stopFile whose creation stops the child
   */
  public static void serve(Scru64NodeLease lease, LongSupplier next, Path idFile, Path stopFile)
      throws IOException, InterruptedException {
    System.out.println("acquired " + lease.getNodeSpec().getNodeId());
    System.out.flush();
    IdLog log = new IdLog();
    String reason = "stopped";
    try {
      while (!Files.exists(stopFile)) {
        for (int i = 0; i < 64; i++) {
          log.add(next.getAsLong());
        }
        Thread.sleep(1);
      }
    } catch (IllegalStateException e) {
      reason = e.getMessage().contains("lost") ? "lost" : e.getMessage().replace('\n', ' ');
    }
    lease.close();
    log.write(idFile);
    System.out.println("done " + log.size() + " " + reason);
    System.out.flush();
  }

  /** Waits for the child's lease; returns its node ID. */
  public int awaitAcquired() throws InterruptedException {
    String line = nextLine();
    if (!line.startsWith("acquired ")) {
      throw new AssertionError("process did not acquire: " + line);
    }
    nodeId = Integer.parseInt(line.substring(9));
    return nodeId;
  }

  /** Sends a signal, such as {@code STOP} or {@code CONT}, to the child. */
  public void signal(String signal) throws IOException, InterruptedException {
    Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start();
    assertEquals(0, kill.waitFor());
  }

  /** Waits for the child to end; returns its IDs, in the order issued. */
  public long[] awaitIds() throws IOException, InterruptedException {
    String line = nextLine();
    if (!line.startsWith("done ")) {
      throw new AssertionError("process did not finish: " + line);
    }
    reason = line.substring(line.indexOf(' ', 5) + 1);
    assertTrue(process.waitFor(30, TimeUnit.SECONDS));
    return IdLog.read(ids);
  }

  /** The node ID the child acquired, or -1 before {@link #awaitAcquired}. */
  public int nodeId() {
    return nodeId;
  }

  /**
   * Why the child stopped: {@code stopped}, {@code lost}, or the message of the error; null before
   * {@link #awaitIds}.
   */
  public String reason() {
    return reason;
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
