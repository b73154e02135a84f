package io.github.sortid.lease;

import io.github.sortid.lease.spi.NodeKey;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.random.RandomGenerator;

/**
 * Chooses the node ID a claimant tries: among the node IDs of the wanted size that overlap no
 * claim, one that no reservation overlaps (never used, or not since the realm was last compacted),
 * else one whose highest overlapping reservation lies furthest in the past; at random among equals,
 * so that processes starting at once seldom try the same one.
 *
 * <p>Each claim and reservation covers a range of the candidates: a shorter node ID all those it is
 * a prefix of, a longer one the candidate that is its prefix. One sweep over the ends of these
 * ranges splits the candidates into runs that share the same claims and reservations, so the time
 * grows with the number of claims and reservations, not with the 2^size candidates.
 */
final class NodeIdChooser {
  /**
   * A chosen node ID.
   *
   * @param key the node ID
   * @param floorTick the highest tick of the realm's floor and the reservations that overlap the
   *     node ID, or -1 if there is none: the new holder starts above it
   */
  record Choice(NodeKey key, long floorTick) {}

  /** A run of candidates [first, end) that share their claims and reservations. */
  private record Run(long first, long end, long floorTick) {}

  /** Where a claim or reservation starts or stops covering candidates. */
  private record Event(long position, boolean start, boolean claim, long tick) {}

  private NodeIdChooser() {}

  /**
   * Chooses a node ID of the given size.
   *
   * @param size the node ID size
   * @param claims the node IDs held now, of any size
   * @param reservations the tick of every reservation, of any size ({@link
   *     io.github.sortid.lease.spi.Reservation#UNREAD} if not read)
   * @param realmFloor the realm's floor tick, or -1 if it has none
   * @param maxFloorTick the highest overlapping reservation a node ID that was used may have, so
   *     that the new holder's generator is not further ahead of the clock than its rollback
   *     allowance tolerates
   * @param random chooses among equals
   * @return the choice, or empty if every candidate overlaps a claim or a reservation above {@code
   *     maxFloorTick}
   */
  static Optional<Choice> choose(
      int size,
      Collection<NodeKey> claims,
      Map<NodeKey, Long> reservations,
      long realmFloor,
      long maxFloorTick,
      RandomGenerator random) {
    int shift = NodeKey.NODE_CTR_SIZE - size;
    List<Event> events = new ArrayList<>();
    for (NodeKey claim : claims) {
      addRange(events, claim, shift, true, 0);
    }
    reservations.forEach((key, tick) -> addRange(events, key, shift, false, tick));
    events.sort(Comparator.comparingLong(Event::position));

    List<Run> neverUsed = new ArrayList<>();
    List<Run> oldest = new ArrayList<>();
    long oldestFloor = Long.MAX_VALUE;
    int claimDepth = 0;
    TreeMap<Long, Integer> ticks = new TreeMap<>();
    long position = 0;
    int i = 0;
    long count = 1L << size;
    while (position < count) {
      while (i < events.size() && events.get(i).position() == position) {
        Event event = events.get(i++);
        if (event.claim()) {
          claimDepth += event.start() ? 1 : -1;
        } else if (event.start()) {
          ticks.merge(event.tick(), 1, Integer::sum);
        } else {
          ticks.merge(event.tick(), -1, (a, b) -> a + b == 0 ? null : a + b);
        }
      }
      long end = i < events.size() ? events.get(i).position() : count;
      if (claimDepth == 0) {
        if (ticks.isEmpty()) {
          if (realmFloor <= maxFloorTick) {
            neverUsed.add(new Run(position, end, realmFloor));
          }
        } else {
          long floor = Math.max(realmFloor, ticks.lastKey());
          if (floor <= maxFloorTick && floor <= oldestFloor) {
            if (floor < oldestFloor) {
              oldest.clear();
              oldestFloor = floor;
            }
            oldest.add(new Run(position, end, floor));
          }
        }
      }
      position = end;
    }
    List<Run> runs = neverUsed.isEmpty() ? oldest : neverUsed;
    return pick(runs, size, random);
  }

  /** Adds the range of candidates that a claim or reservation covers. */
  private static void addRange(
      List<Event> events, NodeKey key, int shift, boolean claim, long tick) {
    long first = key.firstNodeCtr() >>> shift;
    long end = ((key.endNodeCtr() - 1L) >>> shift) + 1;
    events.add(new Event(first, true, claim, tick));
    events.add(new Event(end, false, claim, tick));
  }

  /** A candidate drawn uniformly from the runs. */
  private static Optional<Choice> pick(List<Run> runs, int size, RandomGenerator random) {
    long total = 0;
    for (Run run : runs) {
      total += run.end() - run.first();
    }
    if (total == 0) {
      return Optional.empty();
    }
    long index = random.nextLong(total);
    for (Run run : runs) {
      long length = run.end() - run.first();
      if (index < length) {
        return Optional.of(
            new Choice(new NodeKey((int) (run.first() + index), size), run.floorTick()));
      }
      index -= length;
    }
    throw new AssertionError("index beyond the runs");
  }
}
