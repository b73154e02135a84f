package io.github.sortid.jacksontest;

import static io.github.sortid.jacksontest.Fixtures.ALL;
import static io.github.sortid.jacksontest.Fixtures.EUID;
import static io.github.sortid.jacksontest.Fixtures.EUID_TEXT;
import static io.github.sortid.jacksontest.Fixtures.EUID_UUID;
import static io.github.sortid.jacksontest.Fixtures.SCRU128;
import static io.github.sortid.jacksontest.Fixtures.SCRU128_TEXT;
import static io.github.sortid.jacksontest.Fixtures.SCRU128_UUID;
import static io.github.sortid.jacksontest.Fixtures.SCRU128_V1;
import static io.github.sortid.jacksontest.Fixtures.SCRU128_V1_TEXT;
import static io.github.sortid.jacksontest.Fixtures.SCRU64;
import static io.github.sortid.jacksontest.Fixtures.SCRU64_LONG;
import static io.github.sortid.jacksontest.Fixtures.SCRU64_TEXT;
import static io.github.sortid.jacksontest.Fixtures.ULID;
import static io.github.sortid.jacksontest.Fixtures.ULID_TEXT;
import static io.github.sortid.jacksontest.Fixtures.ULID_UUID;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.sortid.euid.Euid;
import io.github.sortid.jacksontest.Fixtures.AllTypes;
import io.github.sortid.jacksontest.Fixtures.AnyBox;
import io.github.sortid.jacksontest.Fixtures.BinaryBox;
import io.github.sortid.jacksontest.Fixtures.Box;
import io.github.sortid.jacksontest.Fixtures.Containers;
import io.github.sortid.jacksontest.Fixtures.Shapes;
import io.github.sortid.jacksontest.Fixtures.WithArray;
import io.github.sortid.jacksontest.JacksonAdapter.Codec;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import java.lang.reflect.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The tests of the Jackson module, the same for Jackson 2 and Jackson 3: a subclass in each module
 * passes its {@link JacksonAdapter}.
 */
abstract class SortidModuleSuite {
  private final JacksonAdapter jackson;
  private final Codec json;
  private final Codec uuidJson;

  SortidModuleSuite(JacksonAdapter jackson) {
    this.jackson = jackson;
    this.json = jackson.json(false);
    this.uuidJson = jackson.json(true);
  }

  /** The five types, with one ID of each. */
  enum Sample {
    SCRU128(
        Scru128Id.class,
        Fixtures.SCRU128,
        SCRU128_TEXT,
        SCRU128_UUID,
        Fixtures.SCRU128.toByteArray()),
    SCRU128_V1(
        Scru128V1Id.class,
        Fixtures.SCRU128_V1,
        SCRU128_V1_TEXT,
        null,
        Fixtures.SCRU128_V1.toByteArray()),
    SCRU64(Scru64Id.class, Fixtures.SCRU64, SCRU64_TEXT, null, Fixtures.SCRU64.toByteArray()),
    ULID(Ulid.class, Fixtures.ULID, ULID_TEXT, ULID_UUID, Fixtures.ULID.toByteArray()),
    EUID(Euid.class, Fixtures.EUID, EUID_TEXT, EUID_UUID, Fixtures.EUID.toByteArray());

    final Class<?> type;
    final Object id;
    final String text;

    /** The UUID form, or null where the type has none. */
    final String uuid;

    /** The big-endian bytes. */
    final byte[] bytes;

    Sample(Class<?> type, Object id, String text, String uuid, byte[] bytes) {
      this.type = type;
      this.id = id;
      this.text = text;
      this.uuid = uuid;
      this.bytes = bytes;
    }

    /** What the module writes when its UUID form is on. */
    String uuidFormText() {
      return uuid != null ? uuid : text;
    }

    /** The text of the type's length with one character made invalid for every type. */
    String withBadDigit() {
      return text.substring(0, text.length() - 1) + "+";
    }
  }

  // ---- the version under test

  @Test
  void runsAgainstTheJacksonVersionTheBuildNames() {
    String expected = System.getProperty("sortid.test.jackson.version");
    assumeTrue(expected != null, "set by the build");
    assertEquals(expected, jackson.databindVersion());
    assertEquals(expected, jackson.coreVersion());
  }

  // ---- canonical text

