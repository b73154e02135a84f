package io.github.sortid.spring;

import java.io.IOException;
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
        return new Server(new TestingServer(true));
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
