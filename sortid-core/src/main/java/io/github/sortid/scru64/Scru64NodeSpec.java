package io.github.sortid.scru64;

import io.github.sortid.IdFormatException;
import io.github.sortid.internal.ParseErrors;
import java.util.Objects;
import java.util.Optional;

/**
 * A node configuration: the {@code node_id} of a generator, the {@code node_id_size} in bits, and
 * optionally the previous ID ({@code node_prev}) that a generator should continue after.
 *
 * <p>Its text, the node spec string of the SCRU64 reference implementations (spec §"Node spec
 * API"), is a node ID, a slash and a decimal {@code node_id_size} from 1 to 23. The node ID is one
 * of
 *
 * <ul>
 *   <li>1 to 8 decimal digits: {@code 42/8};
 *   <li>{@code 0x} (or {@code 0X}) and 1 to 6 hexadecimal digits: {@code 0xb00/12}, the same as
 *       {@code 2816/12};
 *   <li>a 12-digit SCRU64 ID, the {@code node_prev}: {@code 0u2r85hm2pt3/16}. The {@code node_id}
 *       is then the upper {@code node_id_size} bits of that ID's {@code node_ctr}, and a generator
 *       goes on strictly after that ID, which is how a node hands its state on to its next start.
 * </ul>
 *
 * <p>Nothing else is accepted: no spaces, signs or non-ASCII digits. A 12-character node ID is
 * always read as an ID, so {@code 000000000042/8} is Base36 (node_ctr 146), not decimal 42.
 *
 * <pre>{@code
 * Scru64NodeSpec a = Scru64NodeSpec.parse("42/8");
 * a.getNodeId();      // 42
 * a.getNodeIdSize();  // 8
 * a.getNodePrev();    // Optional.empty()
 *
 * Scru64NodeSpec b = Scru64NodeSpec.parse("0xb00/12");
 * b.getNodeId();      // 2816
 * b.toString();       // "2816/12"
 *
 * Scru64NodeSpec c = Scru64NodeSpec.parse("0u2r85hm2pt3/16");
 * c.getNodeId();      // 11001
 * c.getNodePrev();    // Optional[0u2r85hm2pt3]
 * }</pre>
 *
 * <p>{@code node_id_size} sets how the 24 bits of {@code node_ctr} are shared: a generator can make
 * 2^(24 - node_id_size) IDs per 256-millisecond tick before it borrows from the next tick (8 →
 * 65536, 12 → 4096, 16 → 256). Node IDs of different sizes may be used side by side if no longer
 * node ID begins with the bits of a shorter one (spec §"Variable node_id_size use cases").
 *
 * <p>Instances are immutable values; {@link #toString()} gives the canonical text, which {@link
 * #parse} reads back to an equal instance.
 *
 * @see Scru64Generator
 */
public final class Scru64NodeSpec {
  /** The smallest {@code node_id_size}: 1 bit. */
  public static final int MIN_NODE_ID_SIZE = 1;

  /** The largest {@code node_id_size}: 23 bits, which leaves a 1-bit counter. */
  public static final int MAX_NODE_ID_SIZE = 23;

  /** The length of the longest node spec: a 12-digit ID, '/' and a 3-digit size. */
  private static final int MAX_LENGTH = 16;

  /** The forms of the text, quoted in every syntax error. */
  private static final String EXPECTED_FORMS =
      " (expected a form like 42/8, 0xb00/12 or 0u2r85hm2pt3/16)";

  private final int nodeId;
  private final int nodeIdSize;

  /** The previous ID, or null; never an ID with timestamp 0. */
  private final Scru64Id nodePrev;

  private Scru64NodeSpec(int nodeId, int nodeIdSize, Scru64Id nodePrev) {
    this.nodeId = nodeId;
    this.nodeIdSize = nodeIdSize;
    this.nodePrev = nodePrev;
  }

  /**
   * Returns the configuration of a fresh generator with the given {@code node_id}.
   *
   * @param nodeId 0 to 2^nodeIdSize - 1
   * @param nodeIdSize {@link #MIN_NODE_ID_SIZE} to {@link #MAX_NODE_ID_SIZE}
   * @return the node spec
   * @throws IllegalArgumentException naming {@code nodeIdSize} if it is out of range, else {@code
   *     nodeId} if it does not fit in {@code nodeIdSize} bits
   */
  public static Scru64NodeSpec ofNodeId(int nodeId, int nodeIdSize) {
    String problem = rangeProblem(nodeId, nodeIdSize);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    return new Scru64NodeSpec(nodeId, nodeIdSize, null);
  }

