package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.util.List;

/**
 * The wording the commands share. Input is shown by sortid-core's one rule, {@link IdType#quote}
 * and {@link IdType#invalidInput}, as every module shows it.
 */
final class Messages {
  private Messages() {}

  /**
   * The message for an input that is not an ID, after where it came from, e.g. {@code line 3:
   * "0u375nxqh5c+" is not a valid SCRU64 ID: invalid digit '+' at 11}.
   *
   * @param type the format the input was read as, or null if none was found
   */
  static String invalidInput(
      Object origin, CharSequence text, IdType<?> type, IllegalArgumentException e) {
    return origin
        + ": "
        + (type != null ? type.invalidInput(text, e) : IdType.quote(text) + ": " + e.getMessage());
  }

  /** The name of many IDs of a format in prose, e.g. {@code SCRU128 IDs} or {@code ULIDs}. */
  static String plural(IdType<?> type) {
    String name = type.displayName();
    return name.endsWith("ID") ? name + "s" : name + " IDs";
  }

  /** The words joined as alternatives: {@code a}, {@code a or b}, {@code a, b or c}. */
  static String alternatives(List<String> words) {
    return join(words, " or ");
  }

  /** The words joined as a list: {@code a}, {@code a and b}, {@code a, b and c}. */
  static String all(List<String> words) {
    return join(words, " and ");
  }

  private static String join(List<String> words, String last) {
    int n = words.size();
    if (n <= 1) {
      return String.join("", words);
    }
    return String.join(", ", words.subList(0, n - 1)) + last + words.get(n - 1);
  }
}
