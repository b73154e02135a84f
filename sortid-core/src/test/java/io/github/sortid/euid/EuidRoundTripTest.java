package io.github.sortid.euid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Checks every conversion of {@link Euid} against {@link BigInteger}, which shares no code with the
 * long-based codec and check, on edge values and on random values.
 *
 * <p>The seed differs from run to run so that the runs together cover more values; every failure
 * message names it, and {@code -Dsortid.test.seed=N} replays a run.
 */
class EuidRoundTripTest {
  private static final long SEED = Long.getLong("sortid.test.seed", new SecureRandom().nextLong());

  private static final int RANDOM_VALUES = 10_000;

  private static final BigInteger TWO_POW_128 = BigInteger.ONE.shiftLeft(128);
  private static final BigInteger MAX_VALUE = TWO_POW_128.subtract(BigInteger.ONE);
  private static final BigInteger MOD = BigInteger.valueOf(127);
  private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

  // ---------------------------------------------------------------------------------------------
  // Oracles: BigInteger and String only

  /** The 27 symbols of {@code value << 7 | check}, from BigInteger's radix-32 digits. */
  static String expectedText(BigInteger value, int check) {
    String radix32 = value.shiftLeft(7).or(BigInteger.valueOf(check)).toString(32);
    StringBuilder text = new StringBuilder("0".repeat(27 - radix32.length()));
    for (char c : radix32.toCharArray()) {
      text.append(ALPHABET.charAt(Character.digit(c, 32)));
    }
    return text.toString();
  }

