package io.github.sortid.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.HibernateValidatorConfiguration;
import org.hibernate.validator.cfg.ConstraintMapping;
import org.hibernate.validator.cfg.GenericConstraintDef;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The constraint on every format of {@link IdType#all()}, by one contract: each format's example
 * text and other texts it writes are valid, texts one step away are not, with the parser's reason
 * as the message, for {@code String}, other {@code CharSequence}s and UUIDs alike.
 */
class ValidIdContractTest {
  /** A validator per format, for {@link Holder} constrained to that format. */
  private static final Map<IdFormat, ValidatorFactory> FACTORIES = new EnumMap<>(IdFormat.class);

  /** The values the constraint is declared on, by a mapping of the format under test. */
  static final class Holder {
    final String text;
    final CharSequence chars;
    final UUID uuid;

    Holder(String text, CharSequence chars, UUID uuid) {
      this.text = text;
      this.chars = chars;
      this.uuid = uuid;
    }
  }

  static Stream<IdFormat> formats() {
    return Arrays.stream(IdFormat.values());
  }

  @AfterAll
  static void close() {
    FACTORIES.values().forEach(ValidatorFactory::close);
  }

  @Test
  void namesEveryFormatOfIdTypeInItsOrder() {
    assertEquals(
        IdType.all().stream().map(IdType::name).toList(), formats().map(IdFormat::name).toList());
    formats().forEach(format -> assertSame(IdType.valueOf(format.name()), format.idType()));
  }

  @ParameterizedTest
  @MethodSource("formats")
  <T> void acceptsTheTextsTheFormatReads(IdFormat format) {
    @SuppressWarnings("unchecked")
    IdType<T> type = (IdType<T>) format.idType();
    String example = type.exampleText();
    T now = type.max(Instant.parse("2026-11-22T10:00:00Z"));
    for (String text :
        List.of(
            example,
            example.toUpperCase(Locale.ROOT),
            example.toLowerCase(Locale.ROOT),
            type.format(now),
            type.format(type.min(Instant.parse("2021-01-01T00:00:00Z"))))) {
      assertEquals(Set.of(), validate(format, new Holder(text, new StringBuilder(text), null)));
    }
    assertEquals(Set.of(), validate(format, new Holder(null, null, null)));
    if (type.hasUuidForm()) {
      UUID uuid = type.toUuid(type.parse(example));
      assertEquals(Set.of(), validate(format, new Holder(null, null, uuid)));
    }
  }

  @ParameterizedTest
  @MethodSource("formats")
  void rejectsTextsOneStepAwayWithTheParsersReason(IdFormat format) {
    IdType<?> type = format.idType();
    String example = type.exampleText();
    for (String text :
        List.of(
            "",
            example.substring(1),
            example + example.charAt(0),
            "+" + example.substring(1),
            example.substring(0, 5) + "\u00e9" + example.substring(6),
            " " + example,
            example + "\n")) {
      String message = expectedMessage(type, text);
      assertRejected(format, new Holder(text, null, null), "text", text, message);
      StringBuilder chars = new StringBuilder(text);
      assertRejected(format, new Holder(null, chars, null), "chars", chars, message);
    }
  }

  /** On a UUID, UUIDv7 takes version 7 and variant 10 only; the other formats any UUID. */
  @ParameterizedTest
  @MethodSource("formats")
  void checksAUuidAsTheFormatsFromUuidDoes(IdFormat format) {
    IdType<?> type = format.idType();
    if (!type.hasUuidForm()) {
      return;
    }
    for (String text :
        List.of(
            "f47ac10b-58cc-4372-a567-0e02b2c3d479",
            "017f22e2-79b0-7cc3-c8c4-dc0c0c07398f",
            "00000000-0000-0000-0000-000000000000")) {
      UUID uuid = UUID.fromString(text);
      IdFormatException problem = fromUuidProblem(type, uuid);
      if (problem == null) {
        assertEquals(Set.of(), validate(format, new Holder(null, null, uuid)));
      } else {
        assertRejected(
            format,
            new Holder(null, null, uuid),
            "uuid",
            uuid,
            type.invalidInput(uuid.toString(), problem));
      }
    }
    assertEquals(format == IdFormat.UUIDV7, fromUuidProblem(type, new UUID(0, 0)) != null);
  }

  private static IdFormatException fromUuidProblem(IdType<?> type, UUID uuid) {
    try {
      type.fromUuid(uuid);
      return null;
    } catch (IdFormatException e) {
      return e;
    }
  }

  private static String expectedMessage(IdType<?> type, String text) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> type.parse(text));
    return type.invalidInput(text, e);
  }

  private static void assertRejected(
      IdFormat format, Holder holder, String property, Object value, String message) {
    Set<ConstraintViolation<Holder>> violations = validate(format, holder);
    assertEquals(1, violations.size(), violations::toString);
    ConstraintViolation<Holder> violation = violations.iterator().next();
    assertEquals(property, violation.getPropertyPath().toString());
    assertSame(value, violation.getInvalidValue());
    assertEquals(message, violation.getMessage());
    assertTrue(violation.getConstraintDescriptor().getAnnotation() instanceof ValidId);
  }

  private static Set<ConstraintViolation<Holder>> validate(IdFormat format, Holder holder) {
    Validator validator =
        FACTORIES.computeIfAbsent(format, ValidIdContractTest::factory).getValidator();
    return validator.validate(holder);
  }

  /**
   * A validator factory whose mapping puts {@code @ValidId(format)} on the holder's fields, as the
   * annotation on a field would; on the UUID only for a format that has a UUID form.
   */
  private static ValidatorFactory factory(IdFormat format) {
    HibernateValidatorConfiguration configuration =
        Validation.byProvider(HibernateValidator.class).configure();
    ConstraintMapping mapping = configuration.createConstraintMapping();
    var holder =
        mapping
            .type(Holder.class)
            .field("text")
            .constraint(constraint(format))
            .field("chars")
            .constraint(constraint(format));
    if (format.idType().hasUuidForm()) {
      holder.field("uuid").constraint(constraint(format));
    }
    return configuration.addMapping(mapping).buildValidatorFactory();
  }

  private static GenericConstraintDef<ValidId> constraint(IdFormat format) {
    return new GenericConstraintDef<>(ValidId.class).param("value", format);
  }
}
