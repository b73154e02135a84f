package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sortid.IdFormatException;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The node spec vectors of the SCRU64 reference implementations, stated here. */
class Scru64NodeSpecTest {
  /**
   * Input, canonical text, node_id, node_id_size, and the initial state of a generator as an
   * integer: {@code node_id << (24 - node_id_size)} for node ID forms, the ID for node_prev forms.
   */
  static Stream<Arguments> vectors() {
    return Stream.of(
        Arguments.of("0/1", "0/1", 0, 1, 0L),
        Arguments.of("1/1", "1/1", 1, 1, 8388608L),
        Arguments.of("0/8", "0/8", 0, 8, 0L),
        Arguments.of("42/8", "42/8", 42, 8, 2752512L),
        Arguments.of("255/8", "255/8", 255, 8, 16711680L),
        Arguments.of("0/16", "0/16", 0, 16, 0L),
        Arguments.of("334/16", "334/16", 334, 16, 85504L),
        Arguments.of("65535/16", "65535/16", 65535, 16, 16776960L),
        Arguments.of("0/23", "0/23", 0, 23, 0L),
        Arguments.of("123456/23", "123456/23", 123456, 23, 246912L),
        Arguments.of("8388607/23", "8388607/23", 8388607, 23, 16777214L),
        Arguments.of("0x0/1", "0/1", 0, 1, 0L),
        Arguments.of("0x1/1", "1/1", 1, 1, 8388608L),
        Arguments.of("0xb/8", "11/8", 11, 8, 720896L),
        Arguments.of("0x8f/8", "143/8", 143, 8, 9371648L),
        Arguments.of("0xd7/8", "215/8", 215, 8, 14090240L),
        Arguments.of("0xbaf/16", "2991/16", 2991, 16, 765696L),
        Arguments.of("0x10fa/16", "4346/16", 4346, 16, 1112576L),
        Arguments.of("0xcc83/16", "52355/16", 52355, 16, 13402880L),
        Arguments.of("0xc8cd1/23", "822481/23", 822481, 23, 1644962L),
        Arguments.of("0x26eff5/23", "2551797/23", 2551797, 23, 5103594L),
        Arguments.of("0x7c6bc4/23", "8154052/23", 8154052, 23, 16308104L),
        Arguments.of("v0rbps7ay8ks/1", "v0rbps7ay8ks/1", 0, 1, 4083047990644975084L),
        Arguments.of("v0rbps7ay8ks/8", "v0rbps7ay8ks/8", 68, 8, 4083047990644975084L),
        Arguments.of("v0rbps7ay8ks/16", "v0rbps7ay8ks/16", 17445, 16, 4083047990644975084L),
        Arguments.of("v0rbps7ay8ks/23", "v0rbps7ay8ks/23", 2233078, 23, 4083047990644975084L),
        Arguments.of("z0jndjt42op2/1", "z0jndjt42op2/1", 1, 1, 4608755221037281670L),
        Arguments.of("z0jndjt42op2/8", "z0jndjt42op2/8", 167, 8, 4608755221037281670L),
        Arguments.of("z0jndjt42op2/16", "z0jndjt42op2/16", 42865, 16, 4608755221037281670L),
        Arguments.of("z0jndjt42op2/23", "z0jndjt42op2/23", 5486787, 23, 4608755221037281670L),
        Arguments.of("f2bembkd4zrb/1", "f2bembkd4zrb/1", 1, 1, 1982796278763797255L),
        Arguments.of("f2bembkd4zrb/8", "f2bembkd4zrb/8", 174, 8, 1982796278763797255L),
        Arguments.of("f2bembkd4zrb/16", "f2bembkd4zrb/16", 44731, 16, 1982796278763797255L),
        Arguments.of("f2bembkd4zrb/23", "f2bembkd4zrb/23", 5725571, 23, 1982796278763797255L),
        Arguments.of("mkg0fd5p76pp/1", "mkg0fd5p76pp/1", 0, 1, 2970426816743119549L),
        Arguments.of("mkg0fd5p76pp/8", "mkg0fd5p76pp/8", 68, 8, 2970426816743119549L),
        Arguments.of("mkg0fd5p76pp/16", "mkg0fd5p76pp/16", 17562, 16, 2970426816743119549L),
        Arguments.of("mkg0fd5p76pp/23", "mkg0fd5p76pp/23", 2248030, 23, 2970426816743119549L));
  }

