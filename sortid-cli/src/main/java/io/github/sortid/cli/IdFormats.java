package io.github.sortid.cli;

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
   * ULID and SCRU128 v1 share: there the digits decide where they can. Only ULID's Crockford
   * alphabet has W, X, Y and Z; only v1's radix-32 alphabet {@code 0-9A-V} has U, and I, L and O,
   * which a ULID decoder reads as aliases of 1 and 0 but no ULID encoder writes.
   *
   * @throws IllegalArgumentException if no format has this length, or if a 26-character text has
   *     none of the telling digits (it is then valid in both and only {@code --type} can decide)
   */
  static IdFormat<?> detect(CharSequence text) {
    int length = text.length();
    for (IdFormat<?> format : ALL) {
      if (format.textLength() == length && format.textLength() != ULID.textLength()) {
        return format;
      }
    }
    if (length != ULID.textLength()) {
      throw new IllegalArgumentException(
          "no format has "
              + length
              + " characters (scru128 has 25, scru64 12, ulid and scru128-v1 26, euid 27)");
    }
    boolean onlyUlid = false;
    boolean onlyV1 = false;
    for (int i = 0; i < length; i++) {
      switch (Character.toUpperCase(text.charAt(i))) {
        case 'W', 'X', 'Y', 'Z' -> onlyUlid = true;
        case 'U', 'I', 'L', 'O' -> onlyV1 = true;
        default -> {}
      }
    }
    if (onlyUlid) {
      return ULID;
    }
    if (onlyV1) {
      return SCRU128_V1;
    }
    throw new IllegalArgumentException(
        "26 characters can be a ULID or a SCRU128 v1 ID: pass --type ulid or --type scru128-v1");
  }
}
