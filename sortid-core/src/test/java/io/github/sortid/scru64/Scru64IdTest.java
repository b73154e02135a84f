package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The ID vectors of the SCRU64 spec v1.0.0 and of its reference implementations, stated here so
 * that the suite depends on no file outside the project, plus round trips against {@link
 * Long#toString(long, int)} as an independent oracle.
 */
class Scru64IdTest {
  /** 36^12 - 1. */
  private static final long MAX_VALUE = 4_738_381_338_321_616_895L;

  /** Text, integer, timestamp, node_ctr: the vectors shared by every reference test suite. */
  static Stream<Arguments> vectors() {
    return Stream.of(
        Arguments.of("000000000000", 0L, 0L, 0),
        Arguments.of("00000009zldr", 16777215L, 0L, 16777215),
        Arguments.of("zzzzzzzq0em8", 4738381338304839680L, 282429536480L, 0),
        Arguments.of("zzzzzzzzzzzz", 4738381338321616895L, 282429536480L, 16777215),
        // The eight examples of the spec's README: two ticks, consecutive counters.
        Arguments.of("0u375nxqh5cq", 110009624767914842L, 6557084606L, 2777946),
        Arguments.of("0u375nxqh5cr", 110009624767914843L, 6557084606L, 2777947),
        Arguments.of("0u375nxqh5cs", 110009624767914844L, 6557084606L, 2777948),
        Arguments.of("0u375nxqh5ct", 110009624767914845L, 6557084606L, 2777949),
        Arguments.of("0u375ny0glr0", 110009624784685596L, 6557084607L, 2771484),
        Arguments.of("0u375ny0glr1", 110009624784685597L, 6557084607L, 2771485),
        Arguments.of("0u375ny0glr2", 110009624784685598L, 6557084607L, 2771486),
        Arguments.of("0u375ny0glr3", 110009624784685599L, 6557084607L, 2771487),
        Arguments.of("jdsf1we3ui4f", 2551228577033409087L, 152065073074L, 15127103),
        Arguments.of("j0afcjyfyi98", 2501871273029859308L, 149123148502L, 11728876),
        Arguments.of("ckzyfc271xsn", 1656235332845342807L, 98719318678L, 11702359),
        Arguments.of("t0vgc4c4b18n", 3820223857650913031L, 227703085997L, 12668679),
        Arguments.of("mwcrtcubk7bp", 3013971744574965013L, 179646715198L, 7636245),
        Arguments.of("g9ye86pgplu7", 2142345863016001231L, 127693764151L, 1617615),
        Arguments.of("qmez19t9oeir", 3504120463545429123L, 208861855479L, 13462659),
        Arguments.of("d81r595fq52m", 1740509559134752558L, 103742454000L, 6688558),
        Arguments.of("v0rbps7ay8ks", 4083047990644975084L, 243368625083L, 4466156),
        Arguments.of("z0jndjt42op2", 4608755221037281670L, 274703217806L, 10973574),
        Arguments.of("f2bembkd4zrb", 1982796278763797255L, 118183867857L, 11451143),
        Arguments.of("mkg0fd5p76pp", 2970426816743119549L, 177051235243L, 4496061));
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void integerEncodesToText(String text, long value, long timestamp, int nodeCtr) {
    assertEquals(text, Scru64Id.fromLong(value).toString());
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void textDecodesToInteger(String text, long value, long timestamp, int nodeCtr) {
    assertEquals(value, Scru64Id.fromString(text).toLong());
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void uppercaseTextDecodesToInteger(String text, long value, long timestamp, int nodeCtr) {
    assertEquals(value, Scru64Id.fromString(text.toUpperCase(Locale.ROOT)).toLong());
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void partsMakeInteger(String text, long value, long timestamp, int nodeCtr) {
    assertEquals(value, Scru64Id.fromParts(timestamp, nodeCtr).toLong());
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void integerSplitsIntoParts(String text, long value, long timestamp, int nodeCtr) {
    Scru64Id id = Scru64Id.fromLong(value);
    assertEquals(timestamp, id.getTimestamp());
    assertEquals(nodeCtr, id.getNodeCtr());
    assertEquals(Instant.ofEpochMilli(timestamp * 256), id.toInstant());
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void bytesAreTheBigEndianInteger(String text, long value, long timestamp, int nodeCtr) {
    byte[] bytes = ByteBuffer.allocate(8).putLong(value).array();
    assertArrayEquals(bytes, Scru64Id.fromLong(value).toByteArray());
    assertEquals(value, Scru64Id.fromByteArray(bytes).toLong());
  }

  @Test
  void vectorsSortTheSameAsIntegersTextsAndIds() {
    List<Scru64Id> byInteger = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    vectors()
        .map(Arguments::get)
        .sorted(Comparator.comparingLong(row -> (Long) row[1]))
        .forEach(
            row -> {
              byInteger.add(Scru64Id.fromLong((Long) row[1]));
              texts.add((String) row[0]);
            });
    List<String> sortedTexts = new ArrayList<>(texts);
    sortedTexts.sort(Comparator.naturalOrder());
    assertEquals(sortedTexts, texts);
    List<Scru64Id> sortedIds = new ArrayList<>(byInteger);
    Collections.reverse(sortedIds);
    Collections.sort(sortedIds);
    assertEquals(byInteger, sortedIds);
  }

  @Test
  void specWorkedExampleAndDocumentationExamples() {
    assertEquals("0u2pf62ji4b9", Scru64Id.fromLong(109959589539758421L).toString());
    assertEquals(109959589539758421L, Scru64Id.fromString("0u2pf62ji4b9").toLong());

    Scru64Id id = Scru64Id.fromString("0u2r85hm2pt3");
    assertEquals(109964681944955175L, id.toLong());
    assertEquals(6554405805L, id.getTimestamp());
    assertEquals(2816295, id.getNodeCtr());
    assertEquals(11001, id.getNodeCtr() >>> 8); // its node_id as the spec's "/16" reads it
    assertEquals(Instant.parse("2023-03-04T11:04:46.080Z"), id.toInstant());
    assertEquals(id, Scru64Id.fromParts(6554405805L, 2816295));

    assertEquals("0u2r87q2rol5", Scru64Id.fromString("0u2r87q2rol5").toString());
  }

  @Test
  void minAndMax() {
    assertEquals("000000000000", Scru64Id.MIN.toString());
    assertEquals("zzzzzzzzzzzz", Scru64Id.MAX.toString());
    assertEquals(0L, Scru64Id.MIN.toLong());
    assertEquals(MAX_VALUE, Scru64Id.MAX.toLong());
    assertEquals(Scru64Id.MAX_TIMESTAMP, Scru64Id.MAX.getTimestamp());
    assertEquals(Scru64Id.MAX_NODE_CTR, Scru64Id.MAX.getNodeCtr());
    assertEquals(Instant.parse("4261-02-27T06:08:58.880Z"), Scru64Id.MAX.toInstant());
    assertEquals(Scru64Id.MAX, Scru64Id.fromParts(Scru64Id.MAX_TIMESTAMP, Scru64Id.MAX_NODE_CTR));
  }

  /** Invalid text, the index of the offending character (or -1) and the message. */
  static Stream<Arguments> invalidTexts() {
    return Stream.of(
        // The references' cases.
        Arguments.of("", Reason.INVALID_LENGTH, -1, "invalid length: 0 (expected 12)"),
        Arguments.of(
            " 0u3wrp5g81jx", Reason.INVALID_LENGTH, -1, "invalid length: 13 (expected 12)"),
        Arguments.of(
            "0u3wrp5g81jy ", Reason.INVALID_LENGTH, -1, "invalid length: 13 (expected 12)"),
        Arguments.of(
            " 0u3wrp5g81jz ", Reason.INVALID_LENGTH, -1, "invalid length: 14 (expected 12)"),
        Arguments.of(
            "+0u3wrp5g81k0", Reason.INVALID_LENGTH, -1, "invalid length: 13 (expected 12)"),
        Arguments.of(
            "-0u3wrp5g81k1", Reason.INVALID_LENGTH, -1, "invalid length: 13 (expected 12)"),
        Arguments.of("+u3wrp5q7ta5", Reason.INVALID_DIGIT, 0, "invalid digit '+' at 0"),
        Arguments.of("-u3wrp5q7ta6", Reason.INVALID_DIGIT, 0, "invalid digit '-' at 0"),
        Arguments.of("0u3w_p5q7ta7", Reason.INVALID_DIGIT, 4, "invalid digit '_' at 4"),
        Arguments.of("0u3wrp5-7ta8", Reason.INVALID_DIGIT, 7, "invalid digit '-' at 7"),
        Arguments.of("0u3wrp5q7t 9", Reason.INVALID_DIGIT, 10, "invalid digit ' ' at 10"),
        // The PHP port's extra cases.
        Arguments.of("0u2pf62ji4b", Reason.INVALID_LENGTH, -1, "invalid length: 11 (expected 12)"),
        Arguments.of(
            "0u2pf62ji4b9x", Reason.INVALID_LENGTH, -1, "invalid length: 13 (expected 12)"),
        Arguments.of("0u2pf62ji4b-", Reason.INVALID_DIGIT, 11, "invalid digit '-' at 11"),
        Arguments.of(
            "zzzzzzzzzzzzz", Reason.INVALID_LENGTH, -1, "invalid length: 13 (expected 12)"),
        // Digits that Long.parseLong(s, 36) and Character.digit accept but the spec does not.
        Arguments.of(
            "0000000000\u0661\u0662", Reason.INVALID_DIGIT, 10, "invalid digit '\u0661' at 10"),
        Arguments.of("\uff10u2pf62ji4b9", Reason.INVALID_DIGIT, 0, "invalid digit '\uff10' at 0"),
        Arguments.of("0u2pf62ji4b\t", Reason.INVALID_DIGIT, 11, "invalid digit '\\t' at 11"));
  }

  @ParameterizedTest
  @MethodSource("invalidTexts")
  void invalidTextIsRejected(String text, Reason reason, int index, String message) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> Scru64Id.fromString(text));
    assertEquals(reason, e.getReason());
    assertEquals(index, e.getErrorIndex());
    assertEquals(message, e.getMessage());
  }

  @Test
  void plusSignThatLongParseLongWouldAcceptIsRejected() {
    // The pitfall this parser avoids: the JDK reads a signed numeral here.
    assertEquals(110081879187287549L, Long.parseLong("+u3wrp5q7ta5", 36));
    assertThrows(IdFormatException.class, () -> Scru64Id.fromString("+u3wrp5q7ta5"));
  }

  @Test
  void nullTextIsRejected() {
    assertThrows(NullPointerException.class, () -> Scru64Id.fromString(null));
  }

  @ParameterizedTest
  @ValueSource(longs = {-1L, MAX_VALUE + 1, Long.MAX_VALUE, Long.MIN_VALUE})
  void integerOutOfRangeIsRejected(long value) {
    // 36^12, 2^64 - 1 (as a signed long: -1), the signed extremes: the references' cases.
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scru64Id.fromLong(value));
    assertFalse(e instanceof IdFormatException);
    assertEquals(
        "value out of range: " + value + " (expected 0 to 4738381338321616895)", e.getMessage());
  }

  @Test
  void partsOutOfRangeAreRejectedNamingThePart() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> Scru64Id.fromParts(282429536480L, 16777216));
    assertEquals("nodeCtr out of range: 16777216 (expected 0 to 16777215)", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Scru64Id.fromParts(282429536481L, 0));
    assertEquals(
        "timestamp out of range: 282429536481 (expected 0 to 282429536480)", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Scru64Id.fromParts(-1L, 0));
    assertEquals("timestamp out of range: -1 (expected 0 to 282429536480)", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Scru64Id.fromParts(0L, -1));
    assertEquals("nodeCtr out of range: -1 (expected 0 to 16777215)", e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 7, 9, 16})
  void bytesOfWrongLengthAreRejected(int length) {
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> Scru64Id.fromByteArray(new byte[length]));
    assertEquals(Reason.INVALID_LENGTH, e.getReason());
    assertEquals("invalid length: " + length + " bytes (expected 8)", e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(longs = {MAX_VALUE + 1, Long.MAX_VALUE, -1L, Long.MIN_VALUE})
  void bytesOutOfRangeAreRejected(long value) {
    byte[] bytes = ByteBuffer.allocate(8).putLong(value).array();
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> Scru64Id.fromByteArray(bytes));
    assertEquals(Reason.OUT_OF_RANGE, e.getReason());
    assertEquals("out of SCRU64 value range", e.getMessage());
  }

  @Test
  void equalsAndHashCodeFollowTheValue() {
    Scru64Id a = Scru64Id.fromString("0u375nxqh5cq");
    Scru64Id b = Scru64Id.fromString("0U375NXQH5CQ");
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(Long.hashCode(110009624767914842L), a.hashCode());
    assertNotEquals(a, Scru64Id.fromString("0u375nxqh5cr"));
    assertNotEquals(a, "0u375nxqh5cq");
    assertEquals(0, a.compareTo(b));
    assertTrue(a.compareTo(Scru64Id.fromString("0u375nxqh5cr")) < 0);
  }

  @Test
  void serializationKeepsTheValue() throws Exception {
    Scru64Id id = Scru64Id.fromString("0u375nxqh5cq");
    assertEquals(id, deserialize(serialize(id)));
  }

  @Test
  void serializationKeepsTheSmallestAndTheLargestValue() throws Exception {
    assertEquals(Scru64Id.MIN, deserialize(serialize(Scru64Id.MIN)));
    assertEquals(Scru64Id.MAX, deserialize(serialize(Scru64Id.MAX)));
  }

  @Test
  void serializedFormBelowZeroIsRejected() throws Exception {
    long value = 0x0102_0304_0506_0708L;
    byte[] stream = serialize(Scru64Id.fromLong(value));
    int at = indexOf(stream, ByteBuffer.allocate(8).putLong(value).array());
    ByteBuffer.wrap(stream).putLong(at, -1L);
    InvalidObjectException e =
        assertThrows(InvalidObjectException.class, () -> deserialize(stream));
    assertEquals("SCRU64 value out of range: -1", e.getMessage());
  }

  @Test
  void serializedFormOutOfRangeIsRejected() throws Exception {
    byte[] stream = serialize(Scru64Id.MAX);
    byte[] value = ByteBuffer.allocate(8).putLong(MAX_VALUE).array();
    int at = indexOf(stream, value);
    ByteBuffer.wrap(stream).putLong(at, MAX_VALUE + 1);
    assertThrows(InvalidObjectException.class, () -> deserialize(stream));
  }

  @Property
  void textIsThePaddedRadix36Numeral(@ForAll @LongRange(min = 0, max = MAX_VALUE) long value) {
    String oracle = Long.toString(value, 36);
    String expected = "0".repeat(12 - oracle.length()) + oracle;
    Scru64Id id = Scru64Id.fromLong(value);
    assertEquals(expected, id.toString());
    assertEquals(id, Scru64Id.fromString(expected));
    assertEquals(id, Scru64Id.fromString(expected.toUpperCase(Locale.ROOT)));
    assertEquals(id, Scru64Id.fromParts(value >>> 24, (int) (value & 0xffffff)));
    assertEquals(id, Scru64Id.fromByteArray(id.toByteArray()));
  }

  @Property
  void orderOfIdsIsTheOrderOfTexts(
      @ForAll @LongRange(min = 0, max = MAX_VALUE) long a,
      @ForAll @LongRange(min = 0, max = MAX_VALUE) long b) {
    Scru64Id x = Scru64Id.fromLong(a);
    Scru64Id y = Scru64Id.fromLong(b);
    assertEquals(Long.signum(Long.compare(a, b)), Integer.signum(x.compareTo(y)));
    assertEquals(
        Integer.signum(x.toString().compareTo(y.toString())), Integer.signum(x.compareTo(y)));
  }

  private static byte[] serialize(Object object) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ObjectOutputStream objects = new ObjectOutputStream(out)) {
      objects.writeObject(object);
    }
    return out.toByteArray();
  }

  private static Object deserialize(byte[] bytes) throws IOException, ClassNotFoundException {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return in.readObject();
    }
  }

  private static int indexOf(byte[] haystack, byte[] needle) {
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      boolean match = true;
      for (int j = 0; j < needle.length && match; j++) {
        match = haystack[i + j] == needle[j];
      }
      if (match) {
        return i;
      }
    }
    throw new AssertionError("value not found in the serialized form");
  }
}
