package io.github.sortid.scru128.v1;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The vectors of SCRU128 spec v1.0.x and of the v1.0.0 reference suites. */
class Scru128V1IdTest {
  private static final long MAX_TS = (1L << 44) - 1;

  static Stream<Arguments> fieldVectors() {
    return Stream.of(
        Arguments.of(
            0L, 0, 0, 0L, "00000000000000000000000000", "00000000000000000000000000000000"),
        Arguments.of(
            MAX_TS, 0, 0, 0L, "7VVVVVVVVG0000000000000000", "fffffffffff000000000000000000000"),
        Arguments.of(
            0L,
            (1 << 28) - 1,
            0,
            0L,
            "000000000FVVVVU00000000000",
            "00000000000fffffff00000000000000"),
        Arguments.of(
            0L,
            0,
            (1 << 24) - 1,
            0L,
            "000000000000001VVVVS000000",
            "000000000000000000ffffff00000000"),
        Arguments.of(
            0L,
            0,
            0,
            (1L << 32) - 1,
            "00000000000000000003VVVVVV",
            "000000000000000000000000ffffffff"),
        Arguments.of(
            MAX_TS,
            (1 << 28) - 1,
            (1 << 24) - 1,
            (1L << 32) - 1,
            "7VVVVVVVVVVVVVVVVVVVVVVVVV",
            "ffffffffffffffffffffffffffffffff"));
  }

  @ParameterizedTest
  @MethodSource("fieldVectors")
  void fieldVectorsInBothCases(
      long timestamp, int counter, int perSecRandom, long perGenRandom, String text, String hex) {
    Scru128V1Id fromFields = Scru128V1Id.fromFields(timestamp, counter, perSecRandom, perGenRandom);
    for (String input : List.of(text, text.toLowerCase(Locale.ROOT))) {
      Scru128V1Id parsed = Scru128V1Id.fromString(input);
      assertEquals(fromFields, parsed, input);
      assertEquals(text, parsed.toString());
      assertEquals(timestamp, parsed.getTimestamp());
      assertEquals(counter, parsed.getCounter());
      assertEquals(perSecRandom, parsed.getPerSecRandom());
      assertEquals(perGenRandom, parsed.getPerGenRandom());
      assertEquals(new BigInteger(input, 32), parsed.toBigInteger());
      assertArrayEquals(HexFormat.of().parseHex(hex), parsed.toByteArray());
    }
  }

  @Test
  void orderingVector() {
    List<Scru128V1Id> ordered =
        List.of(
            Scru128V1Id.fromFields(0, 0, 0, 0),
            Scru128V1Id.fromFields(0, 0, 0, 1),
            Scru128V1Id.fromFields(0, 0, 0, (1L << 32) - 1),
            Scru128V1Id.fromFields(0, 0, 1, 0),
            Scru128V1Id.fromFields(0, 0, (1 << 24) - 1, 0),
            Scru128V1Id.fromFields(0, 1, 0, 0),
            Scru128V1Id.fromFields(0, (1 << 28) - 1, 0, 0),
            Scru128V1Id.fromFields(1, 0, 0, 0),
            Scru128V1Id.fromFields(2, 0, 0, 0));
    for (int i = 1; i < ordered.size(); i++) {
      Scru128V1Id previous = ordered.get(i - 1);
      Scru128V1Id current = ordered.get(i);
      assertTrue(previous.compareTo(current) < 0, "at " + i);
      assertTrue(current.compareTo(previous) > 0, "at " + i);
      assertTrue(previous.toString().compareTo(current.toString()) < 0, "text at " + i);
      assertNotEquals(previous, current);
      assertNotEquals(previous.hashCode(), current.hashCode());
    }
  }