  @Test
  void writesCanonicalTextByDefault() throws Exception {
    assertEquals(
        "{\"scru128\":\""
            + SCRU128_TEXT
            + "\",\"scru128V1\":\""
            + SCRU128_V1_TEXT
            + "\",\"scru64\":\""
            + SCRU64_TEXT
            + "\",\"ulid\":\""
            + ULID_TEXT
            + "\",\"euid\":\""
            + EUID_TEXT
            + "\"}",
        write(json, ALL));
  }

  @Test
  void readsCanonicalText() throws Exception {
    assertEquals(ALL, read(json, write(json, ALL), AllTypes.class));
  }

  @ParameterizedTest
  @EnumSource(Sample.class)
  void roundTripsRootValues(Sample sample) throws Exception {
    assertEquals('"' + sample.text + '"', write(json, sample.id));
    assertEquals(sample.id, read(json, '"' + sample.text + '"', sample.type));
  }

  @Test
  void readsAnyCaseAndUlidAliases() throws Exception {
    String input =
        "{\"scru128\":\"036Z951MHJIKZIK2GSL81GR7L\",\"scru128V1\":\"00pghc1b4k0kio8k6qse6ro5ug\","
            + "\"scru64\":\"0U2R85HM2PT3\",\"ulid\":\"oiarz3ndektsv4rrffq69g5fav\","
            + "\"euid\":\"1hf7yat0000560000000000000h\"}";
    assertEquals(ALL, read(json, input, AllTypes.class));
  }

  @Test
  void readsScru64FromAJsonInteger() throws Exception {
    assertEquals(SCRU64, read(json, Long.toString(SCRU64_LONG), Scru64Id.class));
    assertEquals(Scru64Id.MAX, read(json, "4738381338321616895", Scru64Id.class));
    assertEquals(Scru64Id.MIN, read(json, "0", Scru64Id.class));
  }

  // ---- @JsonFormat

  private static Shapes shapes() {
    return new Shapes(SCRU64, SCRU64, SCRU128, SCRU128_V1, ULID, EUID, SCRU128);
  }

  @Test
  void writesTheShapesThatJsonFormatAsksFor() throws Exception {
    Base64.Encoder base64 = Base64.getEncoder();
    assertEquals(
        "{\"scru64Number\":"
            + SCRU64_LONG
            + ",\"scru64Bytes\":\""
            + base64.encodeToString(SCRU64.toByteArray())
            + "\",\"scru128Bytes\":\""
            + base64.encodeToString(SCRU128.toByteArray())
            + "\",\"scru128V1Bytes\":\""
            + base64.encodeToString(SCRU128_V1.toByteArray())
            + "\",\"ulidBytes\":\""
            + base64.encodeToString(ULID.toByteArray())
            + "\",\"euidBytes\":\""
            + base64.encodeToString(EUID.toByteArray())
            + "\",\"scru128Text\":\""
            + SCRU128_TEXT
            + "\"}",
        write(json, shapes()));
    assertEquals("{\"value\":\"AX+h2L62JQh3mNQQ+Q3+wQ==\"}", write(json, new BinaryBox<>(SCRU128)));
  }

  @Test
  void readsTheShapesThatJsonFormatAsksFor() throws Exception {
    assertEquals(shapes(), read(json, write(json, shapes()), Shapes.class));
  }

  @Test
  void writesNativeBinaryDataInCbor() throws Exception {
    Codec cbor = jackson.cbor();
    byte[] document = cbor.write(shapes());
    for (String field :
        List.of("scru64Bytes", "scru128Bytes", "scru128V1Bytes", "ulidBytes", "euidBytes")) {
      assertEquals("BINARY", cbor.nodeType(document, field), field);
    }
    assertEquals("NUMBER", cbor.nodeType(document, "scru64Number"));
    assertEquals("STRING", cbor.nodeType(document, "scru128Text"));
    assertEquals(shapes(), cbor.read(document, Shapes.class));
    // The 16 bytes themselves: a CBOR byte string of length 16 (0x50), then the bytes.
    byte[] expected = new byte[17];
    expected[0] = 0x50;
    System.arraycopy(SCRU128.toByteArray(), 0, expected, 1, 16);
    assertTrue(indexOf(document, expected) >= 0);
  }

  @Test
  void writesTextInCborByDefault() throws Exception {
    Codec cbor = jackson.cbor();
    byte[] document = cbor.write(ALL);
    assertEquals("STRING", cbor.nodeType(document, "scru128"));
    assertEquals(ALL, cbor.read(document, AllTypes.class));
  }

