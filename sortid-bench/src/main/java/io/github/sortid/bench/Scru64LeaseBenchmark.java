package io.github.sortid.bench;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.zookeeper.ZooKeeperLeases;
import java.io.IOException;
import java.time.Duration;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.apache.curator.test.TestingServer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * A ZooKeeper node-ID lease against a plain SCRU64 generator of the same node ID size: the lease
 * adds one volatile read per ID and no ZooKeeper round trip.
 *
 * <p>The ZooKeeper server runs in the benchmark's fork. Both generators take a rollback allowance
 * of one minute, and the lease a reservation window of 50 s: a benchmark asks for IDs faster than
 * the 1-bit node's ticks hold them, so the generators run ahead of the clock, and a fork must end
 * before either waits for the clock or the lease for its reservation, which would measure the wait.
 */
@State(Scope.Benchmark)
public class Scru64LeaseBenchmark extends BenchmarkDefaults {
  private static final Duration ALLOWANCE = Duration.ofMinutes(1);

  private TestingServer server;
  private CuratorFramework client;
  private Scru64NodeLease lease;
  private Scru64Generator generator;

  /** Creates the benchmark state; JMH calls it. */
  public Scru64LeaseBenchmark() {}

  /**
   * Starts a ZooKeeper server, leases a 1-bit node ID from it, and makes a generator of a 1-bit
   * node ID.
   *
   * @throws Exception if the server does not start
   */
  @Setup
  public void setUp() throws Exception {
    server = new TestingServer();
    client = CuratorFrameworkFactory.newClient(server.getConnectString(), new RetryNTimes(10, 100));
    client.start();
    lease =
        ZooKeeperLeases.builder(client, "/bench", 1)
            .rollbackAllowance(ALLOWANCE)
            .reservationWindow(Duration.ofSeconds(50))
            .acquire();
    generator =
        Scru64Generator.builder(Scru64NodeSpec.parse("0/1")).rollbackAllowance(ALLOWANCE).build();
  }

  /**
   * Closes the lease, the client and the server.
   *
   * @throws IOException if the server does not stop cleanly
   */
  @TearDown
  public void tearDown() throws IOException {
    lease.close();
    client.close();
    server.close();
  }

  /**
   * sortid: an ID from a node-ID lease.
   *
   * @return the ID
   */
  @Benchmark
  public Scru64Id lease() {
    return lease.generate();
  }

  /**
   * sortid: an ID from a plain generator, for comparison.
   *
   * @return the ID
   */
  @Benchmark
  public Scru64Id generator() {
    return generator.generate();
  }
}
