package io.github.sortid.quarkus.deployment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru64.Scru64Source;
import io.github.sortid.ulid.UlidGenerator;
import io.github.sortid.uuidv7.UuidV7Generator;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every generator as a bean, configured under {@code sortid.}; the SCRU64 node ID from {@code
 * sortid.scru64.node-id-from=hostname-ordinal}: the ordinal of a Kubernetes StatefulSet pod's name,
 * read from {@code HOSTNAME}.
 */
class GeneratorBeansTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .overrideConfigKey("sortid.scru64.node-id-from", "hostname-ordinal")
          .overrideConfigKey("sortid.scru64.node-id-size", "10")
          .overrideConfigKey("HOSTNAME", "orders-3")
          .overrideConfigKey("sortid.euid.extension", "7");

  @Inject Scru128Generator scru128;
  @Inject UlidGenerator ulid;
  @Inject EuidGenerator euid;
  @Inject UuidV7Generator uuidv7;
  @Inject Scru64Source scru64;

  @Test
  void injectsEveryGenerator() {
    assertNotNull(scru128.generate());
    assertNotNull(ulid.generate());
    assertEquals(7, euid.generate().getExtension().getAsInt());
    assertEquals(7, uuidv7.generate().version());
  }

  @Test
  void theNodeIdIsThePodsOrdinal() {
    assertEquals(3, scru64.getNodeSpec().getNodeId());
    assertEquals(10, scru64.getNodeSpec().getNodeIdSize());
    assertEquals(3, scru64.generate().getNodeCtr() >>> (24 - 10));
  }
}
