package io.github.sortid.lease.spi;

import java.util.Objects;

/**
 * A node ID's reservation as a store holds it: the highest SCRU64 tick (256 ms) that a holder of
 * the node ID may use, and the owner token of the lease that wrote it last.
 *
 * @param tick the highest tick, 0 or more, or {@link #UNREAD} for a reservation whose tick was not
 *     read (or could not be)
 * @param owner the owner token of the lease that wrote it, empty if not read
 * @param version the store's version of the record when it was read, which a conditional write
 *     names; -1 if not read
 */
public record Reservation(long tick, String owner, long version) {
  /**
   * The tick of a reservation that was not read, or whose record could not be: such a reservation
   * lies above every tick, so no node ID it overlaps is chosen.
   */
  public static final long UNREAD = Long.MAX_VALUE;

  /**
   * Checks the fields.
   *
   * @param tick the highest tick, or {@link #UNREAD}
   * @param owner the owner token, empty if not read
   * @param version the store's version of the record, or -1
   * @throws IllegalArgumentException if {@code tick} is negative
   * @throws NullPointerException if {@code owner} is null
   */
  public Reservation {
    if (tick < 0) {
      throw new IllegalArgumentException("negative reservation tick: " + tick);
    }
    Objects.requireNonNull(owner, "owner");
  }

  /**
   * A reservation whose record exists but whose tick and version are unknown.
   *
   * @return a reservation at {@link #UNREAD}
   */
  public static Reservation unread() {
    return new Reservation(UNREAD, "", -1);
  }

  /**
   * Tells whether the tick and version were read.
   *
   * @return false for {@link #unread()}
   */
  public boolean isRead() {
    return tick != UNREAD;
  }
}