  @ParameterizedTest
  @EnumSource(Sample.class)
  void readsNativeBinaryDataEvenWithoutJsonFormat(Sample sample) throws Exception {
    Codec cbor = jackson.cbor();
    byte[] document = cbor.write(new AnyBox(sample.bytes));
    assertEquals(new Box<>(sample.id), cbor.read(document, boxOf(sample.type)));
  }

  // ---- the UUID form

  @Test
  void writesTheUuidFormWhereTheTypeHasOne() throws Exception {
    assertEquals(
        "{\"scru128\":\""
            + SCRU128_UUID
            + "\",\"scru128V1\":\""
            + SCRU128_V1_TEXT
            + "\",\"scru64\":\""
            + SCRU64_TEXT
            + "\",\"ulid\":\""
            + ULID_UUID
            + "\",\"euid\":\""
            + EUID_UUID
            + "\"}",
        write(uuidJson, ALL));
  }

  @Test
  void readsTheUuidFormAndTheCanonicalTextWhenTheUuidFormIsOn() throws Exception {
    assertEquals(ALL, read(uuidJson, write(uuidJson, ALL), AllTypes.class));
    assertEquals(ALL, read(uuidJson, write(json, ALL), AllTypes.class));
    assertEquals(ULID, read(uuidJson, '"' + ULID_UUID.toUpperCase() + '"', Ulid.class));
  }

  @Test
  void jsonFormatStringWritesTheCanonicalTextEvenInTheUuidForm() throws Exception {
    String written = write(uuidJson, shapes());
    assertTrue(written.endsWith("\"scru128Text\":\"" + SCRU128_TEXT + "\"}"), written);
    assertEquals(shapes(), read(uuidJson, written, Shapes.class));
  }

  @ParameterizedTest
  @EnumSource(
      value = Sample.class,
      names = {"SCRU128", "ULID", "EUID"})
  void rejectsTheUuidFormWhenItIsOff(Sample sample) {
    Exception e = readFails(json, "{\"value\":\"" + sample.uuid + "\"}", boxOf(sample.type));
    assertInstanceOf(jackson.invalidFormatException(), e);
    assertTrue(e.getMessage().contains("invalid length: 36"), e.getMessage());
  }

  @Test
  void rejectsAMalformedUuid() {
    for (String bad :
        List.of(
            "017fa1d8-beb6-2508-7798-d410f90dfecg",
            "017fa1d8-beb6-2508-7798_d410f90dfec1",
            "+17fa1d8-beb6-2508-7798-d410f90dfec1",
            "017fa1d8-beb6-2508-7798-d410f90dfe\u06611")) {
      Exception e = readFails(uuidJson, "{\"value\":\"" + bad + "\"}", boxOf(Scru128Id.class));
      assertInstanceOf(jackson.invalidFormatException(), e);
      assertTrue(e.getMessage().contains("invalid digit"), e.getMessage());
    }
    Exception e = readFails(uuidJson, "\"017fa1d8-beb6-2508-7798-d410f90dfecg\"", Scru128Id.class);
    assertTrue(e.getMessage().contains("invalid digit 'g' at 35"), e.getMessage());
  }

  // ---- map keys

  @ParameterizedTest
  @EnumSource(Sample.class)
  void roundTripsMapKeys(Sample sample) throws Exception {
    Type type = mapOf(sample.type);
    Map<Object, Integer> map = Map.of(sample.id, 1);
    assertEquals("{\"" + sample.text + "\":1}", write(json, map));
    assertEquals(map, read(json, write(json, map), type));
    assertEquals("{\"" + sample.uuidFormText() + "\":1}", write(uuidJson, map));
    assertEquals(map, read(uuidJson, write(uuidJson, map), type));
    assertEquals(map, read(uuidJson, write(json, map), type));
    assertEquals(map, read(json, "{\"" + sample.text.toLowerCase() + "\":1}", type));
  }

  @Test
  void rejectsABadMapKeyWithItsPath() {
    Exception e =
        readFails(json, "{\"map\":{\"036z951mhjikzik2gsl81gr7+\":null}}", Containers.class);
    assertInstanceOf(jackson.invalidFormatException(), e);
    assertTrue(jackson.pathReference(e).endsWith("[\"map\"]"), jackson.pathReference(e));
    assertTrue(e.getMessage().contains("invalid digit '+' at 24"), e.getMessage());
  }

  // ---- containers, records, generics, nulls

