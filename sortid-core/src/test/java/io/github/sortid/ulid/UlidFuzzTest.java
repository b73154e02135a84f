package io.github.sortid.ulid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import io.github.sortid.IdFormatException;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.util.Locale;

/**
 * Fuzz tests of the ULID parsers against {@link Oracle}, which computes with {@link BigInteger}.
 * Like {@code Scru128IdFuzzTest}: any exception but {@link IdFormatException}, or any failed
 * assertion, is a finding; {@code ./mvnw verify} replays the files under {@code
 * UlidFuzzTestInputs/<method>/}, {@code ./mvnw -Pfuzz verify} fuzzes.
 */
class UlidFuzzTest {
  /**
   * A text parses exactly when the oracle accepts it, to the oracle's value, printed back in the
   * canonical form (uppercase, aliases resolved); otherwise the parser reports the first failing
   * check (length, then first bad character, then range).
   */
  @FuzzTest(maxDuration = "2m")
  void fromString(@NotNull String text) {
    ParseVerdict expected = oracle(text);
    Ulid id;
    try {
      id = Ulid.fromString(text);
    } catch (IdFormatException e) {
      expected.checkRejection(text.length(), e);
      return;
    }
    BigInteger value = expected.acceptedValue();
    assertEquals(value, id.toBigInteger());
    assertEquals(Oracle.text(value), id.toString());
    assertEquals(Oracle.lower(value), id.toLowerCase());
    assertEquals(value.shiftRight(80).longValue(), id.getTimestamp());
    assertEquals(Oracle.uuid(value), id.toUuid());
    assertArrayEquals(Oracle.bytes(value), id.toByteArray());
    assertEquals(id, Ulid.fromByteArray(id.toByteArray()));
    assertEquals(id, Ulid.fromString(id.toString()));
    assertEquals(id, Ulid.fromString(text.toLowerCase(Locale.ROOT)));
    assertEquals(id, Ulid.fromString(text.toUpperCase(Locale.ROOT)));
  }

  /**
   * The ULID decoding this library documents (ulid digest §2, §2.1): exactly 26 Crockford Base32
   * digits of either case, {@code I} and {@code L} read as 1 and {@code O} as 0, {@code U} and
   * everything else rejected, and a value of at most 2^128 - 1 (first digit at most 7).
   */
  private static ParseVerdict oracle(String text) {
    if (text.length() != 26) {
      return ParseVerdict.invalidLength(text.length(), 26);
    }
    for (int i = 0; i < text.length(); i++) {
      if (Oracle.digit(text.charAt(i)) < 0) {
        return ParseVerdict.invalidDigit(i);
      }
    }
    BigInteger value = Oracle.value(text);
    return value.compareTo(Oracle.MAX_VALUE) > 0
        ? ParseVerdict.outOfRange("128-bit value")
        : ParseVerdict.accept(value);
  }
}
