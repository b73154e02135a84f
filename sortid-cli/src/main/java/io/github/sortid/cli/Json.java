package io.github.sortid.cli;

/** Just enough JSON writing for {@code inspect --json}: names, strings and their escapes. */
final class Json {
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private Json() {}

  /** Appends {@code "name":"value"}. */
  static StringBuilder member(StringBuilder out, String name, String value) {
    return string(name(out, name), value);
  }

  /** Appends {@code "name":}. */
  static StringBuilder name(StringBuilder out, String name) {
    return string(out, name).append(':');
  }

  /** Appends the text as a JSON string, escaped as RFC 8259 section 7 requires. */
  static StringBuilder string(StringBuilder out, String text) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20) {
        out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xf]);
      } else {
        out.append(c);
      }
    }
    return out.append('"');
  }
}
