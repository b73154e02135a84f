package io.github.sortid.validation;

import jakarta.validation.ConstraintValidatorContext;

/** The violation that carries sortid's message instead of the constraint's template. */
final class Messages {
  /**
   * What Spring takes for a placeholder of its own. Spring renders a violation's message as a
   * {@link java.text.MessageFormat} pattern whenever the message contains it (its {@code
   * SpringValidatorAdapter} and {@code MethodValidationAdapter} check for exactly this text),
   * filling in the field's name and the constraint's attributes and dropping single quotes: {@code
   * {0}{1}} would come back as the field's name and the format's.
   */
  private static final String SPRING_PLACEHOLDER = "{0}";

  /**
   * The placeholder with its brace, U+007B, written as the quote rule of {@link
   * io.github.sortid.IdType#invalidInput} writes an escaped character: a backslash, {@code u} and
   * four hexadecimal digits, as in a Java string literal.
   */
  private static final String ESCAPED_PLACEHOLDER = "\\u007b0}";

  private Messages() {}

  /**
   * Replaces the constraint's violation with one whose message is {@code message}, shown literally:
   * neither Bean Validation's interpolation nor Spring's message formatting reads anything in it.
   */
  static void replace(ConstraintValidatorContext context, String message) {
    context.disableDefaultConstraintViolation();
    context
        .buildConstraintViolationWithTemplate(literal(unformattable(message)))
        .addConstraintViolation();
  }

  /**
   * The message with the brace of every {@code {0}} escaped, so that every renderer shows the same
   * text: left as it is, Spring would format the whole message, and no escaping for that format
   * could keep the text the same for the readers that do not format it (Bean Validation's own
   * message, {@code FieldError.getDefaultMessage()}).
   */
  static String unformattable(String message) {
    return message.replace(SPRING_PLACEHOLDER, ESCAPED_PLACEHOLDER);
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
