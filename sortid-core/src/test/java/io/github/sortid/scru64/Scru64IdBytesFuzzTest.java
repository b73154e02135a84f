package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.sortid.IdFormatException;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;

/**
 * The byte-array fuzz target of {@link Scru64IdFuzzTest}, in a class of its own: Jazzer fuzzes one
 * {@code @FuzzTest} per JVM, and the fuzz profile gives each test class a JVM. Regression inputs
 * are under {@code
 * src/test/resources/io/github/sortid/scru64/Scru64IdBytesFuzzTestInputs/fromByteArray/}.
 */
class Scru64IdBytesFuzzTest {
  /**
   * Exactly the 8-byte arrays below 36^12 parse, to the ID the oracle gives; other lengths, then
   * larger values, are rejected with the documented errors, and {@link Scru64Id#fromLong} takes the
   * same values. The input is left as it was.
   */
  @FuzzTest(maxDuration = "2m")
  void fromByteArray(byte[] bytes) {
    byte[] input = bytes.clone();
    ParseVerdict expected = Scru64IdFuzzTest.bytesOracle(bytes);
    Scru64Id id;
    try {
      id = Scru64Id.fromByteArray(bytes);
    } catch (IdFormatException e) {
      expected.checkRejection(bytes.length, e);
      assertArrayEquals(input, bytes, "input modified");
      if (bytes.length == 8) {
        long signed = new BigInteger(1, bytes).longValue();
        assertThrows(IllegalArgumentException.class, () -> Scru64Id.fromLong(signed));
      }
      return;
    }
    BigInteger value = expected.acceptedValue();
    assertArrayEquals(input, bytes, "input modified");
    assertArrayEquals(bytes, id.toByteArray());
    assertEquals(value.longValueExact(), id.toLong());
    assertEquals(id, Scru64Id.fromLong(value.longValueExact()));
    String text = id.toString();
    assertEquals(Scru64IdFuzzTest.oracleText(value), text);
    assertEquals(id, Scru64Id.fromString(text));
  }
}
