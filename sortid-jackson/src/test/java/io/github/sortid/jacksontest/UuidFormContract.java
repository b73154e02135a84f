package io.github.sortid.jacksontest;

import static io.github.sortid.jacksontest.Fixtures.boxOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.jacksontest.Fixtures.Box;
import io.github.sortid.jacksontest.JacksonAdapter.Codec;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * With the UUID form on, every format that has one is written in it and read from it as well as
 * from its canonical text; the others keep their text. With it off, a UUID is bad input.
 */
public interface UuidFormContract extends ModuleContract {
  /**
   * Writes the UUID form where the format has one and reads it back, in either case, as well as the
   * canonical text.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void writesAndReadsTheUuidFormWhereTheFormatHasOne(Vector v) throws Exception {
    assertEquals(v.type().hasUuidForm(), v.uuid() != null);
    Codec uuidJson = uuidJson();
    Class<?> type = v.type().javaType();
    String written = '"' + (v.uuid() != null ? v.uuid() : v.text()) + '"';
    assertEquals(written, uuidJson.text(v.id()));
    assertEquals(v.id(), uuidJson.read(written, type));
    assertEquals(v.id(), uuidJson.read(written.toUpperCase(Locale.ROOT), type));
    assertEquals(v.id(), uuidJson.read('"' + v.text() + '"', type));
    assertEquals(new Box<>(v.id()), uuidJson.read(uuidJson.text(new Box<>(v.id())), boxOf(type)));
  }

  /**
   * Rejects the UUID form when it is off: it has the wrong length for the canonical text.
   *
   * @param v the format's vector
   */
  @ParameterizedTest
  @MethodSource(Formats.WITH_UUID_FORM)
  default void rejectsTheUuidFormWhenItIsOff(Vector v) {
    Exception e = readFails(json(), "{\"value\":\"" + v.uuid() + "\"}", boxOf(v.type().javaType()));
    assertInstanceOf(jackson().invalidFormatException(), e);
    assertTrue(e.getMessage().contains("invalid length: 36"), e.getMessage());
  }

  /**
   * Rejects a malformed UUID, naming the first bad character: a hyphen or a digit out of place.
   *
   * @param v the format's vector
   */
  @ParameterizedTest
  @MethodSource(Formats.WITH_UUID_FORM)
  default void rejectsAMalformedUuid(Vector v) {
    String uuid = v.uuid();
    for (String bad :
        List.of(
            uuid.substring(0, 35) + "g",
            uuid.substring(0, 23) + "_" + uuid.substring(24),
            "+" + uuid.substring(1),
            uuid.substring(0, 34) + "\u0661" + uuid.substring(35))) {
      Exception e =
          readFails(uuidJson(), "{\"value\":\"" + bad + "\"}", boxOf(v.type().javaType()));
      assertInstanceOf(jackson().invalidFormatException(), e);
      assertInstanceOf(IdFormatException.class, e.getCause());
      assertTrue(e.getMessage().contains("invalid digit"), e.getMessage());
    }
    Exception e = readFails(uuidJson(), '"' + uuid.substring(0, 35) + "g\"", v.type().javaType());
    assertTrue(e.getMessage().contains("invalid digit 'g' at 35"), e.getMessage());
  }
}
