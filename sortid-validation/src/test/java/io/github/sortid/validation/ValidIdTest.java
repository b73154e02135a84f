package io.github.sortid.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import jakarta.validation.ConstraintDeclarationException;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.validation.Validation;
import jakarta.validation.ValidationException;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.executable.ExecutableValidator;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.HibernateValidatorConfiguration;
import org.hibernate.validator.cfg.ConstraintMapping;
import org.hibernate.validator.cfg.GenericConstraintDef;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The constraint where applications declare it: fields, container elements, method parameters and
 * return values, UUIDs; its messages, their own and sortid's, which shows the input literally.
 */
class ValidIdTest {
  private static final ValidatorFactory FACTORY = Validation.buildDefaultValidatorFactory();
  private static final Validator VALIDATOR = FACTORY.getValidator();

  private static final String SCRU128 = "036z951mhjikzik2gsl81gr7l";
  private static final String ULID = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
  private static final String UUIDV7 = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";

  record Order(
      @ValidId(IdFormat.SCRU128) String id,
      List<@ValidId(IdFormat.ULID) String> items,
      Map<@ValidId(IdFormat.SCRU64) String, @ValidId(IdFormat.EUID) String> tags,
      @ValidId(IdFormat.UUIDV7) UUID requestId,
      @ValidId(IdFormat.UUIDV7) String traceId) {}

  record Ticket(
      @ValidId(value = IdFormat.SCRU64, message = "ticket {value}: ${validatedValue} is no ticket")
          String number) {}

  record Nodes(@ValidId(IdFormat.SCRU64) UUID node) {}

  /** A service whose methods Bean Validation checks, as an interceptor or a framework would. */
  static class Orders {
    @ValidId(IdFormat.SCRU128)
    String place(@ValidId(IdFormat.ULID) String item, List<@ValidId(IdFormat.ULID) String> more) {
      return item;
    }
  }

  @AfterAll
  static void close() {
    FACTORY.close();
  }

  @Test
  void aValidOrderHasNoViolation() {
    Order order =
        new Order(
            SCRU128,
            List.of(ULID, ULID.toLowerCase()),
            Map.of("0u2r85hm2pt3", "1HF7YAT0000560000000000000H"),
            UUID.fromString(UUIDV7),
            UUIDV7.toUpperCase());
    assertEquals(Set.of(), VALIDATOR.validate(order));
    assertEquals(Set.of(), VALIDATOR.validate(new Order(null, null, null, null, null)));
    List<String> withNull = new ArrayList<>();
    withNull.add(null);
    assertEquals(Set.of(), VALIDATOR.validate(new Order(null, withNull, null, null, null)));
  }

  @Test
  void namesEachInvalidElementOfAContainer() {
    Order order =
        new Order(
            null,
            List.of(ULID, "01ARZ3NDEKTSV4RRFFQ69G5FAU0", "8ZZZZZZZZZABCDEFGHJKMNPQRS"),
            Map.of("0u2r85hm2pt+", "1HF7YAT0000560000000000000J"),
            null,
            null);
    Map<String, String> messages = messages(VALIDATOR.validate(order));
    assertEquals(
        Map.of(
            "items[1].<list element>",
            reason(IdType.ULID, "01ARZ3NDEKTSV4RRFFQ69G5FAU0"),
            "items[2].<list element>",
            reason(IdType.ULID, "8ZZZZZZZZZABCDEFGHJKMNPQRS"),
            "tags<K>[0u2r85hm2pt+].<map key>",
            reason(IdType.SCRU64, "0u2r85hm2pt+"),
            "tags[0u2r85hm2pt+].<map value>",
            reason(IdType.EUID, "1HF7YAT0000560000000000000J")),
        messages);
    assertEquals(
        "\"01ARZ3NDEKTSV4RRFFQ69G5FAU0\" is not a valid ULID: invalid length: 27 (expected 26)",
        messages.get("items[1].<list element>"));
  }

