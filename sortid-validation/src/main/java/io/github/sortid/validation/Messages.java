package io.github.sortid.validation;

import jakarta.validation.ConstraintValidatorContext;

/** The violation that carries sortid's message instead of the constraint's template. */
final class Messages {
  private Messages() {}

  /**
   * Replaces the constraint's violation with one whose message is {@code message}, shown literally.
   */
  static void replace(ConstraintValidatorContext context, String message) {
    context.disableDefaultConstraintViolation();
    context.buildConstraintViolationWithTemplate(literal(message)).addConstraintViolation();
  }

  /**
   * The message template that interpolates to {@code text} itself. A template reads {@code {...}}
   * as a message parameter and {@code ${...}} as an expression, and the text holds the rejected
   * input, which a client chose: each of the four characters that the interpolation reads is
   * escaped with a backslash (Jakarta Validation 3.1, "Default message interpolation",
   * https://jakarta.ee/specifications/bean-validation/3.1/).
   */
  static String literal(String text) {
    StringBuilder template = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '{' || c == '}' || c == '$' || c == '\\') {
        template.append('\\');
      }
      template.append(c);
    }
    return template.toString();
  }
}
