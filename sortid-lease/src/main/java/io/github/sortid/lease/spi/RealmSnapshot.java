package io.github.sortid.lease.spi;

import java.util.List;
import java.util.Map;

/**
 * What a store read of a realm, in this order: the realm's version and floor, then its live claims,
 * then its reservations. A claim made after the read changes the version, so that {@link
 * LeaseStore#claim} on this snapshot fails rather than miss it.
 *
 * <p>Unknown is never free: a record the store could not fully read counts against every node ID it
 * may overlap. A reservation with an unreadable field is {@link Reservation#unread()}; a claim
 * whose node ID is readable but whose other fields are not is in {@code claims}; a record whose
 * node ID itself is unreadable excludes nothing it cannot name, but is named in {@code unreadable},
 * so that warnings and acquire failures can say so. Every record of the first two kinds is named
 * there too.
 *
 * @param version the realm's version: every claim and every compaction changes it
 * @param floorTick the realm's floor, the highest tick of the reservations compacted into it, or -1
 *     if none was: every new holder starts above it
 * @param claims the node IDs held now, of any size, with those whose claim could not be fully read
 * @param reservations every reservation of the realm, of any size, with its tick and version if the
 *     read asked for them and the record could be read ({@link Reservation#unread()} otherwise)
 * @param unreadable the records that could not be fully read, as the store names them (a znode's
 *     path, a row's key) with what was wrong, for messages
 */
public record RealmSnapshot(
    long version,
    long floorTick,
    List<NodeKey> claims,
    Map<NodeKey, Reservation> reservations,
    List<String> unreadable) {
  /**
   * Copies the collections.
   *
   * @param version the realm's version
   * @param floorTick the realm's floor, or -1
   * @param claims the node IDs held now
   * @param reservations every reservation of the realm
   * @param unreadable the records that could not be fully read
   * @throws IllegalArgumentException if {@code floorTick} is below -1
   * @throws NullPointerException if a collection is null
   */
  public RealmSnapshot {
    if (floorTick < -1) {
      throw new IllegalArgumentException("floor tick below -1: " + floorTick);
    }
    claims = List.copyOf(claims);
    reservations = Map.copyOf(reservations);
    unreadable = List.copyOf(unreadable);
  }

  /**
   * A snapshot in which every record could be read.
   *
   * @param version the realm's version
   * @param floorTick the realm's floor, or -1
   * @param claims the node IDs held now
   * @param reservations every reservation of the realm
   * @throws IllegalArgumentException if {@code floorTick} is below -1
   * @throws NullPointerException if a collection is null
   */
  public RealmSnapshot(
      long version, long floorTick, List<NodeKey> claims, Map<NodeKey, Reservation> reservations) {
    this(version, floorTick, claims, reservations, List.of());
  }
}
