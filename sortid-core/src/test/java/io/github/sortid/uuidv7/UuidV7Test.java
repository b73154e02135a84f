package io.github.sortid.uuidv7;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import io.github.sortid.IdType;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * UUIDv7's own rules: the test vector of RFC 9562 Appendix A.6, values documented by other
 * implementations, the strict parser against the JDK's lenient {@link UUID#fromString}, and the
 * unsigned order against {@link UUID#compareTo}. The shared contracts over {@link IdType#all()}
 * cover the rest (round trips, time bounds, parsing, validity).
 */
class UuidV7Test {
  /** RFC 9562 Appendix A.6, as the RFC writes it. */
  private static final String A6 = "017F22E2-79B0-7CC3-98C4-DC0C0C07398F";

  private static void assertParseFailure(String text, Reason reason, int index, String message) {
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> UuidV7.fromString(text), text);
    assertEquals(reason, e.getReason(), text);
    assertEquals(index, e.getErrorIndex(), text);
    assertEquals(message, e.getMessage(), text);
    assertFalse(UuidV7.isValid(text), text);
  }

  @Test
  void rfc9562AppendixA6() {
    UUID id = UuidV7.fromString(A6);
    assertEquals(0x017F22E279B07CC3L, id.getMostSignificantBits());
    assertEquals(0x98C4DC0C0C07398FL, id.getLeastSignificantBits());
    assertEquals(1645557742000L, UuidV7.getTimestamp(id));
    assertEquals(Instant.parse("2022-02-22T19:22:22Z"), UuidV7.toInstant(id));
    assertEquals(7, id.version());
    assertEquals(2, id.variant());
    // rand_a 0xCC3; rand_b "0b01, 0x8C4DC0C0C07398F" = 0x18C4DC0C0C07398F.
    assertEquals(0xCC3, id.getMostSignificantBits() & 0xfff);
    assertEquals(0x18C4DC0C0C07398FL, id.getLeastSignificantBits() & 0x3fff_ffff_ffff_ffffL);
    assertEquals(0xCC3L << 30 | 0x18C4DC0CL, UuidV7.getCounter(id));
    assertEquals(0x0C07398FL, UuidV7.getRandom(id));
    assertEquals("017f22e2-79b0-7cc3-98c4-dc0c0c07398f", id.toString());
    assertEquals("017f22e2-79b0-7cc3-98c4-dc0c0c07398f", IdType.UUIDV7.format(id));
    assertArrayEquals(
        HexFormat.of().parseHex("017F22E279B07CC398C4DC0C0C07398F"), UuidV7.toByteArray(id));
    assertEquals(
        new BigInteger("1989357241971137676463954034883508623"),
        new BigInteger(1, UuidV7.toByteArray(id)));
    assertEquals(
        id, UuidV7.fromByteArray(HexFormat.of().parseHex("017F22E279B07CC398C4DC0C0C07398F")));
    assertEquals(
        "017f22e2-79b0-7000-8000-000000000000", UuidV7.min(UuidV7.toInstant(id)).toString());
    assertEquals(
        "017f22e2-79b0-7fff-bfff-ffffffffffff", UuidV7.max(UuidV7.toInstant(id)).toString());
    assertTrue(UuidV7.isValid(id));
    assertTrue(UuidV7.isValid(A6));
  }

  /** Texts and their timestamps: A.6 and the values other implementations document. */
  static Stream<Arguments> validTexts() {
    return Stream.of(
        Arguments.of(A6, 1645557742000L),
        Arguments.of("017f22e2-79b0-7cc3-98c4-dc0c0c07398f", 1645557742000L),
        Arguments.of("017F22E2-79b0-7CC3-98c4-DC0C0C07398F", 1645557742000L),
        // PostgreSQL 18's documentation; uuid_extract_timestamp gives 2025-02-23 21:46:24.503-05.
        Arguments.of("019535d9-3df7-79fb-b466-fa907fa17f9e", 1740365184503L),
        // MariaDB's UUID_v7() documentation.
        Arguments.of("01921e85-f198-7490-9b89-7dd0d468543b", 1727088947608L),
        // uuid-creator's getTimeOrderedEpochMin/Max for 2022-02-22 22:22:22.222.
        Arguments.of("017f2387-460e-7000-8000-000000000000", 1645568542222L),
        Arguments.of("017f2387-460e-7fff-bfff-ffffffffffff", 1645568542222L),
        Arguments.of("00000000-0000-7000-8000-000000000000", 0L),
        Arguments.of("ffffffff-ffff-7fff-bfff-ffffffffffff", 0xffff_ffff_ffffL));
  }

  @ParameterizedTest
  @MethodSource("validTexts")
  void validTextsParseToTheirTimestamp(String text, long timestamp) {
    UUID id = UuidV7.fromString(text);
    assertTrue(UuidV7.isValid(text));
    assertEquals(timestamp, UuidV7.getTimestamp(id));
    assertEquals(UUID.fromString(text), id);
    assertEquals(id, IdType.UUIDV7.parseUuid(text));
  }

  /** Texts the parser rejects, with the reason, index and message of its first failing check. */
  static Stream<Arguments> invalidTexts() {
    return Stream.of(
        Arguments.of("1-1-1-1-1", Reason.INVALID_LENGTH, -1, "invalid length: 9 (expected 36)"),
        Arguments.of(
            "00000000000000001-1-1-1-1",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 25 (expected 36)"),
        Arguments.of(
            "017f22e279b07cc398c4dc0c0c07398f",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 32 (expected 36)"),
        Arguments.of(
            "{017f22e2-79b0-7cc3-98c4-dc0c0c07398f}",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 38 (expected 36)"),
        Arguments.of(
            "urn:uuid:017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 45 (expected 36)"),
        Arguments.of(
            " 017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 37 (expected 36)"),
        Arguments.of("", Reason.INVALID_LENGTH, -1, "invalid length: 0 (expected 36)"),
        // 36 characters, hyphens misplaced: UUID.fromString silently reads another value.
        Arguments.of(
            "017f22e279b0-7cc3-98c4-dc0c-0c07398f",
            Reason.INVALID_DIGIT,
            8,
            "invalid digit '7' at 8"),
        Arguments.of(
            "+17f22e2-+9b0-+cc3-+8c4-+c0c0c07398f",
            Reason.INVALID_DIGIT,
            0,
            "invalid digit '+' at 0"),
        Arguments.of(
            "\uff1017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
            Reason.INVALID_DIGIT,
            0,
            "invalid digit '\uff10' at 0"),
        Arguments.of(
            "\u066017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
            Reason.INVALID_DIGIT,
            0,
            "invalid digit '\u0660' at 0"),
        Arguments.of(
            "017f22e2-79b0-7cc3-98c4_dc0c0c07398f",
            Reason.INVALID_DIGIT,
            23,
            "invalid digit '_' at 23"),
        Arguments.of(
            "017f22e2-79b0-7cc3-98c4-dc0c0c07398g",
            Reason.INVALID_DIGIT,
            35,
            "invalid digit 'g' at 35"),
        // Every character is checked before the version: a v4 with a bad digit fails on the digit.
        Arguments.of(
            "f47ac10b-58cc-4372-a567-0e02b2c3d47g",
            Reason.INVALID_DIGIT,
            35,
            "invalid digit 'g' at 35"),
        Arguments.of(
            "f47ac10b-58cc-4372-a567-0e02b2c3d479",
            Reason.INVALID_DIGIT,
            14,
            "not a UUIDv7: version 4 at 14 (expected 7)"),
        Arguments.of(
            "f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
            Reason.INVALID_DIGIT,
            14,
            "not a UUIDv7: version 1 at 14 (expected 7)"),
        Arguments.of(
            "00000000-0000-0000-0000-000000000000",
            Reason.INVALID_DIGIT,
            14,
            "not a UUIDv7: version 0 at 14 (expected 7)"),
        Arguments.of(
            "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
            Reason.INVALID_DIGIT,
            14,
            "not a UUIDv7: version f at 14 (expected 7)"),
        Arguments.of(
            "017f22e2-79b0-7cc3-0000-000000000000",
            Reason.INVALID_DIGIT,
            19,
            "not a UUIDv7: variant digit 0 at 19 (expected 8, 9, a or b)"),
        Arguments.of(
            "017F22E2-79B0-7CC3-C8C4-DC0C0C07398F",
            Reason.INVALID_DIGIT,
            19,
            "not a UUIDv7: variant digit c at 19 (expected 8, 9, a or b)"),
        Arguments.of(
            "017f22e2-79b0-7cc3-e8c4-dc0c0c07398f",
            Reason.INVALID_DIGIT,
            19,
            "not a UUIDv7: variant digit e at 19 (expected 8, 9, a or b)"));
  }

  @ParameterizedTest
  @MethodSource("invalidTexts")
  void invalidTextsFailOnTheirFirstBadCheck(String text, Reason reason, int index, String message) {
    assertParseFailure(text, reason, index, message);
  }

  /** {@link UUID#fromString} is not a validator: it reads what the strict parser rejects. */
  @Test
  void jdkParserIsLenientWhereThisOneIsNot() {
    assertEquals(
        UUID.fromString("00000001-0001-0001-0001-000000000001"), UUID.fromString("1-1-1-1-1"));
    assertParseFailure("1-1-1-1-1", Reason.INVALID_LENGTH, -1, "invalid length: 9 (expected 36)");
    // 36 characters with the hyphens moved: the JDK reads another value without a word.
    UUID corrupted = UUID.fromString("017f22e279b0-7cc3-98c4-dc0c-0c07398f");
    assertNotEquals(UuidV7.fromString(A6), corrupted);
    assertEquals("22e279b0-7cc3-98c4-dc0c-00000c07398f", corrupted.toString());
    // The JDK takes any version; this parser only version 7.
    assertEquals(4, UUID.fromString("f47ac10b-58cc-4372-a567-0e02b2c3d479").version());
    assertFalse(UuidV7.isValid("f47ac10b-58cc-4372-a567-0e02b2c3d479"));
    IdFormatException e =
        assertThrows(
            IdFormatException.class,
            () -> IdType.UUIDV7.parse("f47ac10b-58cc-4372-a567-0e02b2c3d479"));
    assertEquals(
        "\"f47ac10b-58cc-4372-a567-0e02b2c3d479\" is not a valid UUIDv7: not a UUIDv7: version 4"
            + " at 14 (expected 7)",
        IdType.UUIDV7.invalidInput("f47ac10b-58cc-4372-a567-0e02b2c3d479", e));
  }

  @Test
  void uuidsOfOtherVersionsAndVariantsAreNotUuidV7s() {
    UUID v4 = UUID.fromString("f47ac10b-58cc-4372-a567-0e02b2c3d479");
    UUID nil = new UUID(0, 0);
    UUID max = new UUID(-1, -1);
    UUID microsoft = new UUID(0x017F22E279B07CC3L, 0xC8C4DC0C0C07398FL);
    for (UUID other : List.of(v4, nil, max, microsoft, UUID.randomUUID())) {
      assertFalse(UuidV7.isValid(other), other::toString);
      assertThrows(IdFormatException.class, () -> UuidV7.requireValid(other), other::toString);
      assertThrows(IdFormatException.class, () -> UuidV7.getTimestamp(other), other::toString);
      assertThrows(IdFormatException.class, () -> IdType.UUIDV7.fromUuid(other));
      assertThrows(
          IdFormatException.class, () -> IdType.UUIDV7.fromBytes(UuidV7.toByteArray(other)));
    }
    assertFalse(UuidV7.isValid((UUID) null));
    assertFalse(UuidV7.isValid((CharSequence) null));
    assertEquals(
        "not a UUIDv7: version 4, variant 2 (expected version 7, variant 2)",
        assertThrows(IdFormatException.class, () -> UuidV7.requireValid(v4)).getMessage());
    assertEquals(
        "not a UUIDv7: version 15, variant 7 (expected version 7, variant 2)",
        assertThrows(IdFormatException.class, () -> UuidV7.requireValid(max)).getMessage());
    assertThrows(NullPointerException.class, () -> UuidV7.requireValid(null));
    assertThrows(NullPointerException.class, () -> UuidV7.fromString(null));
  }

  /**
   * Pairs whose order {@link UUID#compareTo} gets wrong, and one it gets right: (a, b, the sign of
   * {@code a.compareTo(b)}, the sign in the order of the bits).
   */
  static Stream<Arguments> orderVectors() {
    UUID a6 = UUID.fromString(A6);
    return Stream.of(
        Arguments.of(new UUID(-1, -1), a6, -1, 1), // Max
        Arguments.of(UUID.fromString("f47ac10b-58cc-4372-a567-0e02b2c3d479"), a6, -1, 1), // v4
        Arguments.of(UUID.fromString("80000000-0000-7000-8000-000000000000"), a6, -1, 1), // 2^47
        Arguments.of(UUID.fromString("017f22e2-79b0-7cc3-0000-000000000000"), a6, 1, -1), // NCS
        Arguments.of(
            UUID.fromString("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"),
            UUID.fromString("017f22e2-79b0-7cc3-a8c4-dc0c0c07398f"),
            -1,
            -1),
        // UUIDv7s on both sides of 6429-10-17T02:45:55.328Z.
        Arguments.of(
            UuidV7.min(Instant.ofEpochMilli(1L << 47)),
            UuidV7.max(Instant.ofEpochMilli((1L << 47) - 1)),
            -1,
            1));
  }

  @ParameterizedTest
  @MethodSource("orderVectors")
  void unsignedOrderIsTheOrderOfTheBitsNotOfCompareTo(UUID a, UUID b, int compareTo, int unsigned) {
    assertEquals(compareTo, Integer.signum(a.compareTo(b)));
    assertEquals(unsigned, Integer.signum(UuidV7.UNSIGNED_ORDER.compare(a, b)));
    assertEquals(-unsigned, Integer.signum(UuidV7.UNSIGNED_ORDER.compare(b, a)));
    // The order of the bits is that of the text (PostgreSQL's uuid) and of the unsigned bytes.
    assertEquals(unsigned, Integer.signum(a.toString().compareTo(b.toString())));
    assertEquals(
        unsigned,
        Integer.signum(
            java.util.Arrays.compareUnsigned(UuidV7.toByteArray(a), UuidV7.toByteArray(b))));
    assertSame(UuidV7.UNSIGNED_ORDER, IdType.UUIDV7.comparator());
  }

  @Test
  void sortingWithTheUnsignedOrderSortsAsTheText() {
    List<UUID> uuids = new ArrayList<>();
    orderVectors()
        .forEach(
            row -> {
              uuids.add((UUID) row.get()[0]);
              uuids.add((UUID) row.get()[1]);
            });
    List<UUID> byBits = new ArrayList<>(uuids);
    byBits.sort(UuidV7.UNSIGNED_ORDER);
    List<String> texts = new ArrayList<>(uuids.stream().map(UUID::toString).toList());
    texts.sort(null);
    assertEquals(texts, byBits.stream().map(UUID::toString).toList());
    List<UUID> byCompareTo = new ArrayList<>(uuids);
    byCompareTo.sort(null);
    assertNotEquals(byBits, byCompareTo);
  }

  @Test
  void unsignedOrderSurvivesSerialization() throws Exception {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
      out.writeObject(UuidV7.UNSIGNED_ORDER);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(buffer.toByteArray()))) {
      assertSame(UuidV7.UNSIGNED_ORDER, in.readObject());
    }
  }

  @Test
  void theDescriptorIsTheUuidItself() {
    UUID id = UuidV7.fromString(A6);
    assertSame(id, IdType.UUIDV7.toUuid(id));
    assertSame(id, IdType.UUIDV7.fromUuid(id));
    // A UUID may be of any version: a lookup by class does not take it for a UUIDv7.
    assertEquals(Optional.empty(), IdType.of(UUID.class));
    assertSame(UUID.class, IdType.UUIDV7.javaType());
    assertEquals("uuidv7", IdType.UUIDV7.key());
    assertEquals("UUIDv7", IdType.UUIDV7.displayName());
  }
}