  /**
   * Returns the configuration of a generator that continues after the given ID. Its {@code node_id}
   * is the upper {@code nodeIdSize} bits of the ID's {@code node_ctr}.
   *
   * <p>An ID whose timestamp is 0 (reserved, never generated) marks no previous ID: the result then
   * equals {@code ofNodeId(nodeId, nodeIdSize)}, as the reference implementations print such a spec
   * in the node ID form.
   *
   * @param nodePrev the last ID of the node
   * @param nodeIdSize {@link #MIN_NODE_ID_SIZE} to {@link #MAX_NODE_ID_SIZE}
   * @return the node spec
   * @throws IllegalArgumentException if {@code nodeIdSize} is out of range
   * @throws NullPointerException if {@code nodePrev} is null
   */
  public static Scru64NodeSpec ofNodePrev(Scru64Id nodePrev, int nodeIdSize) {
    Objects.requireNonNull(nodePrev, "nodePrev");
    String problem = sizeProblem(nodeIdSize);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    return fromPrev(nodePrev, nodeIdSize);
  }

  private static Scru64NodeSpec fromPrev(Scru64Id nodePrev, int nodeIdSize) {
    int nodeId = nodePrev.getNodeCtr() >>> (Scru64Id.NODE_CTR_SIZE - nodeIdSize);
    return new Scru64NodeSpec(nodeId, nodeIdSize, nodePrev.getTimestamp() > 0 ? nodePrev : null);
  }

  /**
   * Parses a node spec string: {@code <node_id>/<node_id_size>}, {@code
   * 0x<hex_node_id>/<node_id_size>} or {@code <node_prev>/<node_id_size>}.
   *
   * <p>The grammar is that of the reference implementations, {@code
   * ^(?:([0-9a-z]{12})|([0-9]{1,8})|0x([0-9a-f]{1,6}))/([0-9]{1,3})$} ignoring case, followed by
   * the range checks of {@link #ofNodeId} and {@link #ofNodePrev}. A text longer than the longest
   * node spec, 16 characters, is rejected before any of it is read.
   *
   * @param spec the text, for example {@code 42/8}, {@code 0xb00/12} or {@code 0u2r85hm2pt3/16}
   * @return the node spec
   * @throws IllegalArgumentException with a message that begins {@code invalid node spec:} and says
   *     what is wrong: the syntax, the previous ID's text (the {@link IdFormatException} is the
   *     cause), {@code nodeIdSize} out of range, or {@code nodeId} too large for its size
   * @throws NullPointerException if {@code spec} is null
   */
  public static Scru64NodeSpec parse(CharSequence spec) {
    int length = spec.length();
    if (length < 0 || length > MAX_LENGTH) {
      throw syntaxError("text of " + length + " characters (at most " + MAX_LENGTH + ")");
    }
    // Every later step reads this copy, so that they all see one reading of the text even if it
    // changes between reads.
    char[] chars = new char[length];
    for (int i = 0; i < length; i++) {
      chars[i] = spec.charAt(i);
    }
    String text = new String(chars);
    int slash = text.indexOf('/');
    if (slash < 0) {
      throw syntaxError("no '/' between the node ID and the node ID size");
    }
    if (text.indexOf('/', slash + 1) >= 0) {
      throw syntaxError("more than one '/'");
    }

    Scru64Id nodePrev = null;
    int nodeId = 0;
    if (slash == 12) {
      try {
        nodePrev = Scru64Id.fromString(text.substring(0, 12));
      } catch (IdFormatException e) {
        throw new IllegalArgumentException(
            "invalid node spec: invalid previous ID: " + e.getMessage() + EXPECTED_FORMS, e);
      }
    } else {
      nodeId = parseNodeId(text, slash);
    }

    int nodeIdSize = parseNodeIdSize(text, slash + 1, length);
    String problem = nodePrev != null ? sizeProblem(nodeIdSize) : rangeProblem(nodeId, nodeIdSize);
    if (problem != null) {
      throw new IllegalArgumentException("invalid node spec: " + problem);
    }
    return nodePrev != null
        ? fromPrev(nodePrev, nodeIdSize)
        : new Scru64NodeSpec(nodeId, nodeIdSize, null);
  }

  /** Reads {@code spec[0, end)} as a decimal or {@code 0x} hexadecimal node ID. */
  private static int parseNodeId(String spec, int end) {
    if (end == 0) {
      throw syntaxError("no node ID before '/'");
    }
    boolean hex =
        end >= 2 && spec.charAt(0) == '0' && (spec.charAt(1) == 'x' || spec.charAt(1) == 'X');
    int start = hex ? 2 : 0;
    if (hex && end == 2) {
      throw syntaxError("no hexadecimal digits after 0x");
    }
    if (hex && end - start > 6) {
      throw syntaxError("hexadecimal node ID has " + (end - start) + " digits (expected 1 to 6)");
    }
    if (!hex && end > 8) {
      throw syntaxError(
          "node ID has " + end + " characters (expected 1 to 8 decimal digits, or 12 for an ID)");
    }
    int value = 0;
    for (int i = start; i < end; i++) {
      int digit = hex ? hexDigit(spec.charAt(i)) : decimalDigit(spec.charAt(i));
      if (digit < 0) {
        throw syntaxError(
            "invalid character '"
                + ParseErrors.describe(spec, i)
                + "' at "
                + i
                + (hex ? " in the hexadecimal node ID" : " in the node ID"));
      }
      value = value * (hex ? 16 : 10) + digit;
    }
    return value;
  }

