package io.github.sortid.cli;

import java.util.List;

/**
 * Messages about user input, showing the input so that every character can be seen for what it is.
 */
final class Messages {
  private static final int MAX_SHOWN = 80;

  private Messages() {}

  /** The character in single quotes, escaped as {@code '\t'} or {@code '\u202e'} if unprintable. */
  static String quote(char c) {
    return "'" + escape(c) + "'";
  }

  /**
   * The text in double quotes, unprintable characters escaped, and cut after 80 characters so that
   * one bad line of megabytes does not flood the terminal.
   */
  static String quote(CharSequence text) {
    StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_SHOWN) + 8).append('"');
    int shown = Math.min(text.length(), MAX_SHOWN);
    for (int i = 0; i < shown; i++) {
      char c = text.charAt(i);
      out.append(c == '"' || c == '\\' ? "\\" + c : escape(c));
    }
    if (shown < text.length()) {
      out.append("\"... (").append(text.length()).append(" characters)");
      return out.toString();
    }
    return out.append('"').toString();
  }

  /**
   * The message for an input that is not an ID, e.g. {@code line 3: "0u375nxqh5c+": invalid scru64:
   * invalid digit '+' at 11}.
   *
   * @param format the format the input was read as, or null if none was found
   */
  static String invalidInput(
      Object origin, CharSequence text, IdFormat<?> format, RuntimeException e) {
    return origin
        + ": "
        + quote(text)
        + ": "
        + (format != null ? "invalid " + format.name() + ": " : "")
        + e.getMessage();
  }

  /** The words joined as alternatives: {@code a}, {@code a or b}, {@code a, b or c}. */
  static String alternatives(List<String> words) {
    int n = words.size();
    if (n <= 1) {
      return String.join("", words);
    }
    return String.join(", ", words.subList(0, n - 1)) + " or " + words.get(n - 1);
  }

  private static String escape(char c) {
    switch (c) {
      case '\t':
        return "\\t";
      case '\r':
        return "\\r";
      case '\n':
        return "\\n";
      default:
        break;
    }
    if (c >= 0x20 && c < 0x7f) {
      return String.valueOf(c);
    }
    int type = Character.getType(c);
    boolean visible =
        c > 0x9f
            && type != Character.CONTROL
            && type != Character.FORMAT
            && type != Character.SURROGATE
            && type != Character.UNASSIGNED
            && type != Character.SPACE_SEPARATOR
            && type != Character.LINE_SEPARATOR
            && type != Character.PARAGRAPH_SEPARATOR
            && type != Character.PRIVATE_USE;
    return visible ? String.valueOf(c) : String.format("\\u%04x", (int) c);
  }
}
