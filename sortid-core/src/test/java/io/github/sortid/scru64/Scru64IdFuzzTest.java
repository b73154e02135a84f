package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import io.github.sortid.IdFormatException;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.util.Locale;

/**
 * Fuzz tests of the SCRU64 ID parsers against an independent oracle built on {@link BigInteger}.
 * Like {@code Scru128IdFuzzTest}: any exception but {@link IdFormatException}, or any failed
 * assertion, is a finding; {@code ./mvnw verify} replays the files under {@code
 * Scru64IdFuzzTestInputs/<method>/}, {@code ./mvnw -Pfuzz verify} fuzzes.
 */
class Scru64IdFuzzTest {
  /** 36^12: every 12-digit text is below it, and no ID reaches it. */
  private static final BigInteger LIMIT = BigInteger.valueOf(36).pow(12);

  private static final String DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

  /**
   * A text parses exactly when the oracle accepts it, to the oracle's value, printed back as the
   * lowercased input; otherwise the parser reports the first failing check (length, then first bad
   * character).
   */
  @FuzzTest(maxDuration = "2m")
  void fromString(@NotNull String text) {
    ParseVerdict expected = oracle(text);
    Scru64Id id;
    try {
      id = Scru64Id.fromString(text);
    } catch (IdFormatException e) {
      expected.checkRejection(text.length(), e);
      return;
    }
    BigInteger value = expected.acceptedValue();
    assertEquals(value.longValueExact(), id.toLong());
    assertEquals(oracleText(value), id.toString());
    assertEquals(text.toLowerCase(Locale.ROOT), id.toString());
    assertEquals(value.shiftRight(24).longValueExact(), id.getTimestamp());
    assertEquals(value.intValue() & 0xff_ffff, id.getNodeCtr());
    assertEquals(value, new BigInteger(1, id.toByteArray()));
    assertEquals(8, id.toByteArray().length);
    assertEquals(id, Scru64Id.fromLong(id.toLong()));
    assertEquals(id, Scru64Id.fromByteArray(id.toByteArray()));
    assertEquals(id, Scru64Id.fromString(text.toUpperCase(Locale.ROOT)));
  }

  /**
   * The spec's decoding (scru64 digest §2): exactly 12 characters, each an ASCII digit or letter of
   * either case. Twelve digits cannot exceed 36^12 - 1, so there is no range to check.
   */
  private static ParseVerdict oracle(String text) {
    if (text.length() != 12) {
      return ParseVerdict.invalidLength(text.length(), 12);
    }
    BigInteger value = BigInteger.ZERO;
    for (int i = 0; i < text.length(); i++) {
      int digit = digit(text.charAt(i));
      if (digit < 0) {
        return ParseVerdict.invalidDigit(i);
      }
      value = value.multiply(BigInteger.valueOf(36)).add(BigInteger.valueOf(digit));
    }
    return ParseVerdict.accept(value);
  }

  /** The binary form: 8 bytes, big-endian, holding a value below 36^12. */
  static ParseVerdict bytesOracle(byte[] bytes) {
    if (bytes.length != 8) {
      return ParseVerdict.invalidByteLength(bytes.length, 8);
    }
    BigInteger value = new BigInteger(1, bytes);
    return value.compareTo(LIMIT) < 0
        ? ParseVerdict.accept(value)
        : ParseVerdict.outOfRange("SCRU64 value");
  }

  /** The value of an ASCII Base36 digit of either case, or -1. */
  private static int digit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'z') {
      return c - 'a' + 10;
    }
    return c >= 'A' && c <= 'Z' ? c - 'A' + 10 : -1;
  }

  /** The canonical text of a value: 12 lowercase digits, zero-padded. */
  static String oracleText(BigInteger value) {
    char[] text = new char[12];
    BigInteger rest = value;
    for (int i = text.length - 1; i >= 0; i--) {
      BigInteger[] division = rest.divideAndRemainder(BigInteger.valueOf(36));
      text[i] = DIGITS.charAt(division[1].intValue());
      rest = division[0];
    }
    return new String(text);
  }
}