  private static boolean isNodePrevForm(String input) {
    return input.indexOf('/') == 12;
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void parsedSpecHasTheRowsValues(
      String input, String canonical, int nodeId, int nodeIdSize, long initialState) {
    Scru64NodeSpec spec = Scru64NodeSpec.parse(input);
    assertEquals(nodeId, spec.getNodeId());
    assertEquals(nodeIdSize, spec.getNodeIdSize());
    assertEquals(canonical, spec.toString());
    if (isNodePrevForm(input)) {
      assertEquals(Optional.of(Scru64Id.fromLong(initialState)), spec.getNodePrev());
    } else {
      assertEquals(Optional.empty(), spec.getNodePrev());
      assertEquals(initialState, (long) nodeId << (24 - nodeIdSize));
    }
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void canonicalTextParsesToAnEqualSpec(
      String input, String canonical, int nodeId, int nodeIdSize, long initialState) {
    Scru64NodeSpec spec = Scru64NodeSpec.parse(input);
    Scru64NodeSpec again = Scru64NodeSpec.parse(canonical);
    assertEquals(spec, again);
    assertEquals(spec.hashCode(), again.hashCode());
    assertEquals(canonical, again.toString());
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void factoriesMakeTheSameSpecs(
      String input, String canonical, int nodeId, int nodeIdSize, long initialState) {
    // ofNodePrev of the initial state prints the canonical column for every row, as in the
    // references: a timestamp-0 state prints in the node ID form.
    Scru64NodeSpec withPrev =
        Scru64NodeSpec.ofNodePrev(Scru64Id.fromLong(initialState), nodeIdSize);
    assertEquals(canonical, withPrev.toString());
    assertEquals(nodeId, withPrev.getNodeId());
    assertEquals(Scru64NodeSpec.parse(input), withPrev);

    Scru64NodeSpec withId = Scru64NodeSpec.ofNodeId(nodeId, nodeIdSize);
    assertEquals(nodeId, withId.getNodeId());
    assertEquals(nodeIdSize, withId.getNodeIdSize());
    assertEquals(Optional.empty(), withId.getNodePrev());
    if (!isNodePrevForm(input)) {
      assertEquals(canonical, withId.toString());
      assertEquals(withPrev, withId);
    }
  }

  @Test
  void documentationExamples() {
    Scru64NodeSpec a = Scru64NodeSpec.parse("42/8");
    assertEquals(42, a.getNodeId());
    assertEquals(8, a.getNodeIdSize());
    assertEquals(Optional.empty(), a.getNodePrev());

    Scru64NodeSpec b = Scru64NodeSpec.parse("0xb00/12");
    assertEquals(2816, b.getNodeId());
    assertEquals(12, b.getNodeIdSize());
    assertEquals(Optional.empty(), b.getNodePrev());
    assertEquals("2816/12", b.toString());

    Scru64NodeSpec c = Scru64NodeSpec.parse("0u2r85hm2pt3/16");
    assertEquals(11001, c.getNodeId());
    assertEquals(16, c.getNodeIdSize());
    assertEquals(Optional.of(Scru64Id.fromString("0u2r85hm2pt3")), c.getNodePrev());
    assertEquals("Optional[0u2r85hm2pt3]", c.getNodePrev().toString());
  }

  @Test
  void otherValidForms() {
    assertEquals("2816/12", Scru64NodeSpec.parse("0XB00/12").toString());
    assertEquals("42/8", Scru64NodeSpec.parse("00000042/008").toString());
    assertEquals("8388607/23", Scru64NodeSpec.parse("0x7fffff/23").toString());
    // A 12-character left part is an ID, even when it is all decimal digits.
    Scru64NodeSpec digits = Scru64NodeSpec.parse("000000000042/8");
    assertEquals(Optional.empty(), digits.getNodePrev());
    assertEquals(0, digits.getNodeId());
    Scru64NodeSpec uppercase = Scru64NodeSpec.parse("0U2R85HM2PT3/16");
    assertEquals("0u2r85hm2pt3/16", uppercase.toString());
    // "0x" followed by ten more characters is a 12-digit ID too, not a hexadecimal node ID.
    assertEquals("0x0000000001/8", Scru64NodeSpec.parse("0x0000000001/8").toString());
  }

  @Test
  void previousIdWithTimestampZeroMarksNoPreviousId() {
    // The references print such a spec in the node ID form; equality follows the text.
    Scru64NodeSpec spec = Scru64NodeSpec.parse("00000009zldr/8");
    assertEquals("255/8", spec.toString());
    assertEquals(Optional.empty(), spec.getNodePrev());
    assertEquals(Scru64NodeSpec.ofNodeId(255, 8), spec);
    assertEquals(
        Scru64NodeSpec.parse("000000000000/8"), Scru64NodeSpec.ofNodePrev(Scru64Id.fromLong(5), 8));
  }

  @Test
  void specsDiffer() {
    assertNotEquals(Scru64NodeSpec.parse("42/8"), Scru64NodeSpec.parse("42/9"));
    assertNotEquals(Scru64NodeSpec.parse("42/8"), Scru64NodeSpec.parse("43/8"));
    assertNotEquals(Scru64NodeSpec.parse("0u2r85hm2pt3/16"), Scru64NodeSpec.parse("11001/16"));
    assertNotEquals(Scru64NodeSpec.parse("42/8"), "42/8");
  }

  /** Invalid specs and the message that says what is wrong. */
  static Stream<Arguments> invalidSpecs() {
    String forms = " (expected a form like 42/8, 0xb00/12 or 0u2r85hm2pt3/16)";
    String syntax = "invalid node spec: ";
    return Stream.of(
        // The references' cases.
        Arguments.of("", syntax + "no '/' between the node ID and the node ID size" + forms),
        Arguments.of("42", syntax + "no '/' between the node ID and the node ID size" + forms),
        Arguments.of("/8", syntax + "no node ID before '/'" + forms),
        Arguments.of("42/", syntax + "no node ID size after '/'" + forms),
        Arguments.of(" 42/8", syntax + "invalid character ' ' at 0 in the node ID" + forms),
        Arguments.of("42/8 ", syntax + "invalid character ' ' at 4 in the node ID size" + forms),
        Arguments.of(" 42/8 ", syntax + "invalid character ' ' at 0 in the node ID" + forms),
        Arguments.of("42 / 8", syntax + "invalid character ' ' at 2 in the node ID" + forms),
        Arguments.of("+42/8", syntax + "invalid character '+' at 0 in the node ID" + forms),
        Arguments.of("42/+8", syntax + "invalid character '+' at 3 in the node ID size" + forms),
        Arguments.of("-42/8", syntax + "invalid character '-' at 0 in the node ID" + forms),
        Arguments.of("42/-8", syntax + "invalid character '-' at 3 in the node ID size" + forms),
        Arguments.of("ab/8", syntax + "invalid character 'a' at 0 in the node ID" + forms),
        Arguments.of("1/2/3", syntax + "more than one '/'" + forms),
        Arguments.of("0/0", syntax + "nodeIdSize out of range: 0 (expected 1 to 23)"),
        Arguments.of("0/24", syntax + "nodeIdSize out of range: 24 (expected 1 to 23)"),
        Arguments.of("8/1", syntax + "nodeId out of range: 8 (expected 0 to 1 for nodeIdSize 1)"),
        Arguments.of(
            "1024/8", syntax + "nodeId out of range: 1024 (expected 0 to 255 for nodeIdSize 8)"),
        Arguments.of(
            "0000000000001/8",
            syntax
                + "node ID has 13 characters (expected 1 to 8 decimal digits, or 12 for an ID)"
                + forms),
        Arguments.of(
            "1/0016",
            syntax + "node ID size has 4 characters (expected 1 to 3 decimal digits)" + forms),
        Arguments.of("42/800", syntax + "nodeIdSize out of range: 800 (expected 1 to 23)"),
        // The PHP port's extra cases.
        Arguments.of("42/0", syntax + "nodeIdSize out of range: 0 (expected 1 to 23)"),
        Arguments.of("42/24", syntax + "nodeIdSize out of range: 24 (expected 1 to 23)"),
        Arguments.of(
            "256/8", syntax + "nodeId out of range: 256 (expected 0 to 255 for nodeIdSize 8)"),
        Arguments.of(
            "0xzz/8", syntax + "invalid character 'z' at 2 in the hexadecimal node ID" + forms),
        // Further corners of the grammar.
        Arguments.of("0x/8", syntax + "no hexadecimal digits after 0x" + forms),
        Arguments.of(
            "0x+1/8", syntax + "invalid character '+' at 2 in the hexadecimal node ID" + forms),
        Arguments.of(
            "0x1234567/23", syntax + "hexadecimal node ID has 7 digits (expected 1 to 6)" + forms),
        Arguments.of(
            "123456789/23",
            syntax
                + "node ID has 9 characters (expected 1 to 8 decimal digits, or 12 for an ID)"
                + forms),
        Arguments.of(
            "0xffffff/23",
            syntax + "nodeId out of range: 16777215 (expected 0 to 8388607 for nodeIdSize 23)"),
        Arguments.of(
            "\uff14\uff12/8", syntax + "invalid character '\uff14' at 0 in the node ID" + forms),
        Arguments.of(
            "42/\u0668", syntax + "invalid character '\u0668' at 3 in the node ID size" + forms),
        Arguments.of("42\\8", syntax + "no '/' between the node ID and the node ID size" + forms),
        Arguments.of("0u2r85hm2pt3/24", syntax + "nodeIdSize out of range: 24 (expected 1 to 23)"),
        // Longer than any node spec: rejected before it is read.
        Arguments.of("0u2r85hm2pt3/016 ", syntax + "text of 17 characters (at most 16)" + forms));
  }

  @ParameterizedTest
  @MethodSource("invalidSpecs")
  void invalidSpecIsRejectedSayingWhatIsWrong(String spec, String message) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.parse(spec));
    assertEquals(message, e.getMessage());
  }

  @Test
  void invalidPreviousIdIsRejectedWithTheIdError() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.parse("0u3w_p5q7ta7/8"));
    assertEquals(
        "invalid node spec: invalid previous ID: invalid digit '_' at 4"
            + " (expected a form like 42/8, 0xb00/12 or 0u2r85hm2pt3/16)",
        e.getMessage());
    IdFormatException cause = assertInstanceOf(IdFormatException.class, e.getCause());
    assertEquals(4, cause.getErrorIndex());
  }

  @Test
  void factoriesRejectOutOfRangeArgumentsNamingThem() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.ofNodeId(-1, 8));
    assertEquals("nodeId out of range: -1 (expected 0 to 255 for nodeIdSize 8)", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.ofNodeId(256, 8));
    assertEquals("nodeId out of range: 256 (expected 0 to 255 for nodeIdSize 8)", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.ofNodeId(0, 0));
    assertEquals("nodeIdSize out of range: 0 (expected 1 to 23)", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.ofNodeId(1024, 24));
    assertEquals("nodeIdSize out of range: 24 (expected 1 to 23)", e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class, () -> Scru64NodeSpec.ofNodePrev(Scru64Id.MAX, 24));
    assertEquals("nodeIdSize out of range: 24 (expected 1 to 23)", e.getMessage());
    assertThrows(NullPointerException.class, () -> Scru64NodeSpec.ofNodePrev(null, 8));
    assertThrows(NullPointerException.class, () -> Scru64NodeSpec.parse(null));
  }
}
