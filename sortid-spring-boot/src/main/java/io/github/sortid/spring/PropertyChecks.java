package io.github.sortid.spring;

import java.util.function.Supplier;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;

/** Turns a bad property value's exception into the one that Spring Boot reports by its name. */
final class PropertyChecks {
  private PropertyChecks() {}

  /**
   * Runs a step that uses a property's value, and names the property if the value is rejected.
   *
   * @param name the property, such as {@code sortid.euid.extension}
   * @param value the property's value
   * @param step the use of the value, which throws {@link IllegalArgumentException} if it is bad
   * @return what the step returns
   * @throws InvalidConfigurationPropertyValueException with the step's message as the reason
   */
  static <T> T checked(String name, Object value, Supplier<T> step) {
    try {
      return step.get();
    } catch (IllegalArgumentException e) {
      throw new InvalidConfigurationPropertyValueException(name, value, e.getMessage());
    }
  }
}
