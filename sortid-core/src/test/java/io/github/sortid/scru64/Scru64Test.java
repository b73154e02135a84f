package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The process-wide source, as {@link Scru64} keeps it: each test has a state of its own, {@link
 * Scru64Global}, unconfigured, with the system property cleared and an environment of the test's
 * choosing, so that the machine's own {@code SCRU64_NODE_SPEC} plays no part.
 */
class Scru64Test {
  private Scru64Global global = new Scru64Global(name -> null);

  @BeforeEach
  @AfterEach
  void clearTheSystemProperty() {
    System.clearProperty(Scru64.NODE_SPEC_PROPERTY);
  }

  @Test
  void initializeConfiguresOnceAndNeverOverrides() {
    // The references' documentation example.
    assertTrue(global.initialize(new Scru64Generator(Scru64NodeSpec.parse("0xb00/12"))));
    assertEquals("2816/12", global.source().getNodeSpec().toString());
    assertFalse(global.initialize(new Scru64Generator(Scru64NodeSpec.parse("0u2r85hm2pt3/16"))));
    assertEquals(2816, global.source().getNodeSpec().getNodeId());
    assertEquals(12, global.source().getNodeSpec().getNodeIdSize());
    assertEquals("2816/12", global.source().getNodeSpec().toString());
    assertEquals(2816, global.source().generate().getNodeCtr() >>> 12);
  }

  @Test
  void initializeDoesNotOverrideTheEnvironmentOnceUsed() {
    global = new Scru64Global(Map.of(Scru64.NODE_SPEC_ENV, "42/8")::get);
    assertEquals(42, global.source().generate().getNodeCtr() >>> 16);
    assertFalse(global.initialize(new Scru64Generator(Scru64NodeSpec.parse("0xb00/12"))));
    assertEquals(42, global.source().generate().getNodeCtr() >>> 16);
  }

  @Test
  void environmentVariableConfiguresAtFirstUse() {
    // The references' global generator test: SCRU64_NODE_SPEC=42/8, then increasing IDs.
    global = new Scru64Global(Map.of(Scru64.NODE_SPEC_ENV, "42/8")::get);
    Scru64NodeSpec spec = global.source().getNodeSpec();
    assertEquals(42, spec.getNodeId());
    assertEquals(8, spec.getNodeIdSize());
    assertEquals("42/8", spec.toString());

    Scru64Id prev = global.source().generate();
    String prevText = global.source().generateString();
    assertTrue(prev.toString().compareTo(prevText) < 0);
    for (int i = 0; i < 10_000; i++) {
      Scru64Id curr = global.source().generate();
      assertTrue(prev.compareTo(curr) < 0);
      assertEquals(42, curr.getNodeCtr() >>> 16);
      prev = curr;
      String text = global.source().generateString();
      assertTrue(prevText.compareTo(text) < 0);
      prevText = text;
    }
    assertEquals(Scru64Id.fromString(prevText) + "/8", global.source().getNodeSpec().toString());
  }

  @Test
  void systemPropertyWinsOverTheEnvironmentVariable() {
    global = new Scru64Global(Map.of(Scru64.NODE_SPEC_ENV, "42/8")::get);
    System.setProperty(Scru64.NODE_SPEC_PROPERTY, "0xb00/12");
    assertEquals("2816/12", global.source().getNodeSpec().toString());
    assertEquals(2816, global.source().generate().getNodeCtr() >>> 12);
  }

  @Test
  void systemPropertyAloneConfigures() {
    System.setProperty(Scru64.NODE_SPEC_PROPERTY, "0u2r85hm2pt3/16");
    Scru64Id last = Scru64Id.fromString("0u2r85hm2pt3");
    assertEquals(11001, global.source().getNodeSpec().getNodeId());
    // The clock is far past that 2023 ID, so the next one is in a later tick.
    Scru64Id next = global.source().generate();
    assertTrue(last.compareTo(next) < 0);
    assertEquals(11001, next.getNodeCtr() >>> 8);
  }

  @Test
  void missingConfigurationFailsSayingHowToConfigure() {
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> global.source().generate());
    assertEquals(
        "SCRU64 global generator not configured: set the SCRU64_NODE_SPEC environment variable or"
            + " the sortid.scru64.nodeSpec system property to a node spec such as 42/8, or call"
            + " Scru64.initialize(Scru64NodeSpec.parse(\"42/8\")) before the first ID",
        e.getMessage());
    assertThrows(IllegalStateException.class, () -> global.source().generateString());
    assertThrows(IllegalStateException.class, () -> global.source().getNodeSpec());

    // A failed first use leaves the generator unconfigured.
    assertTrue(global.initialize(new Scru64Generator(Scru64NodeSpec.parse("42/8"))));
  }

  @Test
  void invalidConfigurationFailsNamingItsSource() {
    global = new Scru64Global(Map.of(Scru64.NODE_SPEC_ENV, "42/800")::get);
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> global.source().generate());
    assertEquals(
        "could not read config from SCRU64_NODE_SPEC env var: invalid node spec: nodeIdSize out of"
            + " range: 800 (expected 1 to 23)",
        e.getMessage());
    assertInstanceOf(IllegalArgumentException.class, e.getCause());

    System.setProperty(Scru64.NODE_SPEC_PROPERTY, " 42/8");
    e = assertThrows(IllegalStateException.class, () -> global.source().generate());
    assertTrue(
        e.getMessage()
            .startsWith(
                "could not read config from system property sortid.scru64.nodeSpec: invalid node"
                    + " spec: invalid character ' ' at 0"),
        e.getMessage());
  }

  @Test
  void nullSpecOrSourceIsRejected() {
    assertThrows(NullPointerException.class, () -> Scru64.initialize((Scru64NodeSpec) null));
    assertThrows(NullPointerException.class, () -> Scru64.initialize((Scru64Source) null));
  }

  @Test
  void initializeWithASourceMakesItTheGlobalOneOnce() {
    Scru64Id first = Scru64Id.fromParts(6554405805L, 5 << 20);
    Scru64Source source =
        new Scru64Source() {
          private Scru64Id last = first;

          @Override
          public synchronized Scru64Id generate() {
            last = Scru64Id.fromLong(last.toLong() + 1);
            return last;
          }

          @Override
          public synchronized Scru64NodeSpec getNodeSpec() {
            return Scru64NodeSpec.ofNodePrev(last, 4);
          }
        };

    assertTrue(global.initialize(source));
    assertFalse(global.initialize(new Scru64Generator(Scru64NodeSpec.parse("42/8"))));
    assertFalse(global.initialize(new Scru64Generator(Scru64NodeSpec.parse("42/8"))));

    assertEquals(first.toLong() + 1, global.source().generate().toLong());
    assertEquals(
        Scru64Id.fromLong(first.toLong() + 2).toString(), global.source().generateString());
    assertEquals(
        Scru64Id.fromLong(first.toLong() + 2) + "/4", global.source().getNodeSpec().toString());
  }

  @Test
  void aGeneratorIsASource() {
    Scru64Generator generator = new Scru64Generator(Scru64NodeSpec.parse("42/8"));
    assertTrue(global.initialize(generator));
    Scru64Id id = global.source().generate();
    assertEquals(id + "/8", generator.getNodeSpec().toString());
    assertEquals(generator.getNodeSpec(), global.source().getNodeSpec());
  }
}
