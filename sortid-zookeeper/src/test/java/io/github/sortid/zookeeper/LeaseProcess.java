package io.github.sortid.zookeeper;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.apache.curator.framework.CuratorFramework;

/**
 * A process of the multi-process tests: leases a node ID, makes the lease the process-wide SCRU64
 * source and generates IDs with {@code Scru64.generate()} until the stop file appears or the lease
 * fails, then writes the IDs (8 bytes each) to a file.
 *
 * <p>Arguments: connect string, realm, node ID size, session timeout (ms), acquire timeout (ms), ID
 * file, stop file, and {@code "halt"} to close the lease but not the client and halt, so that the
 * session outlives the process (only {@code close()} then frees the node ID at once).
 *
 * <p>Standard output, one line each: {@code acquired <node ID>}, then {@code done <count>
 * <reason>}.
 */
public final class LeaseProcess {
  private LeaseProcess() {}

  public static void main(String[] args) throws Exception {
    String connectString = args[0];
    String realm = args[1];
    int size = Integer.parseInt(args[2]);
    int sessionTimeout = Integer.parseInt(args[3]);
    long acquireTimeout = Long.parseLong(args[4]);
    Path idFile = Path.of(args[5]);
    Path stopFile = Path.of(args[6]);
    boolean halt = args.length > 7 && args[7].equals("halt");

    CuratorFramework client = Ensemble.unstartedClient(connectString, sessionTimeout);
    client.start();
    Scru64NodeLease lease =
        ZooKeeperLeases.builder(client, realm, size)
            .acquireTimeout(Duration.ofMillis(acquireTimeout))
            .acquire();
    Scru64.initialize(lease);
    System.out.println("acquired " + lease.getNodeSpec().getNodeId());
    System.out.flush();

    IdLog log = new IdLog();
    String reason = "stopped";
    try {
      while (!Files.exists(stopFile)) {
        for (int i = 0; i < 64; i++) {
          log.add(Scru64.generate().toLong());
        }
        Thread.sleep(1);
      }
    } catch (IllegalStateException e) {
      reason = e.getMessage().contains("lost") ? "lost" : e.getMessage().replace('\n', ' ');
    }
    lease.close();
    write(idFile, log);
    System.out.println("done " + log.size() + " " + reason);
    System.out.flush();
    if (halt) {
      Runtime.getRuntime().halt(0);
    }
    client.close();
  }

  private static void write(Path file, IdLog log) throws IOException {
    try (OutputStream out = Files.newOutputStream(file);
        DataOutputStream data = new DataOutputStream(new BufferedOutputStream(out))) {
      for (long id : log.toArray()) {
        data.writeLong(id);
      }
    }
  }
}
