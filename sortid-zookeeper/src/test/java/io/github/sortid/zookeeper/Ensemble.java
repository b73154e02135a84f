package io.github.sortid.zookeeper;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.apache.curator.test.InstanceSpec;
import org.apache.curator.test.TestingCluster;

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

  /** Starts three servers on free ports. */
  static Ensemble start() throws Exception {
    List<InstanceSpec> specs = new ArrayList<>();
    for (int id = 1; id <= 3; id++) {
      // No data directory given: the spec makes a temporary one and deletes it on close.
      // maxClientCnxns 0: no limit on the connections from this host.
      specs.add(new InstanceSpec(null, -1, -1, -1, true, id, 500, 0));
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
