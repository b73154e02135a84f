package io.github.sortid.scru128;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
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

  /**
   * Any text either parses to the value that {@code BigInteger} reads from it, printed back as the
   * lowercased input, or is rejected with the {@link IdFormatException} the checks in their
   * documented order (length, then first bad character, then range) call for.
   */
  @FuzzTest(maxDuration = "2m")
  void fromString(@NotNull String text) {
    Scru128Id id;
    try {
      id = Scru128Id.fromString(text);
    } catch (IdFormatException e) {
      checkTextRejection(text, e);
      return;
    }
    assertEquals(25, text.length(), "accepted a text of the wrong length");
    assertEquals(-1, firstNonDigit(text), "accepted a character outside [0-9A-Za-z]");
    String canonical = text.toLowerCase(Locale.ROOT);
    assertEquals(canonical, id.toString());
    assertEquals(canonical, oracleText(id.toByteArray()));
    assertEquals(new BigInteger(canonical, 36), id.toBigInteger());
    assertEquals(id, Scru128Id.fromByteArray(id.toByteArray()));
    assertEquals(id, Scru128Id.fromString(text.toUpperCase(Locale.ROOT)));
  }

  /**
   * Exactly the 16-byte arrays parse, to the ID whose bytes and text are those the oracle gives;
   * any other length is rejected with {@link Reason#INVALID_LENGTH}.
   */
  @FuzzTest(maxDuration = "2m")
  void fromByteArray(byte[] bytes) {
    byte[] input = bytes.clone();
    Scru128Id id;
    try {
      id = Scru128Id.fromByteArray(bytes);
    } catch (IdFormatException e) {
      assertEquals(Reason.INVALID_LENGTH, e.getReason(), e.getMessage());
      assertNotEquals(16, bytes.length, "rejected 16 bytes");
      assertEquals(-1, e.getErrorIndex());
      assertEquals(
          "invalid length: " + bytes.length + " bytes (expected 16)", e.getMessage(), "message");
      assertArrayEquals(input, bytes, "input modified");
      return;
    }
    assertEquals(16, bytes.length, "accepted the wrong number of bytes");
    assertArrayEquals(input, bytes, "input modified");
    assertArrayEquals(bytes, id.toByteArray());
    String text = id.toString();
    assertEquals(oracleText(bytes), text);
    assertEquals(new BigInteger(1, bytes), id.toBigInteger());
    assertEquals(id, Scru128Id.fromString(text));
    assertEquals(id, Scru128Id.fromString(text.toUpperCase(Locale.ROOT)));
  }

  private static void checkTextRejection(String text, IdFormatException e) {
    Reason reason = e.getReason();
    int index = e.getErrorIndex();
    String message = e.getMessage();
    assertNotNull(reason);
    assertNotNull(message);
    if (index >= 0) {
      assertTrue(index < text.length(), "error index " + index + " past the end");
      assertFalse(isBase36Digit(text.charAt(index)), "error index " + index + " at a valid digit");
    }
    if (reason == Reason.INVALID_LENGTH) {
      assertNotEquals(25, text.length(), "INVALID_LENGTH for 25 characters");
    }
    for (int i = 0; i < message.length(); i++) {
      char c = message.charAt(i);
      assertFalse(Character.isISOControl(c), "control character in the message at " + i);
      if (Character.isHighSurrogate(c)) {
        assertTrue(
            i + 1 < message.length() && Character.isLowSurrogate(message.charAt(++i)),
            "lone surrogate in the message");
      } else {
        assertFalse(Character.isLowSurrogate(c), "lone surrogate in the message");
      }
    }

    // The oracle: what the checks, in their documented order, call for.
    if (text.length() != 25) {
      assertEquals(Reason.INVALID_LENGTH, reason, message);
      assertEquals(-1, index);
      assertEquals("invalid length: " + text.length() + " (expected 25)", message);
      return;
    }
    int bad = firstNonDigit(text);
    if (bad >= 0) {
      assertEquals(Reason.INVALID_DIGIT, reason, message);
      assertEquals(bad, index);
      assertTrue(message.startsWith("invalid digit '") && message.endsWith("' at " + bad), message);
      return;
    }
    if (new BigInteger(text, 36).compareTo(MAX_128) > 0) {
      assertEquals(Reason.OUT_OF_RANGE, reason, message);
      assertEquals(-1, index);
      assertEquals("out of 128-bit value range", message);
      return;
    }
    fail("rejected a valid ID: " + message);
  }

  /** The index of the first character outside ASCII {@code [0-9A-Za-z]}, or -1. */
  private static int firstNonDigit(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (!isBase36Digit(text.charAt(i))) {
        return i;
      }
    }
    return -1;
  }

  private static boolean isBase36Digit(char c) {
    return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  /** The 25-digit text of 16 big-endian bytes, by {@code BigInteger}. */
  private static String oracleText(byte[] bytes) {
    String digits = new BigInteger(1, bytes).toString(36);
    return "0".repeat(25 - digits.length()) + digits;
  }
}
