package io.github.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException.Reason;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.testing.FormatTexts;
import io.github.sortid.testing.Validity;
import io.github.sortid.ulid.Ulid;
import java.math.BigInteger;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The descriptor of each format: its facts, and conversions that agree with an oracle. */
class IdTypeTest {
  static Stream<Arguments> facts() {
    return Stream.of(
        Arguments.of(IdType.SCRU128, "SCRU128", "SCRU128", "scru128", Scru128Id.class, 25, 16),
        Arguments.of(
            IdType.SCRU128_V1, "SCRU128_V1", "SCRU128 v1", "scru128-v1", Scru128V1Id.class, 26, 16),
        Arguments.of(IdType.SCRU64, "SCRU64", "SCRU64", "scru64", Scru64Id.class, 12, 8),
        Arguments.of(IdType.ULID, "ULID", "ULID", "ulid", Ulid.class, 26, 16),
        Arguments.of(IdType.EUID, "EUID", "EUID", "euid", Euid.class, 27, 16),
        Arguments.of(IdType.UUIDV7, "UUIDV7", "UUIDv7", "uuidv7", UUID.class, 36, 16));
  }

  @ParameterizedTest
  @MethodSource("facts")
  <T> void statesTheFormatsFacts(
      IdType<T> type,
      String name,
      String displayName,
      String key,
      Class<T> javaType,
      int textLength,
      int byteLength) {
    assertEquals(name, type.name());
    assertEquals(name, type.toString());
    assertEquals(displayName, type.displayName());
    assertEquals(key, type.key());
    assertSame(javaType, type.javaType());
    assertEquals(textLength, type.textLength());
    assertEquals(byteLength, type.byteLength());
    // UUIDv7's class is the JDK's UUID, which holds every version: no lookup by class finds it.
    assertEquals(
        javaType == UUID.class ? Optional.empty() : Optional.of(type), IdType.of(javaType));
    assertSame(type, IdType.valueOf(name.toLowerCase()));
    // Only SCRU64 is 64 bits wide: it has a long form and no UUID form; the others the reverse.
    assertEquals(byteLength == 16, type.hasUuidForm());
    assertEquals(byteLength == 8, type.hasLongForm());
  }

  @Test
  void listsEveryFormatOnce() {
    assertEquals(
        List.of(
            IdType.SCRU128,
            IdType.SCRU128_V1,
            IdType.SCRU64,
            IdType.ULID,
            IdType.EUID,
            IdType.UUIDV7),
        IdType.all());
    assertThrows(UnsupportedOperationException.class, () -> IdType.all().add(IdType.ULID));
  }

