package io.github.sortid.ulid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Checks every conversion of {@link Ulid} against {@link Oracle}, which computes with {@link
 * BigInteger} and shares no code with the codec on longs, on edge values and on random values.
 *
 * <p>The seed differs from run to run so that the runs together cover more values; every failure
 * message names it, and {@code -Dsortid.test.seed=N} replays a run.
 */
class UlidRoundTripTest {
  private static final long SEED = Long.getLong("sortid.test.seed", new SecureRandom().nextLong());

  private static final int RANDOM_VALUES = 10_000;

  private static final BigInteger MASK_16 = BigInteger.valueOf(0xffff);

  private static Supplier<String> context(BigInteger value) {
    return () -> "seed " + SEED + ", value 0x" + value.toString(16);
  }

  /** Values where a codec on longs goes wrong first: limb, sign, digit and field boundaries. */
  static List<BigInteger> edgeValues() {
    List<BigInteger> values = new ArrayList<>();
    values.add(BigInteger.ZERO);
    values.add(Oracle.MAX_VALUE);
    for (int k = 0; k < 128; k++) {
      BigInteger power = BigInteger.ONE.shiftLeft(k);
      values.add(power);
      values.add(power.subtract(BigInteger.ONE));
      values.add(power.add(BigInteger.ONE));
      values.add(Oracle.MAX_VALUE.subtract(power));
      values.add(Oracle.MAX_VALUE.xor(power));
    }
    // Every digit value at every position of the text.
    for (int position = 0; position < 26; position++) {
      for (int digit = 1; digit < 32; digit++) {
        values.add(BigInteger.valueOf(digit).shiftLeft(5 * position));
      }
    }
    for (long ts : new long[] {0, 1, 0xffff_ffff_fffeL, 0xffff_ffff_ffffL}) {
      for (long hi : new long[] {0, 1, 0x8000, 0xffff}) {
        for (long lo : new long[] {0, 1, Long.MAX_VALUE, Long.MIN_VALUE, -1}) {
          values.add(
              BigInteger.valueOf(ts)
                  .shiftLeft(80)
                  .or(BigInteger.valueOf(hi).shiftLeft(64))
                  .or(new BigInteger(Long.toUnsignedString(lo))));
        }
      }
    }
    values.removeIf(v -> v.signum() < 0 || v.compareTo(Oracle.MAX_VALUE) > 0);
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

  private static void assertConversions(BigInteger value) {
    Supplier<String> where = context(value);
    long msb = Oracle.msb(value);
    long lsb = Oracle.lsb(value);
    String text = Oracle.text(value);
    byte[] bytes = Oracle.bytes(value);
    UUID uuid = Oracle.uuid(value);
    long timestamp = value.shiftRight(80).longValueExact();
    int randomHi = value.shiftRight(64).and(MASK_16).intValueExact();

    Ulid id = Ulid.fromBits(msb, lsb);
    assertEquals(msb, id.getMostSignificantBits(), where);
    assertEquals(lsb, id.getLeastSignificantBits(), where);
    assertEquals(value, id.toBigInteger(), where);
    assertEquals(text, id.toString(), where);
    assertEquals(Oracle.lower(value), id.toLowerCase(), where);
    assertArrayEquals(bytes, id.toByteArray(), where);
    assertEquals(uuid, id.toUuid(), where);
    assertEquals(uuid.hashCode(), id.hashCode(), where);
    assertEquals(timestamp, id.getTimestamp(), where);
    assertEquals(Instant.ofEpochMilli(timestamp), id.toInstant(), where);
    assertEquals(randomHi, id.getRandomHi(), where);
    assertEquals(lsb, id.getRandomLo(), where);

    assertEquals(id, Ulid.fromString(text), where);
    assertEquals(id, Ulid.fromString(Oracle.lower(value)), where);
    assertEquals(id, Ulid.fromByteArray(bytes), where);
    assertEquals(id, Ulid.fromUuid(uuid), where);
    assertEquals(id, Ulid.fromFields(timestamp, randomHi, lsb), where);
  }

  @Test
  void edgeValuesConvertLikeBigInteger() {
    for (BigInteger value : edgeValues()) {
      assertConversions(value);
    }
  }

  @Test
  void randomValuesConvertLikeBigInteger() {
    SplittableRandom random = new SplittableRandom(SEED);
    List<BigInteger> values = new ArrayList<>(RANDOM_VALUES);
    for (int i = 0; i < RANDOM_VALUES; i++) {
      BigInteger value = randomValue(random);
      assertConversions(value);
      values.add(value);
    }
    // Order: compareTo agrees with BigInteger, the text and the unsigned bytes.
    for (int i = 1; i < values.size(); i++) {
      BigInteger a = values.get(i - 1);
      BigInteger b = values.get(i);
      Ulid x = Ulid.fromBits(Oracle.msb(a), Oracle.lsb(a));
      Ulid y = Ulid.fromBits(Oracle.msb(b), Oracle.lsb(b));
      int expected = Integer.signum(a.compareTo(b));
      assertEquals(expected, Integer.signum(x.compareTo(y)), context(a));
      assertEquals(expected, Integer.signum(x.toString().compareTo(y.toString())), context(a));
      assertEquals(
          expected,
          Integer.signum(Arrays.compareUnsigned(x.toByteArray(), y.toByteArray())),
          context(a));
    }
  }

  @Test
  void randomTextsParseLikeBigInteger() {
    SplittableRandom random = new SplittableRandom(SEED);
    String digits = Oracle.ALPHABET + "abcdefghjkmnpqrstvwxyzIiLlOo";
    int outOfRange = 0;
    for (int i = 0; i < RANDOM_VALUES; i++) {
      StringBuilder sb = new StringBuilder(26);
      while (sb.length() < 26) {
        sb.append(digits.charAt(random.nextInt(digits.length())));
      }
      String text = sb.toString();
      BigInteger value = Oracle.value(text);
      if (value.compareTo(Oracle.MAX_VALUE) > 0) {
        outOfRange++;
        IdFormatException e =
            assertThrows(IdFormatException.class, () -> Ulid.fromString(text), text);
        assertEquals(Reason.OUT_OF_RANGE, e.getReason(), text);
      } else {
        Ulid id = Ulid.fromString(text);
        assertEquals(value, id.toBigInteger(), text);
        assertEquals(Oracle.text(value), id.toString(), text);
      }
    }
    // A leading digit above 7 is most of the alphabet: both outcomes must be well represented.
    assertTrue(outOfRange > RANDOM_VALUES / 2, "seed " + SEED + ": " + outOfRange);
    assertTrue(outOfRange < RANDOM_VALUES * 9 / 10, "seed " + SEED + ": " + outOfRange);
  }
}