  static Stream<Arguments> invalidStrings() {
    return Stream.of(
        Arguments.of("", Reason.INVALID_LENGTH, -1, "invalid length: 0 (expected 26)"),
        Arguments.of(
            " 00SCT4FL89GQPRHN44C4LFM0OV",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 27 (expected 26)"),
        Arguments.of(
            "00SCT4FL89GQPRJN44C7SQO381 ",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 27 (expected 26)"),
        Arguments.of(
            " 00SCT4FL89GQPRLN44C4BGCIIO ",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 28 (expected 26)"),
        Arguments.of(
            "+00SCT4FL89GQPRNN44C4F3QD24",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 27 (expected 26)"),
        Arguments.of(
            "-00SCT4FL89GQPRPN44C7H4E5RC",
            Reason.INVALID_LENGTH,
            -1,
            "invalid length: 27 (expected 26)"),
        Arguments.of(
            "+0SCT4FL89GQPRRN44C55Q7RVC", Reason.INVALID_DIGIT, 0, "invalid digit '+' at 0"),
        Arguments.of(
            "-0SCT4FL89GQPRTN44C6PN0A2R", Reason.INVALID_DIGIT, 0, "invalid digit '-' at 0"),
        Arguments.of(
            "00SCT4FL89WQPRVN44C41RGVMM", Reason.INVALID_DIGIT, 10, "invalid digit 'W' at 10"),
        Arguments.of(
            "00SCT4FL89GQPS1N4_C54QDC5O", Reason.INVALID_DIGIT, 17, "invalid digit '_' at 17"),
        Arguments.of(
            "00SCT4-L89GQPS3N44C602O0K8", Reason.INVALID_DIGIT, 6, "invalid digit '-' at 6"),
        Arguments.of(
            "00SCT4FL89GQPS N44C7VHS5QJ", Reason.INVALID_DIGIT, 14, "invalid digit ' ' at 14"),
        Arguments.of(
            "80000000000000000000000000", Reason.OUT_OF_RANGE, -1, "out of 128-bit value range"),
        Arguments.of(
            "VVVVVVVVVVVVVVVVVVVVVVVVVV", Reason.OUT_OF_RANGE, -1, "out of 128-bit value range"),
        // Beyond the reference list: the letters past V, in both cases, and a Crockford alias
        // that this alphabet does not have.
        Arguments.of(
            "0000000000000000000000000z", Reason.INVALID_DIGIT, 25, "invalid digit 'z' at 25"),
        Arguments.of(
            "X0000000000000000000000000", Reason.INVALID_DIGIT, 0, "invalid digit 'X' at 0"),
        Arguments.of(
            "00000000000000\uff1000000000000",
            Reason.INVALID_DIGIT,
            14,
            "invalid digit '\uff10' at 14"));
  }

  @ParameterizedTest
  @MethodSource("invalidStrings")
  void invalidStringsAreRejected(String text, Reason reason, int index, String message) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> Scru128V1Id.fromString(text));
    assertEquals(reason, e.getReason());
    assertEquals(index, e.getErrorIndex());
    assertEquals(message, e.getMessage());
  }

  static Stream<Arguments> documentedExamples() {
    return Stream.of(
        Arguments.of("00QBTG0FERFTCCNFISUBO489DI", 56634639325L, 192895179, 12475634, 4030997938L),
        Arguments.of("00QBTG0FERFTCCPFISU9NEF4CJ", 56634639325L, 192895180, 12475634, 1860669843L),
        Arguments.of("00QBTG0FERFTCCRFISU97R5OTB", 56634639325L, 192895181, 12475634, 1337123755L),
        Arguments.of("00QBTG0FERFTCCTFISUA4B4DFK", 56634639325L, 192895182, 12475634, 2293380596L),
        Arguments.of("00QBTG0FF6ULUKDFISU93H7KA9", 56634639326L, 116751686, 12475634, 1192481097L),
        Arguments.of("00QBTG0FF6ULUKFFISU9OC8U2F", 56634639326L, 116751687, 12475634, 1891924047L),
        Arguments.of("00QBTG0FF6ULUKHFISUAOVFSF4", 56634639326L, 116751688, 12475634, 2985816548L),
        Arguments.of("00QBTG0FF6ULUKJFISU94NVHK2", 56634639326L, 116751689, 12475634, 1233110658L),
        Arguments.of("00S6GVKR1MH58KE72EJD87SDOO", 60567824067L, 109662535, 1855131, 1350448920L),
        Arguments.of("00S6GVKR3F7R79I72EJF0J4RGC", 60567824070L, 255774361, 1855131, 3241307660L),
        Arguments.of("00Q1D9AB6DTJNLJ80SJ42SNJ4F", 55929557708L, 233631577, 10493081, 97242255L),
        Arguments.of("00PGHAJ3Q9VAJ7IU6PQBHBUAK4", 54797179124L, 167421561, 7920082, 3804179076L),
        Arguments.of("00PGHAJ3Q9VAJ7KU6PQ92NVBTV", 54797179124L, 167421562, 7920082, 1165995967L));
  }

  @ParameterizedTest
  @MethodSource("documentedExamples")
  void documentedExamplesDecodeToTheirFields(
      String text, long timestamp, int counter, int perSecRandom, long perGenRandom) {
    Scru128V1Id id = Scru128V1Id.fromString(text);
    assertEquals(timestamp, id.getTimestamp());
    assertEquals(counter, id.getCounter());
    assertEquals(perSecRandom, id.getPerSecRandom());
    assertEquals(perGenRandom, id.getPerGenRandom());
    assertEquals(Instant.ofEpochMilli(timestamp + 1_577_836_800_000L), id.toInstant());
    assertEquals(text, id.toString());
  }

  @Test
  void specWorkedExampleAndHexValues() {
    assertEquals(
        new BigInteger("1095473244246772103403544935821223346"),
        Scru128V1Id.fromString("00QBTG0FERFTCCNFISUBO489DI").toBigInteger());
    assertEquals(
        new BigInteger("00d2fb003ddb7f58cbbe5cf2f04425b2", 16),
        Scru128V1Id.fromString("00QBTG0FERFTCCNFISUBO489DI").toBigInteger());
    assertEquals(
        new BigInteger("00d05a952ccdecef59a01c9905cbcc8f", 16),
        Scru128V1Id.fromString("00Q1D9AB6DTJNLJ80SJ42SNJ4F").toBigInteger());
    assertEquals(
        new BigInteger("00cc22a98f49faa67978d9d2e2bf2a84", 16),
        Scru128V1Id.fromString("00PGHAJ3Q9VAJ7IU6PQBHBUAK4").toBigInteger());
    assertEquals(
        new BigInteger("00cc22a98f49faa67a78d9d2457fafbf", 16),
        Scru128V1Id.fromString("00PGHAJ3Q9VAJ7KU6PQ92NVBTV").toBigInteger());
    assertEquals(
        Instant.parse("2021-10-17T11:50:39.325Z"),
        Scru128V1Id.fromString("00QBTG0FERFTCCNFISUBO489DI").toInstant());
    assertEquals(
        Instant.parse("2577-06-22T06:20:44.415Z"),
        Scru128V1Id.fromFields(MAX_TS, 0, 0, 0).toInstant());
  }

  @Test
  void constants() {
    assertEquals("00000000000000000000000000", Scru128V1Id.MIN.toString());
    assertEquals("7VVVVVVVVVVVVVVVVVVVVVVVVV", Scru128V1Id.MAX.toString());
    assertEquals(1_577_836_800_000L, Scru128V1Id.TIMESTAMP_BIAS);
    assertEquals(Instant.parse("2020-01-01T00:00:00Z").toEpochMilli(), Scru128V1Id.TIMESTAMP_BIAS);
  }

  @Test
  void fieldRangesAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> Scru128V1Id.fromFields(-1, 0, 0, 0));
    IllegalArgumentException timestamp =
        assertThrows(
            IllegalArgumentException.class, () -> Scru128V1Id.fromFields(MAX_TS + 1, 0, 0, 0));
    assertEquals(
        "timestamp out of range: 17592186044416 (expected 0 to 17592186044415)",
        timestamp.getMessage());
    IllegalArgumentException counter =
        assertThrows(
            IllegalArgumentException.class, () -> Scru128V1Id.fromFields(0, 1 << 28, 0, 0));
    assertTrue(counter.getMessage().startsWith("counter out of range"));
    assertThrows(IllegalArgumentException.class, () -> Scru128V1Id.fromFields(0, -1, 0, 0));
    IllegalArgumentException perSec =
        assertThrows(
            IllegalArgumentException.class, () -> Scru128V1Id.fromFields(0, 0, 1 << 24, 0));
    assertTrue(perSec.getMessage().startsWith("perSecRandom out of range"));
    IllegalArgumentException perGen =
        assertThrows(
            IllegalArgumentException.class, () -> Scru128V1Id.fromFields(0, 0, 0, 1L << 32));
    assertTrue(perGen.getMessage().startsWith("perGenRandom out of range"));
    assertThrows(IllegalArgumentException.class, () -> Scru128V1Id.fromFields(0, 0, 0, -1));
  }

