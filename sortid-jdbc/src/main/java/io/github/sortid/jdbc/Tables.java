package io.github.sortid.jdbc;

import java.util.regex.Pattern;

/**
 * The names of the two tables of SCRU64 leases, with the user's prefix: {@code
 * <prefix>scru64_realms} (one row per realm: its version and floor) and {@code
 * <prefix>scru64_nodes} (one row per node ID held since the realm's last compaction: its
 * reservation, its owner and, while held, its claim's expiry).
 *
 * @param prefix letters, digits and underscores, starting with a letter or an underscore
 */
record Tables(String prefix) {
  /** The prefix of tables whose builder sets none. */
  static final String DEFAULT_PREFIX = "sortid_";

  private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,39}");

  /**
   * Checks the prefix: it goes into SQL as it is, so only plain identifiers qualify.
   *
   * @throws IllegalArgumentException if the prefix is not letters, digits and underscores, or
   *     longer than 40 characters
   */
  Tables {
    if (!IDENTIFIER.matcher(prefix).matches()) {
      throw new IllegalArgumentException(
          "table prefix \""
              + prefix
              + "\" not allowed: expected 1 to 40 letters, digits and underscores, not starting"
              + " with a digit");
    }
  }

  String realms() {
    return prefix + "scru64_realms";
  }

  String nodes() {
    return prefix + "scru64_nodes";
  }
}