  /** Reads {@code spec[start, end)} as 1 to 3 decimal digits. */
  private static int parseNodeIdSize(String spec, int start, int end) {
    if (start == end) {
      throw syntaxError("no node ID size after '/'");
    }
    if (end - start > 3) {
      throw syntaxError(
          "node ID size has " + (end - start) + " characters (expected 1 to 3 decimal digits)");
    }
    int value = 0;
    for (int i = start; i < end; i++) {
      int digit = decimalDigit(spec.charAt(i));
      if (digit < 0) {
        throw syntaxError(
            "invalid character '"
                + ParseErrors.describe(spec, i)
                + "' at "
                + i
                + " in the node ID size");
      }
      value = value * 10 + digit;
    }
    return value;
  }

  private static int decimalDigit(char c) {
    return c >= '0' && c <= '9' ? c - '0' : -1;
  }

  private static int hexDigit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
  }

  private static IllegalArgumentException syntaxError(String problem) {
    return new IllegalArgumentException("invalid node spec: " + problem + EXPECTED_FORMS);
  }

  /** What is wrong with a node ID size, or null if nothing is. */
  private static String sizeProblem(int nodeIdSize) {
    if (nodeIdSize < MIN_NODE_ID_SIZE || nodeIdSize > MAX_NODE_ID_SIZE) {
      return "nodeIdSize out of range: "
          + nodeIdSize
          + " (expected "
          + MIN_NODE_ID_SIZE
          + " to "
          + MAX_NODE_ID_SIZE
          + ")";
    }
    return null;
  }

  /** What is wrong with a node ID and its size, or null if nothing is. */
  private static String rangeProblem(int nodeId, int nodeIdSize) {
    String problem = sizeProblem(nodeIdSize);
    if (problem == null && (nodeId < 0 || nodeId >>> nodeIdSize != 0)) {
      problem =
          "nodeId out of range: "
              + nodeId
              + " (expected 0 to "
              + ((1 << nodeIdSize) - 1)
              + " for nodeIdSize "
              + nodeIdSize
              + ")";
    }
    return problem;
  }

  /**
   * Returns the {@code node_id}: given, or read from the previous ID.
   *
   * @return 0 to 2^{@link #getNodeIdSize()} - 1
   */
  public int getNodeId() {
    return nodeId;
  }

  /**
   * Returns the size of the {@code node_id} in bits. The counter takes the other {@code 24 -
   * nodeIdSize} bits of {@code node_ctr}.
   *
   * @return {@link #MIN_NODE_ID_SIZE} to {@link #MAX_NODE_ID_SIZE}
   */
  public int getNodeIdSize() {
    return nodeIdSize;
  }

  /**
   * Returns the ID that a generator of this configuration continues after, if there is one.
   *
   * @return the previous ID, or empty for a fresh node
   */
  public Optional<Scru64Id> getNodePrev() {
    return Optional.ofNullable(nodePrev);
  }

  /**
   * Returns the canonical node spec string: {@code <node_prev>/<node_id_size>} when there is a
   * previous ID, else {@code <decimal node_id>/<node_id_size>}.
   *
   * @return for example {@code 42/8}, {@code 2816/12} (for {@code 0xb00/12}) or {@code
   *     0u2r85hm2pt3/16}
   */
  @Override
  public String toString() {
    return (nodePrev != null ? nodePrev.toString() : Integer.toString(nodeId)) + "/" + nodeIdSize;
  }

  /**
   * Tells whether the other object is a node spec with the same node ID, size and previous ID.
   *
   * @param other the object to compare with
   * @return true if the specs are equal, which is when their canonical strings are equal
   */
  @Override
  public boolean equals(Object other) {
    if (!(other instanceof Scru64NodeSpec)) {
      return false;
    }
    Scru64NodeSpec that = (Scru64NodeSpec) other;
    return nodeId == that.nodeId
        && nodeIdSize == that.nodeIdSize
        && Objects.equals(nodePrev, that.nodePrev);
  }

  /**
   * Returns a hash code of the node ID, size and previous ID.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Objects.hash(nodeId, nodeIdSize, nodePrev);
  }
}
