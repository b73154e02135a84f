package io.github.sortid.scru128;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.sortid.IdFormatException;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.util.Locale;

/**
 * The byte-array fuzz target of {@link Scru128IdFuzzTest}, in a class of its own: Jazzer fuzzes one
 * {@code @FuzzTest} per JVM, and the fuzz profile gives each test class a JVM. Regression inputs
 * are under {@code
 * src/test/resources/io/github/sortid/scru128/Scru128IdBytesFuzzTestInputs/fromByteArray/}.
 */
class Scru128IdBytesFuzzTest {
  /**
   * Exactly the 16-byte arrays parse, to the ID whose value and text are those the oracle gives;
   * any other length is rejected with the byte-length error. The input is left as it was.
   */
  @FuzzTest(maxDuration = "2m")
  void fromByteArray(byte[] bytes) {
    byte[] input = bytes.clone();
    ParseVerdict expected =
        bytes.length == 16
            ? ParseVerdict.accept(new BigInteger(1, bytes))
            : ParseVerdict.invalidByteLength(bytes.length, 16);
    Scru128Id id;
    try {
      id = Scru128Id.fromByteArray(bytes);
    } catch (IdFormatException e) {
      expected.checkRejection(bytes.length, e);
      assertArrayEquals(input, bytes, "input modified");
      return;
    }
    BigInteger value = expected.acceptedValue();
    assertArrayEquals(input, bytes, "input modified");
    assertArrayEquals(bytes, id.toByteArray());
    assertEquals(value, id.toBigInteger());
    String text = id.toString();
    assertEquals(Scru128IdFuzzTest.oracleText(value), text);
    assertEquals(id, Scru128Id.fromString(text));
    assertEquals(id, Scru128Id.fromString(text.toUpperCase(Locale.ROOT)));
  }
}
