package io.github.sortid.lease;

import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.scru64.Scru64NodeSpec;

/**
 * One node ID's record of a simulated realm, field by field, as a store keeps it before any
 * reading: each field holds what the protocol writes (a {@code Long} or an owner token) or what
 * another program left there (a value of another type, a negative or huge number, nothing at all).
 *
 * @param size the node ID size
 * @param nodeId the node ID
 * @param tick the reservation's tick
 * @param owner the owner token that wrote the reservation last
 * @param version the record's version, which every write to it moves on
 * @param claim the claim on the node ID, or null if none
 */
record SimRawRecord(
    Object size, Object nodeId, Object tick, Object owner, Object version, Claim claim) {
  /**
   * A claim's fields, as a database store keeps them in the node ID's row: the holder's owner token
   * and the claim's expiry in the store's own clock.
   *
   * @param owner the holder's owner token
   * @param expires when the claim ends unless extended, in the store's milliseconds
   */
  record Claim(Object owner, Object expires) {}

  /** A new record as a claim writes it, at version 0. */
  static SimRawRecord claimed(NodeKey key, long tick, String owner, long expires) {
    return new SimRawRecord(
        (long) key.size(), (long) key.nodeId(), tick, owner, 0L, new Claim(owner, expires));
  }

  /**
   * The node ID this record names.
   *
   * @return the node ID, or null if its size or node ID is not one a store could name
   */
  NodeKey key() {
    if (size instanceof Long s
        && s >= Scru64NodeSpec.MIN_NODE_ID_SIZE
        && s <= Scru64NodeSpec.MAX_NODE_ID_SIZE
        && nodeId instanceof Long n
        && n >= 0
        && n < 1L << s) {
      return new NodeKey(n.intValue(), s.intValue());
    }
    return null;
  }

  SimRawRecord withTick(Object newTick) {
    return new SimRawRecord(size, nodeId, newTick, owner, version, claim);
  }

  SimRawRecord withOwner(Object newOwner) {
    return new SimRawRecord(size, nodeId, tick, newOwner, version, claim);
  }

  SimRawRecord withVersion(Object newVersion) {
    return new SimRawRecord(size, nodeId, tick, owner, newVersion, claim);
  }

  SimRawRecord withClaim(Claim newClaim) {
    return new SimRawRecord(size, nodeId, tick, owner, version, newClaim);
  }

  SimRawRecord withKey(Object newSize, Object newNodeId) {
    return new SimRawRecord(newSize, newNodeId, tick, owner, version, claim);
  }

  /** The record's fields for a trace, with ticks and times relative to the simulation's start. */
  @Override
  public String toString() {
    NodeKey key = key();
    return (key != null ? key.toString() : "key " + show(nodeId) + "/" + show(size))
        + " tick "
        + showTick(tick)
        + " owner "
        + show(owner)
        + " version "
        + show(version)
        + (claim == null
            ? " unclaimed"
            : " claimed by " + show(claim.owner()) + " until " + showTime(claim.expires()));
  }

  /** A raw value for a trace: numbers as they are, text quoted, a missing value as such. */
  static String show(Object value) {
    if (value == null) {
      return "(missing)";
    }
    if (value instanceof String text) {
      return text.length() > 20 ? '"' + text.substring(0, 17) + "...\"" : '"' + text + '"';
    }
    if (value instanceof Long) {
      return value.toString();
    }
    return value.getClass().getSimpleName() + " " + value;
  }

  /** A raw tick for a trace: a plausible one relative to the simulation's first tick. */
  static String showTick(Object value) {
    if (value instanceof Long tick && tick >= 0 && tick > SimWorld.BASE_TICK / 2) {
      return SimWorld.tick(tick);
    }
    return show(value);
  }

  /** A raw store time for a trace: a plausible one as t=..., relative to the simulation's start. */
  static String showTime(Object value) {
    if (value instanceof Long time && Math.abs(time) < 1L << 40) {
      return "t=" + time;
    }
    return show(value);
  }
}