  @Test
  void roundTripsContainers() throws Exception {
    Map<Scru128Id, Scru64Id> map = new LinkedHashMap<>();
    map.put(SCRU128, SCRU64);
    map.put(Scru128Id.MAX, null);
    Containers containers =
        new Containers(
            Arrays.asList(ULID, null, Ulid.MIN), Optional.of(EUID), map, new Box<>(SCRU128_V1));
    String written = write(json, containers);
    assertEquals(
        "{\"list\":[\""
            + ULID_TEXT
            + "\",null,\"00000000000000000000000000\"],\"optional\":\""
            + EUID_TEXT
            + "\",\"map\":{\""
            + SCRU128_TEXT
            + "\":\""
            + SCRU64_TEXT
            + "\",\"f5lxx1zz5pnorynqglhzmsp33\":null},\"box\":{\"value\":\""
            + SCRU128_V1_TEXT
            + "\"}}",
        written);
    assertEquals(containers, read(json, written, Containers.class));
    Containers empty = new Containers(List.of(), Optional.empty(), Map.of(), new Box<>(null));
    assertEquals(empty, read(json, write(json, empty), Containers.class));
  }

  @Test
  void roundTripsArrays() throws Exception {
    WithArray withArray = new WithArray();
    withArray.ids = new Scru128Id[] {SCRU128, null, Scru128Id.MIN};
    String written = write(json, withArray);
    assertEquals(
        "{\"ids\":[\"" + SCRU128_TEXT + "\",null,\"0000000000000000000000000\"]}", written);
    assertArrayEquals(withArray.ids, ((WithArray) read(json, written, WithArray.class)).ids);
    assertArrayEquals(
        new Euid[] {EUID}, (Euid[]) read(json, "[\"" + EUID_TEXT + "\"]", Euid[].class));
  }

  @ParameterizedTest
  @EnumSource(Sample.class)
  void roundTripsGenericContainers(Sample sample) throws Exception {
    Box<Object> box = new Box<>(sample.id);
    assertEquals("{\"value\":\"" + sample.text + "\"}", write(json, box));
    assertEquals(box, read(json, write(json, box), boxOf(sample.type)));
    List<Object> list = Arrays.asList(sample.id, null);
    assertEquals(list, read(json, write(json, list), listOf(sample.type)));
  }

  @Test
  void mapsNullToNull() throws Exception {
    AllTypes nulls = new AllTypes(null, null, null, null, null);
    String written =
        "{\"scru128\":null,\"scru128V1\":null,\"scru64\":null,\"ulid\":null,\"euid\":null}";
    assertEquals(written, write(json, nulls));
    assertEquals(nulls, read(json, written, AllTypes.class));
    assertEquals(nulls, read(json, "{}", AllTypes.class));
    assertNull(read(json, "null", Scru128Id.class));
  }

  @Test
  void readsAnEmptyStringAsNullByDefault() throws Exception {
    String empty =
        "{\"scru128\":\"\",\"scru128V1\":\"\",\"scru64\":\"\",\"ulid\":\"\",\"euid\":\"\"}";
    assertEquals(new AllTypes(null, null, null, null, null), read(json, empty, AllTypes.class));
    assertEquals(new AllTypes(null, null, null, null, null), read(uuidJson, empty, AllTypes.class));
    assertNull(read(json, "\"\"", Scru128Id.class));
    assertEquals(new BinaryBox<>(null), read(json, "{\"value\":\"\"}", binaryBoxOf(Ulid.class)));
  }

  @ParameterizedTest
  @EnumSource(Sample.class)
  void readsAnEmptyStringAsTheCoercionSettingsSay(Sample sample) {
    Exception e = readFails(jackson.emptyStringsFail(), "{\"value\":\"\"}", boxOf(sample.type));
    assertInstanceOf(jackson.invalidFormatException(), e);
    assertTrue(jackson.pathReference(e).endsWith("[\"value\"]"), jackson.pathReference(e));
  }

  // ---- discovery

  @Test
  void aMapperFindsTheModuleThroughItsServiceFile() throws Exception {
    Codec discovered = jackson.discovered();
    assertEquals(write(json, ALL), write(discovered, ALL));
    assertEquals(ALL, read(discovered, write(json, ALL), AllTypes.class));
    Map<Scru128Id, Integer> map = Map.of(SCRU128, 1);
    assertEquals(map, read(discovered, write(discovered, map), mapOf(Scru128Id.class)));
    assertEquals(shapes(), read(discovered, write(discovered, shapes()), Shapes.class));
  }

  // ---- bad input