  @Test
  void knowsNoOtherClassOrName() {
    assertEquals(Optional.empty(), IdType.of(String.class));
    assertEquals(Optional.empty(), IdType.of(UUID.class));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> IdType.valueOf("scru128v1"));
    assertEquals(
        "no ID type named \"scru128v1\" (expected one of [SCRU128, SCRU128_V1, SCRU64, ULID, EUID,"
            + " UUIDV7])",
        e.getMessage());
  }

  /** Every conversion of one ID, the expected values taken from its integer value. */
  @ParameterizedTest
  @MethodSource("io.github.sortid.IdType#all")
  <T> void convertsAsTheIntegerValueSays(IdType<T> type) {
    T id = type.max(Instant.parse("2024-05-06T07:08:09.123Z"));
    String text = type.format(id);
    assertEquals(type.textLength(), text.length());
    assertEquals(id, type.parse(text));
    assertTrue(type.isValid(text));
    assertFalse(type.isValid(text + "0"));
    assertFalse(type.isValid(null));

    byte[] bytes = type.toBytes(id);
    assertEquals(type.byteLength(), bytes.length);
    assertEquals(id, type.fromBytes(bytes));
    BigInteger value = new BigInteger(1, bytes);
    if (type.hasUuidForm()) {
      UUID uuid = type.toUuid(id);
      String hex = String.format("%032x", value);
      assertEquals(hex, uuid.toString().replace("-", ""));
      assertEquals(id, type.fromUuid(uuid));
      assertEquals(id, type.parseUuid(uuid.toString().toUpperCase()));
    } else {
      UnsupportedOperationException e =
          assertThrows(UnsupportedOperationException.class, () -> type.toUuid(id));
      assertEquals(type.displayName() + " has no UUID form", e.getMessage());
      assertThrows(UnsupportedOperationException.class, () -> type.fromUuid(new UUID(0, 0)));
    }
    if (type.hasLongForm()) {
      assertEquals(value.longValueExact(), type.toLong(id));
      assertEquals(id, type.fromLong(type.toLong(id)));
    } else {
      UnsupportedOperationException e =
          assertThrows(UnsupportedOperationException.class, () -> type.toLong(id));
      assertEquals(type.displayName() + " has no long form", e.getMessage());
      assertThrows(UnsupportedOperationException.class, () -> type.fromLong(0));
    }

    Instant time = type.toInstant(id);
    assertTrue(type.comparator().compare(type.min(time), id) < 0);
    assertEquals(0, type.comparator().compare(type.max(time), id));
  }

  /** SCRU128 v1's UUID form, the same 128 bits as its text, whose digits are radix 32. */
  @Test
  void scru128V1HasAUuidForm() {
    String text = "00QBTG0FERFTCCNFISUBO489DI";
    Scru128V1Id id = IdType.SCRU128_V1.parse(text);
    UUID uuid = id.toUuid();
    String hex = String.format("%032x", new BigInteger(text, 32));
    assertEquals(hex, uuid.toString().replace("-", ""));
    assertEquals(id, Scru128V1Id.fromUuid(uuid));
    assertEquals(id, IdType.SCRU128_V1.parseUuid(uuid.toString()));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "1-1-1-1-1|invalid length: 9 (expected 36)|-1",
        "0000000000000000000000000000000000000|invalid length: 37 (expected 36)|-1",
        "00000000+0000-0000-0000-000000000000|invalid digit '+' at 8|8",
        "00000000-0000-0000-0000-00000000000g|invalid digit 'g' at 35|35",
        "0000000-00000-0000-0000-000000000000|invalid digit '-' at 7|7",
        "00000000-0000-0000-0000-00000000000０|invalid digit '０' at 35|35",
      })
  void parsesOnlyTheStrictUuidForm(String text, String message, int index) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> IdType.ULID.parseUuid(text));
    assertEquals(message, e.getMessage());
    assertEquals(index, e.getErrorIndex());
    assertEquals(index < 0 ? Reason.INVALID_LENGTH : Reason.INVALID_DIGIT, e.getReason());
  }

  @Test
  void scru64HasNoUuidTextEither() {
    assertThrows(
        UnsupportedOperationException.class,
        () -> IdType.SCRU64.parseUuid("00000000-0000-0000-0000-000000000000"));
  }

  @Test
  void describesABadInputOneWayForEveryModule() {
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> IdType.SCRU64.parse("0u375nxqh5c+"));
    assertEquals(
        "\"0u375nxqh5c+\" is not a valid SCRU64 ID: invalid digit '+' at 11",
        IdType.SCRU64.invalidInput("0u375nxqh5c+", e));
    IdFormatException bidi =
        assertThrows(IdFormatException.class, () -> IdType.ULID.parse("\u202eab"));
    assertEquals(
        "\"\\u202eab\" is not a valid ULID: invalid length: 3 (expected 26)",
        IdType.ULID.invalidInput("\u202eab", bidi));
    assertEquals("\"a\\\"b\"", IdType.quote("a\"b"));
  }

  /** The example an API description shows: a valid text, written as the format writes it. */
  @ParameterizedTest
  @MethodSource("io.github.sortid.IdType#all")
  <T> void givesACanonicalExample(IdType<T> type) {
    String text = type.exampleText();
    assertEquals(type.textLength(), text.length());
    assertEquals(text, type.format(type.parse(text)));
    assertTrue(assertPatternAgrees(type, text));
  }

  /**
   * The pattern holds character classes, literal characters and counts between its anchors, which
   * Java and ECMAScript (OpenAPI's and JSON Schema's dialect) read alike.
   */
  @ParameterizedTest
  @MethodSource("io.github.sortid.IdType#all")
  void statesAPortableAnchoredPattern(IdType<?> type) {
    assertTrue(
        type.textPattern().matches("\\^(\\[[-0-9A-Za-z]+]|[-0-9]|\\{[0-9]+})+\\$"),
        type.textPattern());
  }

  @Test
  void thePatternLeavesTheRangeAndTheCheckSymbolToTheParser() {
    assertEquals(false, IdType.SCRU128.isValid("f5lxx1zz5pnorynqglhzmsp34"));
    assertTrue(assertPatternAgrees(IdType.SCRU128, "f5lxx1zz5pnorynqglhzmsp34"));
    assertEquals(false, IdType.EUID.isValid("C8X2HA87098A0W837DX13FEAWVV"));
    assertTrue(assertPatternAgrees(IdType.EUID, "C8X2HA87098A0W837DX13FEAWVV"));
    assertFalse(assertPatternAgrees(IdType.ULID, "8ZZZZZZZZZABCDEFGHJKMNPQRS"));
    assertFalse(assertPatternAgrees(IdType.UUIDV7, "017f22e2-79b0-4cc3-98c4-dc0c0c07398f"));
    assertTrue(assertPatternAgrees(IdType.ULID, "oiLZ3NDEKTSV4RRFFQ69G5FAV0"));
  }

  static Stream<Arguments> vectors() {
    return IdType.all().stream()
        .flatMap(type -> FormatTexts.of(type).vectors().map(text -> Arguments.of(type, text)));
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void thePatternAgreesWithTheParserOnTheVectors(IdType<?> type, String text) {
    assertPatternAgrees(type, text);
  }

  @Property(tries = 3000)
  void thePatternAgreesWithTheParser(@ForAll("texts") Tuple2<IdType<?>, String> input) {
    assertPatternAgrees(input.get1(), input.get2());
  }

  @Provide
  Arbitrary<Tuple2<IdType<?>, String>> texts() {
    return Arbitraries.of(IdType.all())
        .flatMap(
            type -> {
              FormatTexts texts = FormatTexts.of(type);
              return Arbitraries.oneOf(texts.nearlyValid(), texts.mutated(), Validity.anyUnicode())
                  .map(text -> Tuple.of(type, text));
            });
  }

  /**
   * Checks the text pattern against the parser on one text: every text the parser reads matches it,
   * and a text that matches fails to parse only for its value range or its check symbol.
   *
   * @return whether the text matches
   */
  private static boolean assertPatternAgrees(IdType<?> type, String text) {
    boolean matches = Pattern.compile(type.textPattern()).matcher(text).matches();
    try {
      type.parse(text);
      assertTrue(matches, () -> type + " reads " + text + ", which its pattern rejects");
    } catch (IdFormatException e) {
      if (matches) {
        assertTrue(
            e.getReason() == Reason.OUT_OF_RANGE || e.getReason() == Reason.CHECK_MISMATCH,
            () -> type + "'s pattern takes " + text + ": " + e.getMessage());
      }
    }
    return matches;
  }

  @Test
  void refusesAValueOfAnotherType() {
    @SuppressWarnings({"unchecked", "rawtypes"})
    IdType<Object> raw = (IdType) IdType.SCRU128;
    assertThrows(ClassCastException.class, () -> raw.format(Ulid.MIN));
    assertThrows(NullPointerException.class, () -> IdType.SCRU128.format(null));
  }
}
