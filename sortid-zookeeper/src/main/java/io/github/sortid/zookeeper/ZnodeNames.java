package io.github.sortid.zookeeper;

import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.Reservation;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * How a realm's znodes name node IDs, and what a reservation's data holds: a reservation is {@code
 * "<size>-<node ID>"} (such as {@code "8-42"}), a claim the same with a dash and ZooKeeper's
 * ten-digit sequence number ({@code "8-42-0000000017"}), a reservation's data {@code "<tick>
 * <owner>"}. A child of {@code claims} or {@code reservations} with another name is not the
 * protocol's: it excludes no node ID, and the store names it among the realm's unreadable records.
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

  /**
   * A reservation's data, or empty unless it is {@code "<tick> <owner>"} as a lease writes it: a
   * tick from 0 to {@code Scru64Id.MAX_TIMESTAMP} and an owner token ({@link
   * Reservation#fromRecord}).
   */
  static Optional<Reservation> parseReservationData(byte[] data, int version) {
    String text = new String(data, StandardCharsets.UTF_8);
    int space = text.indexOf(' ');
    if (space < 0) {
      return Optional.empty();
    }
    Long tick;
    try {
      tick = parseDecimal(text.substring(0, space));
    } catch (NumberFormatException e) {
      tick = null;
    }
    Reservation reservation =
        Reservation.fromRecord(tick, text.substring(space + 1), (long) version);
    return reservation.isRead() ? Optional.of(reservation) : Optional.empty();
  }

  /**
   * A znode's data as messages show it: quoted, at most 40 characters, every character outside
   * printable ASCII as {@code '?'}, so that data another program wrote cannot garble a log line.
   */
  static String shown(byte[] data) {
    String text = new String(data, StandardCharsets.UTF_8);
    StringBuilder shown = new StringBuilder("\"");
    for (int i = 0; i < text.length() && i < 40; i++) {
      char c = text.charAt(i);
      shown.append(c >= ' ' && c <= '~' ? c : '?');
    }
    return shown.append(text.length() > 40 ? "...\"" : "\"").toString();
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
