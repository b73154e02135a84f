package io.github.sortid.jacksontest;

import static io.github.sortid.jacksontest.Fixtures.binaryBoxOf;
import static io.github.sortid.jacksontest.Fixtures.boxOf;
import static io.github.sortid.jacksontest.Fixtures.listOf;
import static io.github.sortid.jacksontest.Fixtures.mapOf;
import static io.github.sortid.jacksontest.Fixtures.optionalOf;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.jacksontest.Fixtures.BinaryBox;
import io.github.sortid.jacksontest.Fixtures.Box;
import io.github.sortid.jacksontest.JacksonAdapter.Codec;
import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** An ID is its canonical text, wherever it stands: root, property, container, and null is null. */
public interface TextContract extends ModuleContract {
  /**
   * Writes the canonical text and reads it back, as a root value and as a property.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void roundTripsTheCanonicalText(Vector v) throws Exception {
    Codec json = json();
    assertEquals('"' + v.text() + '"', json.text(v.id()));
    assertEquals(v.id(), json.read('"' + v.text() + '"', v.type().javaType()));
    assertEquals("{\"value\":\"" + v.text() + "\"}", json.text(new Box<>(v.id())));
    assertEquals(
        new Box<>(v.id()),
        json.read("{\"value\":\"" + v.text() + "\"}", boxOf(v.type().javaType())));
  }

  /**
   * Reads any text the format's parser accepts: another case, ULID's aliases.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void readsWhatTheParserAccepts(Vector v) throws Exception {
    assertEquals(v.id(), json().read('"' + v.otherText() + '"', v.type().javaType()));
  }

  /**
   * Reads and writes IDs in lists, arrays, optionals and map values, nulls among them.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void roundTripsContainers(Vector v) throws Exception {
    Codec json = json();
    Class<?> type = v.type().javaType();
    Object min = v.type().fromBytes(new byte[v.type().byteLength()]);
    String minText = v.textOf(min);
    List<Object> list = Arrays.asList(v.id(), null, min);
    String listText = "[\"" + v.text() + "\",null,\"" + minText + "\"]";
    assertEquals(listText, json.text(list));
    assertEquals(list, json.read(listText, listOf(type)));
    Object array = Array.newInstance(type, 3);
    Array.set(array, 0, v.id());
    Array.set(array, 2, min);
    assertEquals(listText, json.text(array));
    assertArrayEquals((Object[]) array, (Object[]) json.read(listText, type.arrayType()));
    assertEquals(Optional.of(v.id()), json.read('"' + v.text() + '"', optionalOf(type)));
    Map<String, Object> map = new LinkedHashMap<>();
    map.put("a", v.id());
    map.put("b", null);
    String mapText = "{\"a\":\"" + v.text() + "\",\"b\":null}";
    assertEquals(mapText, json.text(map));
    assertEquals(map, json.read(mapText, mapOf(String.class, type)));
    assertEquals(List.of(), json.read("[]", listOf(type)));
  }

  /**
   * Maps JSON null and a missing property to null.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void mapsNullToNull(Vector v) throws Exception {
    Codec json = json();
    assertEquals("{\"value\":null}", json.text(new Box<>(null)));
    assertEquals(new Box<>(null), json.read("{\"value\":null}", boxOf(v.type().javaType())));
    assertEquals(new Box<>(null), json.read("{}", boxOf(v.type().javaType())));
    assertNull(json.read("null", v.type().javaType()));
  }

  /**
   * Reads an empty string as null, as Jackson reads it for {@code UUID}, in either form.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void readsAnEmptyStringAsNullByDefault(Vector v) throws Exception {
    for (Codec codec : List.of(json(), uuidJson())) {
      assertEquals(new Box<>(null), codec.read("{\"value\":\"\"}", boxOf(v.type().javaType())));
      assertNull(codec.read("\"\"", v.type().javaType()));
      assertEquals(
          new BinaryBox<>(null), codec.read("{\"value\":\"\"}", binaryBoxOf(v.type().javaType())));
    }
  }

  /**
   * Fails on an empty string where the coercion settings say so.
   *
   * @param v the format's vector
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void readsAnEmptyStringAsTheCoercionSettingsSay(Vector v) {
    Exception e =
        readFails(jackson().emptyStringsFail(), "{\"value\":\"\"}", boxOf(v.type().javaType()));
    assertInstanceOf(jackson().invalidFormatException(), e);
    assertTrue(jackson().pathReference(e).endsWith("[\"value\"]"), jackson().pathReference(e));
  }
}
