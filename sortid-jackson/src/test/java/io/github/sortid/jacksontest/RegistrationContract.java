package io.github.sortid.jacksontest;

import static io.github.sortid.jacksontest.Fixtures.binaryBoxOf;
import static io.github.sortid.jacksontest.Fixtures.mapOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.sortid.jacksontest.Fixtures.BinaryBox;
import io.github.sortid.jacksontest.JacksonAdapter.Codec;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The module is found through its service file, serves every format of sortid's own classes, and
 * leaves the JDK's classes to Jackson.
 */
public interface RegistrationContract extends ModuleContract {
  /** Runs against the Jackson version the build names, where it names one. */
  @Test
  default void runsAgainstTheJacksonVersionTheBuildNames() {
    String expected = System.getProperty("sortid.test.jackson.version");
    assumeTrue(expected != null, "set by the build");
    assertEquals(expected, jackson().databindVersion());
    assertEquals(expected, jackson().coreVersion());
  }

  /**
   * A mapper that finds its modules through their service files reads and writes like one the
   * module was registered with by hand.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void aMapperFindsTheModuleThroughItsServiceFile(Vector v) throws Exception {
    Codec discovered = jackson().discovered();
    assertEquals(json().text(v.id()), discovered.text(v.id()));
    assertEquals(v.id(), discovered.read(json().text(v.id()), v.type().javaType()));
    Map<Object, Integer> map = Map.of(v.id(), 1);
    assertEquals(
        map, discovered.read(discovered.text(map), mapOf(v.type().javaType(), Integer.class)));
    BinaryBox<Object> binary = new BinaryBox<>(v.id());
    assertEquals(
        binary, discovered.read(discovered.text(binary), binaryBoxOf(v.type().javaType())));
  }

  /**
   * Leaves {@code java.util.UUID} to Jackson, as a value and as a key, whatever its version: the
   * module serves sortid's own classes only.
   *
   * @throws Exception if the mapper fails
   */
  @Test
  default void leavesUuidToJackson() throws Exception {
    UUID uuid = UUID.fromString("3f2504e0-4f89-41d3-9a0c-0305e82c3301");
    for (Codec codec : new Codec[] {json(), uuidJson()}) {
      assertEquals("\"" + uuid + "\"", codec.text(uuid));
      assertEquals(uuid, codec.read("\"" + uuid + "\"", UUID.class));
      Map<UUID, Integer> map = Map.of(uuid, 1);
      assertEquals(map, codec.read(codec.text(map), mapOf(UUID.class, Integer.class)));
    }
  }
}
