package io.github.sortid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.sortid.testing.FormatOracle;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The byte-array fuzz target of every format of {@link IdType#all()} at once, against {@link
 * FormatOracle}: one input, read by each format, so that each input the fuzzer finds for one format
 * is tried on the others too. In a class of its own: Jazzer fuzzes one {@code @FuzzTest} per JVM,
 * and the fuzz profile gives each test class a JVM.
 *
 * <p>{@code ./mvnw verify} runs it once on the empty input and once on each file under {@code
 * src/test/resources/io/github/sortid/BytesFuzzTestInputs/fromBytes/} (named after the format whose
 * case each was written for); {@code ./mvnw -Pfuzz verify} fuzzes it for a bounded time, and a
 * failing input is written to that directory, where it stays as a regression test once committed.
 */
class BytesFuzzTest {
  /**
   * In every format, exactly the arrays of the format's byte length parse (for SCRU64, only those
   * below 36^12), to the ID whose value, texts, UUID or {@code long} form, instant and fields are
   * those the oracle gives; other lengths, then values out of range, are rejected with the
   * documented errors. The input is left as it was.
   */
  @FuzzTest(maxDuration = "2m")
  void fromBytes(byte[] bytes) {
    for (IdType<?> type : IdType.all()) {
      check(FormatOracle.of(type), bytes);
    }
  }

  private static <T> void check(FormatOracle<T> oracle, byte[] bytes) {
    IdType<T> type = oracle.type();
    byte[] input = bytes.clone();
    ParseVerdict expected = oracle.parseBytes(bytes);
    T id;
    try {
      id = type.fromBytes(bytes);
    } catch (IdFormatException e) {
      expected.checkRejection(bytes.length, e);
      assertArrayEquals(input, bytes, "input modified");
      if (type.hasLongForm() && bytes.length == type.byteLength()) {
        // The long form takes the same values as the bytes, and rejects the same.
        long signed = new BigInteger(1, bytes).longValue();
        assertThrows(IllegalArgumentException.class, () -> type.fromLong(signed));
      }
      return;
    }
    BigInteger value = expected.acceptedValue();
    assertArrayEquals(input, bytes, "input modified");
    assertArrayEquals(bytes, type.toBytes(id));
    oracle.assertConversions(
        value,
        id,
        new SplittableRandom(Arrays.hashCode(bytes)),
        () -> type + ", bytes " + Arrays.toString(bytes));
  }
}
