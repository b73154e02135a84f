package io.github.sortid.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A negative rollback allowance fails the start, naming the property, though nothing injects the
 * generator: settings are checked when the application starts, not at the first ID.
 */
class NegativeRollbackAllowanceTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .overrideConfigKey("sortid.scru128.rollback-allowance", "-1s")
          .assertException(
              StartupFailure.saying("sortid.scru128.rollback-allowance=PT-1S is not valid"));

  @Test
  void theStartFails() {
    // Checked by assertException: the application never starts.
  }
}