  private static byte[] expectedBytes(BigInteger value) {
    byte[] raw = value.toByteArray();
    byte[] bytes = new byte[16];
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

  /** Checks every conversion of the value against the oracles. */
  private static void assertConversions(BigInteger value, SplittableRandom random) {
    Supplier<String> where = context(value);
    long msb = value.shiftRight(64).longValue();
    long lsb = value.longValue();
    Euid id = Euid.fromBits(msb, lsb);

    int check = value.mod(MOD).intValueExact();
    String withCheck = expectedText(value, check);
    String withoutCheck = expectedText(value, 127);
    assertEquals(withCheck, id.toString(), where);
    assertEquals(withoutCheck, id.toStringWithoutCheck(), where);
    assertEquals(check, Euid.check(msb, lsb), where);
    assertEquals(id, Euid.fromString(withCheck), where);
    assertEquals(id, Euid.fromString(withoutCheck), where);
    assertEquals(id, Euid.fromString(mangleCase(withCheck, random)), where);

    assertEquals(value, id.toBigInteger(), where);
    assertArrayEquals(expectedBytes(value), id.toByteArray(), where);
    assertEquals(id, Euid.fromByteArray(expectedBytes(value)), where);
    assertEquals(expectedUuid(value), id.toUuid(), where);
    assertEquals(id, Euid.fromUuid(expectedUuid(value)), where);
    assertEquals(msb, id.getMostSignificantBits(), where);
    assertEquals(lsb, id.getLeastSignificantBits(), where);

    long timestamp = value.shiftRight(83).longValueExact();
    int length = value.shiftRight(64).intValue() & 0xf;
    int field = value.shiftRight(68).intValue() & 0x7fff;
    assertEquals(timestamp, id.getTimestamp(), where);
    assertEquals(Instant.ofEpochMilli(timestamp), id.toInstant(), where);
    assertEquals(length, id.getExtensionLength(), where);
    assertEquals(
        length == 0 ? OptionalInt.empty() : OptionalInt.of(field & ((1 << length) - 1)),
        id.getExtension(),
        where);
    assertEquals(field >>> length, id.getFiller(), where);
    assertEquals(lsb, id.getRandom(), where);
    if (length == 0
        || length == 32 - Integer.numberOfLeadingZeros(field & ((1 << length) - 1) | 1)) {
      assertEquals(
          id, Euid.fromFields(timestamp, id.getExtension(), id.getFiller(), id.getRandom()), where);
    }
  }

  /** Random case, and Crockford's aliases for 0 and 1. */
  private static String mangleCase(String text, SplittableRandom random) {
    StringBuilder sb = new StringBuilder(text);
    for (int i = 0; i < sb.length(); i++) {
      char c = sb.charAt(i);
      if (c == '0' && random.nextInt(4) == 0) {
        c = random.nextBoolean() ? 'O' : 'o';
      } else if (c == '1' && random.nextInt(4) == 0) {
        c = "IiLl".charAt(random.nextInt(4));
      } else if (random.nextBoolean()) {
        c = Character.toLowerCase(c);
      }
      sb.setCharAt(i, c);
    }
    return sb.toString();
  }

  @Test
  void edgeValues() {
    SplittableRandom random = new SplittableRandom(SEED);
    List<BigInteger> values = new ArrayList<>();
    values.add(BigInteger.ZERO);
    values.add(MAX_VALUE);
    for (int bit = 0; bit < 128; bit++) {
      BigInteger power = BigInteger.ONE.shiftLeft(bit);
      values.add(power);
      values.add(power.subtract(BigInteger.ONE));
      values.add(MAX_VALUE.subtract(power));
    }
    // Multiples of 127 and their neighbours, where the check wraps.
    for (int k = 0; k < 200; k++) {
      BigInteger multiple = MAX_VALUE.divide(MOD).subtract(BigInteger.valueOf(k)).multiply(MOD);
      values.add(multiple);
      values.add(multiple.add(BigInteger.ONE));
      values.add(multiple.subtract(BigInteger.ONE));
      values.add(BigInteger.valueOf(127L * k));
    }
    for (BigInteger value : values) {
      assertConversions(value, random);
    }
  }

  @Test
  void randomValues() {
    SplittableRandom random = new SplittableRandom(SEED);
    Random bits = new Random(SEED);
    for (int i = 0; i < RANDOM_VALUES; i++) {
      // Half uniform, half with a random number of leading zero bits, so short texts occur.
      BigInteger value = new BigInteger(i % 2 == 0 ? 128 : 1 + random.nextInt(128), bits);
      assertConversions(value, random);
    }
  }

  @Test
  void randomFieldsRoundTrip() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < RANDOM_VALUES; i++) {
      long timestamp = random.nextLong(Euid.MAX_TIMESTAMP + 1);
      boolean none = random.nextInt(8) == 0;
      int extension = random.nextInt(Euid.MAX_EXTENSION + 1) >>> random.nextInt(15);
      int length = none ? 0 : Euid.extensionLength(extension);
      int filler = random.nextInt(1 << (15 - length));
      long rnd = random.nextLong();
      OptionalInt ext = none ? OptionalInt.empty() : OptionalInt.of(extension);
      Euid id = Euid.fromFields(timestamp, ext, filler, rnd);
      BigInteger expected =
          BigInteger.valueOf(timestamp)
              .shiftLeft(83)
              .or(
                  BigInteger.valueOf((long) filler << length | (none ? 0 : extension))
                      .shiftLeft(68))
              .or(BigInteger.valueOf(length).shiftLeft(64))
              .or(new BigInteger(Long.toUnsignedString(rnd)));
      Supplier<String> where = context(expected);
      assertEquals(expected, id.toBigInteger(), where);
      assertEquals(timestamp, id.getTimestamp(), where);
      assertEquals(ext, id.getExtension(), where);
      assertEquals(filler, id.getFiller(), where);
      assertEquals(rnd, id.getRandom(), where);
      assertEquals(id, Euid.fromString(id.toString()), where);
      assertEquals(expectedText(expected, expected.mod(MOD).intValue()), id.toString(), where);
    }
  }

  @Test
  void textOrderIsValueOrder() {
    SplittableRandom random = new SplittableRandom(SEED);
    Random bits = new Random(SEED);
    for (int i = 0; i < RANDOM_VALUES; i++) {
      BigInteger a = new BigInteger(128, bits);
      BigInteger b = random.nextBoolean() ? new BigInteger(128, bits) : a.add(BigInteger.ONE);
      if (b.equals(TWO_POW_128)) {
        continue;
      }
      Euid x = Euid.fromBits(a.shiftRight(64).longValue(), a.longValue());
      Euid y = Euid.fromBits(b.shiftRight(64).longValue(), b.longValue());
      Supplier<String> where = context(a);
      int expected = Integer.signum(a.compareTo(b));
      assertEquals(expected, Integer.signum(x.compareTo(y)), where);
      assertEquals(
          expected,
          Integer.signum(x.toStringWithoutCheck().compareTo(y.toStringWithoutCheck())),
          where);
      // The check sits below the value's bits, so it never decides between two values.
      assertEquals(expected, Integer.signum(x.toString().compareTo(y.toString())), where);
      // Even between a text with and one without check, when the values differ.
      assertEquals(
          expected, Integer.signum(x.toString().compareTo(y.toStringWithoutCheck())), where);
    }
  }
}
