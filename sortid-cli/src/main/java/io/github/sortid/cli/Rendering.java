package io.github.sortid.cli;

import java.math.BigInteger;
import java.util.Base64;
import java.util.Locale;
import java.util.UUID;

/** The ways to write an ID down, each readable back by {@link #parse}. */
enum Rendering {
  /** The format's canonical text, e.g. 25 lowercase Base36 digits for SCRU128. */
  TEXT,
  /** The same 128 bits as a UUID string, for formats that define one. */
  UUID,
  /** The unsigned integer in lowercase hex, zero-padded to the binary form's size. */
  HEX,
  /** The unsigned integer in decimal. */
  INT,
  /** The big-endian binary form in standard Base64, with padding. */
  BYTES;

  private static final char[] HEX_DIGITS = "0123456789abcdef".toCharArray();

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Whether the format can be written this way. */
  boolean appliesTo(IdFormat<?> format) {
    return this != UUID || format.hasUuid();
  }

  /** Writes the ID this way; only for formats it {@linkplain #appliesTo applies to}. */
  <T extends Comparable<T>> String render(IdFormat<T> format, T id) {
    if (this == TEXT) {
      return format.text(id);
    } else if (this == UUID) {
      return format.toUuid(id).toString();
    }
    byte[] bytes = format.toBytes(id);
    return switch (this) {
      case HEX -> hex(bytes);
      case INT -> new BigInteger(1, bytes).toString();
      default -> Base64.getEncoder().encodeToString(bytes);
    };
  }

  /**
   * Reads an ID written this way.
   *
   * @throws IllegalArgumentException naming the problem, if the text is not an ID of the format
   */
  <T extends Comparable<T>> T parse(IdFormat<T> format, String text) {
    return switch (this) {
      case TEXT -> format.parse(text);
      case UUID -> format.fromUuid(parseUuid(text));
      case HEX -> format.fromBytes(parseHex(text, format.byteLength()));
      case INT -> format.fromBytes(parseInt(text, format.byteLength()));
      case BYTES -> format.fromBytes(parseBase64(text, format.byteLength()));
    };
  }

  private static String hex(byte[] bytes) {
    char[] out = new char[bytes.length * 2];
    for (int i = 0; i < bytes.length; i++) {
      out[2 * i] = HEX_DIGITS[(bytes[i] >> 4) & 0xf];
      out[2 * i + 1] = HEX_DIGITS[bytes[i] & 0xf];
    }
    return new String(out);
  }

  // java.util.UUID.fromString accepts short groups such as "1-2-3-4-5"; an ID's UUID form has the
  // 8-4-4-4-12 hex digits of RFC 9562 and nothing else.
  private static java.util.UUID parseUuid(String text) {
    if (text.length() != 36) {
      throw new IllegalArgumentException(
          "invalid UUID length: " + text.length() + " (expected 36, as 8-4-4-4-12 hex digits)");
    }
    for (int i = 0; i < 36; i++) {
      char c = text.charAt(i);
      boolean dash = i == 8 || i == 13 || i == 18 || i == 23;
      if (dash ? c != '-' : hexDigit(c) < 0) {
        throw new IllegalArgumentException(
            "invalid UUID character "
                + Messages.quote(c)
                + " at "
                + i
                + (dash ? " (expected '-')" : ""));
      }
    }
    return java.util.UUID.fromString(text);
  }

  private static byte[] parseHex(String text, int length) {
    String digits = text.startsWith("0x") || text.startsWith("0X") ? text.substring(2) : text;
    if (digits.length() != length * 2) {
      throw new IllegalArgumentException(
          "invalid hex length: " + digits.length() + " digits (expected " + length * 2 + ")");
    }
    byte[] out = new byte[length];
    for (int i = 0; i < digits.length(); i++) {
      int digit = hexDigit(digits.charAt(i));
      if (digit < 0) {
        throw new IllegalArgumentException(
            "invalid hex digit "
                + Messages.quote(digits.charAt(i))
                + " at "
                + (i + text.length() - digits.length()));
      }
      out[i / 2] |= (byte) (i % 2 == 0 ? digit << 4 : digit);
    }
    return out;
  }

  private static int hexDigit(char c) {
    // Character.digit would also take fullwidth and other non-ASCII digits.
    if (c >= '0' && c <= '9') {
      return c - '0';
    } else if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    } else if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }

  private static byte[] parseInt(String text, int length) {
    if (text.isEmpty()) {
      throw new IllegalArgumentException("empty integer");
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        throw new IllegalArgumentException(
            "invalid decimal digit " + Messages.quote(c) + " at " + i);
      }
    }
    BigInteger value = new BigInteger(text);
    if (value.bitLength() > length * 8) {
      throw new IllegalArgumentException("out of " + length * 8 + "-bit range: " + text);
    }
    byte[] magnitude = value.toByteArray();
    byte[] out = new byte[length];
    int copy = Math.min(magnitude.length, length);
    System.arraycopy(magnitude, magnitude.length - copy, out, length - copy, copy);
    return out;
  }

  private static byte[] parseBase64(String text, int length) {
    byte[] bytes;
    try {
      bytes = Base64.getDecoder().decode(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("invalid Base64: " + e.getMessage(), e);
    }
    if (bytes.length != length) {
      throw new IllegalArgumentException(
          "invalid byte length: " + bytes.length + " (expected " + length + ")");
    }
    return bytes;
  }
}
