/**
 * Jakarta Bean Validation constraints for sortid's IDs, for any validation provider (Hibernate
 * Validator, Apache BVal) and any framework (Spring, Jakarta EE, Quarkus, none): the module depends
 * on the Jakarta Validation API only, which the application brings.
 *
 * <pre>{@code
 * record NewOrder(
 *     @NotNull @ValidId(IdFormat.SCRU128) String customerId,
 *     List<@ValidId(IdFormat.ULID) String> items,
 *     @ValidId(IdFormat.UUIDV7) UUID requestId) {}
 *
 * validator.validate(new NewOrder("036z951mhjikzik2gsl81gr7+", List.of(), null));
 * // customerId: "036z951mhjikzik2gsl81gr7+" is not a valid SCRU128 ID: invalid digit '+' at 24
 * }</pre>
 *
 * <h2>One annotation that names the format</h2>
 *
 * <p>{@link io.github.sortid.validation.ValidId} takes the format as an {@link
 * io.github.sortid.validation.IdFormat}, rather than one annotation per format such as
 * {@code @Scru128} or {@code @Ulid}:
 *
 * <ul>
 *   <li>One annotation to find, and an IDE completes {@code @ValidId(IdFormat.} with every format;
 *       Bean Validation has the same shape in Hibernate Validator's {@code @ISBN(type = ...)}.
 *   <li>It follows {@link io.github.sortid.IdType#all()}: the validators serve any format through
 *       its {@code IdType}, so a new format costs one constant in {@code IdFormat} (a test checks
 *       that the two lists agree) and no new annotation, validator or message.
 *   <li>One annotation per format would take the value classes' names ({@code Ulid}, {@code Euid},
 *       {@code UuidV7}), and a class that uses both would have to spell one of them out in full.
 *   <li>The message comes from sortid's one rule for every format, {@link
 *       io.github.sortid.IdType#invalidInput}, so there is no message per format to keep.
 * </ul>
 *
 * <h2>Messages</h2>
 *
 * <p>A violation's message names the rejected input and the parser's reason, in English, as every
 * message of sortid: no resource bundle holds a text that could say why an input is wrong, so the
 * module ships none (a {@code ValidationMessages.properties} in a library would also hide the
 * application's own, or be hidden by it: a class path has one). The input is escaped, so that what
 * a client sends is never interpolated as a message parameter or an expression. An application that
 * wants other words sets {@code message} on the annotation, to a text or a key of its own {@code
 * ValidationMessages.properties}.
 */
package io.github.sortid.validation;
