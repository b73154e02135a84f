package io.github.sortid.bench;

import io.github.sortid.jdbc.JdbcLeases;
import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.zookeeper.ZooKeeperLeases;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.Closeable;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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
 * SCRU64 node-ID leases, one from ZooKeeper and one from PostgreSQL, against a plain SCRU64
 * generator of the same node ID size: a lease adds one volatile read per ID and no round trip to
 * its store.
 *
 * <p>Both stores run in the benchmark's fork. Both generators take a rollback allowance of one
 * minute, and the lease a reservation window of 50 s: a benchmark asks for IDs faster than the
 * 1-bit node's ticks hold them, so the generators run ahead of the clock, and a fork must end
 * before either waits for the clock or the lease for its reservation, which would measure the wait.
 */
@State(Scope.Benchmark)
public class Scru64LeaseBenchmark extends BenchmarkDefaults {
  private static final Duration ALLOWANCE = Duration.ofMinutes(1);
  private static final Duration WINDOW = Duration.ofSeconds(50);

  private final List<Closeable> resources = new ArrayList<>();
  private Scru64NodeLease zooKeeperLease;
  private Scru64NodeLease jdbcLease;
  private Scru64Generator generator;

  /** Creates the benchmark state; JMH calls it. */
  public Scru64LeaseBenchmark() {}

  /**
   * Starts the stores, leases a 1-bit node ID from each, and makes a generator of a 1-bit node ID.
   *
   * @throws Exception if a store does not start
   */
  @Setup
  public void setUp() throws Exception {
    zooKeeperLease = leaseFromZooKeeper();
    jdbcLease = leaseFromPostgres();
    generator =
        Scru64Generator.builder(Scru64NodeSpec.parse("0/1")).rollbackAllowance(ALLOWANCE).build();
  }

  private Scru64NodeLease leaseFromZooKeeper() throws Exception {
    TestingServer server = new TestingServer();
    resources.add(server);
    CuratorFramework client =
        CuratorFrameworkFactory.newClient(server.getConnectString(), new RetryNTimes(10, 100));
    client.start();
    resources.add(0, client);
    return ZooKeeperLeases.builder(client, "/bench", 1)
        .rollbackAllowance(ALLOWANCE)
        .reservationWindow(WINDOW)
        .acquire();
  }

  private Scru64NodeLease leaseFromPostgres() throws IOException {
    EmbeddedPostgres postgres = EmbeddedPostgres.builder().start();
    resources.add(postgres);
    return JdbcLeases.builder(postgres.getPostgresDatabase(), "bench", 1)
        .rollbackAllowance(ALLOWANCE)
        .reservationWindow(WINDOW)
        .acquire();
  }

  /**
   * Closes the leases, then the stores.
   *
   * @throws IOException if a store does not stop cleanly
   */
  @TearDown
  public void tearDown() throws IOException {
    zooKeeperLease.close();
    jdbcLease.close();
    for (Closeable resource : resources) {
      resource.close();
    }
  }

  /**
   * sortid: an ID from a node-ID lease of ZooKeeper.
   *
   * @return the ID
   */
  @Benchmark
  public Scru64Id zooKeeperLease() {
    return zooKeeperLease.generate();
  }

  /**
   * sortid: an ID from a node-ID lease of PostgreSQL.
   *
   * @return the ID
   */
  @Benchmark
  public Scru64Id jdbcLease() {
    return jdbcLease.generate();
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
