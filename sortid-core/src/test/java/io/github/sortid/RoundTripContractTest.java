package io.github.sortid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.FormatOracle;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple.Tuple2;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * In every format of {@link IdType#all()}, every conversion (text in either case and respelled,
 * bytes, UUID or {@code long} form, instant, the format's fields) agrees with {@link FormatOracle},
 * which computes with {@link BigInteger} and shares no code with the codecs on longs; and the order
 * of the comparator, the text, the unsigned bytes and the value is one. Each format brings only its
 * alphabet, layout and own edge values; each runs as many values as it did when each format had a
 * test of its own.
 *
 * <p>The seed differs from run to run so that the runs together cover more values; every failure
 * message names it, and {@code -Dsortid.test.seed=N} replays a run.
 */
class RoundTripContractTest {
  private static final long SEED = Long.getLong("sortid.test.seed", new SecureRandom().nextLong());

  /** Random values per format and test. */
  private static final int RANDOM_VALUES = 10_000;

  static Stream<IdType<?>> types() {
    return IdType.all().stream();
  }

  private static Supplier<String> context(IdType<?> type, BigInteger value) {
    return () -> type + ", seed " + SEED + ", value 0x" + value.toString(16);
  }

  /**
   * Values where a codec on longs goes wrong first: limb, sign and digit boundaries (every digit at
   * every position of the text), then the format's own (fields at their extremes, check wraps).
   */
  static List<BigInteger> edgeValues(FormatOracle<?> oracle) {
    BigInteger max = oracle.maxValue();
    int bits = 8 * oracle.type().byteLength();
    List<BigInteger> values = new ArrayList<>();
    values.add(BigInteger.ZERO);
    values.add(max);
    for (int k = 0; k < bits; k++) {
      BigInteger power = BigInteger.ONE.shiftLeft(k);
      values.add(power);
      values.add(power.subtract(BigInteger.ONE));
      values.add(power.add(BigInteger.ONE));
      values.add(max.subtract(power));
      values.add(max.xor(power));
    }
    BigInteger radix = BigInteger.valueOf(oracle.radix());
    for (BigInteger power = BigInteger.ONE;
        power.compareTo(max) <= 0;
        power = power.multiply(radix)) {
      values.add(power.subtract(BigInteger.ONE));
      values.add(power.add(BigInteger.ONE));
      values.add(max.subtract(power));
      for (int digit = 1; digit < oracle.radix(); digit++) {
        values.add(power.multiply(BigInteger.valueOf(digit)));
      }
    }
    for (int i = 0; i < 36; i++) {
      values.add(max.subtract(BigInteger.valueOf(i)));
    }
    values.addAll(oracle.edgeValues());
    values.removeIf(v -> v.signum() < 0 || v.compareTo(max) > 0);
    values.replaceAll(oracle::fold);
    return values;
  }

  /** Uniform values, values with leading zeros, and values made of runs of 0x00 and 0xff. */
  private static BigInteger randomValue(FormatOracle<?> oracle, SplittableRandom random) {
    byte[] bytes = new byte[oracle.type().byteLength()];
    random.nextBytes(bytes);
    BigInteger value;
    switch (random.nextInt(4)) {
      case 0:
        value = new BigInteger(1, bytes).shiftRight(random.nextInt(8 * bytes.length));
        break;
      case 1:
        for (int i = 0; i < bytes.length; i++) {
          int kind = random.nextInt(3);
          if (kind == 0) {
            bytes[i] = 0;
          } else if (kind == 1) {
            bytes[i] = (byte) 0xff;
          }
        }
        value = new BigInteger(1, bytes);
        break;
      default:
        value = new BigInteger(1, bytes);
        break;
    }
    // SCRU64's range ends below 2^64; what lies above it folds back into the range.
    return oracle.fold(value.mod(oracle.maxValue().add(BigInteger.ONE)));
  }

  private static <T> void assertConversions(
      FormatOracle<T> oracle, BigInteger value, SplittableRandom random) {
    Supplier<String> where = context(oracle.type(), value);
    oracle.assertConversions(value, oracle.id(value), random, where);
  }

  @ParameterizedTest
  @MethodSource("types")
  <T> void edgeValuesConvertLikeBigInteger(IdType<T> type) {
    FormatOracle<T> oracle = FormatOracle.of(type);
    SplittableRandom random = new SplittableRandom(SEED);
    List<BigInteger> values = edgeValues(oracle);
    assertTrue(values.size() > 700, "size of the edge list: " + values.size());
    for (BigInteger value : values) {
      assertConversions(oracle, value, random);
    }
  }

  @ParameterizedTest
  @MethodSource("types")
  <T> void randomValuesConvertLikeBigInteger(IdType<T> type) {
    FormatOracle<T> oracle = FormatOracle.of(type);
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < RANDOM_VALUES; i++) {
      assertConversions(oracle, randomValue(oracle, random), random);
    }
  }

  @ParameterizedTest
  @MethodSource("types")
  <T> void serializationKeepsEveryValue(IdType<T> type) throws Exception {
    FormatOracle<T> oracle = FormatOracle.of(type);
    SplittableRandom random = new SplittableRandom(SEED);
    List<BigInteger> values = new ArrayList<>(edgeValues(oracle));
    for (int i = 0; i < RANDOM_VALUES; i++) {
      values.add(randomValue(oracle, random));
    }
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
      for (BigInteger value : values) {
        out.writeObject(oracle.id(value));
      }
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(buffer.toByteArray()))) {
      for (BigInteger value : values) {
        T copy = type.javaType().cast(in.readObject());
        assertEquals(value, oracle.value(copy), context(type, value));
        assertEquals(oracle.text(value), type.format(copy), context(type, value));
      }
    }
  }

  private static <T> void assertSameOrder(FormatOracle<T> oracle, BigInteger a, BigInteger b) {
    IdType<T> type = oracle.type();
    Supplier<String> where =
        () -> type + ", seed " + SEED + ", values 0x" + a.toString(16) + " and 0x" + b.toString(16);
    T idA = oracle.id(a);
    T idB = oracle.id(b);
    int expected = a.compareTo(b);
    assertEquals(expected, Integer.signum(type.comparator().compare(idA, idB)), where);
    assertEquals(-expected, Integer.signum(type.comparator().compare(idB, idA)), where);
    assertEquals(expected, Integer.signum(type.format(idA).compareTo(type.format(idB))), where);
    assertEquals(
        expected,
        Integer.signum(Arrays.compareUnsigned(type.toBytes(idA), type.toBytes(idB))),
        where);
    assertEquals(expected == 0, idA.equals(idB), where);
    if (type.hasUuidForm()) {
      // The UUID form sorts as the ID in PostgreSQL, which compares its bytes unsigned.
      String uuidA = type.toUuid(idA).toString();
      String uuidB = type.toUuid(idB).toString();
      assertEquals(expected, Integer.signum(uuidA.compareTo(uuidB)), where);
    }
    if (type.hasLongForm()) {
      assertEquals(
          expected, Integer.signum(Long.compare(type.toLong(idA), type.toLong(idB))), where);
    }
  }

  @ParameterizedTest
  @MethodSource("types")
  <T> void orderAgreesWithBigIntegerTextAndBytes(IdType<T> type) {
    FormatOracle<T> oracle = FormatOracle.of(type);
    BigInteger max = oracle.maxValue();
    int bits = 8 * type.byteLength();
    SplittableRandom random = new SplittableRandom(SEED);
    List<BigInteger> edges = edgeValues(oracle);
    for (int i = 0; i < RANDOM_VALUES; i++) {
      BigInteger a =
          random.nextBoolean()
              ? randomValue(oracle, random)
              : edges.get(random.nextInt(edges.size()));
      BigInteger b;
      // Independent values nearly always differ in the high half; the other cases reach the
      // comparison of the low halves and equality.
      switch (random.nextInt(5)) {
        case 0:
          b = a;
          break;
        case 1:
          b =
              a.shiftRight(bits / 2)
                  .shiftLeft(bits / 2)
                  .or(new BigInteger(bits / 2, new Random(random.nextLong())))
                  .min(max);
          break;
        case 2:
          b = a.add(BigInteger.valueOf(random.nextInt(3) - 1)).max(BigInteger.ZERO).min(max);
          break;
        default:
          b = randomValue(oracle, random);
          break;
      }
      assertSameOrder(oracle, a, oracle.fold(b));
    }
  }

  /** Every text a format writes parses back to the same ID, in either case. */
  @Property(tries = 2000 * 5)
  <T> void everyWrittenTextParsesBack(@ForAll("values") Tuple2<IdType<?>, BigInteger> input) {
    @SuppressWarnings("unchecked")
    FormatOracle<T> oracle = FormatOracle.of((IdType<T>) input.get1());
    IdType<T> type = oracle.type();
    BigInteger value = input.get2();
    T id = oracle.id(value);
    assertEquals(oracle.text(value), type.format(id));
    for (String text : oracle.texts(value)) {
      assertEquals(id, type.parse(text));
      assertEquals(id, type.parse(text.toUpperCase(Locale.ROOT)));
      assertEquals(id, type.parse(text.toLowerCase(Locale.ROOT)));
      assertEquals(value, oracle.value(type.parse(text)));
    }
    assertEquals(id, type.fromBytes(type.toBytes(id)));
    assertArrayEquals(oracle.bytes(value), type.toBytes(id));
  }

  @Provide
  Arbitrary<Tuple2<IdType<?>, BigInteger>> values() {
    return FormatOracle.anyValueOfEveryFormat();
  }
}
