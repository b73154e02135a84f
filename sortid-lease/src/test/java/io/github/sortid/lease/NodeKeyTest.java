package io.github.sortid.lease;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.spi.NodeKey;
import org.junit.jupiter.api.Test;

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
  void rangesAreChecked() {
    assertEquals("42/8", new NodeKey(42, 8).toString());
    assertThrows(IllegalArgumentException.class, () -> new NodeKey(0, 0));
    assertThrows(IllegalArgumentException.class, () -> new NodeKey(0, 24));
    assertThrows(IllegalArgumentException.class, () -> new NodeKey(256, 8));
    assertThrows(IllegalArgumentException.class, () -> new NodeKey(-1, 8));
  }
}
