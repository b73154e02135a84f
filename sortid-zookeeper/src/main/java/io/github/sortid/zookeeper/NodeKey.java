package io.github.sortid.zookeeper;

import io.github.sortid.scru64.Scru64NodeSpec;

/**
 * A node ID with its size, as it names a claim or a reservation in a realm: {@code "<size>-<node
 * ID>"}, for example {@code "8-42"}.
 *
 * <p>A node ID of size k is the k-bit prefix of the 24-bit {@code node_ctr} of its IDs. Two node
 * IDs overlap, and their IDs can collide, when one prefix starts the other: {@code 0101/4} and
 * {@code 0101xxxx/8} do, {@code 0101/4} and {@code 0110xxxx/8} do not (DESIGN "Prefix safety").
 */
record NodeKey(int nodeId, int size) {
  /** The bits of {@code node_ctr}, which a node ID is a prefix of. */
  static final int NODE_CTR_SIZE = 24;

  NodeKey {
    if (size < Scru64NodeSpec.MIN_NODE_ID_SIZE || size > Scru64NodeSpec.MAX_NODE_ID_SIZE) {
      throw new IllegalArgumentException("node ID size out of range: " + size);
    }
    if (nodeId < 0 || nodeId >= 1 << size) {
      throw new IllegalArgumentException("node ID out of range for size " + size + ": " + nodeId);
    }
  }

  /**
   * Reads a znode name written by {@link #name()}.
   *
   * @throws IllegalArgumentException if the name is not one
   */
  static NodeKey parse(String name) {
    int dash = name.indexOf('-');
    if (dash < 1 || dash == name.length() - 1) {
      throw new IllegalArgumentException("not a node key: \"" + name + "\"");
    }
    try {
      return new NodeKey(
          parseDigits(name.substring(dash + 1)), parseDigits(name.substring(0, dash)));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("not a node key: \"" + name + "\"", e);
    }
  }

  /** Decimal ASCII digits only: {@code Integer.parseInt} would also take a sign. */
  private static int parseDigits(String text) {
    if (text.length() > 8 || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
      throw new IllegalArgumentException("not a decimal number: \"" + text + "\"");
    }
    return Integer.parseInt(text);
  }

  /** The znode name: {@code "<size>-<node ID>"}. */
  String name() {
    return size + "-" + nodeId;
  }

  /** The first {@code node_ctr} value this node ID's IDs can have. */
  int firstNodeCtr() {
    return nodeId << (NODE_CTR_SIZE - size);
  }

  /** One past the last {@code node_ctr} value this node ID's IDs can have. */
  int endNodeCtr() {
    return (nodeId + 1) << (NODE_CTR_SIZE - size);
  }

  /** Whether the IDs of the two node IDs can collide: one prefix starts the other. */
  boolean overlaps(NodeKey other) {
    return firstNodeCtr() < other.endNodeCtr() && other.firstNodeCtr() < endNodeCtr();
  }

  /** The node spec {@code "<node ID>/<size>"}. */
  @Override
  public String toString() {
    return nodeId + "/" + size;
  }
}
