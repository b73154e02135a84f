package io.github.sortid.quarkus.deployment;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** What the tests check of an application that failed to start: the message that says why. */
final class StartupFailure {
  private StartupFailure() {}

  /**
   * Asserts that one exception of the failure's chain has a message holding every part.
   *
   * @param parts what the message must say
   * @return the check, for {@code QuarkusUnitTest.assertException}
   */
  static Consumer<Throwable> saying(String... parts) {
    return failure -> {
      List<String> messages = new ArrayList<>();
      for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
        String message = String.valueOf(cause.getMessage());
        if (List.of(parts).stream().allMatch(message::contains)) {
          return;
        }
        messages.add(cause.getClass().getName() + ": " + message);
      }
      fail("no message says " + List.of(parts) + " in " + String.join("\n caused by ", messages));
    };
  }
}
