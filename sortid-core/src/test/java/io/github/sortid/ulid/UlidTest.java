package io.github.sortid.ulid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The test vectors of the ULID spec and of the libraries that implement it (ulid/javascript,
 * ulid-creator, sulky-ulid, oklog/ulid), stated here so that the suite depends on no file outside
 * the project. Vectors about generation are in {@link UlidGeneratorTest}.
 */
class UlidTest {
  private static void assertParseFailure(String text, Reason reason, int index, String message) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> Ulid.fromString(text), text);
    assertEquals(reason, e.getReason(), text);
    assertEquals(index, e.getErrorIndex(), text);
    assertEquals(message, e.getMessage(), text);
    assertFalse(Ulid.isValid(text), text);
  }

  private static String timestampText(long timestamp) {
    return Ulid.fromFields(timestamp, 0, 0).toString().substring(0, 10);
  }

  // ---------------------------------------------------------------------------------------------
  // Spec examples: text and timestamp (the timestamps are derived from the text)

  static Stream<Arguments> specExamples() {
    return Stream.of(
        Arguments.of("01ARZ3NDEKTSV4RRFFQ69G5FAV", 1469922850259L),
        Arguments.of("01AN4Z07BY79KA1307SR9X4MV3", 1465824320894L),
        Arguments.of("01BX5ZZKBKACTAV9WEVGEMMVRZ", 1508808576371L),
        Arguments.of("01BX5ZZKBKACTAV9WEVGEMMVS0", 1508808576371L),
        Arguments.of("7ZZZZZZZZZZZZZZZZZZZZZZZZZ", 281474976710655L));
  }

  @ParameterizedTest
  @MethodSource("specExamples")
  void specExamplesDecodeToTheirTimestamp(String text, long timestamp) throws Exception {
    Ulid id = Ulid.fromString(text);
    assertEquals(timestamp, id.getTimestamp());
    assertEquals(Instant.ofEpochMilli(timestamp), id.toInstant());
    assertEquals(text, id.toString());
    assertEquals(text.substring(0, 10), timestampText(timestamp));
    assertEquals(Oracle.value(text), id.toBigInteger());
    assertSymmetric(id);
  }

  @Test
  void specLayoutDiagramSplitsTimestampAndRandomness() {
    Ulid id = Ulid.fromString("01AN4Z07BY79KA1307SR9X4MV3");
    assertEquals("01AN4Z07BY", timestampText(id.getTimestamp()));
    assertEquals(
        "000000000079KA1307SR9X4MV3",
        Ulid.fromFields(0, id.getRandomHi(), id.getRandomLo()).toString());
  }

  @Test
  void specLargestUlidIsAllOnes() {
    Ulid max = Ulid.fromString("7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
    assertEquals(Ulid.MAX, max);
    assertEquals(281474976710655L, max.getTimestamp());
    assertEquals(Instant.parse("+10889-08-02T05:31:50.655Z"), max.toInstant());
    assertEquals(Oracle.MAX_VALUE, max.toBigInteger());
  }

  // ---------------------------------------------------------------------------------------------
  // ulid/javascript

  @Test
  void javascriptDecodeAndEncodeTime() {
    assertEquals(1469918176385L, Ulid.fromString("01ARYZ6S41TSV4RRFFQ69G5FAV").getTimestamp());
    assertEquals("01ARYZ6S41", timestampText(1469918176385L));
    assertEquals(281474976710655L, Ulid.fromString("7ZZZZZZZZZZZZZZZZZZZZZZZZZ").getTimestamp());
    // v2's encodeTime(time, 12) pads with two more zeros; encodeTime(time, 8) keeps the last 8.
    assertEquals("0001AS99AA60", "00" + timestampText(1470264322240L));
    assertEquals("AS4Y1E11", timestampText(1470118279201L).substring(2));
  }

  @Test
  void javascriptEncodeTimeRejectsTimesOutOfRange() {
    // NaN, Infinity and 100.1 have no long counterpart; the integer cases remain.
    for (long bad : new long[] {1L << 48, -1}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Ulid.fromFields(bad, 0, 0));
      assertEquals(
          "timestamp out of range: " + bad + " (expected 0 to 281474976710655)", e.getMessage());
    }
  }

  @Test
  void javascriptDecodeTimeRejections() {
    assertParseFailure(
        "80000000000000000000000000", Reason.OUT_OF_RANGE, -1, "out of 128-bit value range");
    assertParseFailure("FFFF", Reason.INVALID_LENGTH, -1, "invalid length: 4 (expected 26)");
  }

  @Test
  void javascriptFixUlidBase32() {
    // fixULIDBase32 maps o to 0 and L to 1 and strips hyphens. The parser reads the aliases itself
    // but, like every main parser of the libraries, does not strip hyphens.
    assertEquals(
        "01ARYZ6S41TSV4RRFFQ69G5FAV", Ulid.fromString("oLARYZ6S41TSV4RRFFQ69G5FAV").toString());
    assertParseFailure(
        "oLARYZ6-S41TSV4RRF-FQ69G5FAV",
        Reason.INVALID_LENGTH,
        -1,
        "invalid length: 28 (expected 26)");
  }

  static Stream<Arguments> uuidVectors() {
    return Stream.of(
        // ulid/javascript ulidToUUID and uuidToULID
        Arguments.of("01ARYZ6S41TSV4RRFFQ69G5FAV", "01563DF3-6481-D676-4C61-EFB99302BD5B"),
        Arguments.of("01JQ4T23H220KM7X0B3V1109DQ", "0195C9A1-0E22-1027-43F4-0B1EC21025B7"),
        Arguments.of("01JQ4T8BHJR0A5YKX7SVTVX0YN", "0195C9A4-2E32-C014-5F4F-A7CEF5BE83D5"),
        Arguments.of("01JQ4T8X6CA54VSH0AANN0SWCX", "0195C9A4-74CC-5149-BCC4-0A556A0CF19D"),
        // ulid-creator
        Arguments.of("0123456789ABCDEFGHJKMNPQRS", "0110c853-1d09-52d8-d73e-1194e95b5f19"),
        // oklog/ulid
        Arguments.of("0000XSNJG0MQJHBF4QX1EFD6Y3", "00003b9a-ca00-a5e5-15bc-97e85cf69bc3"));
  }

  @ParameterizedTest
  @MethodSource("uuidVectors")
  void uuidHoldsTheSame128Bits(String text, String uuidText) {
    UUID uuid = UUID.fromString(uuidText);
    Ulid id = Ulid.fromString(text);
    assertEquals(uuid, id.toUuid());
    assertEquals(text, Ulid.fromUuid(uuid).toString());
    assertEquals(uuid.hashCode(), id.hashCode());
    assertArrayEquals(
        HexFormat.of().parseHex(uuidText.replace("-", "").toLowerCase(Locale.ROOT)),
        id.toByteArray());
  }

  // ---------------------------------------------------------------------------------------------
  // ulid-creator

  @Test
  void ulidCreatorExample() {
    Ulid id = Ulid.fromString("0123456789ABCDEFGHJKMNPQRS");
    assertEquals(1171591994633L, id.getTimestamp());
    assertEquals(Instant.parse("2007-02-16T02:13:14.633Z"), id.toInstant());
    assertEquals("0123456789abcdefghjkmnpqrs", id.toLowerCase());
    assertEquals(id, Ulid.fromString(id.toLowerCase()));
    // ulid-creator's toRfc4122() overwrites the version and variant bits; toUuid() keeps every
    // bit, so the RFC 4122 form is another value.
    UUID rfc4122 = UUID.fromString("0110c853-1d09-42d8-973e-1194e95b5f19");
    assertNotEquals(rfc4122, id.toUuid());
    assertEquals(
        id.toUuid().getMostSignificantBits() & ~0xf000L | 0x4000L,
        rfc4122.getMostSignificantBits());
    assertEquals(
        id.toUuid().getLeastSignificantBits() & ~(3L << 62) | 1L << 63,
        rfc4122.getLeastSignificantBits());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "0123456789ABCDEFGHJKMNPQRS",
        "0123456789abcdefghjklmnpqr",
        "0123456789AbCdEfGhJkMnPqRs"
      })
  void ulidCreatorValidStrings(String text) {
    Ulid id = Ulid.fromString(text);
    assertEquals(Oracle.value(text), id.toBigInteger());
    assertEquals(Oracle.text(Oracle.value(text)), id.toString());
  }

  @Test
  void ulidCreatorValidStringWithAnAliasIsReadAsOne() {
    assertEquals(
        "0123456789ABCDEFGHJK1MNPQR", Ulid.fromString("0123456789abcdefghjklmnpqr").toString());
  }

  static Stream<Arguments> ulidCreatorInvalidStrings() {
    return Stream.of(
        Arguments.of("", Reason.INVALID_LENGTH, -1, "invalid length: 0 (expected 26)"),
        Arguments.of(
            "0123456789ABCDEFGHJKLMNPQ",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 25 (expected 26)"),
        Arguments.of(
            "0123456789ABCDEFGHJKMNPQZZZ",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 27 (expected 26)"),
        Arguments.of(
            "u123456789ABCDEFGHJKMNPQRS", Reason.INVALID_DIGIT, 0, "invalid digit 'u' at 0"),
        Arguments.of(
            "0123456789ABCDEFGHJKMNPQR#", Reason.INVALID_DIGIT, 25, "invalid digit '#' at 25"),
        Arguments.of(
            "0123456789ABCDEFGHJKMNPQR@", Reason.INVALID_DIGIT, 25, "invalid digit '@' at 25"),
        Arguments.of(
            "8ZZZZZZZZZABCDEFGHJKMNPQRS", Reason.OUT_OF_RANGE, -1, "out of 128-bit value range"),
        Arguments.of(
            "0123456789ABCDEFGHJKMNPQR\u3617",
            Reason.INVALID_DIGIT,
            25,
            "invalid digit '\u3617' at 25"));
  }

  @ParameterizedTest
  @MethodSource("ulidCreatorInvalidStrings")
  void ulidCreatorInvalidStringsAreRejected(String text, Reason reason, int index, String message) {
    assertParseFailure(text, reason, index, message);
  }

  @Test
  void ulidCreatorInvalidNullIsANullPointer() {
    // Null is a programming error here, as for every parser of the library, not a bad format.
    assertThrows(NullPointerException.class, () -> Ulid.fromString(null));
  }

  @Test
  void ulidCreatorConstructorRangeChecks() {
    for (long bad : new long[] {1L << 48, -1, Long.MIN_VALUE, Long.MAX_VALUE}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Ulid.fromFields(bad, 0, 0));
      assertTrue(e.getMessage().startsWith("timestamp out of range: " + bad), e.getMessage());
    }
    // The random array of the peer is 10 bytes; here randomHi holds its first 2.
    for (int bad : new int[] {-1, 0x1_0000, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Ulid.fromFields(0, bad, 0));
      assertEquals("randomHi out of range: " + bad + " (expected 0 to 65535)", e.getMessage());
    }
    IllegalArgumentException both =
        assertThrows(IllegalArgumentException.class, () -> Ulid.fromFields(-1, -1, 0));
    assertTrue(both.getMessage().startsWith("timestamp "), both.getMessage());
  }

  @Test
  void ulidCreatorHashUlid() throws Exception {
    // getHashUlid(0, "this is a test"): the randomness is the first 10 bytes of SHA-256.
    byte[] hash =
        MessageDigest.getInstance("SHA-256")
            .digest("this is a test".getBytes(StandardCharsets.UTF_8));
    assertEquals("2e99758548972a8e8822", HexFormat.of().formatHex(hash, 0, 10));
    byte[] bytes = new byte[16];
    System.arraycopy(hash, 0, bytes, 6, 10);
    Ulid fromBytes = Ulid.fromByteArray(bytes);
    assertEquals("00000000005TCQB1A8JWN8X212", fromBytes.toString());
    assertEquals(fromBytes, Ulid.fromFields(0, 0x2e99, 0x758548972a8e8822L));
  }

  // ---------------------------------------------------------------------------------------------
  // sulky-ulid

  static Stream<Arguments> sulkyBitsVectors() {
    return Stream.of(
        Arguments.of(0L, 0L, "00000000000000000000000000"),
        Arguments.of(-1L, -1L, "7ZZZZZZZZZZZZZZZZZZZZZZZZZ"),
        Arguments.of(0xFFFF_FFFF_FFFF_0000L, 0L, "7ZZZZZZZZZ0000000000000000"),
        Arguments.of(0xFFFFL, -1L, "0000000000ZZZZZZZZZZZZZZZZ"),
        Arguments.of(0x1L, -1L, "0000000000000ZZZZZZZZZZZZZ"),
        Arguments.of(0x3L, -1L, "0000000000001ZZZZZZZZZZZZZ"),
        Arguments.of(0xFFFFL, 0L, "0000000000ZZZG000000000000"),
        Arguments.of(0x0886L, 0x4298_E84A_96C6_B9F0L, "0000000000123456789ABCDEFG"));
  }

  @ParameterizedTest
  @MethodSource("sulkyBitsVectors")
  void sulkyBitsAndText(long msb, long lsb, String text) throws Exception {
    Ulid id = Ulid.fromBits(msb, lsb);
    assertEquals(text, id.toString());
    Ulid parsed = Ulid.fromString(text);
    assertEquals(msb, parsed.getMostSignificantBits());
    assertEquals(lsb, parsed.getLeastSignificantBits());
    assertEquals(Oracle.unsigned(msb, lsb), parsed.toBigInteger());
    assertSymmetric(id);
  }

  @Test
  void sulkyTimestampText() {
    assertEquals("01B3F2133F", timestampText(1481195424879L));
    assertEquals(1481195424879L, Ulid.fromString("01B3F2133F0000000000000000").getTimestamp());
    assertEquals("7ZZZZZZZZZ", timestampText(0xFFFF_FFFF_FFFFL));
    assertEquals(0xFFFF_FFFF_FFFFL, Ulid.fromString("7ZZZZZZZZZ0000000000000000").getTimestamp());
  }

  @Test
  void sulkyCrockfordChunks() {
    // sulky parses up to 12 characters into a long; here the chunks are the tail of a ULID.
    assertEquals(0x736AA19084L, Ulid.fromString("000000000000000000EDNA3444").getRandomLo());
    assertEquals(
        0xFFF_FFFF_FFFF_FFFFL, Ulid.fromString("00000000000000ZZZZZZZZZZZZ").getRandomLo());
    assertParseFailure(
        "ZZZZZZZZZZZZZ", Reason.INVALID_LENGTH, -1, "invalid length: 13 (expected 26)");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "01B3F2133F0l00000000000000",
        "01B3F2133F0L00000000000000",
        "01B3F2133F0i00000000000000",
        "01B3F2133F0I00000000000000"
      })
  void sulkyAliasesReadAsOne(String text) {
    assertEquals("01B3F2133F0100000000000000", Ulid.fromString(text).toString());
  }

  @Test
  void aliasOReadsAsZeroInEitherCase() {
    assertEquals(Ulid.MIN, Ulid.fromString("oooooooooooooooooooooooooo"));
    assertEquals(Ulid.MIN, Ulid.fromString("OOOOOOOOOOOOOOOOOOOOOOOOOO"));
    assertEquals(
        "01B3F2133F0100000000000000", Ulid.fromString("OiB3F2133FOLOOOOOOOOOOOOOO").toString());
  }

  @Test
  void sulkyErrors() {
    assertParseFailure(
        "0000000000000000000000000", Reason.INVALID_LENGTH, -1, "invalid length: 25 (expected 26)");
    assertParseFailure(
        "000000000000000000000000000",
        Reason.INVALID_LENGTH,
        -1,
        "invalid length: 27 (expected 26)");
    assertParseFailure(
        "80000000000000000000000000", Reason.OUT_OF_RANGE, -1, "out of 128-bit value range");
    // sulky checks characters before length; the length comes first here, so the vectors are
    // padded to 26 characters.
    assertParseFailure(
        "fuck0000000000000000000000", Reason.INVALID_DIGIT, 1, "invalid digit 'u' at 1");
    assertParseFailure(
        "\u00a9opy0000000000000000000000", Reason.INVALID_DIGIT, 0, "invalid digit '\u00a9' at 0");
    assertParseFailure("fuck", Reason.INVALID_LENGTH, -1, "invalid length: 4 (expected 26)");
  }

  // ---------------------------------------------------------------------------------------------
  // oklog/ulid

  @Test
  void oklogNew() {
    assertEquals("01ARYZ6S410000000000000000", Ulid.fromFields(1469918176385L, 0, 0).toString());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "00000000000000000000000000",
        "70000000000000000000000000",
        "7ZZZZZZZZZZZZZZZZZZZZZZZZZ"
      })
  void oklogParsesUpToTheLargestValue(String text) {
    assertEquals(text, Ulid.fromString(text).toString());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "80000000000000000000000000",
        "80000000000000000000000001",
        "ZZZZZZZZZZZZZZZZZZZZZZZZZZ"
      })
  void oklogOverflow(String text) {
    assertParseFailure(text, Reason.OUT_OF_RANGE, -1, "out of 128-bit value range");
    assertParseFailure(
        text.toLowerCase(Locale.ROOT), Reason.OUT_OF_RANGE, -1, "out of 128-bit value range");
  }

  @Test
  void everyLeadingCharacterAboveSevenIsOutOfRange() {
    for (char lead : "89ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyzIiLlOo".toCharArray()) {
      String text = lead + "0000000000000000000000000";
      if (Oracle.digit(lead) > 7) {
        assertParseFailure(text, Reason.OUT_OF_RANGE, -1, "out of 128-bit value range");
      } else {
        assertEquals(Oracle.value(text), Ulid.fromString(text).toBigInteger(), text);
      }
    }
  }

  @Test
  void oklogExample() {
    Ulid id = Ulid.fromString("0000XSNJG0MQJHBF4QX1EFD6Y3");
    assertEquals(1000000000L, id.getTimestamp());
    assertEquals(UUID.fromString("00003b9a-ca00-a5e5-15bc-97e85cf69bc3"), id.toUuid());
  }

  @Test
  void oklogStrictRejectsByteFfAndZeroAtEveryIndex() {
    String valid = "01ARYZ6S41TSV4RRFFQ69G5FAV";
    for (char bad : new char[] {'\u00ff', '\u0000'}) {
      for (int i = 0; i < 26; i++) {
        StringBuilder text = new StringBuilder(valid);
        text.setCharAt(i, bad);
        IdFormatException e =
            assertThrows(IdFormatException.class, () -> Ulid.fromString(text), text::toString);
        assertEquals(Reason.INVALID_DIGIT, e.getReason());
        assertEquals(i, e.getErrorIndex());
      }
    }
    assertParseFailure(
        "01ARYZ6S41TSV4RRFFQ69G5FA\u0000",
        Reason.INVALID_DIGIT,
        25,
        "invalid digit '\\u0000' at 25");
  }

  // ---------------------------------------------------------------------------------------------
  // Parsing policy beyond the vectors

  @Test
  void rejectsUAndEveryOtherCharacterOutsideTheAlphabet() {
    Set<Character> accepted = new HashSet<>();
    for (char c = 0; c < 0x3000; c++) {
      String text = c + "0000000000000000000000000";
      try {
        Ulid.fromString(text);
        accepted.add(c);
      } catch (IdFormatException e) {
        assertTrue(
            e.getReason() == Reason.INVALID_DIGIT || e.getReason() == Reason.OUT_OF_RANGE, text);
      }
    }
    Set<Character> expected = new HashSet<>();
    for (char c : "01234567IiLlOo".toCharArray()) {
      expected.add(c);
    }
    assertEquals(expected, accepted);
    assertParseFailure(
        "0U000000000000000000000000", Reason.INVALID_DIGIT, 1, "invalid digit 'U' at 1");
    assertParseFailure(
        "0u000000000000000000000000", Reason.INVALID_DIGIT, 1, "invalid digit 'u' at 1");
  }

  @Test
  void checksLengthThenCharactersThenRange() {
    assertParseFailure("8U", Reason.INVALID_LENGTH, -1, "invalid length: 2 (expected 26)");
    assertParseFailure(
        "8000000000000000000000000U", Reason.INVALID_DIGIT, 25, "invalid digit 'U' at 25");
    assertParseFailure(
        " 01ARZ3NDEKTSV4RRFFQ69G5FAV",
        Reason.INVALID_LENGTH,
        -1,
        "invalid length: 27 (expected 26)");
    assertParseFailure(
        "01ARZ3NDEK-SV4RRFFQ69G5FAV", Reason.INVALID_DIGIT, 10, "invalid digit '-' at 10");
    // Fullwidth digit zero and the Kelvin sign: Character.digit and toUpperCase would accept them.
    assertParseFailure(
        "\uff101ARZ3NDEKTSV4RRFFQ69G5FAV", Reason.INVALID_DIGIT, 0, "invalid digit '\uff10' at 0");
    assertParseFailure(
        "01ARZ3NDE\u212aTSV4RRFFQ69G5FAV", Reason.INVALID_DIGIT, 9, "invalid digit '\u212a' at 9");
  }

  @Test
  void fromStringAcceptsAnyCharSequence() {
    Ulid id = Ulid.fromString("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    assertEquals(id, Ulid.fromString(new StringBuilder("01arz3ndektsv4rrffq69g5fav")));
    assertEquals(
        id, Ulid.fromString(java.nio.CharBuffer.wrap("x01ARZ3NDEKTSV4RRFFQ69G5FAVx", 1, 27)));
  }

  // ---------------------------------------------------------------------------------------------
  // Constants, fields and conversions

  @Test
  void minIsAllZero() {
    assertEquals("00000000000000000000000000", Ulid.MIN.toString());
    assertEquals(0L, Ulid.MIN.getMostSignificantBits());
    assertEquals(0L, Ulid.MIN.getLeastSignificantBits());
    assertEquals(BigInteger.ZERO, Ulid.MIN.toBigInteger());
    assertArrayEquals(new byte[16], Ulid.MIN.toByteArray());
    assertEquals(Ulid.fromFields(0, 0, 0), Ulid.MIN);
    assertEquals(Instant.EPOCH, Ulid.MIN.toInstant());
    assertEquals(new UUID(0, 0), Ulid.MIN.toUuid());
  }

  @Test
  void maxIsAllOnes() {
    assertEquals("7ZZZZZZZZZZZZZZZZZZZZZZZZZ", Ulid.MAX.toString());
    assertEquals("7zzzzzzzzzzzzzzzzzzzzzzzzz", Ulid.MAX.toLowerCase());
    assertEquals(-1L, Ulid.MAX.getMostSignificantBits());
    assertEquals(-1L, Ulid.MAX.getLeastSignificantBits());
    assertEquals(Ulid.MAX_TIMESTAMP, Ulid.MAX.getTimestamp());
    assertEquals(Ulid.MAX_RANDOM_HI, Ulid.MAX.getRandomHi());
    assertEquals(-1L, Ulid.MAX.getRandomLo());
    assertEquals(Ulid.fromFields(Ulid.MAX_TIMESTAMP, Ulid.MAX_RANDOM_HI, -1L), Ulid.MAX);
    assertEquals(UUID.fromString("ffffffff-ffff-ffff-ffff-ffffffffffff"), Ulid.MAX.toUuid());
    assertTrue(Ulid.MIN.compareTo(Ulid.MAX) < 0);
    assertTrue(Ulid.MAX.compareTo(Ulid.MIN) > 0);
  }

  @Test
  void fieldMaximaMatchTheSpec() {
    assertEquals((1L << 48) - 1, Ulid.MAX_TIMESTAMP);
    assertEquals((1 << 16) - 1, Ulid.MAX_RANDOM_HI);
  }

  @Test
  void fieldsAreTheTimestampAndTheTwoRandomParts() {
    Ulid id = Ulid.fromString("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    assertEquals(1469922850259L, id.getTimestamp());
    assertEquals(0xd676, id.getRandomHi());
    assertEquals(0x4c61efb99302bd5bL, id.getRandomLo());
    assertEquals(id, Ulid.fromFields(1469922850259L, 0xd676, 0x4c61efb99302bd5bL));
    assertEquals(0x01563e3ab5d3d676L, id.getMostSignificantBits());
    assertEquals(0x4c61efb99302bd5bL, id.getLeastSignificantBits());
    Ulid signBit = Ulid.fromFields(0, 0, Long.MIN_VALUE);
    assertEquals("00000000000008000000000000", signBit.toString());
    assertEquals(BigInteger.ONE.shiftLeft(63), signBit.toBigInteger());
  }

  @Test
  void fromByteArrayRejectsWrongLengths() {
    for (int length : new int[] {0, 1, 10, 15, 17, 32}) {
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> Ulid.fromByteArray(new byte[length]));
      assertEquals(Reason.INVALID_LENGTH, e.getReason());
      assertEquals(-1, e.getErrorIndex());
      assertEquals("invalid length: " + length + " bytes (expected 16)", e.getMessage());
    }
    assertThrows(NullPointerException.class, () -> Ulid.fromByteArray(null));
    assertThrows(NullPointerException.class, () -> Ulid.fromUuid(null));
  }

  @Test
  void byteArraysAreCopies() {
    byte[] bytes = HexFormat.of().parseHex("01563e3ab5d3d6764c61efb99302bd5b");
    Ulid id = Ulid.fromByteArray(bytes);
    bytes[0] = 0x7f;
    assertEquals("01ARZ3NDEKTSV4RRFFQ69G5FAV", id.toString());
    byte[] out = id.toByteArray();
    assertNotSame(out, id.toByteArray());
    out[15] = 0;
    assertArrayEquals(
        HexFormat.of().parseHex("01563e3ab5d3d6764c61efb99302bd5b"), id.toByteArray());
  }

  @Test
  void compareToIsUnsigned() {
    // sulky-ulid compared signed; these pairs would come out the wrong way round.
    Ulid signedNegative = Ulid.fromBits(Long.MIN_VALUE, 0);
    Ulid signedPositive = Ulid.fromBits(Long.MAX_VALUE, -1L);
    assertTrue(signedPositive.compareTo(signedNegative) < 0);
    assertTrue(Ulid.fromBits(0, Long.MAX_VALUE).compareTo(Ulid.fromBits(0, -1L)) < 0);
    assertTrue(signedPositive.toString().compareTo(signedNegative.toString()) < 0);
    assertTrue(
        Arrays.compareUnsigned(signedPositive.toByteArray(), signedNegative.toByteArray()) < 0);
  }

  @Test
  void equalsComparesTheValueOnly() {
    Ulid id = Ulid.fromString("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    assertEquals(id, Ulid.fromString("01arz3ndektsv4rrffq69g5fav"));
    assertNotEquals(id, Ulid.fromString("01ARZ3NDEKTSV4RRFFQ69G5FAW"));
    assertNotEquals(id, id.toUuid());
    assertNotEquals(id, id.toString());
    assertNotEquals(null, id);
    assertFalse(id.equals(Ulid.fromBits(id.getMostSignificantBits(), 0)));
    assertEquals(0, id.compareTo(Ulid.fromString("01arz3ndektsv4rrffq69g5fav")));
  }

  @Test
  void serializationKeepsTheValue() throws Exception {
    for (Ulid id :
        List.of(
            Ulid.MIN,
            Ulid.MAX,
            Ulid.fromString("01ARZ3NDEKTSV4RRFFQ69G5FAV"),
            Ulid.fromBits(Long.MIN_VALUE, 1))) {
      Ulid copy = serializeAndBack(id);
      assertEquals(id, copy);
      assertEquals(id.toString(), copy.toString());
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Ulid.random()

  @Test
  void randomUlidsCarryTheCurrentTimeAndDistinctRandomness() {
    Set<Ulid> seen = new HashSet<>();
    Set<Integer> randomHis = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      long before = System.currentTimeMillis();
      Ulid id = Ulid.random();
      long after = System.currentTimeMillis();
      assertTrue(before <= id.getTimestamp() && id.getTimestamp() <= after, id.toString());
      assertTrue(seen.add(id), id.toString());
      randomHis.add(id.getRandomHi());
    }
    // 10,000 draws of 16 bits: far more than 5,000 distinct values unless the bits are stuck.
    assertTrue(randomHis.size() > 5_000, "distinct randomHi: " + randomHis.size());
  }

  // ---------------------------------------------------------------------------------------------

  /** Every conversion of {@code id} leads back to an equal ULID. */
  static void assertSymmetric(Ulid id) throws IOException, ClassNotFoundException {
    String text = id.toString();
    assertEquals(id, Ulid.fromString(text), text);
    assertEquals(id, Ulid.fromString(id.toLowerCase()), text);
    assertEquals(id, Ulid.fromByteArray(id.toByteArray()), text);
    assertEquals(id, Ulid.fromFields(id.getTimestamp(), id.getRandomHi(), id.getRandomLo()), text);
    assertEquals(id, Ulid.fromBits(id.getMostSignificantBits(), id.getLeastSignificantBits()));
    assertEquals(id, Ulid.fromUuid(id.toUuid()), text);
    assertEquals(id, serializeAndBack(id), text);
  }

  static Ulid serializeAndBack(Ulid id) throws IOException, ClassNotFoundException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
      out.writeObject(id);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(buffer.toByteArray()))) {
      return (Ulid) in.readObject();
    }
  }
}
