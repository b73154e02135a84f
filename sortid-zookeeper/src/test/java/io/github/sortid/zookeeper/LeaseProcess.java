package io.github.sortid.zookeeper;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.testing.ForkedLease;
import io.github.sortid.scru64.Scru64;
import java.nio.file.Path;
import java.time.Duration;
import org.apache.curator.framework.CuratorFramework;

/**
 * A process of the multi-process tests: leases a node ID, makes the lease the process-wide SCRU64
 * source and generates IDs with {@code Scru64.generate()} until the stop file appears or the lease
 * fails, then writes the IDs (8 bytes each) to a file.
 *
 * <p>Arguments: connect string, realm, node ID size, session timeout (ms), acquire timeout (ms),
 * {@code "halt"} to close the lease but not the client and halt, so that the session outlives the
 * process (only {@code close()} then frees the node ID at once), or {@code "-"}; then the ID file
 * and the stop file ({@link ForkedLease}).
 */
public final class LeaseProcess {
  private LeaseProcess() {}

  public static void main(String[] args) throws Exception {
    String connectString = args[0];
    String realm = args[1];
    int size = Integer.parseInt(args[2]);
    int sessionTimeout = Integer.parseInt(args[3]);
    long acquireTimeout = Long.parseLong(args[4]);
    boolean halt = args[5].equals("halt");
    Path idFile = Path.of(args[6]);
    Path stopFile = Path.of(args[7]);

    CuratorFramework client = Ensemble.unstartedClient(connectString, sessionTimeout);
    client.start();
    Scru64NodeLease lease =
        ZooKeeperLeases.builder(client, realm, size)
            .acquireTimeout(Duration.ofMillis(acquireTimeout))
            .acquire();
    Scru64.initialize(lease);
    ForkedLease.serve(lease, () -> Scru64.generate().toLong(), idFile, stopFile);
    if (halt) {
      Runtime.getRuntime().halt(0);
    }
    client.close();
  }
}
