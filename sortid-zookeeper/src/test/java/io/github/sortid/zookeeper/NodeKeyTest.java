package io.github.sortid.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NodeKeyTest {
  @Test
  void prefixesOverlapAsTheNodeIdServerTests() {
    // The overlap examples of scru64/node-id-server.
    assertTrue(new NodeKey(0x8, 4).overlaps(new NodeKey(0x84, 8)));
    assertFalse(new NodeKey(0x8, 4).overlaps(new NodeKey(0x088, 12)));
    assertTrue(new NodeKey(0x2, 4).overlaps(new NodeKey(0x21, 8)));
    assertTrue(new NodeKey(0x2, 4).overlaps(new NodeKey(0x22, 8)));
    assertFalse(new NodeKey(0x2, 4).overlaps(new NodeKey(0x13, 8)));
    assertFalse(new NodeKey(0x2, 4).overlaps(new NodeKey(0x44, 8)));
    // Symmetric, and a node ID overlaps itself.
    assertTrue(new NodeKey(0x84, 8).overlaps(new NodeKey(0x8, 4)));
    assertTrue(new NodeKey(5, 4).overlaps(new NodeKey(5, 4)));
    assertFalse(new NodeKey(5, 4).overlaps(new NodeKey(6, 4)));
    // 0b1 at 1 bit is a prefix of every node ID from 0x800000/24 >> 1 up.
    assertTrue(new NodeKey(1, 1).overlaps(new NodeKey(0x7fffff, 23)));
    assertFalse(new NodeKey(0, 1).overlaps(new NodeKey(0x400000, 23)));
  }

  @Test
  void nameRoundTrips() {
    NodeKey key = new NodeKey(42, 8);
    assertEquals("8-42", key.name());
    assertEquals(key, NodeKey.parse("8-42"));
    assertEquals("42/8", key.toString());
    assertEquals(new NodeKey(0x7fffff, 23), NodeKey.parse("23-8388607"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"", "8", "8-", "-42", "8-256", "0-0", "24-1", "8-+4", "8--4", "x-1", "8-1a"})
  void badNamesAreRejected(String name) {
    assertThrows(IllegalArgumentException.class, () -> NodeKey.parse(name));
  }

  @Test
  void reservationDataRoundTripsAndBadDataIsNamed() {
    Reservation reservation = new Reservation(6554405805L, "owner-1", -1);
    assertEquals(
        new Reservation(6554405805L, "owner-1", 3),
        Reservation.parse("/r/reservations/8-42", reservation.toBytes(), 3));
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> Reservation.parse("/r/reservations/8-42", "x y".getBytes(), 0));
    assertTrue(e.getMessage().startsWith("not a SCRU64 reservation at /r/reservations/8-42"));
    assertThrows(
        IllegalStateException.class, () -> Reservation.parse("/p", "-5 owner".getBytes(), 0));
    assertThrows(IllegalStateException.class, () -> Reservation.parse("/p", "5".getBytes(), 0));
  }
}
