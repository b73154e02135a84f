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
    int length = text.length();
    if (length != LENGTH) {
      throw ParseErrors.invalidLength(length, LENGTH);
    }
    long msb = 0;
    long lsb = 0;
    for (int i = 0; i < LENGTH; i++) {
      char c = text.charAt(i);
      if (i == 8 || i == 13 || i == 18 || i == 23) {
        if (c != '-') {
          throw ParseErrors.invalidDigit(text, length, i, c);
        }
        continue;
      }
      int digit = hexDigit(c);
      if (digit < 0) {
        throw ParseErrors.invalidDigit(text, length, i, c);
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