  @ParameterizedTest
  @EnumSource(Sample.class)
  void rejectsABadDigitWithPathReasonAndPosition(Sample sample) {
    Exception e =
        readFails(json, "{\"value\":\"" + sample.withBadDigit() + "\"}", boxOf(sample.type));
    assertInstanceOf(jackson.invalidFormatException(), e);
    assertTrue(jackson.pathReference(e).endsWith("[\"value\"]"), jackson.pathReference(e));
    String reason = "invalid digit '+' at " + (sample.text.length() - 1);
    assertTrue(e.getMessage().contains(reason), e.getMessage());
    assertTrue(e.getMessage().contains(sample.type.getName()), e.getMessage());
    assertNotNull(jackson.location(e));
  }

  @Test
  void rejectsBadTextWithSortidsReason() {
    Map<String, String> reasons = new LinkedHashMap<>();
    reasons.put("{\"scru128\":\"036z951mhjikzik2gsl81gr7\"}", "invalid length: 24 (expected 25)");
    reasons.put("{\"scru128\":\"zzzzzzzzzzzzzzzzzzzzzzzzz\"}", "out of 128-bit value range");
    reasons.put("{\"scru128V1\":\"W0PGHC1B4K0KIO8K6QSE6RO5UG\"}", "invalid digit 'W' at 0");
    reasons.put("{\"scru64\":\"0u2r85hm2pt\"}", "invalid length: 11 (expected 12)");
    reasons.put("{\"ulid\":\"81ARZ3NDEKTSV4RRFFQ69G5FAV\"}", "out of 128-bit value range");
    reasons.put("{\"ulid\":\"01ARZ3NDEKTSV4RRFFQ69G5FAU\"}", "invalid digit 'U' at 25");
    reasons.put("{\"euid\":\"1HF7YAT0000560000000000000G\"}", "check symbol mismatch");
    reasons.put("{\"euid\":\"%HF7YAT0000560000000000000H\"}", "invalid digit '%' at 0");
    reasons.put("{\"scru128\":\" 36z951mhjikzik2gsl81gr7l\"}", "invalid digit ' ' at 0");
    reasons.put("{\"scru64\":\"\\ud800u2r85hm2pt3\"}", "invalid digit '\\ud800' at 0");
    reasons.forEach(
        (input, reason) -> {
          Exception e = readFails(json, input, AllTypes.class);
          assertInstanceOf(jackson.invalidFormatException(), e, input);
          assertTrue(e.getMessage().contains(reason), e.getMessage());
        });
  }

  @Test
  void rejectsAnIntegerOutOfScru64Range() {
    for (String number :
        List.of("-1", "4738381338321616896", "9223372036854775807", "18446744073709551616")) {
      Exception e = readFails(json, "{\"scru64\":" + number + "}", AllTypes.class);
      assertInstanceOf(jackson.invalidFormatException(), e, number);
      assertTrue(jackson.pathReference(e).endsWith("[\"scru64\"]"), jackson.pathReference(e));
      assertTrue(
          e.getMessage().contains("value out of range: " + number + " (expected 0 to "),
          e.getMessage());
    }
  }

