package io.github.sortid.zookeeper;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.apache.curator.test.InstanceSpec;
import org.apache.curator.test.TestingCluster;
import org.apache.curator.test.TestingServer;

/**
 * A three-server ZooKeeper ensemble in this JVM, with a 500 ms tick so that sessions can be short
 * (a session timeout from 1 s to 10 s), and clients for it.
 */
final class Ensemble implements AutoCloseable {
  private final TestingCluster cluster;
  private final List<CuratorFramework> clients = new ArrayList<>();

  private Ensemble(TestingCluster cluster) {
    this.cluster = cluster;
  }

  /**
   * Starts three servers on free ports, their data in {@code target/zookeeper/ensemble-*} (deleted
   * on close; the configuration files that Curator's test servers write beside it stay there).
   */
  static Ensemble start() throws Exception {
    Path dir =
        Files.createTempDirectory(
            Files.createDirectories(Path.of("target", "zookeeper")), "ensemble-");
    List<InstanceSpec> specs = new ArrayList<>();
    for (int id = 1; id <= 3; id++) {
      // maxClientCnxns 0: no limit on the connections from this host.
      File data = Files.createDirectory(dir.resolve("server-" + id)).toFile();
      specs.add(new InstanceSpec(data, -1, -1, -1, true, id, 500, 0));
    }
    TestingCluster cluster = new TestingCluster(specs);
    cluster.start();
    return new Ensemble(cluster);
  }

  String connectString() {
    return cluster.getConnectString();
  }

  /** A started client, connected, closed with the ensemble. */
  CuratorFramework client(int sessionTimeoutMs) throws InterruptedException {
    CuratorFramework client = unstartedClient(connectString(), sessionTimeoutMs);
    synchronized (clients) {
      clients.add(client);
    }
    client.start();
    if (!client.blockUntilConnected(20, TimeUnit.SECONDS)) {
      throw new IllegalStateException("no connection to " + connectString());
    }
    return client;
  }

  /**
   * One server on a free port, its data in {@code target/zookeeper/<name>} (deleted on close; the
   * configuration file that Curator's test server writes beside it stays there), for a test class
   * that needs no ensemble.
   */
  static TestingServer server(String name) throws Exception {
    Path dir = Files.createDirectories(Path.of("target", "zookeeper", name));
    return new TestingServer(-1, dir.toFile());
  }

  /** A started client, connected, that authenticates with a digest {@code user:password}. */
  static CuratorFramework digestClient(String connectString, String userPassword)
      throws InterruptedException {
    CuratorFramework client =
        CuratorFrameworkFactory.builder()
            .connectString(connectString)
            .sessionTimeoutMs(5000)
            .connectionTimeoutMs(1000)
            .retryPolicy(new RetryNTimes(10, 100))
            .authorization("digest", userPassword.getBytes(StandardCharsets.UTF_8))
            .build();
    return connected(client, connectString);
  }

  /** A started client, connected, with no authentication. */
  static CuratorFramework anonymousClient(String connectString) throws InterruptedException {
    return connected(unstartedClient(connectString, 5000), connectString);
  }

  private static CuratorFramework connected(CuratorFramework client, String connectString)
      throws InterruptedException {
    client.start();
    if (!client.blockUntilConnected(20, TimeUnit.SECONDS)) {
      client.close();
      throw new IllegalStateException("no connection to " + connectString);
    }
    return client;
  }

  /** A client as the tests and their child processes make them: quick retries, short timeouts. */
  static CuratorFramework unstartedClient(String connectString, int sessionTimeoutMs) {
    return CuratorFrameworkFactory.builder()
        .connectString(connectString)
        .sessionTimeoutMs(sessionTimeoutMs)
        .connectionTimeoutMs(1000)
        .retryPolicy(new RetryNTimes(10, 100))
        .build();
  }

  /** The server that leads, asked with the {@code srvr} four-letter command. */
  InstanceSpec leader() throws Exception {
    for (int attempt = 0; attempt < 100; attempt++) {
      for (InstanceSpec spec : cluster.getInstances()) {
        if (mode(spec).equals("leader")) {
          return spec;
        }
      }
      Thread.sleep(100);
    }
    throw new IllegalStateException("no leader");
  }

  /** A server that follows. */
  InstanceSpec follower() throws Exception {
    InstanceSpec leader = leader();
    return cluster.getInstances().stream()
        .filter(spec -> !spec.equals(leader))
        .findFirst()
        .orElseThrow();
  }

  void kill(InstanceSpec spec) throws Exception {
    cluster.killServer(spec);
  }

  void restart(InstanceSpec spec) throws Exception {
    cluster.restartServer(spec);
  }

  private static String mode(InstanceSpec spec) {
    try (Socket socket = new Socket("127.0.0.1", spec.getPort())) {
      socket.setSoTimeout(1000);
      OutputStream out = socket.getOutputStream();
      out.write("srvr".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      BufferedReader in =
          new BufferedReader(
              new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.startsWith("Mode: ")) {
          return line.substring(6).trim();
        }
      }
    } catch (Exception e) {
      // A server that is down or not serving has no mode.
    }
    return "";
  }

  @Override
  public void close() throws java.io.IOException {
    synchronized (clients) {
      for (CuratorFramework client : clients) {
        client.close();
      }
    }
    cluster.close();
  }
}
