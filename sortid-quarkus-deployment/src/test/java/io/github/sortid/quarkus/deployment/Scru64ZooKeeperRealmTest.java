package io.github.sortid.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The Spring starter's ZooKeeper lease, which the extension does not make: the start fails, saying
 * what to set instead, rather than as an unknown property.
 */
class Scru64ZooKeeperRealmTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .overrideConfigKey("sortid.scru64.zookeeper.realm", "/sortid/orders")
          .overrideConfigKey("sortid.scru64.zookeeper.node-id-size", "8")
          .assertException(
              StartupFailure.saying(
                  "sortid.scru64.zookeeper.node-id-size and sortid.scru64.zookeeper.realm are set,"
                      + " but sortid's Quarkus extension leases node IDs from a datasource only:"
                      + " set sortid.scru64.jdbc.* instead"));

  @Test
  void theStartFails() {
    // Checked by assertException: the application never starts.
  }
}
