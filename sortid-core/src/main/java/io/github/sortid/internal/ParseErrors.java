package io.github.sortid.internal;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;

/** Builds the {@link IdFormatException}s that every parser throws, with uniform messages. */
public final class ParseErrors {
  private ParseErrors() {}

  /**
   * A wrong length.
   *
   * @param actual the length found
   * @param expected the length the format requires
   * @return {@code invalid length: 26 (expected 25)}
   */
  public static IdFormatException invalidLength(int actual, int expected) {
    return new IdFormatException(
        "invalid length: " + actual + " (expected " + expected + ")", Reason.INVALID_LENGTH, -1);
  }

  /**
   * A wrong number of bytes in a binary form.
   *
   * @param actual the number of bytes found
   * @param expected the number the format requires
   * @return {@code invalid length: 15 bytes (expected 16)}
   */
  public static IdFormatException invalidByteLength(int actual, int expected) {
    return new IdFormatException(
        "invalid length: " + actual + " bytes (expected " + expected + ")",
        Reason.INVALID_LENGTH,
        -1);
  }

  /**
   * A character outside the format's alphabet, when the parser has read the character after it.
   *
   * <p>A character that is the high half of a surrogate pair is shown as the whole code point, as
   * the reference implementations show it; control characters and lone surrogates are shown as
   * escapes, so that the message stays one printable line. The message is made from the characters
   * given, so that it shows what the parser saw even if the input changes after each read.
   *
   * @param index the index of the offending character
   * @param c the offending character
   * @param next the character after it, or any character that is not a low surrogate (such as
   *     {@code 0}) at the end of the text
   * @return {@code invalid digit '+' at 0}
   */
  public static IdFormatException invalidDigit(int index, char c, char next) {
    return new IdFormatException(
        "invalid digit '" + describe(c, next) + "' at " + index, Reason.INVALID_DIGIT, index);
  }

  /**
   * A character outside the format's alphabet, when the parser has not read past it. The character
   * after it is read, once, only when it is needed to show a surrogate pair whole.
   *
   * @param text the input
   * @param length the length of the input, as the parser read it
   * @param index the index of the offending character, below {@code length}
   * @param c the offending character, as the parser read it
   * @return {@code invalid digit '+' at 0}
   */
  public static IdFormatException invalidDigit(CharSequence text, int length, int index, char c) {
    char next = Character.isHighSurrogate(c) && index + 1 < length ? text.charAt(index + 1) : 0;
    return invalidDigit(index, c, next);
  }

  /**
   * A well-formed numeral whose value the format cannot hold.
   *
   * @param range what the value exceeds, for example {@code 128-bit value}
   * @return {@code out of 128-bit value range}
   */
  public static IdFormatException outOfRange(String range) {
    return new IdFormatException("out of " + range + " range", Reason.OUT_OF_RANGE, -1);
  }

  /**
   * A check symbol that does not match the value the other symbols spell.
   *
   * @param found the check value read from the text
   * @param expected the check value of the decoded value
   * @return {@code check symbol mismatch: 123 (expected 56)}
   */
  public static IdFormatException checkMismatch(int found, int expected) {
    return new IdFormatException(
        "check symbol mismatch: " + found + " (expected " + expected + ")",
        Reason.CHECK_MISMATCH,
        -1);
  }

  /**
   * Shows one character of an input the way the messages of {@link #invalidDigit} show it, for
   * parsers that report a bad character in a message of their own.
   *
   * @param text the input, which must read the same every time (the parser's own copy)
   * @param index the index of the character
   * @return the character, its surrogate pair, or an escape such as {@code \t} for a control
   *     character or a lone surrogate
   */
  public static String describe(String text, int index) {
    return describe(text.charAt(index), index + 1 < text.length() ? text.charAt(index + 1) : 0);
  }

  private static String describe(char c, char next) {
    if (Character.isHighSurrogate(c) && Character.isLowSurrogate(next)) {
      return new String(new char[] {c, next});
    }
    switch (c) {
      case '\t':
        return "\\t";
      case '\n':
        return "\\n";
      case '\r':
        return "\\r";
      case '\'':
        return "\\'";
      case '\\':
        return "\\\\";
      default:
        break;
    }
    if (isInvisible(c)) {
      String hex = Integer.toHexString(c);
      return "\\u" + "000".substring(hex.length() - 1) + hex;
    }
    return String.valueOf(c);
  }

  /**
   * Characters that would break the message's single printable line or reorder its text: control
   * characters, line and paragraph separators, format characters such as U+202E (right-to-left
   * override), lone surrogates and unassigned code points.
   */
  private static boolean isInvisible(char c) {
    switch (Character.getType(c)) {
      case Character.CONTROL:
      case Character.FORMAT:
      case Character.LINE_SEPARATOR:
      case Character.PARAGRAPH_SEPARATOR:
      case Character.SURROGATE:
      case Character.UNASSIGNED:
        return true;
      default:
        return false;
    }
  }
}
