package io.github.sortid.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A misspelt property under {@code sortid.} fails the start, naming it, rather than being ignored.
 */
class UnknownPropertyTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .overrideConfigKey("sortid.scru128.rollback-alowance", "1s")
          .assertException(
              StartupFailure.saying(
                  "sortid.scru128.rollback-alowance", "does not map to any root"));

  @Test
  void theStartFails() {
    // Checked by assertException: the application never starts.
  }
}
