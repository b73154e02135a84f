package io.github.sortid.scru128;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Checks every conversion of {@link Scru128Id} against {@link BigInteger}, which shares no code
 * with the long-based codec, on edge values and on random values.
 *
 * <p>The seed differs from run to run so that the runs together cover more values; every failure
 * message names it, and {@code -Dsortid.test.seed=N} replays a run.
 */
class Scru128IdRoundTripTest {
  private static final long SEED = Long.getLong("sortid.test.seed", new SecureRandom().nextLong());

  private static final int RANDOM_VALUES = 10_000;

  private static final BigInteger TWO_POW_128 = BigInteger.ONE.shiftLeft(128);
  private static final BigInteger MAX_VALUE = TWO_POW_128.subtract(BigInteger.ONE);
  private static final BigInteger THIRTY_SIX = BigInteger.valueOf(36);
  private static final BigInteger MASK_24 = BigInteger.ONE.shiftLeft(24).subtract(BigInteger.ONE);
  private static final BigInteger MASK_32 = BigInteger.ONE.shiftLeft(32).subtract(BigInteger.ONE);
  private static final String DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

  // ---------------------------------------------------------------------------------------------
  // Oracles: BigInteger and String only

  private static String expectedText(BigInteger value) {
    String digits = value.toString(36);
    return "0".repeat(25 - digits.length()) + digits;
  }

  private static byte[] expectedBytes(BigInteger value) {
    byte[] raw = value.toByteArray();
    byte[] bytes = new byte[16];
    // BigInteger adds a leading zero byte when the top bit is set; it never holds more than that.
    int copy = Math.min(raw.length, 16);
    System.arraycopy(raw, raw.length - copy, bytes, 16 - copy, copy);
    return bytes;
  }

  private static UUID expectedUuid(BigInteger value) {
    String hex = value.toString(16);
    hex = "0".repeat(32 - hex.length()) + hex;
    return UUID.fromString(
        hex.substring(0, 8)
            + "-"
            + hex.substring(8, 12)
            + "-"
            + hex.substring(12, 16)
            + "-"
            + hex.substring(16, 20)
            + "-"
            + hex.substring(20));
  }

  private static Supplier<String> context(BigInteger value) {
    return () -> "seed " + SEED + ", value 0x" + value.toString(16);
  }

  private static Supplier<String> context(String text) {
    return () -> "seed " + SEED + ", text " + text;
  }

  // ---------------------------------------------------------------------------------------------
  // Values

  /** Values where a codec on longs goes wrong first: limb, sign, chunk and radix boundaries. */
  static List<BigInteger> edgeValues() {
    List<BigInteger> values = new ArrayList<>();
    values.add(BigInteger.ZERO);
    values.add(MAX_VALUE);
    for (int k = 0; k < 128; k++) {
      BigInteger power = BigInteger.ONE.shiftLeft(k);
      values.add(power);
      values.add(power.subtract(BigInteger.ONE));
      values.add(power.add(BigInteger.ONE));
      values.add(MAX_VALUE.subtract(power));
      values.add(MAX_VALUE.xor(power));
    }
    BigInteger power = BigInteger.ONE;
    while (power.compareTo(MAX_VALUE) <= 0) {
      values.add(power);
      values.add(power.subtract(BigInteger.ONE));
      values.add(power.add(BigInteger.ONE));
      values.add(MAX_VALUE.subtract(power));
      for (int digit = 2; digit < 36; digit++) {
        values.add(power.multiply(BigInteger.valueOf(digit)));
      }
      power = power.multiply(THIRTY_SIX);
    }
    for (int i = 0; i < 36; i++) {
      values.add(MAX_VALUE.subtract(BigInteger.valueOf(i)));
    }
    for (String text : boundaryTextList()) {
      values.add(new BigInteger(text, 36));
    }
    // Fields at their extremes, alone and together.
    for (long ts : new long[] {0, 1, 0xffff_ffff_fffeL, 0xffff_ffff_ffffL}) {
      for (long hi : new long[] {0, 1, 0xff, 0x100, 0xff_ffff}) {
        for (long lo : new long[] {0, 1, 0xff_ffff}) {
          for (long ent : new long[] {0, 1, 0x8000_0000L, 0xffff_ffffL}) {
            values.add(
                BigInteger.valueOf(ts)
                    .shiftLeft(80)
                    .or(BigInteger.valueOf(hi).shiftLeft(56))
                    .or(BigInteger.valueOf(lo).shiftLeft(32))
                    .or(BigInteger.valueOf(ent)));
          }
        }
      }
    }
    values.removeIf(v -> v.signum() < 0 || v.compareTo(MAX_VALUE) > 0);
    return values;
  }

