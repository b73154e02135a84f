package io.github.sortid.validation;

import static java.lang.annotation.ElementType.ANNOTATION_TYPE;
import static java.lang.annotation.ElementType.CONSTRUCTOR;
import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * The annotated text must be an ID of the given format, as the format's parser reads it; the
 * annotated {@link java.util.UUID} must be the UUID form of one, which for {@link IdFormat#UUIDV7}
 * means a UUID of version 7 and variant {@code 10}.
 *
 * <pre>{@code
 * record NewOrder(
 *     @ValidId(IdFormat.SCRU128) String customerId,
 *     List<@ValidId(IdFormat.ULID) String> items,
 *     @ValidId(IdFormat.UUIDV7) UUID requestId) {}
 * }</pre>
 *
 * <p>Supported types: {@link CharSequence} (such as {@code String}) and {@link java.util.UUID}, on
 * fields, getters, parameters, return values and container elements. {@code null} is valid, as for
 * every Bean Validation constraint but {@code @NotNull}. Text is read as it is, in either case but
 * without trimming: {@code " 036z951mhjikzik2gsl81gr7l"} is not an ID.
 *
 * <p>The message names the rejected input and the parser's reason, by the rule of {@link
 * io.github.sortid.IdType#invalidInput}: {@code "036z951mhjikzik2gsl81gr7+" is not a valid SCRU128
 * ID: invalid digit '+' at 24}. The input is shown literally: its braces, dollar signs and
 * backslashes are escaped, so that it is never read as a message parameter or an expression. Only
 * where it holds Spring's placeholder, the three characters <code>&#123;0&#125;</code>, is the
 * brace shown as the escape <code>&#92;u007b</code> of the quote rule: Spring formats any violation
 * message holding them with {@code MessageFormat}, which would replace the placeholders and drop
 * the quotes of the text, so every reader, Spring or not, sees the same message. A {@link
 * #message()} set on the annotation replaces that message and is interpolated as usual.
 *
 * <p>On a UUID, the constraint accepts the UUIDs that the format's {@link
 * io.github.sortid.IdType#fromUuid} accepts: for UUIDv7 those of version 7 and variant {@code 10};
 * any UUID is the UUID form of a SCRU128, SCRU128 v1, ULID or EUID. SCRU64 has no UUID form, and
 * the constraint on a UUID of SCRU64 is a {@link
 * jakarta.validation.ConstraintDeclarationException}.
 */
@Documented
@Retention(RUNTIME)
@Target({FIELD, METHOD, PARAMETER, CONSTRUCTOR, ANNOTATION_TYPE, TYPE_USE})
@Constraint(validatedBy = {ValidIdTextValidator.class, ValidIdUuidValidator.class})
public @interface ValidId {
  /**
   * Returns the format the value must have.
   *
   * @return the format
   */
  IdFormat value();

  /**
   * Returns the message of a violation. Empty, the default, stands for sortid's message, which
   * names the input and the parser's reason; any other text is the message, a template that Bean
   * Validation interpolates, such as {@code "{orders.customerId.invalid}"}.
   *
   * @return the message template, or empty for sortid's message
   */
  String message() default "";

  /**
   * Returns the groups the constraint belongs to.
   *
   * @return the groups; none for the default group
   */
  Class<?>[] groups() default {};

  /**
   * Returns the payload of the constraint, for the client of the validation API.
   *
   * @return the payload
   */
  Class<? extends Payload>[] payload() default {};
}
