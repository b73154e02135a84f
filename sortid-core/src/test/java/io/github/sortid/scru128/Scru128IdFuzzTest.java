package io.github.sortid.scru128;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import io.github.sortid.IdFormatException;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.util.Locale;

/**
 * Fuzz tests of the SCRU128 parsers against an independent oracle built on {@link BigInteger}.
 *
 * <p>Inputs are never null, so the parsers may throw {@link IdFormatException} and nothing else:
 * any other exception, like any failed assertion, is a finding.
 *
 * <p>{@code ./mvnw verify} runs them in regression mode: once on the empty input and once on each
 * file under {@code src/test/resources/io/github/sortid/scru128/Scru128IdFuzzTestInputs/<method>/}.
 * {@code ./mvnw -Pfuzz verify} fuzzes them for a bounded time; a failing input is written to that
 * directory, where it stays as a regression test once committed.
 */
class Scru128IdFuzzTest {
  private static final BigInteger MAX_128 = BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE);

  private static final String DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

  /**
   * A text parses exactly when the oracle accepts it, to the oracle's value, printed back as the
   * lowercased input; otherwise the parser reports the first failing check in the documented order
   * (length, then first bad character, then range).
   */
  @FuzzTest(maxDuration = "2m")
  void fromString(@NotNull String text) {
    ParseVerdict expected = oracle(text);
    Scru128Id id;
    try {
      id = Scru128Id.fromString(text);
    } catch (IdFormatException e) {
      expected.checkRejection(text.length(), e);
      return;
    }
    BigInteger value = expected.acceptedValue();
    assertEquals(value, id.toBigInteger());
    assertEquals(oracleText(value), id.toString());
    assertEquals(text.toLowerCase(Locale.ROOT), id.toString());
    assertEquals(value.shiftRight(80).longValue(), id.getTimestamp());
    assertEquals(value, new BigInteger(1, id.toByteArray()));
    assertEquals(16, id.toByteArray().length);
    assertEquals(id, Scru128Id.fromByteArray(id.toByteArray()));
    assertEquals(id, Scru128Id.fromString(text.toUpperCase(Locale.ROOT)));
  }

  /**
   * The spec's decoding (scru128 digest §2.2): exactly 25 characters, each an ASCII digit or letter
   * of either case, spelling at most 2^128 - 1.
   */
  private static ParseVerdict oracle(String text) {
    if (text.length() != 25) {
      return ParseVerdict.invalidLength(text.length(), 25);
    }
    BigInteger value = BigInteger.ZERO;
    for (int i = 0; i < text.length(); i++) {
      int digit = digit(text.charAt(i));
      if (digit < 0) {
        return ParseVerdict.invalidDigit(i);
      }
      value = value.multiply(BigInteger.valueOf(36)).add(BigInteger.valueOf(digit));
    }
    return value.compareTo(MAX_128) > 0
        ? ParseVerdict.outOfRange("128-bit value")
        : ParseVerdict.accept(value);
  }

  /**
   * The value of an ASCII Base36 digit of either case, or -1. No {@code Character.digit} or {@code
   * toLowerCase}: they map non-ASCII characters (full-width digits, the Kelvin sign) to digits.
   */
  private static int digit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'z') {
      return c - 'a' + 10;
    }
    return c >= 'A' && c <= 'Z' ? c - 'A' + 10 : -1;
  }

  /** The canonical text of a value: 25 lowercase digits, zero-padded. */
  static String oracleText(BigInteger value) {
    char[] text = new char[25];
    BigInteger rest = value;
    for (int i = text.length - 1; i >= 0; i--) {
      BigInteger[] division = rest.divideAndRemainder(BigInteger.valueOf(36));
      text[i] = DIGITS.charAt(division[1].intValue());
      rest = division[0];
    }
    return new String(text);
  }
}
