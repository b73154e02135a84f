package io.github.sortid.zookeeper;

import java.nio.charset.StandardCharsets;

/**
 * A reservation as stored in its znode: the highest SCRU64 tick the holder of a node ID may use,
 * and the owner token of the lease that wrote it last, as the text {@code "<tick> <owner>"}.
 *
 * <p>The owner lets a holder tell its own write from another's when a conditional write fails: a
 * write whose reply was lost to a connection failure and that Curator retried fails on the version
 * it itself changed (DESIGN "Never beyond the reservation").
 *
 * @param tick the highest tick (256 ms) the holder may use
 * @param owner the owner token of the lease that wrote it
 * @param version the znode's data version when read, or -1 for a reservation not read from a znode
 */
record Reservation(long tick, String owner, int version) {
  /** The znode data. */
  byte[] toBytes() {
    return (tick + " " + owner).getBytes(StandardCharsets.UTF_8);
  }

  /**
   * Reads a reservation's znode data.
   *
   * @throws IllegalStateException if the data is not a reservation (the message names the path)
   */
  static Reservation parse(String path, byte[] data, int version) {
    String text = new String(data, StandardCharsets.UTF_8);
    int space = text.indexOf(' ');
    try {
      if (space < 1 || space == text.length() - 1) {
        throw new NumberFormatException("no \"<tick> <owner>\"");
      }
      long tick = Long.parseLong(text, 0, space, 10);
      if (tick < 0) {
        throw new NumberFormatException("negative tick");
      }
      return new Reservation(tick, text.substring(space + 1), version);
    } catch (NumberFormatException e) {
      throw new IllegalStateException(
          "not a SCRU64 reservation at " + path + ": \"" + text + "\" (" + e.getMessage() + ")", e);
    }
  }
}
