package io.github.sortid.quarkus.deployment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.scru64.Scru64Source;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code sortid.scru64.node-id-from=hostname-ordinal}: the node ID is the ordinal of a Kubernetes
 * StatefulSet pod's name, read from {@code HOSTNAME}.
 */
class HostnameOrdinalTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .overrideConfigKey("sortid.scru64.node-id-from", "hostname-ordinal")
          .overrideConfigKey("sortid.scru64.node-id-size", "10")
          .overrideConfigKey("HOSTNAME", "orders-3");

  @Inject Scru64Source scru64;

  @Test
  void theNodeIdIsThePodsOrdinal() {
    assertEquals(3, scru64.getNodeSpec().getNodeId());
    assertEquals(10, scru64.getNodeSpec().getNodeIdSize());
    assertEquals(3, scru64.generate().getNodeCtr() >>> (24 - 10));
  }
}
