package io.github.sortid.cli;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * How a text's format was told from the text alone, as {@code inspect} and {@code convert} tell it
 * without {@code --type}.
 *
 * @param type the format taken
 * @param alsoValid the other formats the text is valid in, which make the format an assumption
 */
record Detection(IdType<?> type, List<IdType<?>> alsoValid) {
  /**
   * The formats in the order detection prefers them when a text is valid in several: core's order,
   * but the early SCRU128 v1, long superseded, after every current format (a text of 26 characters
   * valid as both is far likelier a ULID).
   */
  private static final List<IdType<?>> BY_PREFERENCE =
      IdType.all().stream()
          .sorted(Comparator.comparing((IdType<?> type) -> type == IdType.SCRU128_V1))
          .toList();

  /** Whether the text is valid in other formats too, so that the format is an assumption. */
  boolean assumed() {
    return !alsoValid.isEmpty();
  }

  /**
   * Tells the format of an ID from its text. The length decides, except where formats share one, as
   * ULID and SCRU128 v1 share 26 characters: there the text is parsed as each. A text valid in one
   * only is of that one. A text valid in several (for ULID and SCRU128 v1, digits {@code 0-9A-V}
   * without U, where a ULID decoder reads I, L and O as aliases of 1, 1 and 0) is assumed of the
   * preferred one, and the detection says so. A text valid in none gets the format whose parser
   * read further, so that its error is the telling one.
   *
   * @throws IllegalArgumentException if no format has this length
   */
  static Detection of(CharSequence text) {
    List<IdType<?>> candidates =
        BY_PREFERENCE.stream().filter(type -> type.textLength() == text.length()).toList();
    if (candidates.isEmpty()) {
      throw new IllegalArgumentException(
          "no format has " + text.length() + " characters (" + lengths() + ")");
    }
    if (candidates.size() == 1) {
      return new Detection(candidates.get(0), List.of());
    }
    List<IdType<?>> valid = new ArrayList<>(candidates.size());
    IdType<?> furthest = null;
    int furthestIndex = -2;
    for (IdType<?> type : candidates) {
      try {
        type.parse(text);
        valid.add(type);
      } catch (IdFormatException e) {
        int index =
            e.getReason() == IdFormatException.Reason.INVALID_DIGIT
                ? e.getErrorIndex()
                : text.length();
        if (index > furthestIndex) {
          furthest = type;
          furthestIndex = index;
        }
      }
    }
    if (valid.isEmpty()) {
      return new Detection(furthest, List.of());
    }
    return new Detection(valid.get(0), List.copyOf(valid.subList(1, valid.size())));
  }

  /** The formats other than the given one in which the text is a valid ID, preferred first. */
  static List<IdType<?>> validOtherThan(IdType<?> type, CharSequence text) {
    return BY_PREFERENCE.stream().filter(other -> other != type && other.isValid(text)).toList();
  }

  /** The length of each format: {@code scru64 has 12, scru128 25, ulid and scru128-v1 26}. */
  private static String lengths() {
    Map<Integer, List<String>> byLength =
        BY_PREFERENCE.stream()
            .collect(
                Collectors.groupingBy(
                    IdType::textLength,
                    TreeMap::new,
                    Collectors.mapping(IdType::key, Collectors.toList())));
    StringBuilder out = new StringBuilder();
    byLength.forEach(
        (length, keys) -> {
          String names = Messages.all(keys);
          out.append(out.length() == 0 ? names + " has " : ", " + names + " ").append(length);
        });
    return out.toString();
  }
}
