package io.github.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;

/** What the tests check of a context that failed to start. */
final class StartupFailures {
  private StartupFailures() {}

  /** The innermost cause of a failure. */
  static Throwable rootCause(Throwable failure) {
    assertNotNull(failure, "the start failed");
    Throwable cause = failure;
    while (cause.getCause() != null) {
      cause = cause.getCause();
    }
    return cause;
  }

  /**
   * Asserts that the context did not start because of the named property's value.
   *
   * @param context the context
   * @param property the property the failure must name
   * @param label what the assertion messages say the case is
   */
  static void assertInvalidProperty(
      AssertableApplicationContext context, String property, String label) {
    Throwable failure = context.getStartupFailure();
    assertNotNull(failure, label);
    InvalidConfigurationPropertyValueException cause =
        assertInstanceOf(
            InvalidConfigurationPropertyValueException.class, rootCause(failure), label);
    assertEquals(property, cause.getName(), label);
  }
}
