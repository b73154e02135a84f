package io.github.sortid.internal;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;

/** Builds the {@link IdFormatException}s that every parser throws, with uniform messages. */
public final class ParseErrors {
  /** The most characters of an input that {@link #quote} shows. */
  private static final int MAX_QUOTED = 80;

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

  /**
   * Shows an input in a message: in double quotes, each character shown by the rule of {@link
   * #invalidDigit} (a double quote and a backslash escaped with a backslash), and cut after {@value
   * #MAX_QUOTED} characters, its length given, so that one huge input does not flood a log.
   *
   * @param text the input
   * @return for example {@code "a\tb"}, or {@code "0000"... (5000 characters)} with 80 characters
   *     between the quotes
   */
  public static String quote(CharSequence text) {
    int length = text.length();
    String shown = text.subSequence(0, Math.min(length, MAX_QUOTED)).toString();
    StringBuilder out = new StringBuilder(shown.length() + 24).append('"');
    for (int i = 0; i < shown.length(); i++) {
      char c = shown.charAt(i);
      char next = i + 1 < shown.length() ? shown.charAt(i + 1) : 0;
      if (Character.isHighSurrogate(c) && Character.isLowSurrogate(next)) {
        out.append(c).append(next);
        i++;
      } else {
        out.append(escape(c, '"'));
      }
    }
    out.append('"');
    if (length > shown.length()) {
      out.append("... (").append(length).append(" characters)");
    }
    return out.toString();
  }

  private static String describe(char c, char next) {
    if (Character.isHighSurrogate(c) && Character.isLowSurrogate(next)) {
      return new String(new char[] {c, next});
    }
    return escape(c, '\'');
  }

  /** One character between {@code quote}s, escaped if it is the quote, a backslash or invisible. */
  private static String escape(char c, char quote) {
    switch (c) {
      case '\t':
        return "\\t";
      case '\n':
        return "\\n";
      case '\r':
        return "\\r";
      case '\\':
        return "\\\\";
      default:
        break;
    }
    if (c == quote) {
      return "\\" + c;
    }
    if (isInvisible(c)) {
      String hex = Integer.toHexString(c);
      return "\\u" + "000".substring(hex.length() - 1) + hex;
    }
    return String.valueOf(c);
  }

  /**
   * Characters that would break the message's single printable line, reorder its text or pass for
   * another character: control characters, line and paragraph separators, format characters such as
   * U+202E (right-to-left override), spaces other than U+0020 (a no-break space looks like a
   * space), private-use and unassigned code points, and lone surrogates.
   */
  private static boolean isInvisible(char c) {
    if (c == ' ') {
      return false;
    }
    switch (Character.getType(c)) {
      case Character.SPACE_SEPARATOR:
      case Character.PRIVATE_USE:
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