  static Stream<Arguments> wrongTokens() {
    List<Arguments> cases = new ArrayList<>();
    for (Sample sample : Sample.values()) {
      for (String token : List.of("{}", "{\"a\":1}", "true", "false", "1.5", "[]", "[\"x\"]")) {
        cases.add(Arguments.of(sample, token));
      }
      if (sample != Sample.SCRU64) {
        cases.add(Arguments.of(sample, "42"));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest
  @MethodSource("wrongTokens")
  void rejectsAWrongTokenWithMismatchedInput(Sample sample, String token) {
    Exception e = readFails(json, "{\"value\":" + token + "}", boxOf(sample.type));
    assertSame(jackson.mismatchedInputException(), e.getClass(), e.toString());
    assertTrue(jackson.pathReference(e).endsWith("[\"value\"]"), jackson.pathReference(e));
    assertTrue(e.getMessage().contains(sample.type.getName()), e.getMessage());
    assertNotNull(jackson.location(e));
  }

  @Test
  void rejectsBadBinaryData() throws Exception {
    Type type = binaryBoxOf(Scru128Id.class);
    Exception e = readFails(json, "{\"value\":\"" + SCRU128_TEXT + "\"}", type);
    assertInstanceOf(jackson.invalidFormatException(), e);
    assertTrue(jackson.pathReference(e).endsWith("[\"value\"]"), jackson.pathReference(e));
    String fifteen = Base64.getEncoder().encodeToString(new byte[15]);
    e = readFails(json, "{\"value\":\"" + fifteen + "\"}", type);
    assertInstanceOf(jackson.invalidFormatException(), e);
    assertTrue(e.getMessage().contains("invalid length: 15 bytes (expected 16)"), e.getMessage());
    Codec cbor = jackson.cbor();
    e = assertThrows(Exception.class, () -> cbor.read(cbor.write(new AnyBox(new byte[7])), type));
    assertInstanceOf(jackson.invalidFormatException(), e);
    assertTrue(e.getMessage().contains("invalid length: 7 bytes (expected 16)"), e.getMessage());
    assertTrue(jackson.pathReference(e).endsWith("[\"value\"]"), jackson.pathReference(e));
    byte[] beyondScru64 = new byte[] {-1, 0, 0, 0, 0, 0, 0, 0};
    e =
        assertThrows(
            Exception.class,
            () -> cbor.read(cbor.write(new AnyBox(beyondScru64)), boxOf(Scru64Id.class)));
    assertTrue(e.getMessage().contains("out of SCRU64 value range"), e.getMessage());
  }

  /**
   * Whatever the input, reading either gives the value the type's parser gives or fails with a
   * Jackson data-binding exception that has a location: never an exception of the module's own.
   */
  @Test
  void anyInputEitherParsesOrFailsWithAJacksonException() throws Exception {
    Random random = new Random(42);
    String alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-+%\u0000é";
    List<String> inputs = new ArrayList<>();
    for (Sample sample : Sample.values()) {
      inputs.add(sample.text);
      inputs.add(sample.uuidFormText());
      inputs.add(Base64.getEncoder().encodeToString(sample.bytes));
    }
    for (int i = 0; i < 60; i++) {
      int length = random.nextInt(40);
      StringBuilder text = new StringBuilder();
      for (int j = 0; j < length; j++) {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      inputs.add(text.toString());
    }
    List<Object> values = new ArrayList<>(inputs);
    values.addAll(
        List.of(
            -1L,
            0L,
            Long.MAX_VALUE,
            Long.MIN_VALUE,
            BigInteger.TWO.pow(64),
            1.5,
            true,
            List.of(),
            Map.of(),
            new byte[0],
            new byte[16]));
    for (Codec codec : List.of(json, uuidJson, jackson.cbor())) {
      for (Sample sample : Sample.values()) {
        for (Object value : values) {
          assertParsesOrFailsInJackson(codec, new AnyBox(value), boxOf(sample.type));
          assertParsesOrFailsInJackson(codec, new AnyBox(value), binaryBoxOf(sample.type));
        }
        for (String key : inputs) {
          assertParsesOrFailsInJackson(codec, Map.of(key, 1), mapOf(sample.type));
        }
      }
    }
  }

  private void assertParsesOrFailsInJackson(Codec codec, Object input, Type type) throws Exception {
    byte[] content = codec.write(input);
    try {
      codec.read(content, type);
    } catch (Exception e) {
      assertInstanceOf(jackson.databindException(), e, input::toString);
      assertNotNull(jackson.location(e), input::toString);
    }
  }

  // ---- helpers

  private static String write(Codec codec, Object value) throws Exception {
    return new String(codec.write(value), UTF_8);
  }

  private static Object read(Codec codec, String content, Type type) throws Exception {
    return codec.read(content.getBytes(UTF_8), type);
  }

  private static Exception readFails(Codec codec, String content, Type type) {
    return assertThrows(Exception.class, () -> read(codec, content, type), content);
  }

  private static Type boxOf(Class<?> type) {
    return parameterized(Box.class, type);
  }

  private static Type binaryBoxOf(Class<?> type) {
    return parameterized(BinaryBox.class, type);
  }

  private static Type listOf(Class<?> type) {
    return parameterized(List.class, type);
  }

  private static Type mapOf(Class<?> keyType) {
    return parameterized(Map.class, keyType, Integer.class);
  }

  private static Type parameterized(Class<?> raw, Type... arguments) {
    return new java.lang.reflect.ParameterizedType() {
      @Override
      public Type[] getActualTypeArguments() {
        return arguments.clone();
      }

      @Override
      public Type getRawType() {
        return raw;
      }

      @Override
      public Type getOwnerType() {
        return raw.getDeclaringClass();
      }
    };
  }

  private static int indexOf(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
