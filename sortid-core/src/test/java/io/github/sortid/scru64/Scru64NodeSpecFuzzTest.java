package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import io.github.sortid.IdFormatException;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fuzz test of {@link Scru64NodeSpec#parse} against an independent oracle: the reference
 * implementations' regular expression, then the range checks, with {@link BigInteger} for the
 * previous ID. Any exception but {@link IllegalArgumentException}, or any failed assertion, is a
 * finding; {@code ./mvnw verify} replays the files under {@code
 * Scru64NodeSpecFuzzTestInputs/parse/}, {@code ./mvnw -Pfuzz verify} fuzzes.
 */
class Scru64NodeSpecFuzzTest {
  /**
   * The grammar of the JS, Python and Go references (docs/FORMATS.md#node-spec-strings), with
   * explicit ASCII classes in place of their case-insensitive flag, so that no Unicode case folding
   * (the Kelvin sign to {@code k}) can slip into the oracle.
   */
  private static final Pattern GRAMMAR =
      Pattern.compile("(?:([0-9a-zA-Z]{12})|([0-9]{1,8})|0[xX]([0-9a-fA-F]{1,6}))/([0-9]{1,3})");

  private static final String PREFIX = "invalid node spec: ";

  /**
   * A spec parses exactly when the grammar and the range checks accept it, to the node ID, size and
   * previous ID the oracle reads, printed back in the canonical form; otherwise the parser throws
   * an {@link IllegalArgumentException} that says which check failed.
   */
  @FuzzTest(maxDuration = "2m")
  void parse(@NotNull String spec) {
    Matcher match = GRAMMAR.matcher(spec);
    boolean syntax = match.matches();
    int size = syntax ? Integer.parseInt(match.group(4)) : -1;
    boolean sizeInRange = size >= 1 && size <= 23;
    BigInteger prev = syntax && match.group(1) != null ? base36(match.group(1)) : null;
    long nodeId = -1;
    if (prev != null) {
      // The upper node_id_size bits of node_ctr, which is the low 24 bits of the ID.
      nodeId = sizeInRange ? (prev.intValue() & 0xff_ffff) >> (24 - size) : -1;
    } else if (syntax) {
      nodeId =
          match.group(2) != null
              ? Long.parseLong(match.group(2))
              : Long.parseLong(match.group(3), 16);
    }

    Scru64NodeSpec parsed;
    try {
      parsed = Scru64NodeSpec.parse(spec);
    } catch (IllegalArgumentException e) {
      String message = e.getMessage();
      ParseVerdict.checkMessage(message);
      assertTrue(message.startsWith(PREFIX), message);
      if (e instanceof IdFormatException) {
        int index = ((IdFormatException) e).getErrorIndex();
        assertTrue(index >= -1 && index < spec.length(), "error index " + index);
      }
      if (!syntax) {
        assertFalse(message.contains("out of range"), "a syntax error reported as " + message);
      } else if (!sizeInRange) {
        assertTrue(message.contains("nodeIdSize out of range: " + size), message);
      } else if (prev == null && nodeId >> size != 0) {
        assertTrue(message.contains("nodeId out of range: " + nodeId), message);
      } else {
        fail("rejected a valid node spec: " + message);
      }
      return;
    }
    assertTrue(syntax, "accepted a spec outside the grammar");
    assertTrue(sizeInRange, "accepted node_id_size " + size);
    assertEquals(0, nodeId >> size, "accepted a node_id too large for its size");
    assertEquals(size, parsed.getNodeIdSize());
    assertEquals(nodeId, parsed.getNodeId());
    // A previous ID with timestamp 0 marks no previous ID (docs/FORMATS.md#node-spec-strings).
    boolean hasPrev = prev != null && prev.shiftRight(24).signum() > 0;
    assertEquals(
        hasPrev ? Optional.of(prev.longValueExact()) : Optional.empty(),
        parsed.getNodePrev().map(Scru64Id::toLong));
    String canonical =
        (hasPrev ? match.group(1).toLowerCase(Locale.ROOT) : Long.toString(nodeId)) + "/" + size;
    assertEquals(canonical, parsed.toString());
    Scru64NodeSpec reparsed = Scru64NodeSpec.parse(canonical);
    assertEquals(parsed, reparsed);
    assertEquals(parsed.hashCode(), reparsed.hashCode());
  }

  /** The value of 12 ASCII Base36 digits of either case, which the grammar has checked. */
  private static BigInteger base36(String digits) {
    BigInteger value = BigInteger.ZERO;
    for (int i = 0; i < digits.length(); i++) {
      char c = digits.charAt(i);
      int digit = c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
      value = value.multiply(BigInteger.valueOf(36)).add(BigInteger.valueOf(digit));
    }
    return value;
  }
}
