package io.github.sortid.spring;

import java.io.IOException;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryOneTime;
import org.apache.curator.test.TestingServer;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;

/**
 * One in-process ZooKeeper server (Curator's {@code TestingServer}), started at the first test
 * class that needs it and stopped by JUnit after the last.
 */
final class InProcessZooKeeper implements BeforeAllCallback {
  private static final Namespace NAMESPACE = Namespace.create(InProcessZooKeeper.class);
  private static volatile Server server;

  @Override
  public void beforeAll(ExtensionContext context) {
    server =
        context
            .getRoot()
            .getStore(NAMESPACE)
            .computeIfAbsent(Server.class, type -> Server.start(), Server.class);
  }

  /**
   * Returns where the server listens.
   *
   * @return {@code host:port}
   */
  static String connectString() {
    Server running = server;
    if (running == null) {
      throw new IllegalStateException(
          "annotate the test class with @ExtendWith(InProcessZooKeeper.class)");
    }
    return running.zookeeper.getConnectString();
  }

  private static final class Server implements AutoCloseable {
    final TestingServer zookeeper;

    private Server(TestingServer zookeeper) {
      this.zookeeper = zookeeper;
    }

    static Server start() {
      try {
        TestingServer zookeeper = TestServers.zooKeeper();
        // The tests' realms share this parent, some with a digest's creator-only ACL and some with
        // none: made beforehand, open, it is none of their leases', which would each give it
        // their own ACL.
        try (CuratorFramework admin =
            CuratorFrameworkFactory.newClient(
                zookeeper.getConnectString(), new RetryOneTime(100))) {
          admin.start();
          admin.create().forPath("/sortid", new byte[0]);
        }
        return new Server(zookeeper);
      } catch (Exception e) {
        throw new IllegalStateException("ZooKeeper did not start", e);
      }
    }

    @Override
    public void close() throws IOException {
      zookeeper.close();
    }
  }
}