  @Test
  void takesOnlyUuidV7s() {
    UUID v4 = UUID.fromString("f47ac10b-58cc-4372-a567-0e02b2c3d479");
    assertEquals(
        Map.of(
            "requestId",
            "\"f47ac10b-58cc-4372-a567-0e02b2c3d479\" is not a valid UUIDv7: not a UUIDv7: version"
                + " 4, variant 2 (expected version 7, variant 2)"),
        messages(VALIDATOR.validate(new Order(null, null, null, v4, null))));
    // As text, only the strict form of 36 characters: UUID.fromString would take these.
    for (String text :
        List.of("17f22e2-79b0-7cc3-98c4-dc0c0c07398f", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f0")) {
      assertEquals(
          Map.of("traceId", reason(IdType.UUIDV7, text)),
          messages(VALIDATOR.validate(new Order(null, null, null, null, text))));
    }
  }

  @Test
  void checksMethodParametersAndReturnValues() throws Exception {
    ExecutableValidator executables = VALIDATOR.forExecutables();
    Orders orders = new Orders();
    Method place = Orders.class.getDeclaredMethod("place", String.class, List.class);
    Set<ConstraintViolation<Orders>> violations =
        executables.validateParameters(
            orders, place, new Object[] {"not a ulid", List.of(ULID, "nope")});
    assertEquals(2, violations.size(), violations::toString);
    for (ConstraintViolation<Orders> violation : violations) {
      List<Path.Node> path = new ArrayList<>();
      violation.getPropertyPath().forEach(path::add);
      assertEquals(ElementKind.METHOD, path.get(0).getKind());
      assertEquals("place", path.get(0).getName());
      assertEquals(ElementKind.PARAMETER, path.get(1).getKind());
      String text = (String) violation.getInvalidValue();
      assertEquals(reason(IdType.ULID, text), violation.getMessage());
    }
    assertEquals(
        Set.of(),
        executables.validateParameters(orders, place, new Object[] {ULID, List.of(ULID)}));

    Set<ConstraintViolation<Orders>> returned =
        executables.validateReturnValue(orders, place, ULID);
    assertEquals(1, returned.size());
    ConstraintViolation<Orders> violation = returned.iterator().next();
    assertEquals("place.<return value>", violation.getPropertyPath().toString());
    assertEquals(reason(IdType.SCRU128, ULID), violation.getMessage());
  }

  @Test
  void aMessageOfTheApplicationsOwnIsInterpolatedAsUsual() {
    Set<ConstraintViolation<Ticket>> violations = VALIDATOR.validate(new Ticket("ticket-42"));
    assertEquals(Map.of("number", "ticket SCRU64: ticket-42 is no ticket"), messages(violations));
    assertEquals(Set.of(), VALIDATOR.validate(new Ticket("0u2r85hm2pt3")));
  }

  /** What a client sends is shown as it is: never read as a parameter or an expression. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "${1+1}",
        "{jakarta.validation.constraints.NotNull.message}",
        "{value}",
        "#{1+1}",
        "\\{value}",
        "\\${1+1}",
        "ends with a backslash \\",
        "036z951mhjikzik2g${1+1}7l",
        "036z951mhjikzik2gsl81{l}l",
        "036z951mhjikzik2gsl81gr7\\",
      })
  void showsTheInputLiterally(String input) {
    String message =
        messages(VALIDATOR.validate(new Order(input, null, null, null, null))).get("id");
    assertEquals(reason(IdType.SCRU128, input), message);
    assertTrue(message.startsWith("\"" + input.replace("\\", "\\\\") + "\""), message);
  }

  /**
   * Spring formats a violation's message with {@code MessageFormat} whenever it contains {@code
   * {0}}, which would put the field's name and the constraint's attributes in the client's text and
   * drop its quotes: the brace of each {@code {0}} is shown escaped instead, and nothing else.
   */
  @ParameterizedTest
  @ValueSource(strings = {"{0}{1}{2}{3}", "it's {0}", "''{0}''", "{{0}}", "{0", "0}", "{00}"})
  void showsSpringsPlaceholderWithItsBraceEscaped(String input) {
    String message =
        messages(VALIDATOR.validate(new Order(input, null, null, null, null))).get("id");
    assertFalse(message.contains("{0}"), message);
    assertEquals(reason(IdType.SCRU128, input).replace("{0}", "\\u007b0}"), message);
  }

  /**
   * The escaped text stays literal where the interpolation evaluates expressions too, as Hibernate
   * Validator does in a constraint's declared message and other providers may do in the messages
   * that validators build: the escaped text as a declared message.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "${1+1}",
        "{value}",
        "{value} \\{value}",
        "$\\{1+1}",
        "\\${'a'}\\",
        "#{1+1} $ { } \\",
        "{jakarta.validation.constraints.NotNull.message}"
      })
  void theEscapedTextIsLiteralWhereExpressionsAreEvaluated(String text) {
    assertEquals(text, declaredMessage(Messages.literal(text)));
  }

  /** What the test above escapes from: a declared message's parameters and expressions. */
  @Test
  void aDeclaredMessageReadsParametersAndExpressions() {
    assertEquals("2 SCRU64", declaredMessage("${1+1} {value}"));
  }

  /** The message of a violation of a constraint that declares the message template. */
  private static String declaredMessage(String template) {
    HibernateValidatorConfiguration configuration =
        Validation.byProvider(HibernateValidator.class).configure();
    ConstraintMapping mapping = configuration.createConstraintMapping();
    mapping
        .type(Ticket.class)
        .field("number")
        .ignoreAnnotations(true)
        .constraint(
            new GenericConstraintDef<>(ValidId.class)
                .param("value", IdFormat.SCRU64)
                .message(template));
    try (ValidatorFactory factory = configuration.addMapping(mapping).buildValidatorFactory()) {
      Set<ConstraintViolation<Ticket>> violations =
          factory.getValidator().validate(new Ticket("nope"));
      assertEquals(1, violations.size());
      return violations.iterator().next().getMessage();
    }
  }

  @Test
  void refusesAUuidOfAFormatWithoutAUuidForm() {
    ValidationException e =
        assertThrows(
            ValidationException.class, () -> VALIDATOR.validate(new Nodes(new UUID(0, 0))));
    Throwable cause = e;
    while (!(cause instanceof ConstraintDeclarationException) && cause.getCause() != null) {
      cause = cause.getCause();
    }
    assertInstanceOf(ConstraintDeclarationException.class, cause);
    assertEquals(
        "@ValidId(SCRU64) cannot constrain a UUID: SCRU64 has no UUID form", cause.getMessage());
  }

  private static String reason(IdType<?> type, String text) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> type.parse(text));
    return type.invalidInput(text, e);
  }

  private static <T> Map<String, String> messages(Set<ConstraintViolation<T>> violations) {
    return violations.stream()
        .collect(
            Collectors.toMap(v -> v.getPropertyPath().toString(), ConstraintViolation::getMessage));
  }
}
