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
 * The process-wide source. Each test starts unconfigured, with the system property cleared and an
 * environment of the test's choosing, so that the machine's own {@code SCRU64_NODE_SPEC} plays no
 * part.
 */
class Scru64Test {
  @BeforeEach
  void forgetTheGlobalGenerator() {
    System.clearProperty(Scru64.NODE_SPEC_PROPERTY);
    Scru64.resetForTests(name -> null);
  }

  @AfterEach
  void restoreTheEnvironment() {
    System.clearProperty(Scru64.NODE_SPEC_PROPERTY);
    Scru64.resetForTests(System::getenv);
  }

  @Test
  void initializeConfiguresOnceAndNeverOverrides() {
    // The references' documentation example.
    assertTrue(Scru64.initialize(Scru64NodeSpec.parse("0xb00/12")));
    assertEquals("2816/12", Scru64.getNodeSpec().toString());
    assertFalse(Scru64.initialize(Scru64NodeSpec.parse("0u2r85hm2pt3/16")));
    assertEquals(2816, Scru64.getNodeSpec().getNodeId());
    assertEquals(12, Scru64.getNodeSpec().getNodeIdSize());
    assertEquals("2816/12", Scru64.getNodeSpec().toString());
    assertEquals(2816, Scru64.generate().getNodeCtr() >>> 12);
  }

  @Test
  void initializeDoesNotOverrideTheEnvironmentOnceUsed() {
    Scru64.resetForTests(Map.of(Scru64.NODE_SPEC_ENV, "42/8")::get);
    assertEquals(42, Scru64.generate().getNodeCtr() >>> 16);
    assertFalse(Scru64.initialize(Scru64NodeSpec.parse("0xb00/12")));
    assertEquals(42, Scru64.generate().getNodeCtr() >>> 16);
  }

  @Test
  void environmentVariableConfiguresAtFirstUse() {
    // The references' global generator test: SCRU64_NODE_SPEC=42/8, then increasing IDs.
    Scru64.resetForTests(Map.of(Scru64.NODE_SPEC_ENV, "42/8")::get);
    Scru64NodeSpec spec = Scru64.getNodeSpec();
    assertEquals(42, spec.getNodeId());
    assertEquals(8, spec.getNodeIdSize());
    assertEquals("42/8", spec.toString());

    Scru64Id prev = Scru64.generate();
    String prevText = Scru64.generateString();
    assertTrue(prev.toString().compareTo(prevText) < 0);
    for (int i = 0; i < 10_000; i++) {
      Scru64Id curr = Scru64.generate();
      assertTrue(prev.compareTo(curr) < 0);
      assertEquals(42, curr.getNodeCtr() >>> 16);
      prev = curr;
      String text = Scru64.generateString();
      assertTrue(prevText.compareTo(text) < 0);
      prevText = text;
    }
    assertEquals(Scru64Id.fromString(prevText) + "/8", Scru64.getNodeSpec().toString());
  }

  @Test
  void systemPropertyWinsOverTheEnvironmentVariable() {
    Scru64.resetForTests(Map.of(Scru64.NODE_SPEC_ENV, "42/8")::get);
    System.setProperty(Scru64.NODE_SPEC_PROPERTY, "0xb00/12");
    assertEquals("2816/12", Scru64.getNodeSpec().toString());
    assertEquals(2816, Scru64.generate().getNodeCtr() >>> 12);
  }

  @Test
  void systemPropertyAloneConfigures() {
    System.setProperty(Scru64.NODE_SPEC_PROPERTY, "0u2r85hm2pt3/16");
    Scru64Id last = Scru64Id.fromString("0u2r85hm2pt3");
    assertEquals(11001, Scru64.getNodeSpec().getNodeId());
    // The clock is far past that 2023 ID, so the next one is in a later tick.
    Scru64Id next = Scru64.generate();
    assertTrue(last.compareTo(next) < 0);
    assertEquals(11001, next.getNodeCtr() >>> 8);
  }

  @Test
  void missingConfigurationFailsSayingHowToConfigure() {
    IllegalStateException e = assertThrows(IllegalStateException.class, Scru64::generate);
    assertEquals(
        "SCRU64 global generator not configured: set the SCRU64_NODE_SPEC environment variable or"
            + " the sortid.scru64.nodeSpec system property to a node spec such as 42/8, or call"
            + " Scru64.initialize(Scru64NodeSpec.parse(\"42/8\")) before the first ID",
        e.getMessage());
    assertThrows(IllegalStateException.class, Scru64::generateString);
    assertThrows(IllegalStateException.class, Scru64::getNodeSpec);

    // A failed first use leaves the generator unconfigured.
    assertTrue(Scru64.initialize(Scru64NodeSpec.parse("42/8")));
  }

  @Test
  void invalidConfigurationFailsNamingItsSource() {
    Scru64.resetForTests(Map.of(Scru64.NODE_SPEC_ENV, "42/800")::get);
    IllegalStateException e = assertThrows(IllegalStateException.class, Scru64::generate);
    assertEquals(
        "could not read config from SCRU64_NODE_SPEC env var: invalid node spec: nodeIdSize out of"
            + " range: 800 (expected 1 to 23)",
        e.getMessage());
    assertInstanceOf(IllegalArgumentException.class, e.getCause());

    System.setProperty(Scru64.NODE_SPEC_PROPERTY, " 42/8");
    e = assertThrows(IllegalStateException.class, Scru64::generate);
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

    assertTrue(Scru64.initialize(source));
    assertFalse(Scru64.initialize(Scru64NodeSpec.parse("42/8")));
    assertFalse(Scru64.initialize(new Scru64Generator(Scru64NodeSpec.parse("42/8"))));

    assertEquals(first.toLong() + 1, Scru64.generate().toLong());
    assertEquals(Scru64Id.fromLong(first.toLong() + 2).toString(), Scru64.generateString());
    assertEquals(Scru64Id.fromLong(first.toLong() + 2) + "/4", Scru64.getNodeSpec().toString());
  }

  @Test
  void aGeneratorIsASource() {
    Scru64Generator generator = new Scru64Generator(Scru64NodeSpec.parse("42/8"));
    assertTrue(Scru64.initialize(generator));
    Scru64Id id = Scru64.generate();
    assertEquals(id + "/8", generator.getNodeSpec().toString());
    assertEquals(generator.getNodeSpec(), Scru64.getNodeSpec());
  }
}