  @Test
  void byteArraysMustHoldSixteenBytes() {
    for (int length : new int[] {0, 15, 17}) {
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> Scru128V1Id.fromByteArray(new byte[length]));
      assertEquals(Reason.INVALID_LENGTH, e.getReason());
      assertEquals("invalid length: " + length + " bytes (expected 16)", e.getMessage());
    }
    assertThrows(NullPointerException.class, () -> Scru128V1Id.fromByteArray(null));
    assertThrows(NullPointerException.class, () -> Scru128V1Id.fromString(null));
  }

  /** Radix 32 with digits 0-9A-V is exactly what BigInteger.toString(32) writes. */
  private static String oracleText(BigInteger value) {
    String digits = value.toString(32).toUpperCase(Locale.ROOT);
    return "0".repeat(26 - digits.length()) + digits;
  }

  @Test
  void randomValuesRoundTripThroughEveryForm() throws Exception {
    long seed = new SplittableRandom().nextLong();
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 10_000; i++) {
      long msb = random.nextLong();
      long lsb = random.nextLong();
      String context = "seed " + seed + ", value " + i;
      Scru128V1Id id = Scru128V1Id.fromBits(msb, lsb);
      BigInteger value =
          new BigInteger(Long.toUnsignedString(msb))
              .shiftLeft(64)
              .add(new BigInteger(Long.toUnsignedString(lsb)));

      assertEquals(value, id.toBigInteger(), context);
      assertEquals(oracleText(value), id.toString(), context);
      assertEquals(id, Scru128V1Id.fromString(id.toString()), context);
      assertEquals(id, Scru128V1Id.fromString(id.toString().toLowerCase(Locale.ROOT)), context);
      assertEquals(id, Scru128V1Id.fromByteArray(id.toByteArray()), context);
      assertEquals(value, new BigInteger(1, id.toByteArray()), context);
      assertEquals(msb, id.getMostSignificantBits(), context);
      assertEquals(lsb, id.getLeastSignificantBits(), context);
      assertEquals(value.shiftRight(84).longValue(), id.getTimestamp(), context);
      assertEquals(value.shiftRight(56).intValue() & 0xfff_ffff, id.getCounter(), context);
      assertEquals(value.shiftRight(32).intValue() & 0xff_ffff, id.getPerSecRandom(), context);
      assertEquals(value.longValue() & 0xffff_ffffL, id.getPerGenRandom(), context);
      assertEquals(
          id,
          Scru128V1Id.fromFields(
              id.getTimestamp(), id.getCounter(), id.getPerSecRandom(), id.getPerGenRandom()),
          context);

      Scru128V1Id other = Scru128V1Id.fromBits(random.nextLong(), random.nextLong());
      BigInteger otherValue = other.toBigInteger();
      assertEquals(
          Integer.signum(value.compareTo(otherValue)),
          Integer.signum(id.compareTo(other)),
          context);
      assertEquals(
          Integer.signum(value.compareTo(otherValue)),
          Integer.signum(id.toString().compareTo(other.toString())),
          context);
    }
  }

  @Test
  void serializesAsAValue() throws Exception {
    Scru128V1Id id = Scru128V1Id.fromString("00QBTG0FERFTCCNFISUBO489DI");
    assertEquals(id, deserialized(serialized(id)));
  }

  /**
   * The age of per_sec_random that a generator keeps in its IDs is not part of their value: the ID
   * equals, orders, hashes, prints and serializes as the ID of the same fields.
   */
  @Test
  void thePerSecRandomAgeOfAGeneratedIdIsNotPartOfItsValue() throws Exception {
    Scru128V1Id plain = Scru128V1Id.fromFields(56634639325L, 192895179, 12475634, 4030997938L);
    Scru128V1Id generated =
        Scru128V1Id.ofFields(56634639325L, 192895179, 12475634, 4030997938L, 1000);
    assertEquals(1000, generated.perSecRandomAge());
    assertEquals(plain, generated);
    assertEquals(generated, plain);
    assertEquals(0, generated.compareTo(plain));
    assertEquals(plain.hashCode(), generated.hashCode());
    assertEquals(plain.toString(), generated.toString());
    assertArrayEquals(serialized(plain), serialized(generated));
    assertEquals(0, ((Scru128V1Id) deserialized(serialized(generated))).perSecRandomAge());
  }

  private static byte[] serialized(Scru128V1Id id) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(id);
    }
    return bytes.toByteArray();
  }

  private static Object deserialized(byte[] bytes) throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return in.readObject();
    }
  }
}
