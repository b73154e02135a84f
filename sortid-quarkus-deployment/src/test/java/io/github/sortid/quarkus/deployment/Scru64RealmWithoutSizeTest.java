package io.github.sortid.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A lease's realm without the size of its node IDs fails the start, naming the property. */
class Scru64RealmWithoutSizeTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .overrideConfigKey("sortid.scru64.jdbc.realm", "without-size")
          .assertException(
              StartupFailure.saying(
                  "sortid.scru64.jdbc.realm needs the size in bits",
                  "set sortid.scru64.jdbc.node-id-size"));

  @Test
  void theStartFails() {
    // Checked by assertException: the application never starts.
  }
}
