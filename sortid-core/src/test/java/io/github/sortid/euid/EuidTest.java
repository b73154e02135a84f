package io.github.sortid.euid;

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
import java.nio.CharBuffer;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The test vectors of EUID draft 5, its Rust reference (crate euid 0.1.7) and the euid-java port,
 * stated here so that the suite does not depend on any file outside the project. Vectors marked
 * derived were computed from the reference algorithm rather than taken from a reference suite.
 */
class EuidTest {
  private static final BigInteger MAX_VALUE =
      BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE);
  private static final BigInteger MOD = BigInteger.valueOf(127);

  private static BigInteger unsigned(long hi, long lo) {
    return new BigInteger(Long.toUnsignedString(hi))
        .shiftLeft(64)
        .or(new BigInteger(Long.toUnsignedString(lo)));
  }

  /** The 7-bit check field of a text: the low 2 bits of symbol 25 and all of symbol 26. */
  private static int checkField(String text) {
    String alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    return (alphabet.indexOf(text.charAt(25)) & 3) << 5 | alphabet.indexOf(text.charAt(26));
  }

  // ---------------------------------------------------------------------------------------------
  // Reference and Java-port vectors

  @Test
  void referenceVectorWithoutCheckAndItsCheckedForm() {
    long hi = 7079448135464172288L;
    long lo = 5980181632016143018L;
    assertEquals(0x623f40921824bb00L, hi);
    assertEquals(0x52fddf828ca352aaL, lo);
    Euid id = Euid.fromBits(hi, lo);
    assertEquals("C8ZM14GR4JXG0MQXVY18S8TJNBZ", id.toStringWithoutCheck());
    assertEquals("C8ZM14GR4JXG0MQXVY18S8TJNA6", id.toString());
    assertEquals(127, checkField(id.toStringWithoutCheck()));
    assertEquals(70, checkField(id.toString()));
    assertEquals(70, Euid.check(hi, lo));
    assertEquals(70, unsigned(hi, lo).mod(MOD).intValueExact());
    assertEquals(id, Euid.fromString("C8ZM14GR4JXG0MQXVY18S8TJNBZ"));
    assertEquals(id, Euid.fromString("C8ZM14GR4JXG0MQXVY18S8TJNA6"));
    assertEquals(OptionalInt.empty(), id.getExtension());
  }

  @Test
  void referenceVectorWithExtensionLengthWiderThanItsValue() {
    Euid id = Euid.fromString("C8EE934SR007G5Q94QKKXFRFV8B");
    assertEquals(7069776807590887544L, id.getMostSignificantBits());
    assertEquals(0x621ce48c99c00078L, id.getMostSignificantBits());
    assertEquals(1650892413528379354L, id.getLeastSignificantBits());
    assertEquals(0x16e925e73ebf0fdaL, id.getLeastSignificantBits());
    assertEquals("C8EE934SR007G5Q94QKKXFRFV8B", id.toString());
    assertEquals(11, checkField(id.toString()));
    assertEquals(11, Euid.check(id.getMostSignificantBits(), id.getLeastSignificantBits()));
    // L = 8 but the extension is 7: decoders do not check that L is the value's bit length.
    assertEquals(8, id.getExtensionLength());
    assertEquals(OptionalInt.of(7), id.getExtension());
    assertEquals("C8EE934SR007G5Q94QKKXFRFVBZ", id.toStringWithoutCheck());
    assertEquals(id, Euid.fromString("C8EE934SR007G5Q94QKKXFRFVBZ"));
  }

  @Test
  void referenceVectorWithAWrongCheck() {
    String text = "C8X2HA87098A0W837DX13FEAWVV";
    assertParseFailure(text, Reason.CHECK_MISMATCH, -1, "check symbol mismatch: 123 (expected 56)");
    // The value the first 128 bits spell, and its real check.
    Euid id = Euid.fromBits(7078014470798332064L, 8143417946685688550L);
    assertEquals(123, checkField(text));
    assertEquals(56, unsigned(7078014470798332064L, 8143417946685688550L).mod(MOD).intValue());
    assertEquals(text.substring(0, 25), id.toString().substring(0, 25));
    assertEquals(id, Euid.fromString(id.toStringWithoutCheck()));
    assertNotEquals(text, id.toString());
  }

  @Test
  void referenceCliHelpExample() {
    Euid id = Euid.fromString("C90FS3R3Z3J80V6BBZF0NM7SRKV");
    assertEquals(7079936305403585664L, id.getMostSignificantBits());
    assertEquals(7839464983637326276L, id.getLeastSignificantBits());
    assertEquals(123, checkField(id.toString()));
    assertEquals("C90FS3R3Z3J80V6BBZF0NM7SRKV", id.toString());
  }

  @Test
  void javaPortBase32RoundTrip() {
    Euid id = Euid.fromBits(-786939978696720609L, 2110064558162108947L);
    assertEquals(id, Euid.fromString(id.toString()));
    assertEquals(id, Euid.fromString(id.toStringWithoutCheck()));
    assertEquals(unsigned(-786939978696720609L, 2110064558162108947L), id.toBigInteger());
  }

  static Stream<Arguments> errorVectors() {
    return Stream.of(
        Arguments.of(
            "C8754X9NN8H80X298KRKERG8K",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 25 (expected 27)"),
        Arguments.of(
            "C8754X9NN8H80X298KRKERG8K888",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 28 (expected 27)"),
        Arguments.of(
            "C8EE934SR007G5Q94QKKXFRFV8",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 26 (expected 27)"),
        Arguments.of(
            "C8754X9NN8H80X298KRKERG8KU8", Reason.INVALID_DIGIT, 25, "invalid digit 'U' at 25"),
        Arguments.of(
            "C8EE934SR007G5Q94QKKXFRFV8U", Reason.INVALID_DIGIT, 26, "invalid digit 'U' at 26"),
        Arguments.of(
            "C8EE934SR007G5Q94QKKXFRFV8}", Reason.INVALID_DIGIT, 26, "invalid digit '}' at 26"),
        Arguments.of(
            "C8EE934SR007G5Q94QKKXFRFV8@", Reason.INVALID_DIGIT, 26, "invalid digit '@' at 26"),
        Arguments.of(
            "C8X2HA87098A0W837DX13FEAWVV",
            Reason.CHECK_MISMATCH,
            -1,
            "check symbol mismatch: 123 (expected 56)"));
  }

  @ParameterizedTest
  @MethodSource("errorVectors")
  void errorVectorsAreRejected(String text, Reason reason, int index, String message) {
    assertParseFailure(text, reason, index, message);
    assertParseFailure(text.toLowerCase(Locale.ROOT), reason, index, message.replace('U', 'u'));
  }

  @Test
  void errorVectorsCoverEveryRow() {
    assertEquals(8, errorVectors().count());
  }

  @Test
  void lengthIsCheckedBeforeCharactersAndCharactersBeforeTheCheck() {
    assertParseFailure(
        "U8754X9NN8H80X298KRKERG8K", Reason.INVALID_LENGTH, -1, "invalid length: 25 (expected 27)");
    // The first bad character is reported, from the left, even where the check is wrong too.
    assertParseFailure(
        "C8X2HA87098A0W837DX13FEAWU{", Reason.INVALID_DIGIT, 25, "invalid digit 'U' at 25");
    assertParseFailure(
        "C8X2-A87098A0W837DX13FEAWVV", Reason.INVALID_DIGIT, 4, "invalid digit '-' at 4");
    // '{' is the first code past 'z': the decode table must not be indexed with it.
    assertParseFailure(
        "{8EE934SR007G5Q94QKKXFRFV8B", Reason.INVALID_DIGIT, 0, "invalid digit '{' at 0");
    assertParseFailure(
        "C8EE934SR007G5Q94QKKXFRFV8\u00ff",
        Reason.INVALID_DIGIT,
        26,
        "invalid digit '\u00ff' at 26");
  }

  @Test
  void nullIsRejected() {
    // The Java port reports a null text as InvalidLength(0, 27); here, as for every format of
    // sortid, a null is a NullPointerException.
    assertThrows(NullPointerException.class, () -> Euid.fromString(null));
    assertThrows(NullPointerException.class, () -> Euid.fromByteArray(null));
    assertThrows(NullPointerException.class, () -> Euid.fromUuid(null));
  }

  @Test
  void fromByteArrayRejectsWrongLengths() {
    for (int length : new int[] {0, 1, 8, 15, 17, 32}) {
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> Euid.fromByteArray(new byte[length]));
      assertEquals(Reason.INVALID_LENGTH, e.getReason());
      assertEquals(-1, e.getErrorIndex());
      assertEquals("invalid length: " + length + " bytes (expected 16)", e.getMessage());
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Case and Crockford's aliases

  @Test
  void lowercaseDecodesToTheSameValue() {
    Euid id = Euid.fromString("C8EE934SR007G5Q94QKKXFRFV8B");
    assertEquals(id, Euid.fromString("c8ee934sr007g5q94qkkxfrfv8b"));
    assertEquals(id, Euid.fromString("c8EE934sr007G5q94QKKxfrfv8B"));
    assertEquals(id, Euid.fromString("c8ee934sr007g5q94qkkxfrfvbz"));
    assertEquals(
        "C8EE934SR007G5Q94QKKXFRFV8B", Euid.fromString("c8ee934sr007g5q94qkkxfrfv8b").toString());
  }

  @Test
  void aliasesReadAsOneAndZero() {
    Euid withZeros = Euid.fromString("C8EE934SR007G5Q94QKKXFRFV8B");
    assertEquals(withZeros, Euid.fromString("C8EE934SRO07G5Q94QKKXFRFV8B"));
    assertEquals(withZeros, Euid.fromString("C8EE934SR0o7G5Q94QKKXFRFV8B"));
    assertEquals(withZeros, Euid.fromString("C8EE934SRoO7G5Q94QKKXFRFV8B"));
    Euid withOne = Euid.fromString("000000001ZZZ3ZZZZZZZZZZZZZ3");
    for (String one : List.of("I", "i", "L", "l")) {
      assertEquals(withOne, Euid.fromString("00000000" + one + "ZZZ3ZZZZZZZZZZZZZ3"), one);
      assertEquals(withOne, Euid.fromString("OoOoOoOo" + one + "zzz3ZZZZZZZZZZZZZ3"), one);
    }
    assertEquals(
        "000000001ZZZ3ZZZZZZZZZZZZZ3", Euid.fromString("oooooooolzzz3zzzzzzzzzzzzz3").toString());
    assertParseFailure(
        "C8EE934SR007G5Q94QKKXFRFVuB", Reason.INVALID_DIGIT, 25, "invalid digit 'u' at 25");
  }

  // ---------------------------------------------------------------------------------------------
  // Check-mod tables of the Java port: (hi, lo) -> unsigned value mod 127

  static Stream<Arguments> checkTableRows() {
    return Stream.of(
        // LL: both halves positive
        Arguments.of(4764011822499138043L, 5737642780979663628L, 0),
        Arguments.of(8786479924207535777L, 520126398686943008L, 1),
        Arguments.of(7686070465777987309L, 6924794180176062693L, 2),
        Arguments.of(6018400538076545466L, 6986767265072904605L, 126),
        // BB: both halves negative
        Arguments.of(-1077786889433917806L, -6438239976976870091L, 0),
        Arguments.of(-3425999014377863949L, -4971267447576192276L, 1),
        Arguments.of(-8134160911886369372L, -3549485715741564386L, 2),
        Arguments.of(-7887421781593492922L, -8627965635719165066L, 126),
        // LB: hi positive, lo negative
        Arguments.of(4938052845462802919L, -1112860538937324691L, 0),
        Arguments.of(5224847916143138345L, -110968566246918016L, 1),
        Arguments.of(2870881921564166224L, -6610897520539300424L, 2),
        Arguments.of(2271507738656123967L, -5041228179784661415L, 126),
        // BL: hi negative, lo positive
        Arguments.of(-9009832514974872382L, 8694488933079543318L, 0),
        Arguments.of(-3691861733904008782L, 5600982832525509781L, 1),
        Arguments.of(-3490185148829523613L, 8501519609322018486L, 2),
        Arguments.of(-5198080888721134248L, 874601940727909363L, 126));
  }

  @ParameterizedTest
  @MethodSource("checkTableRows")
  void checkTableRowsHaveTheirCheck(long hi, long lo, int expected) {
    assertEquals(expected, unsigned(hi, lo).mod(MOD).intValueExact(), "the row itself");
    assertEquals(expected, Euid.check(hi, lo));
    Euid id = Euid.fromBits(hi, lo);
    String text = id.toString();
    assertEquals(expected, checkField(text));
    assertEquals(id, Euid.fromString(text));
    assertEquals(127, checkField(id.toStringWithoutCheck()));
    assertEquals(text.substring(0, 25), id.toStringWithoutCheck().substring(0, 25));
  }

  // ---------------------------------------------------------------------------------------------
  // Derived vectors (computed from the reference algorithm)

  static Stream<Arguments> derivedVectors() {
    long ts = 1700000000000L;
    return Stream.of(
        derived(0L, 0L, "000000000000000000000000000", "00000000000000000000000003Z"),
        derived(-1L, -1L, "ZZZZZZZZZZZZZZZZZZZZZZZZZW3", "ZZZZZZZZZZZZZZZZZZZZZZZZZZZ"),
        derived(
            0x0c5e7f2b40000000L,
            0L,
            "1HF7YAT00000000000000000039",
            "1HF7YAT0000000000000000003Z",
            ts,
            OptionalInt.empty(),
            0),
        derived(
            0x0c5e7f2b40000001L,
            0L,
            "1HF7YAT0000020000000000003B",
            "1HF7YAT0000020000000000003Z",
            ts,
            OptionalInt.of(0),
            0),
        derived(
            0x0c5e7f2b40000053L,
            0L,
            "1HF7YAT0000560000000000000H",
            "1HF7YAT0000560000000000003Z",
            ts,
            OptionalInt.of(5),
            0),
        derived(
            0x0c5e7f2b4007ffffL,
            0x0123456789abcdefL,
            "1HF7YAT00ZZZY0938NKRKAYDXXS",
            "1HF7YAT00ZZZY0938NKRKAYDXZZ",
            ts,
            OptionalInt.of(32767),
            0),
        derived(
            0xfffffffffff80000L,
            0L,
            "ZZZZZZZZZ000000000000000023",
            "ZZZZZZZZZ00000000000000003Z",
            (1L << 45) - 1,
            OptionalInt.empty(),
            0),
        derived(
            0x00000000000ffff1L,
            -1L,
            "000000001ZZZ3ZZZZZZZZZZZZZ3",
            "000000001ZZZ3ZZZZZZZZZZZZZZ",
            1L,
            OptionalInt.of(1),
            0x3fff));
  }

  private static Arguments derived(long hi, long lo, String withCheck, String withoutCheck) {
    return Arguments.of(hi, lo, withCheck, withoutCheck, null, null, null);
  }

  private static Arguments derived(
      long hi,
      long lo,
      String withCheck,
      String withoutCheck,
      long timestamp,
      OptionalInt extension,
      int filler) {
    return Arguments.of(hi, lo, withCheck, withoutCheck, timestamp, extension, filler);
  }

  @ParameterizedTest
  @MethodSource("derivedVectors")
  void derivedVectorsEncodeAndDecode(
      long hi,
      long lo,
      String withCheck,
      String withoutCheck,
      Long timestamp,
      OptionalInt extension,
      Integer filler)
      throws Exception {
    Euid id = Euid.fromBits(hi, lo);
    assertEquals(withCheck, id.toString());
    assertEquals(withoutCheck, id.toStringWithoutCheck());
    assertEquals(id, Euid.fromString(withCheck));
    assertEquals(id, Euid.fromString(withoutCheck));
    assertEquals(id, Euid.fromString(withCheck.toLowerCase(Locale.ROOT)));
    assertEquals(unsigned(hi, lo).mod(MOD).intValueExact(), checkField(withCheck));
    if (timestamp != null) {
      assertEquals(timestamp, id.getTimestamp());
      assertEquals(extension, id.getExtension());
      assertEquals(filler, id.getFiller());
      assertEquals(lo, id.getRandom());
      assertEquals(id, Euid.fromFields(timestamp, extension, filler, lo));
    }
    assertSymmetric(id);
  }

  @Test
  void derivedVectorsCoverEveryRow() {
    assertEquals(8, derivedVectors().count());
  }

  @Test
  void textOfTheLargestValueNeedsNoRangeCheck() {
    // 27 symbols hold 135 = 128 + 7 bits: any first symbol is legal.
    assertEquals(Euid.MAX, Euid.fromString("ZZZZZZZZZZZZZZZZZZZZZZZZZZZ"));
    assertEquals(Euid.MAX, Euid.fromString("ZZZZZZZZZZZZZZZZZZZZZZZZZW3"));
  }

  @Test
  void documentedCheckEscapes() {
    // Value 31 has check 31 (0011111): its text ends in "WZ". Setting the top check bits, the low
    // two bits of symbol 25, turns the check into 127 ("no check"): a typo there goes unnoticed.
    Euid value31 = Euid.fromBits(0, 31);
    assertEquals("0000000000000000000000003WZ", value31.toString());
    assertEquals(value31, Euid.fromString("0000000000000000000000003ZZ"));
    assertEquals(Euid.fromBits(0, 24), Euid.fromString("00000000000000000000000033Z"));
    assertParseFailure(
        "0000000000000000000000003XZ",
        Reason.CHECK_MISMATCH,
        -1,
        "check symbol mismatch: 63 (expected 31)");
  }

  // ---------------------------------------------------------------------------------------------
  // Constants and fields

  @Test
  void minIsAllZero() {
    assertEquals("000000000000000000000000000", Euid.MIN.toString());
    assertEquals(0L, Euid.MIN.getMostSignificantBits());
    assertEquals(0L, Euid.MIN.getLeastSignificantBits());
    assertEquals(BigInteger.ZERO, Euid.MIN.toBigInteger());
    assertArrayEquals(new byte[16], Euid.MIN.toByteArray());
    assertEquals(Instant.EPOCH, Euid.MIN.toInstant());
    assertEquals(new UUID(0, 0), Euid.MIN.toUuid());
    assertEquals(OptionalInt.empty(), Euid.MIN.getExtension());
    assertEquals(Euid.fromFields(0, OptionalInt.empty(), 0, 0), Euid.MIN);
  }

  @Test
  void maxIsAllOnes() {
    assertEquals("ZZZZZZZZZZZZZZZZZZZZZZZZZW3", Euid.MAX.toString());
    assertEquals(-1L, Euid.MAX.getMostSignificantBits());
    assertEquals(-1L, Euid.MAX.getLeastSignificantBits());
    assertEquals(MAX_VALUE, Euid.MAX.toBigInteger());
    assertEquals(3, MAX_VALUE.mod(MOD).intValue());
    assertEquals(Euid.MAX_TIMESTAMP, Euid.MAX.getTimestamp());
    assertEquals(Instant.parse("3084-12-12T12:41:28.831Z"), Euid.MAX.toInstant());
    assertEquals(OptionalInt.of(Euid.MAX_EXTENSION), Euid.MAX.getExtension());
    assertEquals(15, Euid.MAX.getExtensionLength());
    assertEquals(0, Euid.MAX.getFiller());
    assertEquals(
        Euid.fromFields(Euid.MAX_TIMESTAMP, OptionalInt.of(Euid.MAX_EXTENSION), 0, -1L), Euid.MAX);
    assertEquals(UUID.fromString("ffffffff-ffff-ffff-ffff-ffffffffffff"), Euid.MAX.toUuid());
    assertTrue(Euid.MIN.compareTo(Euid.MAX) < 0);
  }

  @Test
  void fieldMaximaMatchTheLayout() {
    assertEquals((1L << 45) - 1, Euid.MAX_TIMESTAMP);
    assertEquals(35184372088831L, Euid.MAX_TIMESTAMP);
    assertEquals((1 << 15) - 1, Euid.MAX_EXTENSION);
  }

  @Test
  void fieldsSitWhereTheLayoutSays() {
    // timestamp bits 127..83, extension field 82..68, length 67..64, random 63..0
    Euid id = Euid.fromFields(0x1555_5555_5555L, OptionalInt.of(0x2a), 0x1ab, 0x0123456789abcdefL);
    BigInteger value = id.toBigInteger();
    assertEquals(BigInteger.valueOf(0x1555_5555_5555L), value.shiftRight(83));
    assertEquals(0x1ab << 6 | 0x2a, value.shiftRight(68).intValue() & 0x7fff);
    assertEquals(6, value.shiftRight(64).intValue() & 0xf);
    assertEquals(0x0123456789abcdefL, value.longValue());
    assertEquals(0x1555_5555_5555L, id.getTimestamp());
    assertEquals(OptionalInt.of(0x2a), id.getExtension());
    assertEquals(6, id.getExtensionLength());
    assertEquals(0x1ab, id.getFiller());
    assertEquals(0x0123456789abcdefL, id.getRandom());

    Euid none = Euid.fromFields(1, OptionalInt.empty(), 0x7fff, 0);
    assertEquals(0x7fffL << 4 | 1L << 19, none.getMostSignificantBits());
    assertEquals(0x7fff, none.getFiller());
    assertEquals(0, none.getExtensionLength());
    assertEquals(OptionalInt.empty(), none.getExtension());
  }

  static Stream<Arguments> outOfRangeFields() {
    long maxTs = Euid.MAX_TIMESTAMP;
    return Stream.of(
        Arguments.of(
            -1L,
            OptionalInt.empty(),
            0,
            "timestamp out of range: -1 (expected 0 to 35184372088831)"),
        Arguments.of(
            maxTs + 1,
            OptionalInt.empty(),
            0,
            "timestamp out of range: 35184372088832 (expected 0 to 35184372088831)"),
        Arguments.of(
            Long.MIN_VALUE,
            OptionalInt.of(-1),
            -1,
            "timestamp out of range: -9223372036854775808 (expected 0 to 35184372088831)"),
        Arguments.of(0L, OptionalInt.of(-1), 0, "extension out of range: -1 (expected 0 to 32767)"),
        Arguments.of(
            0L, OptionalInt.of(32768), 0, "extension out of range: 32768 (expected 0 to 32767)"),
        Arguments.of(
            0L,
            OptionalInt.of(Integer.MIN_VALUE),
            -1,
            "extension out of range: -2147483648 (expected 0 to 32767)"),
        Arguments.of(
            0L,
            OptionalInt.empty(),
            -1,
            "filler out of range: -1 (expected 0 to 32767 for extension length 0)"),
        Arguments.of(
            0L,
            OptionalInt.empty(),
            32768,
            "filler out of range: 32768 (expected 0 to 32767 for extension length 0)"),
        Arguments.of(
            0L,
            OptionalInt.of(0),
            16384,
            "filler out of range: 16384 (expected 0 to 16383 for extension length 1)"),
        Arguments.of(
            0L,
            OptionalInt.of(5),
            4096,
            "filler out of range: 4096 (expected 0 to 4095 for extension length 3)"),
        Arguments.of(
            maxTs,
            OptionalInt.of(32767),
            1,
            "filler out of range: 1 (expected 0 to 0 for extension length 15)"));
  }

  @ParameterizedTest
  @MethodSource("outOfRangeFields")
  void fromFieldsRejectsOutOfRangeFields(
      long timestamp, OptionalInt extension, int filler, String message) {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Euid.fromFields(timestamp, extension, filler, 0L));
    assertEquals(message, e.getMessage());
  }

  @Test
  void fromFieldsAcceptsEachFieldsBoundsAndRejectsNull() {
    assertEquals(
        Euid.MAX_TIMESTAMP,
        Euid.fromFields(Euid.MAX_TIMESTAMP, OptionalInt.empty(), 0, 0).getTimestamp());
    assertEquals(16383, Euid.fromFields(0, OptionalInt.of(1), 16383, 0).getFiller());
    assertEquals(1, Euid.fromFields(0, OptionalInt.of(16383), 1, 0).getFiller());
    assertEquals(OptionalInt.of(0), Euid.fromFields(0, OptionalInt.of(0), 0, 0).getExtension());
    assertThrows(NullPointerException.class, () -> Euid.fromFields(0, null, 0, 0));
  }

  // ---------------------------------------------------------------------------------------------
  // Other conversions

  @Test
  void bytesAndBitsHoldTheBigEndianHalves() {
    Euid id = Euid.fromString("C8EE934SR007G5Q94QKKXFRFV8B");
    byte[] bytes = HexFormat.of().parseHex("621ce48c99c0007816e925e73ebf0fda");
    assertArrayEquals(bytes, id.toByteArray());
    assertEquals(id, Euid.fromByteArray(bytes));
    assertEquals(id, Euid.fromBits(0x621ce48c99c00078L, 0x16e925e73ebf0fdaL));

    bytes[0] = 0;
    assertEquals("C8EE934SR007G5Q94QKKXFRFV8B", id.toString(), "the value keeps no array");
    byte[] out = id.toByteArray();
    assertNotSame(out, id.toByteArray());
  }

  @Test
  void uuidHoldsTheSame128Bits() {
    Euid id = Euid.fromString("C8EE934SR007G5Q94QKKXFRFV8B");
    UUID uuid = UUID.fromString("621ce48c-99c0-0078-16e9-25e73ebf0fda");
    assertEquals(uuid, id.toUuid());
    assertEquals(id, Euid.fromUuid(uuid));
    assertEquals(uuid.hashCode(), id.hashCode());
  }

  @Test
  void bigIntegerIsTheUnsignedValue() {
    assertEquals(BigInteger.ONE, Euid.fromBits(0, 1).toBigInteger());
    assertEquals(BigInteger.ONE.shiftLeft(63), Euid.fromBits(0, Long.MIN_VALUE).toBigInteger());
    assertEquals(BigInteger.ONE.shiftLeft(64), Euid.fromBits(1, 0).toBigInteger());
    assertEquals(BigInteger.ONE.shiftLeft(127), Euid.fromBits(Long.MIN_VALUE, 0).toBigInteger());
  }

  @Test
  void toInstantIsTheTimestampInUnixMilliseconds() {
    assertEquals(
        Instant.parse("2023-11-14T22:13:20Z"),
        Euid.fromString("1HF7YAT0000560000000000000H").toInstant());
    assertEquals(
        Instant.ofEpochMilli(1), Euid.fromString("000000001ZZZ3ZZZZZZZZZZZZZ3").toInstant());
  }

  @Test
  void compareToIsUnsignedAsTextAndBytesAre() {
    // The Java port compares signed longs; these pairs are where that disagrees with the text.
    List<Euid[]> pairs =
        List.of(
            new Euid[] {Euid.fromBits(5, Long.MAX_VALUE), Euid.fromBits(5, Long.MIN_VALUE)},
            new Euid[] {Euid.fromBits(Long.MAX_VALUE, -1L), Euid.fromBits(Long.MIN_VALUE, 0)},
            new Euid[] {
              Euid.fromFields((1L << 44) - 1, OptionalInt.empty(), 0, 0),
              Euid.fromFields(1L << 44, OptionalInt.empty(), 0, 0)
            });
    for (Euid[] pair : pairs) {
      Euid smaller = pair[0];
      Euid larger = pair[1];
      assertTrue(smaller.compareTo(larger) < 0, smaller + " < " + larger);
      assertTrue(larger.compareTo(smaller) > 0);
      assertTrue(smaller.toString().compareTo(larger.toString()) < 0);
      assertTrue(smaller.toStringWithoutCheck().compareTo(larger.toStringWithoutCheck()) < 0);
      assertTrue(smaller.toBigInteger().compareTo(larger.toBigInteger()) < 0);
    }
  }

  @Test
  void equalsComparesTheValueOnly() {
    Euid id = Euid.fromString("C8EE934SR007G5Q94QKKXFRFV8B");
    assertEquals(id, Euid.fromString("C8EE934SR007G5Q94QKKXFRFVBZ"));
    assertEquals(id.hashCode(), Euid.fromString("c8ee934sr007g5q94qkkxfrfv8b").hashCode());
    assertNotEquals(id, Euid.fromString("C8ZM14GR4JXG0MQXVY18S8TJNA6"));
    assertNotEquals(id, id.toUuid());
    assertNotEquals(id, id.toString());
    assertFalse(id.equals(null));
    assertEquals(0, id.compareTo(Euid.fromBits(0x621ce48c99c00078L, 0x16e925e73ebf0fdaL)));
  }

  @Test
  void fromStringAcceptsAnyCharSequence() {
    Euid id = Euid.fromString("C8EE934SR007G5Q94QKKXFRFV8B");
    assertEquals(id, Euid.fromString(new StringBuilder("c8ee934sr007g5q94qkkxfrfv8b")));
    assertEquals(id, Euid.fromString(CharBuffer.wrap("xC8EE934SR007G5Q94QKKXFRFV8Bx", 1, 28)));
  }

  @Test
  void serializationKeepsTheValue() throws Exception {
    for (Euid id :
        List.of(
            Euid.MIN,
            Euid.MAX,
            Euid.fromString("C8EE934SR007G5Q94QKKXFRFV8B"),
            Euid.fromBits(Long.MIN_VALUE, 1))) {
      Euid copy = serializeAndBack(id);
      assertEquals(id, copy);
      assertEquals(id.toString(), copy.toString());
    }
  }

  // ---------------------------------------------------------------------------------------------

  private static void assertParseFailure(String text, Reason reason, int index, String message) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> Euid.fromString(text), text);
    assertEquals(reason, e.getReason(), text);
    assertEquals(index, e.getErrorIndex(), text);
    assertEquals(message, e.getMessage(), text);
    assertFalse(Euid.isValid(text), text);
  }

  /** Every conversion of {@code id} leads back to an equal EUID. */
  static void assertSymmetric(Euid id) throws IOException, ClassNotFoundException {
    String text = id.toString();
    assertEquals(id, Euid.fromString(text), text);
    assertEquals(id, Euid.fromString(text.toLowerCase(Locale.ROOT)), text);
    assertEquals(id, Euid.fromString(id.toStringWithoutCheck()), text);
    assertEquals(id, Euid.fromByteArray(id.toByteArray()), text);
    assertEquals(
        id, Euid.fromBits(id.getMostSignificantBits(), id.getLeastSignificantBits()), text);
    assertEquals(id, Euid.fromUuid(id.toUuid()), text);
    assertEquals(id, serializeAndBack(id), text);
  }

  static Euid serializeAndBack(Euid id) throws IOException, ClassNotFoundException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
      out.writeObject(id);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(buffer.toByteArray()))) {
      return (Euid) in.readObject();
    }
  }
}
