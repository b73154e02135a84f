package io.github.sortid.zookeeper;

import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.Reservation;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * How a realm's znodes name node IDs, and what a reservation's data holds: a reservation is {@code
 * "<size>-<node ID>"} (such as {@code "8-42"}), a claim the same with a dash and ZooKeeper's
 * ten-digit sequence number ({@code "8-42-0000000017"}), a reservation's data {@code "<tick>
 * <owner>"}. Anything else under a realm is not the protocol's and is skipped.
 */
final class ZnodeNames {
  private ZnodeNames() {}

  /** The name of a node ID's reservation. */
  static String reservation(NodeKey key) {
    return key.size() + "-" + key.nodeId();
  }

  /** The name that ZooKeeper completes with a sequence number into a claim's name. */
  static String claimPrefix(NodeKey key) {
    return reservation(key) + "-";
  }

  /** The node ID of a reservation's name, or empty if the name is not one. */
  static Optional<NodeKey> parseReservation(String name) {
    String[] parts = name.split("-", -1);
    return parts.length == 2 ? key(parts[0], parts[1]) : Optional.empty();
  }

  /** The node ID of a claim's name, or empty if the name is not one. */
  static Optional<NodeKey> parseClaim(String name) {
    String[] parts = name.split("-", -1);
    if (parts.length != 3 || parts[2].length() != 10 || !isDecimal(parts[2])) {
      return Optional.empty();
    }
    return key(parts[0], parts[1]);
  }

  /** A reservation's data, or empty if it is not {@code "<tick> <owner>"}. */
  static Optional<Reservation> parseReservationData(byte[] data, int version) {
    String text = new String(data, StandardCharsets.UTF_8);
    int space = text.indexOf(' ');
    if (space < 1 || space == text.length() - 1) {
      return Optional.empty();
    }
    try {
      long tick = parseDecimal(text.substring(0, space));
      return Optional.of(new Reservation(tick, text.substring(space + 1), version));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /**
   * Decimal ASCII digits only, at most 18 of them: {@code Long.parseLong} would also take a sign.
   *
   * @throws NumberFormatException if the text is not that
   */
  static long parseDecimal(String text) {
    if (text.isEmpty() || text.length() > 18 || !isDecimal(text)) {
      throw new NumberFormatException("not a decimal number: \"" + text + "\"");
    }
    return Long.parseLong(text);
  }

  private static Optional<NodeKey> key(String size, String nodeId) {
    try {
      return Optional.of(
          new NodeKey(Math.toIntExact(parseDecimal(nodeId)), Math.toIntExact(parseDecimal(size))));
    } catch (IllegalArgumentException | ArithmeticException e) {
      return Optional.empty();
    }
  }

  private static boolean isDecimal(String text) {
    return text.chars().allMatch(c -> c >= '0' && c <= '9');
  }
}
