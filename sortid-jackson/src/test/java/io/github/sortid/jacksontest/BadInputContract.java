package io.github.sortid.jacksontest;

import static io.github.sortid.jacksontest.Fixtures.binaryBoxOf;
import static io.github.sortid.jacksontest.Fixtures.boxOf;
import static io.github.sortid.jacksontest.Fixtures.mapOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import io.github.sortid.jacksontest.Fixtures.AnyBox;
import io.github.sortid.jacksontest.Fixtures.Box;
import io.github.sortid.jacksontest.JacksonAdapter.Codec;
import java.lang.reflect.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input is a Jackson data-binding exception with a path and a location: malformed content an
 * {@code InvalidFormatException} with {@link IdType#invalidInput}'s message and the parser's
 * exception as its cause, after the mapper's problem handlers had their say; a token of the wrong
 * kind a {@code MismatchedInputException}.
 */
public interface BadInputContract extends ModuleContract {
  /** The name of the source of {@link #wrongTokens()}, for {@code @MethodSource}. */
  String WRONG_TOKENS = "io.github.sortid.jacksontest.BadInputContract#wrongTokens";

  /**
   * Rejects a bad digit with the path, sortid's message and the parser's exception.
   *
   * @param v the format's vector
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void rejectsABadDigitWithPathMessageAndCause(Vector v) {
    String bad = v.withBadDigit();
    Exception e = readFails(json(), "{\"value\":\"" + bad + "\"}", boxOf(v.type().javaType()));
    assertInstanceOf(jackson().invalidFormatException(), e);
    assertTrue(jackson().pathReference(e).endsWith("[\"value\"]"), jackson().pathReference(e));
    IdFormatException cause = assertInstanceOf(IdFormatException.class, e.getCause());
    assertEquals(v.text().length() - 1, cause.getErrorIndex());
    assertTrue(e.getMessage().startsWith(v.type().invalidInput(bad, cause)), e.getMessage());
    assertTrue(
        e.getMessage().contains("invalid digit '+' at " + (v.text().length() - 1)), e.getMessage());
    assertNotNull(jackson().location(e));
  }

  /**
   * Shows characters that would hide or reorder the message escaped, by sortid's one rule, in
   * values and in keys.
   *
   * @param v the format's vector
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void showsInvisibleCharactersEscaped(Vector v) {
    String bad = "\u202e" + v.text().substring(1);
    String quoted = IdType.quote(bad);
    assertTrue(quoted.contains("\\u202e"), quoted);
    Exception e = readFails(json(), "{\"value\":\"" + bad + "\"}", boxOf(v.type().javaType()));
    assertTrue(e.getMessage().startsWith(quoted + " is not a valid "), e.getMessage());
    assertFalse(firstLine(e).contains("\u202e"), e.getMessage());
    e = readFails(json(), "{\"" + bad + "\":1}", mapOf(v.type().javaType(), Integer.class));
    assertTrue(e.getMessage().startsWith(quoted + " is not a valid "), e.getMessage());
    assertFalse(firstLine(e).contains("\u202e"), e.getMessage());
  }

  /** The message without the location Jackson adds, which may quote the source as it came. */
  private static String firstLine(Exception e) {
    return e.getMessage().lines().findFirst().orElse("");
  }

  /**
   * Rejects the format's own bad texts with sortid's reason.
   *
   * @param v the format's vector
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void rejectsBadTextWithSortidsReason(Vector v) {
    v.bad()
        .forEach(
            (text, reason) -> {
              String content = "{\"value\":\"" + text.replace("\ud800", "\\ud800") + "\"}";
              Exception e = readFails(json(), content, boxOf(v.type().javaType()));
              assertInstanceOf(jackson().invalidFormatException(), e, content);
              assertInstanceOf(IdFormatException.class, e.getCause(), content);
              assertTrue(e.getMessage().contains(reason), e.getMessage());
            });
  }

  /**
   * Rejects an integer out of the range of a format's {@code long} form, beyond a {@code long} too.
   *
   * @param v the format's vector
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void rejectsAnIntegerOutOfRange(Vector v) {
    if (!v.type().hasLongForm()) {
      return;
    }
    for (String number :
        List.of("-1", "4738381338321616896", "9223372036854775807", "18446744073709551616")) {
      Exception e = readFails(json(), "{\"value\":" + number + "}", boxOf(v.type().javaType()));
      assertInstanceOf(jackson().invalidFormatException(), e, number);
      assertTrue(jackson().pathReference(e).endsWith("[\"value\"]"), jackson().pathReference(e));
      assertTrue(e.getMessage().startsWith("\"" + number + "\" is not a valid "), e.getMessage());
      assertTrue(e.getMessage().contains("value out of range: " + number), e.getMessage());
    }
  }

  /**
   * The tokens that no format reads, each with a format.
   *
   * @return the pairs
   */
  static Stream<Arguments> wrongTokens() {
    List<Arguments> cases = new ArrayList<>();
    for (Vector v : Formats.all()) {
      for (String token : List.of("{}", "{\"a\":1}", "true", "false", "1.5", "[]", "[\"x\"]")) {
        cases.add(Arguments.of(v, token));
      }
      if (!v.type().hasLongForm()) {
        cases.add(Arguments.of(v, "42"));
      }
    }
    return cases.stream();
  }

  /**
   * Rejects a token of the wrong kind with Jackson's own exception and message.
   *
   * @param v the format's vector
   * @param token the token
   */
  @ParameterizedTest
  @MethodSource(WRONG_TOKENS)
  default void rejectsAWrongTokenWithMismatchedInput(Vector v, String token) {
    Exception e = readFails(json(), "{\"value\":" + token + "}", boxOf(v.type().javaType()));
    assertSame(jackson().mismatchedInputException(), e.getClass(), e.toString());
    assertTrue(jackson().pathReference(e).endsWith("[\"value\"]"), jackson().pathReference(e));
    assertTrue(e.getMessage().contains(v.type().javaType().getName()), e.getMessage());
    assertNotNull(jackson().location(e));
  }

  /**
   * Rejects bytes of the wrong length or value, as base64 text and as native binary data.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails to write
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void rejectsBadBinaryData(Vector v) throws Exception {
    Type type = binaryBoxOf(v.type().javaType());
    int length = v.type().byteLength();
    Exception e = readFails(json(), "{\"value\":\"" + v.text() + "\"}", type);
    assertInstanceOf(jackson().invalidFormatException(), e);
    assertTrue(jackson().pathReference(e).endsWith("[\"value\"]"), jackson().pathReference(e));
    String shorter = Base64.getEncoder().encodeToString(new byte[length - 1]);
    e = readFails(json(), "{\"value\":\"" + shorter + "\"}", type);
    assertInstanceOf(jackson().invalidFormatException(), e);
    assertInstanceOf(IdFormatException.class, e.getCause());
    String reason = "invalid length: " + (length - 1) + " bytes (expected " + length + ")";
    assertTrue(
        e.getMessage().startsWith(IdType.quote(shorter) + " is not a valid "), e.getMessage());
    assertTrue(e.getMessage().contains(reason), e.getMessage());
    Codec cbor = jackson().cbor();
    byte[] seven = cbor.write(new AnyBox(new byte[7]));
    e = assertThrows(Exception.class, () -> cbor.read(seven, type));
    assertInstanceOf(jackson().invalidFormatException(), e);
    assertInstanceOf(IdFormatException.class, e.getCause());
    assertTrue(
        e.getMessage().contains("invalid length: 7 bytes (expected " + length + ")"),
        e.getMessage());
    assertTrue(jackson().pathReference(e).endsWith("[\"value\"]"), jackson().pathReference(e));
    if (v.type().hasLongForm()) {
      byte[] beyond = new byte[length];
      beyond[0] = -1;
      byte[] document = cbor.write(new AnyBox(beyond));
      e = assertThrows(Exception.class, () -> cbor.read(document, boxOf(v.type().javaType())));
      assertInstanceOf(jackson().invalidFormatException(), e);
      assertTrue(e.getMessage().contains("value range"), e.getMessage());
    }
  }

  /**
   * Lets the mapper's problem handlers decide first: the lenient mapper reads bad strings, keys and
   * integers as null.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void letsProblemHandlersDecideFirst(Vector v) throws Exception {
    Codec lenient = jackson().lenient();
    Class<?> type = v.type().javaType();
    assertEquals(
        new Box<>(null), lenient.read("{\"value\":\"" + v.withBadDigit() + "\"}", boxOf(type)));
    assertEquals(
        Collections.singletonMap(null, 1),
        lenient.read("{\"" + v.withBadDigit() + "\":1}", mapOf(type, Integer.class)));
    if (v.type().hasLongForm()) {
      assertEquals(new Box<>(null), lenient.read("{\"value\":-1}", boxOf(type)));
    }
  }

  /**
   * Whatever the input, reading either gives a value or fails with a Jackson data-binding exception
   * that has a location: never an exception of the module's own.
   *
   * @throws Exception if a mapper fails to write
   */
  @Test
  default void anyInputEitherParsesOrFailsWithAJacksonException() throws Exception {
    Random random = new Random(42);
    String alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-+%\u0000é";
    List<String> inputs = new ArrayList<>();
    for (Vector v : Formats.all()) {
      inputs.add(v.text());
      inputs.add(v.uuid() != null ? v.uuid() : v.text());
      inputs.add(Base64.getEncoder().encodeToString(v.bytesOf(v.id())));
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
    for (Codec codec : List.of(json(), uuidJson(), jackson().cbor())) {
      for (Vector v : Formats.all()) {
        Class<?> type = v.type().javaType();
        for (Object value : values) {
          assertParsesOrFailsInJackson(codec, new AnyBox(value), boxOf(type));
          assertParsesOrFailsInJackson(codec, new AnyBox(value), binaryBoxOf(type));
        }
        for (String key : inputs) {
          assertParsesOrFailsInJackson(codec, Map.of(key, 1), mapOf(type, Integer.class));
        }
      }
    }
  }

  private void assertParsesOrFailsInJackson(Codec codec, Object input, Type type) throws Exception {
    byte[] content = codec.write(input);
    try {
      codec.read(content, type);
    } catch (Exception e) {
      assertInstanceOf(jackson().databindException(), e, input::toString);
      assertNotNull(jackson().location(e), input::toString);
    }
  }
}
