package io.github.sortid.lease;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.NodeIdChooser.Choice;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.Reservation;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class NodeIdChooserTest {
  private final SplittableRandom random = new SplittableRandom(42);

  /** The node IDs chosen in many draws. */
  private Set<NodeKey> draws(
      int size, List<NodeKey> claims, Map<NodeKey, Long> reservations, long maxFloorTick) {
    Set<NodeKey> chosen = new HashSet<>();
    for (int i = 0; i < 2000; i++) {
      NodeIdChooser.choose(size, claims, reservations, -1, maxFloorTick, random)
          .ifPresent(choice -> chosen.add(choice.key()));
    }
    return chosen;
  }

  @Test
  void anEmptyRealmGivesEveryNodeIdAtRandom() {
    assertEquals(16, draws(4, List.of(), Map.of(), 0).size());
    Optional<Choice> choice = NodeIdChooser.choose(23, List.of(), Map.of(), -1, 0, random);
    assertEquals(-1, choice.orElseThrow().floorTick());
  }

  @Test
  void heldNodeIdsOfEverySizeAreAvoided() {
    // 0101/4 held: none of 0101xxxx/8. 0x13/8 held: not 0001/4.
    List<NodeKey> claims = List.of(new NodeKey(0b0101, 4), new NodeKey(0x13, 8));
    Set<NodeKey> eight = draws(8, claims, Map.of(), 0);
    assertEquals(256 - 16 - 1, eight.size());
    assertTrue(eight.stream().noneMatch(key -> key.nodeId() >> 4 == 0b0101));
    Set<NodeKey> four = draws(4, claims, Map.of(), 0);
    assertEquals(14, four.size());
    assertFalse(four.contains(new NodeKey(1, 4)));
    assertFalse(four.contains(new NodeKey(5, 4)));
  }

  @Test
  void neverUsedNodeIdsComeFirstThenTheOldestReservation() {
    Map<NodeKey, Long> reservations = new HashMap<>();
    for (int id = 0; id < 16; id++) {
      reservations.put(new NodeKey(id, 4), 1000L + id);
    }
    reservations.remove(new NodeKey(9, 4));
    // 9/4 was never used: always chosen, without a floor.
    Choice choice =
        NodeIdChooser.choose(4, List.of(), reservations, -1, 5000, random).orElseThrow();
    assertEquals(new Choice(new NodeKey(9, 4), -1), choice);

    reservations.put(new NodeKey(9, 4), 2000L);
    // All used: the oldest, 0/4 at 1000, unless it is held.
    assertEquals(
        new Choice(new NodeKey(0, 4), 1000),
        NodeIdChooser.choose(4, List.of(), reservations, -1, 5000, random).orElseThrow());
    assertEquals(
        new Choice(new NodeKey(1, 4), 1001),
        NodeIdChooser.choose(4, List.of(new NodeKey(0, 4)), reservations, -1, 5000, random)
            .orElseThrow());
  }

  @Test
  void theFloorIsTheHighestOverlappingReservationOfAnySize() {
    // 0101/4 reserved up to 900, 0x53/8 up to 1200: a candidate 0x53/8 starts above 1200, the
    // other 0101xxxx/8 above 900, 0x5/4 itself above 1200.
    Map<NodeKey, Long> reservations = Map.of(new NodeKey(5, 4), 900L, new NodeKey(0x53, 8), 1200L);
    List<NodeKey> allBut0101 = new java.util.ArrayList<>();
    for (int id = 0; id < 16; id++) {
      if (id != 5) {
        allBut0101.add(new NodeKey(id, 4));
      }
    }
    assertEquals(
        new Choice(new NodeKey(5, 4), 1200),
        NodeIdChooser.choose(4, allBut0101, reservations, -1, 5000, random).orElseThrow());
    for (int i = 0; i < 200; i++) {
      Choice eight =
          NodeIdChooser.choose(8, allBut0101, reservations, -1, 5000, random).orElseThrow();
      assertEquals(0x5, eight.key().nodeId() >> 4);
      assertEquals(eight.key().nodeId() == 0x53 ? 1200 : 900, eight.floorTick());
      assertTrue(eight.key().nodeId() != 0x53, "the oldest first: 900 before 1200");
    }
  }

  @Test
  void equalReservationsAreChosenAtRandom() {
    Map<NodeKey, Long> reservations = new HashMap<>();
    for (int id = 0; id < 16; id++) {
      reservations.put(new NodeKey(id, 4), id < 8 ? 700L : 800L);
    }
    Set<NodeKey> chosen = draws(4, List.of(), reservations, 5000);
    assertEquals(8, chosen.size());
    assertTrue(chosen.stream().allMatch(key -> key.nodeId() < 8));
  }

  @Test
  void reservationsTooFarAheadOrUnreadAreNotChosenAndAFullRealmGivesNothing() {
    Map<NodeKey, Long> reservations = new HashMap<>();
    reservations.put(new NodeKey(0, 1), 5001L);
    reservations.put(new NodeKey(1, 1), Reservation.UNREAD);
    assertEquals(
        Optional.empty(), NodeIdChooser.choose(4, List.of(), reservations, -1, 5000, random));
    reservations.put(new NodeKey(0, 1), 5000L);
    assertEquals(
        0,
        NodeIdChooser.choose(4, List.of(), reservations, -1, 5000, random)
                .orElseThrow()
                .key()
                .nodeId()
            >> 3);
    assertEquals(
        Optional.empty(),
        NodeIdChooser.choose(
            8, List.of(new NodeKey(0, 1), new NodeKey(1, 1)), Map.of(), -1, 5000, random));
  }

  @Test
  void theRealmFloorLiesUnderEveryCandidate() {
    RandomGenerator random = new SplittableRandom(7);
    Choice fresh = NodeIdChooser.choose(4, List.of(), Map.of(), 900, 5000, random).orElseThrow();
    assertEquals(900, fresh.floorTick());
    Map<NodeKey, Long> reservations = Map.of(new NodeKey(3, 4), 950L);
    for (int i = 0; i < 50; i++) {
      Choice choice =
          NodeIdChooser.choose(4, List.of(), reservations, 900, 5000, random).orElseThrow();
      assertEquals(choice.key().nodeId() == 3 ? 950 : 900, choice.floorTick());
    }
    assertEquals(
        Optional.empty(), NodeIdChooser.choose(4, List.of(), Map.of(), 5001, 5000, random));
  }
}
