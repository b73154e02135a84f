package io.github.sortid.cli;

import io.github.sortid.IdFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The formats the command line knows, and how it tells them apart by their text. */
final class IdFormats {
  static final Scru128Format SCRU128 = new Scru128Format();
  static final Scru128V1Format SCRU128_V1 = new Scru128V1Format();
  static final Scru64Format SCRU64 = new Scru64Format();
  static final UlidFormat ULID = new UlidFormat();
  static final EuidFormat EUID = new EuidFormat();

  /** Every format, in the order the help lists them. */
  static final List<IdFormat<?>> ALL = List.of(SCRU128, SCRU128_V1, SCRU64, ULID, EUID);

  private IdFormats() {}

  /**
   * The formats in the order detection prefers them when a text is valid in several: ULID before
   * SCRU128 v1, since it is far more common and the one of the two with a UUID form.
   */
  private static final List<IdFormat<?>> BY_PREFERENCE =
      List.of(SCRU64, SCRU128, ULID, SCRU128_V1, EUID);

  /** How {@link #detect} told a text's format. */
  record Detection(IdFormat<?> format, List<IdFormat<?>> alsoValid) {
    /** Whether the text is valid in other formats too, so that the format is an assumption. */
    boolean assumed() {
      return !alsoValid.isEmpty();
    }
  }

  /** The format of the given command-line name, ignoring case, if any. */
  static Optional<IdFormat<?>> byName(String name) {
    return ALL.stream().filter(format -> format.name().equalsIgnoreCase(name)).findFirst();
  }

  /** The command-line names, as in "scru128, scru64 or ulid", for help and messages. */
  static String names() {
    return Messages.alternatives(ALL.stream().map(IdFormat::name).toList());
  }

  /**
   * Tells the format of an ID from its text. The length decides, except for 26 characters, which
   * ULID and SCRU128 v1 share: there the text is parsed as both. A text valid in one only is of
   * that one. A text valid in both (digits {@code 0-9A-V} without U, where a ULID decoder reads I,
   * L and O as aliases of 1, 1 and 0) is assumed a ULID, and the detection says so. A text valid in
   * neither gets the format whose parser read further, so that its error is the telling one.
   *
   * @throws IllegalArgumentException if no format has this length
   */
  static Detection detect(CharSequence text) {
    List<IdFormat<?>> candidates =
        BY_PREFERENCE.stream().filter(format -> format.textLength() == text.length()).toList();
    if (candidates.isEmpty()) {
      throw new IllegalArgumentException(
          "no format has "
              + text.length()
              + " characters (scru64 has 12, scru128 25, ulid and scru128-v1 26, euid 27)");
    }
    if (candidates.size() == 1) {
      return new Detection(candidates.get(0), List.of());
    }
    List<IdFormat<?>> valid = new ArrayList<>(candidates.size());
    IdFormat<?> furthest = null;
    int furthestIndex = -2;
    for (IdFormat<?> format : candidates) {
      try {
        format.parse(text);
        valid.add(format);
      } catch (IdFormatException e) {
        int index =
            e.getReason() == IdFormatException.Reason.INVALID_DIGIT
                ? e.getErrorIndex()
                : text.length();
        if (index > furthestIndex) {
          furthest = format;
          furthestIndex = index;
        }
      }
    }
    if (valid.isEmpty()) {
      return new Detection(furthest, List.of());
    }
    return new Detection(valid.get(0), List.copyOf(valid.subList(1, valid.size())));
  }

  /** The formats other than the given one in which the text is a valid ID. */
  static List<IdFormat<?>> validOtherThan(IdFormat<?> format, CharSequence text) {
    List<IdFormat<?>> valid = new ArrayList<>();
    for (IdFormat<?> other : BY_PREFERENCE) {
      if (other != format && other.textLength() == text.length()) {
        try {
          other.parse(text);
          valid.add(other);
        } catch (IdFormatException e) {
          // Not this one either.
        }
      }
    }
    return valid;
  }
}
