package io.github.sortid.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A fixed node spec and a host-name ordinal at once: the start fails, naming both. */
class Scru64TwoWaysTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .overrideConfigKey("sortid.scru64.node-spec", "42/8")
          .overrideConfigKey("sortid.scru64.node-id-from", "hostname-ordinal")
          .overrideConfigKey("sortid.scru64.node-id-size", "8")
          .overrideConfigKey("HOSTNAME", "orders-1")
          .assertException(
              StartupFailure.saying(
                  "sortid.scru64.node-spec and sortid.scru64.node-id-from are both set, but the"
                      + " SCRU64 node ID must come from one of them"));

  @Test
  void theStartFails() {
    // Checked by assertException: the application never starts.
  }
}
