package io.github.sortid.jacksontest;

import static io.github.sortid.jacksontest.Fixtures.boxOf;
import static io.github.sortid.jacksontest.Fixtures.listOf;
import static io.github.sortid.jacksontest.Fixtures.mapOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import io.github.sortid.jacksontest.Fixtures.Box;
import io.github.sortid.jacksontest.JacksonAdapter.Codec;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A map key is the ID's text, as the value is; two keys of one JSON object that are texts of the
 * same ID fail rather than one silently replacing the other.
 */
public interface MapKeyContract extends ModuleContract {
  /**
   * Writes and reads keys, in the canonical text and in the UUID form.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void roundTripsMapKeys(Vector v) throws Exception {
    Codec json = json();
    Codec uuidJson = uuidJson();
    Type type = mapOf(v.type().javaType(), Integer.class);
    Map<Object, Integer> map = Map.of(v.id(), 1);
    String uuidText = v.uuid() != null ? v.uuid() : v.text();
    assertEquals("{\"" + v.text() + "\":1}", json.text(map));
    assertEquals(map, json.read(json.text(map), type));
    assertEquals("{\"" + uuidText + "\":1}", uuidJson.text(map));
    assertEquals(map, uuidJson.read(uuidJson.text(map), type));
    assertEquals(map, uuidJson.read(json.text(map), type));
    assertEquals(map, json.read("{\"" + v.otherText() + "\":1}", type));
  }

  /**
   * Rejects a bad key with the map's path, sortid's message and the parser's exception.
   *
   * @param v the format's vector
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void rejectsABadMapKeyWithItsPath(Vector v) {
    String bad = v.withBadDigit();
    Exception e =
        readFails(
            json(),
            "{\"value\":{\"" + bad + "\":null}}",
            boxOf(mapOf(v.type().javaType(), Integer.class)));
    assertInstanceOf(jackson().invalidFormatException(), e);
    assertTrue(jackson().pathReference(e).endsWith("[\"value\"]"), jackson().pathReference(e));
    IdFormatException cause = assertInstanceOf(IdFormatException.class, e.getCause());
    assertTrue(e.getMessage().startsWith(v.type().invalidInput(bad, cause)), e.getMessage());
  }

  /**
   * Rejects two keys that are different texts of one ID, naming both.
   *
   * @param v the format's vector
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void rejectsTwoTextsOfOneIdAsKeys(Vector v) {
    Type type = boxOf(mapOf(v.type().javaType(), Integer.class));
    assertCollide(json(), type, v.text(), v.otherText(), v.type());
    if (v.uuid() != null) {
      assertCollide(uuidJson(), type, v.uuid(), v.text(), v.type());
    }
  }

  private void assertCollide(Codec codec, Type type, String first, String second, IdType<?> id) {
    String content = "{\"value\":{\"" + first + "\":1,\"" + second + "\":2}}";
    Exception e = readFails(codec, content, type);
    assertInstanceOf(jackson().mismatchedInputException(), e);
    assertTrue(jackson().pathReference(e).endsWith("[\"value\"]"), jackson().pathReference(e));
    String expected =
        "duplicate map key: "
            + IdType.quote(second)
            + " is the same "
            + id.displayName()
            + " value as "
            + IdType.quote(first);
    assertTrue(e.getMessage().startsWith(expected), e.getMessage());
  }

  /**
   * Leaves a key repeated with the very same text to Jackson, as for any map: the last value wins.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void leavesARepeatedTextToJackson(Vector v) throws Exception {
    String content = "{\"" + v.text() + "\":1,\"" + v.text() + "\":2}";
    assertEquals(
        Map.of(v.id(), 2), json().read(content, mapOf(v.type().javaType(), Integer.class)));
  }

  /**
   * Compares the keys of one JSON object only, not those of sibling or nested maps.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void comparesTheKeysOfOneObjectOnly(Vector v) throws Exception {
    Class<?> type = v.type().javaType();
    Type inner = mapOf(type, Integer.class);
    String siblings = "[{\"" + v.text() + "\":1},{\"" + v.otherText() + "\":2}]";
    assertEquals(
        List.of(Map.of(v.id(), 1), Map.of(v.id(), 2)), json().read(siblings, listOf(inner)));
    String nested = "{\"" + v.text() + "\":{\"" + v.otherText() + "\":1},\"x\":null}";
    Exception e = readFails(json(), nested, mapOf(type, inner));
    assertInstanceOf(jackson().invalidFormatException(), e);
    assertTrue(e.getMessage().startsWith("\"x\" is not a valid"), e.getMessage());
    String deep = "{\"" + v.text() + "\":{\"" + v.otherText() + "\":1,\"" + v.text() + "\":2}}";
    e = readFails(json(), deep, mapOf(type, inner));
    assertInstanceOf(jackson().mismatchedInputException(), e);
    Object read =
        json()
            .read(
                "{\"value\":{\"" + v.text() + "\":{\"" + v.otherText() + "\":1}}}",
                boxOf(mapOf(type, inner)));
    assertEquals(new Box<>(Map.of(v.id(), Map.of(v.id(), 1))), read);
  }
}
