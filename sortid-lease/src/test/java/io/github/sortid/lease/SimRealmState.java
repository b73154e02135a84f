package io.github.sortid.lease;

import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.lease.spi.Reservation;
import io.github.sortid.scru64.Scru64Id;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The whole of a simulated realm at one moment, as raw records: the realm's own record (its version
 * and floor, or none before the first {@code prepare}) and one record per node ID. Immutable: every
 * write makes a new state, so that older ones can be read again (a stale read).
 *
 * @param exists whether the realm's own record exists
 * @param version the realm's version as stored
 * @param floor the realm's floor as stored: -1 for none
 * @param records the node IDs' records
 * @param since the store time at which this state was written
 */
record SimRealmState(
    boolean exists, Object version, Object floor, List<SimRawRecord> records, long since) {
  /** A realm that no store has prepared yet. */
  static final SimRealmState NONE = new SimRealmState(false, null, null, List.of(), 0);

  SimRealmState {
    records = List.copyOf(records);
  }

  /** The index of the record that names the node ID, or -1. */
  int indexOf(NodeKey key) {
    for (int i = 0; i < records.size(); i++) {
      if (key.equals(records.get(i).key())) {
        return i;
      }
    }
    return -1;
  }

  /** The record that names the node ID, or null. */
  SimRawRecord find(NodeKey key) {
    int index = indexOf(key);
    return index < 0 ? null : records.get(index);
  }

  SimRealmState withRealm(Object newVersion, Object newFloor, long now) {
    return new SimRealmState(true, newVersion, newFloor, records, now);
  }

  SimRealmState withRecords(List<SimRawRecord> newRecords, long now) {
    return new SimRealmState(exists, version, floor, newRecords, now);
  }

  /** The realm's version if a reader can take it: a {@code Long} of 0 or more. */
  Long readableVersion() {
    return version instanceof Long v && v >= 0 ? v : null;
  }

  /** The realm's floor if a reader can take it: -1 (none) up to the largest SCRU64 timestamp. */
  Long readableFloor() {
    return floor instanceof Long f && f >= -1 && f <= Scru64Id.MAX_TIMESTAMP ? f : null;
  }

  /**
   * Reads the state as a correct store does: unknown is never free. A reservation with a field the
   * protocol would not write is {@link Reservation#unread()}; a claim whose fields cannot be read
   * counts as live; a record whose node ID cannot be read is only named; a realm record that cannot
   * be read makes the realm unusable.
   *
   * @param withTicks whether to give the reservations' ticks, owners and versions
   * @param now the store time of the read, which tells the live claims
   * @param unreadAsAbsent the broken reading: a record whose reservation cannot be read is left
   *     out, with its claim
   * @throws IllegalStateException if the realm's own record is missing or cannot be read
   */
  RealmSnapshot read(boolean withTicks, long now, boolean unreadAsAbsent) {
    if (!exists) {
      throw new IllegalStateException("the realm has no record: was it deleted?");
    }
    Long readVersion = readableVersion();
    Long readFloor = readableFloor();
    if (readVersion == null || readFloor == null) {
      throw new IllegalStateException(
          "the realm's record cannot be read: version "
              + SimRawRecord.show(version)
              + ", floor "
              + SimRawRecord.show(floor));
    }
    List<NodeKey> claims = new ArrayList<>();
    Map<NodeKey, Reservation> reservations = new HashMap<>();
    List<String> unreadable = new ArrayList<>();
    for (SimRawRecord record : records) {
      NodeKey key = record.key();
      if (key == null) {
        unreadable.add("a record without a node ID");
        continue;
      }
      Reservation reservation =
          Reservation.fromRecord(
              record.tick() instanceof Long t ? t : null,
              record.owner() instanceof String o ? o : null,
              record.version() instanceof Long v ? v : null);
      if (!reservation.isRead() && unreadAsAbsent) {
        continue;
      }
      boolean claimRead = true;
      boolean live = false;
      SimRawRecord.Claim claim = record.claim();
      if (claim != null) {
        if (claim.owner() instanceof String owner
            && Reservation.isOwnerToken(owner)
            && claim.expires() instanceof Long expires) {
          live = expires > now;
        } else {
          claimRead = false;
          live = true;
        }
      }
      if (live) {
        claims.add(key);
      }
      if (!reservation.isRead() || !claimRead) {
        unreadable.add(key + (claimRead ? ": its reservation" : ": its claim"));
      }
      reservations.put(key, withTicks ? reservation : Reservation.unread());
    }
    return new RealmSnapshot(readVersion, readFloor, claims, reservations, unreadable);
  }
}
