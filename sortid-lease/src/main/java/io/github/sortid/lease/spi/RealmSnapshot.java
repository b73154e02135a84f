package io.github.sortid.lease.spi;

import java.util.List;
import java.util.Map;

/**
 * What a store read of a realm, in this order: the realm's version and floor, then its live claims,
 * then its reservations. A claim made after the read changes the version, so that {@link
 * LeaseStore#claim} on this snapshot fails rather than miss it.
 *
 * @param version the realm's version: every claim and every compaction changes it
 * @param floorTick the realm's floor, the highest tick of the reservations compacted into it, or -1
 *     if none was: every new holder starts above it
 * @param claims the node IDs held now, of any size
 * @param reservations every reservation of the realm, of any size, with its tick and version if the
 *     read asked for them ({@link Reservation#unread()} otherwise)
 */
public record RealmSnapshot(
    long version, long floorTick, List<NodeKey> claims, Map<NodeKey, Reservation> reservations) {
  /**
   * Copies the collections.
   *
   * @param version the realm's version
   * @param floorTick the realm's floor, or -1
   * @param claims the node IDs held now
   * @param reservations every reservation of the realm
   * @throws NullPointerException if a collection is null
   */
  public RealmSnapshot {
    claims = List.copyOf(claims);
    reservations = Map.copyOf(reservations);
  }
}
