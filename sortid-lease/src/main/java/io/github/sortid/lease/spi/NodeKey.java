package io.github.sortid.lease.spi;

import io.github.sortid.scru64.Scru64NodeSpec;

/**
 * A SCRU64 node ID with its size, as a realm's claims and reservations name it.
 *
 * <p>A node ID of size k is the k-bit prefix of the 24-bit {@code node_ctr} of its IDs (SCRU64
 * specification, "Layout": https://github.com/scru64/spec#layout). Two node IDs <em>overlap</em>,
 * and their IDs can collide, when one prefix starts the other: {@code 0101/4} and {@code
 * 0101xxxx/8} do, {@code 0101/4} and {@code 0110xxxx/8} do not. Mixed sizes in one realm are safe
 * as long as no two overlapping node IDs are held at once.
 *
 * @param nodeId the node ID, 0 to 2^size - 1
 * @param size the node ID size in bits, 1 to 23
 */
public record NodeKey(int nodeId, int size) {
  /** The bits of {@code node_ctr}, of which a node ID is a prefix: 24. */
  public static final int NODE_CTR_SIZE = 24;

  /**
   * Checks the ranges.
   *
   * @param nodeId the node ID, 0 to 2^size - 1
   * @param size the node ID size in bits, 1 to 23
   * @throws IllegalArgumentException if the size is not 1 to 23, or the node ID does not fit it
   */
  public NodeKey {
    if (size < Scru64NodeSpec.MIN_NODE_ID_SIZE || size > Scru64NodeSpec.MAX_NODE_ID_SIZE) {
      throw new IllegalArgumentException(
          "node ID size out of range: " + size + " (expected 1 to 23)");
    }
    if (nodeId < 0 || nodeId >= 1 << size) {
      throw new IllegalArgumentException("node ID out of range for size " + size + ": " + nodeId);
    }
  }

  /**
   * Returns the first {@code node_ctr} value this node ID's IDs can have.
   *
   * @return the node ID followed by {@code 24 - size} zero bits
   */
  public int firstNodeCtr() {
    return nodeId << (NODE_CTR_SIZE - size);
  }

  /**
   * Returns one past the last {@code node_ctr} value this node ID's IDs can have.
   *
   * @return {@code firstNodeCtr() + 2^(24 - size)}
   */
  public int endNodeCtr() {
    return (nodeId + 1) << (NODE_CTR_SIZE - size);
  }

  /**
   * Tells whether IDs of the two node IDs can collide: one prefix starts the other.
   *
   * @param other the other node ID
   * @return true if their {@code node_ctr} ranges intersect
   */
  public boolean overlaps(NodeKey other) {
    return firstNodeCtr() < other.endNodeCtr() && other.firstNodeCtr() < endNodeCtr();
  }

  /**
   * Returns the node spec's notation.
   *
   * @return {@code "<node ID>/<size>"}, such as {@code "42/8"}
   */
  @Override
  public String toString() {
    return nodeId + "/" + size;
  }
}