  /** Uniform values, values with leading zeros, and values made of runs of 0x00 and 0xff. */
  private static BigInteger randomValue(SplittableRandom random) {
    byte[] bytes = new byte[16];
    random.nextBytes(bytes);
    switch (random.nextInt(4)) {
      case 0:
        return new BigInteger(1, bytes).shiftRight(random.nextInt(128));
      case 1:
        for (int i = 0; i < 16; i++) {
          int kind = random.nextInt(3);
          if (kind == 0) {
            bytes[i] = 0;
          } else if (kind == 1) {
            bytes[i] = (byte) 0xff;
          }
        }
        return new BigInteger(1, bytes);
      default:
        return new BigInteger(1, bytes);
    }
  }

  private static List<BigInteger> randomValues(SplittableRandom random) {
    List<BigInteger> values = new ArrayList<>(RANDOM_VALUES);
    for (int i = 0; i < RANDOM_VALUES; i++) {
      values.add(randomValue(random));
    }
    return values;
  }

  private static String randomCase(String text, SplittableRandom random) {
    char[] chars = text.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      if (random.nextBoolean()) {
        chars[i] = Character.toUpperCase(chars[i]);
      }
    }
    return new String(chars);
  }

  // ---------------------------------------------------------------------------------------------
  // Every conversion against the oracle

  private static void assertConversions(BigInteger value, SplittableRandom random) {
    Supplier<String> where = context(value);
    long msb = value.shiftRight(64).longValue();
    long lsb = value.longValue();
    String text = expectedText(value);
    byte[] bytes = expectedBytes(value);
    UUID uuid = expectedUuid(value);
    long timestamp = value.shiftRight(80).longValueExact();
    int counterHi = value.shiftRight(56).and(MASK_24).intValueExact();
    int counterLo = value.shiftRight(32).and(MASK_24).intValueExact();
    long entropy = value.and(MASK_32).longValueExact();

    Scru128Id id = Scru128Id.fromBits(msb, lsb);
    assertEquals(msb, id.getMostSignificantBits(), where);
    assertEquals(lsb, id.getLeastSignificantBits(), where);
    assertEquals(value, id.toBigInteger(), where);
    assertEquals(text, id.toString(), where);
    assertArrayEquals(bytes, id.toByteArray(), where);
    assertEquals(uuid, id.toUuid(), where);
    assertEquals(uuid.hashCode(), id.hashCode(), where);
    assertEquals(timestamp, id.getTimestamp(), where);
    assertEquals(counterHi, id.getCounterHi(), where);
    assertEquals(counterLo, id.getCounterLo(), where);
    assertEquals(entropy, id.getEntropy(), where);
    assertEquals(Instant.ofEpochMilli(timestamp), id.toInstant(), where);

    for (Scru128Id other :
        List.of(
            Scru128Id.fromString(text),
            Scru128Id.fromString(text.toUpperCase(Locale.ROOT)),
            Scru128Id.fromString(randomCase(text, random)),
            Scru128Id.fromByteArray(bytes),
            Scru128Id.fromUuid(uuid),
            Scru128Id.fromFields(timestamp, counterHi, counterLo, entropy))) {
      assertEquals(id, other, where);
      assertEquals(id.hashCode(), other.hashCode(), where);
      assertEquals(0, id.compareTo(other), where);
      assertEquals(value, other.toBigInteger(), where);
    }
  }

  @Test
  void edgeValuesConvertLikeBigInteger() {
    SplittableRandom random = new SplittableRandom(SEED);
    List<BigInteger> values = edgeValues();
    assertTrue(values.size() > 1000, "size of the edge list: " + values.size());
    for (BigInteger value : values) {
      assertConversions(value, random);
    }
  }

  @Test
  void randomValuesConvertLikeBigInteger() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (BigInteger value : randomValues(random)) {
      assertConversions(value, random);
    }
  }

  @Test
  void serializationKeepsEveryValue() throws Exception {
    SplittableRandom random = new SplittableRandom(SEED);
    List<BigInteger> values = new ArrayList<>(edgeValues());
    values.addAll(randomValues(random));

    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
      for (BigInteger value : values) {
        out.writeObject(Scru128Id.fromBits(value.shiftRight(64).longValue(), value.longValue()));
      }
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(buffer.toByteArray()))) {
      for (BigInteger value : values) {
        Scru128Id copy = (Scru128Id) in.readObject();
        assertEquals(value, copy.toBigInteger(), context(value));
        assertEquals(expectedText(value), copy.toString(), context(value));
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Order

  private static void assertSameOrder(BigInteger a, BigInteger b) {
    Supplier<String> where =
        () -> "seed " + SEED + ", values 0x" + a.toString(16) + " and 0x" + b.toString(16);
    Scru128Id idA = Scru128Id.fromBits(a.shiftRight(64).longValue(), a.longValue());
    Scru128Id idB = Scru128Id.fromBits(b.shiftRight(64).longValue(), b.longValue());
    int expected = a.compareTo(b);
    assertEquals(expected, Integer.signum(idA.compareTo(idB)), where);
    assertEquals(-expected, Integer.signum(idB.compareTo(idA)), where);
    assertEquals(expected, Integer.signum(idA.toString().compareTo(idB.toString())), where);
    assertEquals(
        expected,
        Integer.signum(Arrays.compareUnsigned(idA.toByteArray(), idB.toByteArray())),
        where);
    assertEquals(expected == 0, idA.equals(idB), where);
  }

  @Test
  void orderAgreesWithBigIntegerAndText() {
    SplittableRandom random = new SplittableRandom(SEED);
    List<BigInteger> edges = edgeValues();
    for (int i = 0; i < RANDOM_VALUES; i++) {
      BigInteger a =
          random.nextBoolean() ? randomValue(random) : edges.get(random.nextInt(edges.size()));
      BigInteger b;
      // Independent values nearly always differ in the high half; the other cases reach the
      // comparison of the low halves and equality.
      switch (random.nextInt(5)) {
        case 0:
          b = a;
          break;
        case 1:
          b = a.shiftRight(64).shiftLeft(64).or(new BigInteger(64, new Random(random.nextLong())));
          break;
        case 2:
          b = a.add(BigInteger.valueOf(random.nextInt(3) - 1)).max(BigInteger.ZERO).min(MAX_VALUE);
          break;
        default:
          b = randomValue(random);
          break;
      }
      assertSameOrder(a, b);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Range of the text form

  private static void assertParsesLikeBigInteger(String text) {
    BigInteger value = new BigInteger(text, 36);
    if (value.compareTo(MAX_VALUE) > 0) {
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> Scru128Id.fromString(text), context(text));
      assertEquals(Reason.OUT_OF_RANGE, e.getReason(), context(text));
      assertEquals(-1, e.getErrorIndex(), context(text));
      assertEquals("out of 128-bit value range", e.getMessage(), context(text));
    } else {
      Scru128Id id = Scru128Id.fromString(text);
      assertEquals(value, id.toBigInteger(), context(text));
      assertEquals(text.toLowerCase(Locale.ROOT), id.toString(), context(text));
    }
  }

  /**
   * Texts that agree with the largest ID on a prefix and then step one digit above or below it, and
   * the extremes of the leading digit.
   */
  static List<String> boundaryTextList() {
    String maxText = expectedText(MAX_VALUE);
    List<String> texts = new ArrayList<>();
    for (int k = 0; k < 25; k++) {
      String prefix = maxText.substring(0, k);
      int digit = DIGITS.indexOf(maxText.charAt(k));
      String zeros = "0".repeat(24 - k);
      String zs = "z".repeat(24 - k);
      texts.add(prefix + DIGITS.charAt(digit) + zeros);
      texts.add(prefix + DIGITS.charAt(digit) + zs);
      if (digit < 35) {
        texts.add(prefix + DIGITS.charAt(digit + 1) + zeros);
      }
      if (digit > 0) {
        texts.add(prefix + DIGITS.charAt(digit - 1) + zs);
      }
    }
    for (char lead : DIGITS.toCharArray()) {
      texts.add(lead + "0".repeat(24));
      texts.add(lead + "z".repeat(24));
    }
    texts.add("0000000000001000000000000");
    texts.add("0000000000000zzzzzzzzzzzz");
    return texts;
  }

  @Test
  void boundaryTexts() {
    assertEquals(Scru128Id.MAX, Scru128Id.fromString("f5lxx1zz5pnorynqglhzmsp33"));
    assertEquals(Scru128Id.MAX, Scru128Id.fromString("F5LXX1ZZ5PNORYNQGLHZMSP33"));
    assertEquals(Scru128Id.fromBits(-1L, -2L), Scru128Id.fromString("f5lxx1zz5pnorynqglhzmsp32"));
    assertThrows(IdFormatException.class, () -> Scru128Id.fromString("f5lxx1zz5pnorynqglhzmsp34"));
    List<String> texts = boundaryTextList();
    long above = texts.stream().filter(t -> new BigInteger(t, 36).compareTo(MAX_VALUE) > 0).count();
    assertTrue(above > 25 && above < texts.size() - 25, "both sides of the bound: " + above);
    for (String text : texts) {
      assertParsesLikeBigInteger(text);
      assertParsesLikeBigInteger(text.toUpperCase(Locale.ROOT));
    }
  }

  @Test
  void randomTextsNearAndAboveTheRangeParseLikeBigInteger() {
    SplittableRandom random = new SplittableRandom(SEED);
    String maxText = expectedText(MAX_VALUE);
    int outOfRange = 0;
    int inRange = 0;
    for (int i = 0; i < RANDOM_VALUES; i++) {
      String text;
      switch (random.nextInt(4)) {
        case 0:
          {
            // Shares a prefix with the largest ID, so the decision falls on the last digits.
            StringBuilder sb = new StringBuilder(maxText.substring(0, random.nextInt(26)));
            while (sb.length() < 25) {
              sb.append(DIGITS.charAt(random.nextInt(36)));
            }
            text = sb.toString();
            break;
          }
        case 1:
          {
            // Within 2^k of 2^128, on either side.
            int k = random.nextInt(110);
            BigInteger delta = new BigInteger(k + 1, new Random(random.nextLong()));
            BigInteger value =
                random.nextBoolean() ? TWO_POW_128.add(delta) : TWO_POW_128.subtract(delta);
            text = expectedText(value);
            break;
          }
        case 2:
          {
            // A leading digit of f and above: mostly out of range, by any amount.
            StringBuilder sb = new StringBuilder().append(DIGITS.charAt(15 + random.nextInt(21)));
            while (sb.length() < 25) {
              sb.append(DIGITS.charAt(random.nextInt(36)));
            }
            text = sb.toString();
            break;
          }
        default:
          {
            StringBuilder sb = new StringBuilder();
            while (sb.length() < 25) {
              sb.append(DIGITS.charAt(random.nextInt(36)));
            }
            text = sb.toString();
            break;
          }
      }
      text = randomCase(text, random);
      if (new BigInteger(text, 36).compareTo(MAX_VALUE) > 0) {
        outOfRange++;
      } else {
        inRange++;
      }
      assertParsesLikeBigInteger(text);
    }
    // Both outcomes must be well represented, or the test would prove little.
    assertTrue(outOfRange > RANDOM_VALUES / 10, "seed " + SEED + ": " + outOfRange);
    assertTrue(inRange > RANDOM_VALUES / 10, "seed " + SEED + ": " + inRange);
  }
}
