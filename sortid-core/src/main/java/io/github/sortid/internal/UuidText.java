package io.github.sortid.internal;

import java.util.UUID;

/**
 * Reads the 36-character text of a UUID strictly: hexadecimal digits in either case, with hyphens
 * at indexes 8, 13, 18 and 23 and nowhere else, the form of RFC 9562, section 4 ("UUID Format",
 * https://www.rfc-editor.org/rfc/rfc9562#section-4). {@link UUID#fromString} is looser: it takes
 * {@code 1-1-1-1-1} and, before JDK 9, silently wrapped overlong groups.
 */
public final class UuidText {
  /** The number of characters of the text. */
  public static final int LENGTH = 36;

  private UuidText() {}

  /**
   * Parses the text of a UUID.
   *
   * @param text exactly 36 characters, {@code 8-4-4-4-12} hexadecimal digits
   * @return the UUID
   * @throws io.github.sortid.IdFormatException naming the length or the first bad character
   * @throws NullPointerException if {@code text} is null
   */
  public static UUID parse(CharSequence text) {
    return read(text, true);
  }

  /**
   * Parses the text of a UUID without building an exception, by the rules of {@link #parse}.
   *
   * @param text the text, or null
   * @return the UUID, or null if the text is null or not a UUID's text
   */
  public static UUID parseOrNull(CharSequence text) {
    return text == null ? null : read(text, false);
  }

  /** Reads the length once and each character once; on bad text throws, or returns null. */
  private static UUID read(CharSequence text, boolean throwing) {
    int length = text.length();
    if (length != LENGTH) {
      if (throwing) {
        throw ParseErrors.invalidLength(length, LENGTH);
      }
      return null;
    }
    long msb = 0;
    long lsb = 0;
    for (int i = 0; i < LENGTH; i++) {
      char c = text.charAt(i);
      boolean hyphen = i == 8 || i == 13 || i == 18 || i == 23;
      int digit = hyphen ? (c == '-' ? 0 : -1) : hexDigit(c);
      if (digit < 0) {
        if (throwing) {
          throw ParseErrors.invalidDigit(text, length, i, c);
        }
        return null;
      }
      if (hyphen) {
        continue;
      }
      if (i < 19) {
        msb = msb << 4 | digit;
      } else {
        lsb = lsb << 4 | digit;
      }
    }
    return new UUID(msb, lsb);
  }

  /** The value of an ASCII hexadecimal digit in either case, or -1 (no other script's digits). */
  private static int hexDigit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }
}
