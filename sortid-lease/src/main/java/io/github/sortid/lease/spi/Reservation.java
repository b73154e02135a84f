package io.github.sortid.lease.spi;

import io.github.sortid.scru64.Scru64Id;
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

  /** The longest owner token a store keeps: 64 characters. */
  public static final int MAX_OWNER_LENGTH = 64;

  /**
   * What a store makes of a reservation record's fields, as it read them: the reservation if every
   * field is one the protocol writes, {@link #unread()} otherwise. A record that another program
   * rewrote (a negative or huge tick, an empty owner, a missing field) is thus never taken for an
   * older or absent one: it keeps every node ID it overlaps from being chosen, and a holder whose
   * record it is finds it no longer its own at its next extension.
   *
   * <pre>{@code
   * Reservation.fromRecord(1234L, "9f1c...", 7L);  // a reservation at tick 1234
   * Reservation.fromRecord(-1L, "9f1c...", 7L);    // Reservation.unread()
   * Reservation.fromRecord(null, "9f1c...", 7L);   // Reservation.unread()
   * }</pre>
   *
   * @param tick the tick as stored, or null if missing: readable from 0 to {@link
   *     Scru64Id#MAX_TIMESTAMP}
   * @param owner the owner token as stored, or null if missing: readable if {@link
   *     #isOwnerToken(String) an owner token}
   * @param version the record's version as the store keeps it, or null if missing: readable if 0 or
   *     more
   * @return the reservation, or {@link #unread()}
   */
  public static Reservation fromRecord(Long tick, String owner, Long version) {
    if (tick == null
        || tick < 0
        || tick > Scru64Id.MAX_TIMESTAMP
        || !isOwnerToken(owner)
        || version == null
        || version < 0) {
      return unread();
    }
    return new Reservation(tick, owner, version);
  }

  /**
   * Tells whether a text is one that a lease writes as its owner token: 1 to {@link
   * #MAX_OWNER_LENGTH} printable ASCII characters, no space.
   *
   * @param owner the text, or null
   * @return false for null, empty, too long, or with a character outside {@code '!'} to {@code '~'}
   */
  public static boolean isOwnerToken(String owner) {
    if (owner == null || owner.isEmpty() || owner.length() > MAX_OWNER_LENGTH) {
      return false;
    }
    for (int i = 0; i < owner.length(); i++) {
      char c = owner.charAt(i);
      if (c < '!' || c > '~') {
        return false;
      }
    }
    return true;
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
