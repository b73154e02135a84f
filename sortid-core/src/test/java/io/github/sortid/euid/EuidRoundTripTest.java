package io.github.sortid.euid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.OptionalInt;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * EUID's own fields and check symbol, against {@link EuidOracle}: values made from random fields,
 * and the order of the texts with and without check. The conversions every format shares are in
 * {@code RoundTripContractTest}.
 *
 * <p>The seed differs from run to run so that the runs together cover more values; every failure
 * message names it, and {@code -Dsortid.test.seed=N} replays a run.
 */
class EuidRoundTripTest {
  private static final long SEED = Long.getLong("sortid.test.seed", new SecureRandom().nextLong());

  private static final int RANDOM_VALUES = 10_000;

  private static final BigInteger TWO_POW_128 = BigInteger.ONE.shiftLeft(128);

  private static Supplier<String> context(BigInteger value) {
    return () -> "seed " + SEED + ", value 0x" + value.toString(16);
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
      assertEquals(EuidOracle.text(expected, EuidOracle.check(expected)), id.toString(), where);
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
