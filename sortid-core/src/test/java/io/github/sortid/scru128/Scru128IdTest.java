package io.github.sortid.scru128;

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
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The test vectors of the SCRU128 spec v2.1.1 and of its reference implementations, stated here so
 * that the suite does not depend on any file outside the project.
 */
class Scru128IdTest {
  private static final BigInteger MAX_VALUE =
      BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE);

  private static byte[] hex(String hex) {
    return HexFormat.of().parseHex(hex);
  }

  // ---------------------------------------------------------------------------------------------
  // Spec base36_128.c vectors: 16 bytes <-> text

  static Stream<Arguments> specByteVectors() {
    return Stream.of(
        Arguments.of("00000000000000000000000000000000", "0000000000000000000000000"),
        Arguments.of("017fee7fef417e2b3432ac2ec553687c", "0372hg16csmsm50l8dikcvukc"),
        Arguments.of("017fee7fef427e2b346c0ff414bbcffd", "0372hg16cy3nowracls909wcd"),
        Arguments.of("017fef39c2641ba56a9483188841e05a", "0372ijojuxuhjsfkeryi2mrtm"),
        Arguments.of("ffffffffffffffffffffffffffffffff", "f5lxx1zz5pnorynqglhzmsp33"));
  }

  @ParameterizedTest
  @MethodSource("specByteVectors")
  void specBytesEncodeToText(String bytesHex, String text) {
    assertEquals(text, Scru128Id.fromByteArray(hex(bytesHex)).toString());
  }

  @ParameterizedTest
  @MethodSource("specByteVectors")
  void specTextDecodesToBytes(String bytesHex, String text) {
    assertArrayEquals(hex(bytesHex), Scru128Id.fromString(text).toByteArray());
  }

  @ParameterizedTest
  @MethodSource("specByteVectors")
  void specUppercaseTextDecodesToBytes(String bytesHex, String text) {
    // Spec v2.0.0 published the same vectors in uppercase; decoders accept both cases.
    assertArrayEquals(
        hex(bytesHex), Scru128Id.fromString(text.toUpperCase(Locale.ROOT)).toByteArray());
  }

  static Stream<Arguments> specFailingDecodes() {
    return Stream.of(
        Arguments.of("0", Reason.INVALID_LENGTH, -1, "invalid length: 1 (expected 25)"),
        Arguments.of(
            "00000000000000000000000000",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 26 (expected 25)"),
        Arguments.of(
            "f5lxx1zz5pn+rynqglhzmsp33", Reason.INVALID_DIGIT, 11, "invalid digit '+' at 11"),
        Arguments.of(
            "f5lxx1zz5pnorynqglhzmsp34", Reason.OUT_OF_RANGE, -1, "out of 128-bit value range"),
        Arguments.of(
            "zzzzzzzzzzzzzzzzzzzzzzzzz", Reason.OUT_OF_RANGE, -1, "out of 128-bit value range"));
  }

  @ParameterizedTest
  @MethodSource("specFailingDecodes")
  void specFailingDecodesAreRejected(String text, Reason reason, int index, String message) {
    assertParseFailure(text, reason, index, message);
  }

  @Test
  void specWorkedExample() {
    Scru128Id id = Scru128Id.fromString("0372ijojuxuhjsfkeryi2mrtm");
    assertEquals(new BigInteger("1993501768880490086615869617690763354"), id.toBigInteger());
    byte[] expected = {
      1,
      127,
      (byte) 239,
      57,
      (byte) 194,
      100,
      27,
      (byte) 165,
      106,
      (byte) 148,
      (byte) 131,
      24,
      (byte) 136,
      65,
      (byte) 224,
      90
    };
    assertArrayEquals(expected, id.toByteArray());
  }

  // ---------------------------------------------------------------------------------------------
  // Field vectors (Java, JS, Rust and Python suites)

  static Stream<Arguments> fieldVectors() {
    return Stream.of(
        Arguments.of(0L, 0, 0, 0L, "0000000000000000000000000", "0000000000000000000000000"),
        Arguments.of(
            281474976710655L, 0, 0, 0L, "f5lxx1zz5k6tp71geeh2db7k0", "F5LXX1ZZ5K6TP71GEEH2DB7K0"),
        Arguments.of(0L, 16777215, 0, 0L, "0000000005gv2r2kjwr7n8xs0", "0000000005GV2R2KJWR7N8XS0"),
        Arguments.of(0L, 0, 16777215, 0L, "00000000000000jpia7ql4hs0", "00000000000000JPIA7QL4HS0"),
        Arguments.of(
            0L, 0, 0, 4294967295L, "0000000000000000001z141z3", "0000000000000000001Z141Z3"),
        Arguments.of(
            281474976710655L,
            16777215,
            16777215,
            4294967295L,
            "f5lxx1zz5pnorynqglhzmsp33",
            "F5LXX1ZZ5PNORYNQGLHZMSP33"));
  }

  @ParameterizedTest
  @MethodSource("fieldVectors")
  void fieldVectorsParseInBothCases(
      long timestamp, int counterHi, int counterLo, long entropy, String lower, String upper) {
    Scru128Id fromFields = Scru128Id.fromFields(timestamp, counterHi, counterLo, entropy);
    for (String text : List.of(lower, upper)) {
      Scru128Id id = Scru128Id.fromString(text);
      assertEquals(lower, id.toString(), text);
      assertEquals(timestamp, id.getTimestamp(), text);
      assertEquals(counterHi, id.getCounterHi(), text);
      assertEquals(counterLo, id.getCounterLo(), text);
      assertEquals(entropy, id.getEntropy(), text);
      assertEquals(fromFields, id, text);
      assertEquals(fromFields.hashCode(), id.hashCode(), text);
      assertEquals(new BigInteger(text, 36), id.toBigInteger(), text);
    }
    assertEquals(lower, fromFields.toString());
  }

  @ParameterizedTest
  @MethodSource("fieldVectors")
  void fieldVectorsRoundTrip(
      long timestamp, int counterHi, int counterLo, long entropy, String lower, String upper)
      throws Exception {
    assertSymmetric(Scru128Id.fromFields(timestamp, counterHi, counterLo, entropy));
  }

  // ---------------------------------------------------------------------------------------------
  // Ordering vector

  @Test
  void orderingVectorIsStrictlyIncreasing() throws Exception {
    List<Scru128Id> ids = new ArrayList<>();
    ids.add(Scru128Id.fromFields(0, 0, 0, 0));
    ids.add(Scru128Id.fromFields(0, 0, 0, 1));
    ids.add(Scru128Id.fromFields(0, 0, 0, 0xffff_ffffL));
    ids.add(Scru128Id.fromFields(0, 0, 1, 0));
    ids.add(Scru128Id.fromFields(0, 0, 0xff_ffff, 0));
    ids.add(Scru128Id.fromFields(0, 1, 0, 0));
    ids.add(Scru128Id.fromFields(0, 0xff_ffff, 0, 0));
    ids.add(Scru128Id.fromFields(1, 0, 0, 0));
    ids.add(Scru128Id.fromFields(2, 0, 0, 0));
    Scru128Generator generator = new Scru128Generator();
    for (int i = 0; i < 1000; i++) {
      ids.add(generator.generate());
    }

    for (int i = 1; i < ids.size(); i++) {
      Scru128Id prev = ids.get(i - 1);
      Scru128Id curr = ids.get(i);
      String where = "at " + i + ": " + prev + " then " + curr;
      assertTrue(prev.compareTo(curr) < 0, where);
      assertTrue(curr.compareTo(prev) > 0, where);
      assertNotEquals(prev, curr, where);
      // Two generated IDs share a hash code with probability 2^-32, so only the fixed vectors
      // are held to distinct hash codes.
      if (i < 9) {
        assertNotEquals(prev.hashCode(), curr.hashCode(), where);
      }
      assertTrue(prev.toString().compareTo(curr.toString()) < 0, where);
    }
    for (Scru128Id id : ids) {
      assertEquals(0, id.compareTo(Scru128Id.fromString(id.toString())), id.toString());
    }
    for (Scru128Id id : ids.subList(9, ids.size())) {
      assertSymmetric(id);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Invalid strings (same list in Java 3.x, JS 3.x, Rust and Python)

  static Stream<Arguments> invalidStrings() {
    return Stream.of(
        invalid("", 0, Reason.INVALID_LENGTH, -1, "invalid length: 0 (expected 25)"),
        invalid(
            " 036z8puq4tsxsigk6o19y164q",
            26,
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 26 (expected 25)"),
        invalid(
            "036z8puq54qny1vq3hcbrkweb ",
            26,
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 26 (expected 25)"),
        invalid(
            " 036z8puq54qny1vq3helivwax ",
            27,
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 27 (expected 25)"),
        invalid(
            "+036z8puq54qny1vq3hfcv3ss0",
            26,
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 26 (expected 25)"),
        invalid(
            "-036z8puq54qny1vq3hhy8u1ch",
            26,
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 26 (expected 25)"),
        invalid("+36z8puq54qny1vq3hjq48d9p", 25, Reason.INVALID_DIGIT, 0, "invalid digit '+' at 0"),
        invalid("-36z8puq5a7j0ti08oz6zdrdy", 25, Reason.INVALID_DIGIT, 0, "invalid digit '-' at 0"),
        invalid(
            "036z8puq5a7j0t_08p2cdz28v", 25, Reason.INVALID_DIGIT, 14, "invalid digit '_' at 14"),
        invalid("036z8pu-5a7j0ti08p3ol8ool", 25, Reason.INVALID_DIGIT, 7, "invalid digit '-' at 7"),
        invalid(
            "036z8puq5a7j0ti08p4j 6cya", 25, Reason.INVALID_DIGIT, 20, "invalid digit ' ' at 20"),
        invalid(
            "f5lxx1zz5pnorynqglhzmsp34", 25, Reason.OUT_OF_RANGE, -1, "out of 128-bit value range"),
        invalid(
            "zzzzzzzzzzzzzzzzzzzzzzzzz", 25, Reason.OUT_OF_RANGE, -1, "out of 128-bit value range"),
        // The message escapes the tab so that it stays on one printable line.
        invalid(
            "039o\tvvklfmqlqe7fzllz7c7t", 25, Reason.INVALID_DIGIT, 4, "invalid digit '\\t' at 4"),
        invalid(
            "039onvvklfmqlq漢字fgvd1",
            21,
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 21 (expected 25)"),
        invalid(
            "039onvvkl🤣qe7fzr2hdoqu",
            23,
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 23 (expected 25)"),
        invalid(
            "頭onvvklfmqlqe7fzrhtgcfz",
            23,
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 23 (expected 25)"),
        invalid(
            "039onvvklfmqlqe7fztft5尾",
            23,
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 23 (expected 25)"),
        invalid("039漢字a52xp4bvf4sn94e09cja", 25, Reason.INVALID_DIGIT, 3, "invalid digit '漢' at 3"),
        // Index of the high surrogate, but the message shows the whole code point, as Java 3.x.
        invalid(
            "039ooa52xp4bv😘sn97642mwl", 25, Reason.INVALID_DIGIT, 13, "invalid digit '😘' at 13"));
  }

  private static Arguments invalid(
      String text, int utf16Length, Reason reason, int index, String message) {
    return Arguments.of(text, utf16Length, reason, index, message);
  }

  @ParameterizedTest
  @MethodSource("invalidStrings")
  void invalidStringsAreRejected(
      String text, int utf16Length, Reason reason, int index, String message) {
    // Guards the vectors themselves against a source file saved in a lossy encoding.
    assertEquals(utf16Length, text.length(), "UTF-16 length of the vector");
    assertParseFailure(text, reason, index, message);
    // No offending character in the list has a case, so the uppercase input fails alike.
    assertParseFailure(text.toUpperCase(Locale.ROOT), reason, index, message);
  }

  @Test
  void invalidStringsListCoversEveryRow() {
    assertEquals(20, invalidStrings().count());
  }

  private static void assertParseFailure(String text, Reason reason, int index, String message) {
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> Scru128Id.fromString(text), text);
    assertEquals(reason, e.getReason(), text);
    assertEquals(index, e.getErrorIndex(), text);
    assertEquals(message, e.getMessage(), text);
    assertFalse(Scru128Id.isValid(text), text);
  }

  // ---------------------------------------------------------------------------------------------
  // Documented examples: text and derived fields (and bytes where documented)

  static Stream<Arguments> documentedExamples() {
    return Stream.of(
        // Spec README
        example("0372hg16csmsm50l8dikcvukc", 1648973836097L, 8268596, 3320878, 3310577788L),
        example("0372hg16csmsm50l8djl6xi25", 1648973836097L, 8268596, 3320879, 1242858413L),
        example("0372hg16csmsm50l8dmgepzz1", 1648973836097L, 8268596, 3320880, 3188994141L),
        example("0372hg16csmsm50l8doir3827", 1648973836097L, 8268596, 3320881, 3389296271L),
        example("0372hg16cy3nowracls909wcd", 1648973836098L, 8268596, 7081972, 347852797L),
        example("0372hg16cy3nowraclvp355ce", 1648973836098L, 8268596, 7081973, 3555508558L),
        example("0372hg16cy3nowraclxf2ctzh", 1648973836098L, 8268596, 7081974, 3008123085L),
        example("0372hg16cy3nowraclyunyjke", 1648973836098L, 8268596, 7081975, 1833215630L),
        example("0372ijojuxuhjsfkeryi2mrtm", 1648986014308L, 1811818, 9732888, 2286018650L),
        // Rust serde suite
        example(
            "037arkzbgn93kdu9h3pw2ow2l",
            1652270441016L,
            4744198,
            5742588,
            1720830557L,
            "0180b2fe2238486406579ffc6691ca5d"),
        example(
            "037arkzbh94jvgjmm6jtwgztq",
            1652270441020L,
            4744198,
            12763099,
            33979742L,
            "0180b2fe223c486406c2bfdb02067d5e"),
        example(
            "037arkzbheley7unpvcjf5k4z",
            1652270441021L,
            4744198,
            3187340,
            3104968755L,
            "0180b2fe223d48640630a28cb9121033"),
        example(
            "037arkzbheley7unpvel8zyp1",
            1652270441021L,
            4744198,
            3187341,
            3274159717L,
            "0180b2fe223d48640630a28dc327b665"),
        example(
            "037arkzbheley7unpvgefdinq",
            1652270441021L,
            4744198,
            3187342,
            2920203958L,
            "0180b2fe223d48640630a28eae0ec6b6"),
        example(
            "037arkzbheley7unpvhsywho2",
            1652270441021L,
            4744198,
            3187343,
            1681343346L,
            "0180b2fe223d48640630a28f64374372"),
        example(
            "037arkzbheley7unpvjlr4ot7",
            1652270441021L,
            4744198,
            3187344,
            1303623067L,
            "0180b2fe223d48640630a2904db3b59b"),
        example(
            "037arkzbheley7unpvmfm8457",
            1652270441021L,
            4744198,
            3187345,
            3167967483L,
            "0180b2fe223d48640630a291bcd358fb"),
        // Other documentation
        example("036z951mhjikzik2gsl81gr7l", 1647687810742L, 2426999, 10015760, 4178443969L),
        example("036z951mhzx67t63mq9xe6q0j", 1647687810745L, 2426999, 2519466, 2487667507L),
        example("036z968fu2tugy7svkfznewkk", 1647688176037L, 1038738, 13665018, 550137700L),
        example(
            "037d0xye6op48cmce8ey4xlcf",
            1653170069973L,
            6204001,
            3819444,
            3893040719L,
            "0180e89d61d55eaa613a47b4e80b164f"),
        example("03997ft3ckz99o1i3f82zat1t", 1680310246927L, 8529542, 16244952, 1444363409L),
        example(
            "036zg552n91mt9s0gyhdwif95",
            1647765241493L,
            10145723,
            13179084,
            4167049657L,
            "017fa6763e959acfbbc918ccf86021b9"),
        example("036zg552n91mt9s0gyj7i56sj", 1647765241493L, 10145723, 13179085, 3838717859L),
        example("0390WDHD7NYLH9EFT2DPNVMD4", 1677003390222L, 3349868, 8379450, 2089242104L));
  }

  private static Arguments example(
      String text, long timestamp, int counterHi, int counterLo, long entropy) {
    return example(text, timestamp, counterHi, counterLo, entropy, null);
  }

  private static Arguments example(
      String text, long timestamp, int counterHi, int counterLo, long entropy, String bytesHex) {
    return Arguments.of(text, timestamp, counterHi, counterLo, entropy, bytesHex);
  }

  @ParameterizedTest
  @MethodSource("documentedExamples")
  void documentedExamplesDecodeToTheirFields(
      String text, long timestamp, int counterHi, int counterLo, long entropy, String bytesHex)
      throws Exception {
    Scru128Id id = Scru128Id.fromString(text);
    assertEquals(timestamp, id.getTimestamp());
    assertEquals(counterHi, id.getCounterHi());
    assertEquals(counterLo, id.getCounterLo());
    assertEquals(entropy, id.getEntropy());
    assertEquals(text.toLowerCase(Locale.ROOT), id.toString());
    assertEquals(id, Scru128Id.fromFields(timestamp, counterHi, counterLo, entropy));
    assertEquals(new BigInteger(text, 36), id.toBigInteger());
    assertEquals(Instant.ofEpochMilli(timestamp), id.toInstant());
    if (bytesHex != null) {
      assertArrayEquals(hex(bytesHex), id.toByteArray());
      assertEquals(id, Scru128Id.fromByteArray(hex(bytesHex)));
    }
    assertSymmetric(id);
  }

  @Test
  void cliReadmeExampleTimeInSeconds() {
    // cablehead/scru128-cli prints the timestamp of this ID as 1677003390.222 (seconds).
    assertEquals(
        Instant.parse("2023-02-21T18:16:30.222Z"),
        Scru128Id.fromString("0390WDHD7NYLH9EFT2DPNVMD4").toInstant());
    assertEquals(
        Instant.ofEpochSecond(1677003390, 222_000_000),
        Scru128Id.fromString("0390WDHD7NYLH9EFT2DPNVMD4").toInstant());
  }

  // ---------------------------------------------------------------------------------------------
  // Constants

  @Test
  void minIsAllZero() {
    assertEquals("0000000000000000000000000", Scru128Id.MIN.toString());
    assertEquals(0L, Scru128Id.MIN.getMostSignificantBits());
    assertEquals(0L, Scru128Id.MIN.getLeastSignificantBits());
    assertEquals(BigInteger.ZERO, Scru128Id.MIN.toBigInteger());
    assertArrayEquals(new byte[16], Scru128Id.MIN.toByteArray());
    assertEquals(Scru128Id.fromFields(0, 0, 0, 0), Scru128Id.MIN);
    assertEquals(Instant.EPOCH, Scru128Id.MIN.toInstant());
    assertEquals(new UUID(0, 0), Scru128Id.MIN.toUuid());
  }

  @Test
  void maxIsAllOnes() {
    assertEquals("f5lxx1zz5pnorynqglhzmsp33", Scru128Id.MAX.toString());
    assertEquals(-1L, Scru128Id.MAX.getMostSignificantBits());
    assertEquals(-1L, Scru128Id.MAX.getLeastSignificantBits());
    assertEquals(MAX_VALUE, Scru128Id.MAX.toBigInteger());
    assertEquals(Scru128Id.MAX_TIMESTAMP, Scru128Id.MAX.getTimestamp());
    assertEquals(Scru128Id.MAX_COUNTER_HI, Scru128Id.MAX.getCounterHi());
    assertEquals(Scru128Id.MAX_COUNTER_LO, Scru128Id.MAX.getCounterLo());
    assertEquals(Scru128Id.MAX_ENTROPY, Scru128Id.MAX.getEntropy());
    assertEquals(
        Scru128Id.fromFields(
            Scru128Id.MAX_TIMESTAMP,
            Scru128Id.MAX_COUNTER_HI,
            Scru128Id.MAX_COUNTER_LO,
            Scru128Id.MAX_ENTROPY),
        Scru128Id.MAX);
    assertEquals(Instant.parse("+10889-08-02T05:31:50.655Z"), Scru128Id.MAX.toInstant());
    assertEquals(UUID.fromString("ffffffff-ffff-ffff-ffff-ffffffffffff"), Scru128Id.MAX.toUuid());
    assertTrue(Scru128Id.MIN.compareTo(Scru128Id.MAX) < 0);
    assertTrue(Scru128Id.MAX.compareTo(Scru128Id.MIN) > 0);
  }

  @Test
  void fieldMaximaMatchTheSpec() {
    assertEquals((1L << 48) - 1, Scru128Id.MAX_TIMESTAMP);
    assertEquals(281474976710655L, Scru128Id.MAX_TIMESTAMP);
    assertEquals((1 << 24) - 1, Scru128Id.MAX_COUNTER_HI);
    assertEquals((1 << 24) - 1, Scru128Id.MAX_COUNTER_LO);
    assertEquals((1L << 32) - 1, Scru128Id.MAX_ENTROPY);
  }

  // ---------------------------------------------------------------------------------------------
  // fromFields range checks

  static Stream<Arguments> outOfRangeFields() {
    long maxTs = Scru128Id.MAX_TIMESTAMP;
    int maxCtr = 0xff_ffff;
    long maxEnt = 0xffff_ffffL;
    return Stream.of(
        Arguments.of("timestamp", -1L, 0, 0, 0L, "-1"),
        Arguments.of("timestamp", maxTs + 1, 0, 0, 0L, "281474976710656"),
        Arguments.of("timestamp", Long.MIN_VALUE, 0, 0, 0L, "-9223372036854775808"),
        Arguments.of("timestamp", Long.MAX_VALUE, 0, 0, 0L, "9223372036854775807"),
        Arguments.of("counterHi", 0L, -1, 0, 0L, "-1"),
        Arguments.of("counterHi", 0L, maxCtr + 1, 0, 0L, "16777216"),
        Arguments.of("counterHi", 0L, Integer.MIN_VALUE, 0, 0L, "-2147483648"),
        Arguments.of("counterLo", 0L, 0, -1, 0L, "-1"),
        Arguments.of("counterLo", 0L, 0, maxCtr + 1, 0L, "16777216"),
        Arguments.of("counterLo", 0L, 0, Integer.MAX_VALUE, 0L, "2147483647"),
        Arguments.of("entropy", 0L, 0, 0, -1L, "-1"),
        Arguments.of("entropy", 0L, 0, 0, maxEnt + 1, "4294967296"),
        Arguments.of("entropy", 0L, 0, 0, Long.MAX_VALUE, "9223372036854775807"),
        // With several fields out of range, the first one is named.
        Arguments.of("timestamp", -1L, -1, -1, -1L, "-1"),
        Arguments.of("counterHi", maxTs, maxCtr + 1, maxCtr + 1, maxEnt + 1, "16777216"),
        Arguments.of("counterLo", maxTs, maxCtr, -1, -1L, "-1"));
  }

  @ParameterizedTest
  @MethodSource("outOfRangeFields")
  void fromFieldsRejectsOutOfRangeFields(
      String field, long timestamp, int counterHi, int counterLo, long entropy, String value) {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Scru128Id.fromFields(timestamp, counterHi, counterLo, entropy));
    String message = e.getMessage();
    assertTrue(message.startsWith(field + " "), message);
    assertTrue(message.contains(value), message);
    for (String other : List.of("timestamp", "counterHi", "counterLo", "entropy")) {
      if (!other.equals(field)) {
        assertFalse(message.contains(other), message);
      }
    }
  }

  @Test
  void fromFieldsAcceptsEachFieldsBounds() {
    Scru128Id lowest = Scru128Id.fromFields(0, 0, 0, 0);
    assertEquals(Scru128Id.MIN, lowest);
    Scru128Id id = Scru128Id.fromFields(Scru128Id.MAX_TIMESTAMP, 0, 0, 0);
    assertEquals(Scru128Id.MAX_TIMESTAMP, id.getTimestamp());
    assertEquals(0, id.getCounterHi());
    id = Scru128Id.fromFields(0, Scru128Id.MAX_COUNTER_HI, 0, 0);
    assertEquals(0L, id.getTimestamp());
    assertEquals(Scru128Id.MAX_COUNTER_HI, id.getCounterHi());
    assertEquals(0, id.getCounterLo());
    id = Scru128Id.fromFields(0, 0, Scru128Id.MAX_COUNTER_LO, 0);
    assertEquals(0, id.getCounterHi());
    assertEquals(Scru128Id.MAX_COUNTER_LO, id.getCounterLo());
    assertEquals(0L, id.getEntropy());
    id = Scru128Id.fromFields(0, 0, 0, Scru128Id.MAX_ENTROPY);
    assertEquals(0, id.getCounterLo());
    assertEquals(Scru128Id.MAX_ENTROPY, id.getEntropy());
  }

  // ---------------------------------------------------------------------------------------------
  // Binary form

  @Test
  void fromByteArrayRejectsWrongLengths() {
    for (int length : new int[] {0, 1, 8, 15, 17, 32}) {
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> Scru128Id.fromByteArray(new byte[length]));
      assertEquals(Reason.INVALID_LENGTH, e.getReason());
      assertEquals(-1, e.getErrorIndex());
      assertEquals("invalid length: " + length + " bytes (expected 16)", e.getMessage());
    }
  }

  @Test
  void fromByteArrayRejectsNull() {
    assertThrows(NullPointerException.class, () -> Scru128Id.fromByteArray(null));
  }

  @Test
  void byteArraysAreCopies() {
    byte[] bytes = hex("017fee7fef417e2b3432ac2ec553687c");
    Scru128Id id = Scru128Id.fromByteArray(bytes);
    bytes[0] = 0x7f;
    assertEquals("0372hg16csmsm50l8dikcvukc", id.toString());

    byte[] out = id.toByteArray();
    assertNotSame(out, id.toByteArray());
    out[15] = 0;
    assertArrayEquals(hex("017fee7fef417e2b3432ac2ec553687c"), id.toByteArray());
  }

  // ---------------------------------------------------------------------------------------------
  // Other conversions

  @Test
  void bitsHoldTheBigEndianHalves() {
    Scru128Id id = Scru128Id.fromString("0372hg16csmsm50l8dikcvukc");
    assertEquals(0x017fee7fef417e2bL, id.getMostSignificantBits());
    assertEquals(0x3432ac2ec553687cL, id.getLeastSignificantBits());
    assertEquals(id, Scru128Id.fromBits(0x017fee7fef417e2bL, 0x3432ac2ec553687cL));

    Scru128Id max = Scru128Id.fromString("f5lxx1zz5pnorynqglhzmsp33");
    assertEquals(-1L, max.getMostSignificantBits());
    assertEquals(-1L, max.getLeastSignificantBits());
  }

  @Test
  void uuidHoldsTheSame128Bits() {
    Scru128Id id = Scru128Id.fromString("0372ijojuxuhjsfkeryi2mrtm");
    UUID uuid = UUID.fromString("017fef39-c264-1ba5-6a94-83188841e05a");
    assertEquals(uuid, id.toUuid());
    assertEquals(id, Scru128Id.fromUuid(uuid));
    assertEquals(uuid.hashCode(), id.hashCode());
    assertThrows(NullPointerException.class, () -> Scru128Id.fromUuid(null));
  }

  @Test
  void bigIntegerIsTheUnsignedValue() {
    assertEquals(BigInteger.ONE, Scru128Id.fromBits(0, 1).toBigInteger());
    assertEquals(
        BigInteger.ONE.shiftLeft(63), Scru128Id.fromBits(0, Long.MIN_VALUE).toBigInteger());
    assertEquals(BigInteger.ONE.shiftLeft(64), Scru128Id.fromBits(1, 0).toBigInteger());
    assertEquals(
        BigInteger.ONE.shiftLeft(127), Scru128Id.fromBits(Long.MIN_VALUE, 0).toBigInteger());
    assertEquals(
        new BigInteger("0372hg16cy3nowracls909wcd", 36),
        Scru128Id.fromString("0372hg16cy3nowracls909wcd").toBigInteger());
  }

  @Test
  void toInstantIsTheTimestampInUnixMilliseconds() {
    assertEquals(
        Instant.parse("2022-03-19T11:03:30.742Z"),
        Scru128Id.fromString("036z951mhjikzik2gsl81gr7l").toInstant());
    assertEquals(
        Instant.ofEpochMilli(1), Scru128Id.fromFields(1, 0xff_ffff, 0xff_ffff, 0).toInstant());
  }

  @Test
  void compareToIsUnsigned() {
    Scru128Id signedNegative = Scru128Id.fromBits(Long.MIN_VALUE, 0);
    Scru128Id signedPositive = Scru128Id.fromBits(Long.MAX_VALUE, -1L);
    assertTrue(signedPositive.compareTo(signedNegative) < 0);
    assertTrue(Scru128Id.fromBits(0, Long.MAX_VALUE).compareTo(Scru128Id.fromBits(0, -1L)) < 0);
    assertTrue(
        signedPositive.toString().compareTo(signedNegative.toString()) < 0,
        "text order agrees with the unsigned order");
  }

  @Test
  void equalsComparesTheValueOnly() {
    Scru128Id id = Scru128Id.fromString("036z951mhjikzik2gsl81gr7l");
    assertEquals(id, Scru128Id.fromString("036Z951MHJIKZIK2GSL81GR7L"));
    assertNotEquals(id, Scru128Id.fromString("036z951mhjikzik2gsl81gr7m"));
    assertNotEquals(id, id.toUuid());
    assertNotEquals(id, id.toString());
    assertNotEquals(null, id);
    assertEquals(0, id.compareTo(Scru128Id.fromString("036Z951MHJIKZIK2GSL81GR7L")));
  }

  @Test
  void fromStringRejectsNull() {
    assertThrows(NullPointerException.class, () -> Scru128Id.fromString(null));
  }

  @Test
  void fromStringAcceptsAnyCharSequence() {
    assertEquals(
        Scru128Id.fromString("036z951mhjikzik2gsl81gr7l"),
        Scru128Id.fromString(new StringBuilder("036Z951mhjikzik2gsl81gr7l")));
    assertEquals(
        Scru128Id.fromString("036z951mhjikzik2gsl81gr7l"),
        Scru128Id.fromString(java.nio.CharBuffer.wrap("x036z951mhjikzik2gsl81gr7lx", 1, 26)));
  }

  @Test
  void serializationKeepsTheValue() throws Exception {
    for (Scru128Id id :
        List.of(
            Scru128Id.MIN,
            Scru128Id.MAX,
            Scru128Id.fromString("0372ijojuxuhjsfkeryi2mrtm"),
            Scru128Id.fromBits(Long.MIN_VALUE, 1))) {
      Scru128Id copy = serializeAndBack(id);
      assertEquals(id, copy);
      assertEquals(id.toString(), copy.toString());
      assertEquals(0, id.compareTo(copy));
    }
  }

  /**
   * The age of counter_hi that a generator keeps in its IDs is not part of their value: the ID
   * equals, orders, hashes, prints and serializes as the ID of the same bits.
   */
  @Test
  void theCounterHiAgeOfAGeneratedIdIsNotPartOfItsValue() throws Exception {
    Scru128Id plain = Scru128Id.fromString("036z951mhjikzik2gsl81gr7l");
    Scru128Id generated =
        Scru128Id.generated(plain.getMostSignificantBits(), plain.getLeastSignificantBits(), 999);
    assertEquals(999, generated.counterHiAge());
    assertEquals(plain, generated);
    assertEquals(generated, plain);
    assertEquals(0, generated.compareTo(plain));
    assertEquals(plain.hashCode(), generated.hashCode());
    assertEquals(plain.toString(), generated.toString());
    assertArrayEquals(serialized(plain), serialized(generated));
    assertEquals(0, serializeAndBack(generated).counterHiAge());
  }

  // ---------------------------------------------------------------------------------------------

  /** Every conversion of {@code id} leads back to an equal ID. */
  static void assertSymmetric(Scru128Id id) throws IOException, ClassNotFoundException {
    String text = id.toString();
    assertEquals(id, Scru128Id.fromString(text), text);
    assertEquals(id, Scru128Id.fromString(text.toUpperCase(Locale.ROOT)), text);
    assertEquals(id, Scru128Id.fromByteArray(id.toByteArray()), text);
    assertEquals(
        id,
        Scru128Id.fromFields(
            id.getTimestamp(), id.getCounterHi(), id.getCounterLo(), id.getEntropy()),
        text);
    assertEquals(id, Scru128Id.fromBits(id.getMostSignificantBits(), id.getLeastSignificantBits()));
    assertEquals(id, Scru128Id.fromUuid(id.toUuid()), text);
    assertEquals(id, serializeAndBack(id), text);
  }

  static Scru128Id serializeAndBack(Scru128Id id) throws IOException, ClassNotFoundException {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(serialized(id)))) {
      return (Scru128Id) in.readObject();
    }
  }

  private static byte[] serialized(Scru128Id id) throws IOException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
      out.writeObject(id);
    }
    return buffer.toByteArray();
  }
}
