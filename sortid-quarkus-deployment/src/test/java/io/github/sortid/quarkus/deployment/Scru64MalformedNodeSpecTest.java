package io.github.sortid.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A node spec that does not parse fails the start, though nothing injects the source. */
class Scru64MalformedNodeSpecTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .overrideConfigKey("sortid.scru64.node-spec", "42/")
          .assertException(StartupFailure.saying("sortid.scru64.node-spec=42/ is not valid"));

  @Test
  void theStartFails() {
    // Checked by assertException: the application never starts.
  }
}
