package io.github.sortid.cli;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import java.math.BigInteger;
import java.util.Base64;
import java.util.Locale;

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
  boolean appliesTo(IdType<?> type) {
    return this != UUID || type.hasUuidForm();
  }

  /** Writes the ID this way; only for formats it {@linkplain #appliesTo applies to}. */
  <T> String render(IdType<T> type, T id) {
    if (this == TEXT) {
      return type.format(id);
    } else if (this == UUID) {
      return type.toUuid(id).toString();
    }
    byte[] bytes = type.toBytes(id);
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
  <T> T parse(IdType<T> type, String text) {
    return switch (this) {
      case TEXT -> type.parse(text);
      case UUID -> parseUuid(type, text);
      case HEX -> type.fromBytes(parseHex(text, type.byteLength()));
      case INT -> type.fromBytes(parseInt(text, type.byteLength()));
      case BYTES -> type.fromBytes(parseBase64(text, type.byteLength()));
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

  /** Core's strict reading, its problem named as the UUID's, as the hex and int problems are. */
  private static <T> T parseUuid(IdType<T> type, String text) {
    try {
      return type.parseUuid(text);
    } catch (IdFormatException e) {
      throw new IllegalArgumentException("invalid UUID: " + e.getMessage(), e);
    }
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
                + IdType.quote(digits.substring(i, i + 1))
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
            "invalid decimal digit " + IdType.quote(text.substring(i, i + 1)) + " at " + i);
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
