package io.github.sortid.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import java.math.BigInteger;

/**
 * What a parser must do with one input, as the oracle of a fuzz test decides it: accept it as a
 * value, or reject it with the reason, error index and message of the first documented check that
 * fails.
 */
public final class ParseVerdict {
  /** The value of an accepted input, or null. */
  private final BigInteger value;

  private final Reason reason;
  private final int index;

  /** The whole message of a rejection, or null where only its shape is fixed. */
  private final String message;

  private ParseVerdict(BigInteger value, Reason reason, int index, String message) {
    this.value = value;
    this.reason = reason;
    this.index = index;
    this.message = message;
  }

  /** The input is valid and spells {@code value}. */
  public static ParseVerdict accept(BigInteger value) {
    return new ParseVerdict(value, null, -1, null);
  }

  /** The text has {@code actual} characters instead of {@code expected}. */
  public static ParseVerdict invalidLength(int actual, int expected) {
    return new ParseVerdict(
        null,
        Reason.INVALID_LENGTH,
        -1,
        "invalid length: " + actual + " (expected " + expected + ")");
  }

  /** The array has {@code actual} bytes instead of {@code expected}. */
  public static ParseVerdict invalidByteLength(int actual, int expected) {
    return new ParseVerdict(
        null,
        Reason.INVALID_LENGTH,
        -1,
        "invalid length: " + actual + " bytes (expected " + expected + ")");
  }

  /** The first character outside the alphabet is at {@code index}. */
  public static ParseVerdict invalidDigit(int index) {
    return new ParseVerdict(null, Reason.INVALID_DIGIT, index, null);
  }

  /** The digits spell a number too large for the format, {@code range} naming its limit. */
  public static ParseVerdict outOfRange(String range) {
    return new ParseVerdict(null, Reason.OUT_OF_RANGE, -1, "out of " + range + " range");
  }

  /** The check read from the text is {@code found}, the value's own check {@code expected}. */
  public static ParseVerdict checkMismatch(int found, int expected) {
    return new ParseVerdict(
        null,
        Reason.CHECK_MISMATCH,
        -1,
        "check symbol mismatch: " + found + " (expected " + expected + ")");
  }

  /**
   * The input is rejected by a rule of the format's own, such as UUIDv7's version, with this
   * reason, index (-1 for none) and whole message.
   */
  public static ParseVerdict reject(Reason reason, int index, String message) {
    return new ParseVerdict(null, reason, index, message);
  }

  /** Returns the value of an accepted input, or null if the input is to be rejected. */
  public BigInteger valueOrNull() {
    return value;
  }

  /** Returns the value of an input that the parser accepted, failing if it should not have. */
  public BigInteger acceptedValue() {
    if (value == null) {
      fail("accepted an invalid input; expected " + reason + " at " + index + ": " + message);
    }
    return value;
  }

  /**
   * Checks the exception with which the parser rejected an input of {@code inputLength} characters
   * (or bytes): it must be the one the oracle calls for, and well formed in any case.
   */
  public void checkRejection(int inputLength, IdFormatException e) {
    String actual = e.getMessage();
    assertNotNull(e.getReason());
    checkMessage(actual);
    int errorIndex = e.getErrorIndex();
    assertTrue(
        errorIndex >= -1 && errorIndex < inputLength,
        "error index " + errorIndex + " outside the input of " + inputLength);
    if (value != null) {
      fail("rejected a valid input (value " + value + "): " + actual);
    }
    assertEquals(reason, e.getReason(), actual);
    assertEquals(index, errorIndex, actual);
    if (message != null) {
      assertEquals(message, actual);
    } else {
      assertTrue(actual.startsWith("invalid digit '") && actual.endsWith("' at " + index), actual);
    }
  }

  /**
   * Checks that an error message is one printable line: no control characters (an input's line
   * breaks must be escaped) and no lone surrogates (a bad character is shown whole).
   */
  public static void checkMessage(String message) {
    assertNotNull(message);
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
  }
}
