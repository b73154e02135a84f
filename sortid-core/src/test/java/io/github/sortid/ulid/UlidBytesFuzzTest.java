package io.github.sortid.ulid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.sortid.IdFormatException;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;

/**
 * The byte-array fuzz target of {@link UlidFuzzTest}, in a class of its own: Jazzer fuzzes one
 * {@code @FuzzTest} per JVM, and the fuzz profile gives each test class a JVM. Regression inputs
 * are under {@code
 * src/test/resources/io/github/sortid/ulid/UlidBytesFuzzTestInputs/fromByteArray/}.
 */
class UlidBytesFuzzTest {
  /**
   * Exactly the 16-byte arrays parse, to the ULID whose value, text and UUID are those the oracle
   * gives; any other length is rejected with the byte-length error. The input is left as it was.
   */
  @FuzzTest(maxDuration = "2m")
  void fromByteArray(byte[] bytes) {
    byte[] input = bytes.clone();
    ParseVerdict expected =
        bytes.length == 16
            ? ParseVerdict.accept(new BigInteger(1, bytes))
            : ParseVerdict.invalidByteLength(bytes.length, 16);
    Ulid id;
    try {
      id = Ulid.fromByteArray(bytes);
    } catch (IdFormatException e) {
      expected.checkRejection(bytes.length, e);
      assertArrayEquals(input, bytes, "input modified");
      return;
    }
    BigInteger value = expected.acceptedValue();
    assertArrayEquals(input, bytes, "input modified");
    assertArrayEquals(bytes, id.toByteArray());
    assertEquals(value, id.toBigInteger());
    assertEquals(Oracle.uuid(value), id.toUuid());
    assertEquals(id, Ulid.fromUuid(id.toUuid()));
    String text = id.toString();
    assertEquals(Oracle.text(value), text);
    assertEquals(id, Ulid.fromString(text));
    assertEquals(id, Ulid.fromString(id.toLowerCase()));
  }
}
