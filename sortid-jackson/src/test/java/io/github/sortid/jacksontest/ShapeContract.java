package io.github.sortid.jacksontest;

import static io.github.sortid.jacksontest.Fixtures.binaryBoxOf;
import static io.github.sortid.jacksontest.Fixtures.boxOf;
import static io.github.sortid.jacksontest.Fixtures.numberBoxOf;
import static io.github.sortid.jacksontest.Fixtures.textBoxOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.jacksontest.Fixtures.AnyBox;
import io.github.sortid.jacksontest.Fixtures.BinaryBox;
import io.github.sortid.jacksontest.Fixtures.Box;
import io.github.sortid.jacksontest.Fixtures.NumberBox;
import io.github.sortid.jacksontest.Fixtures.TextBox;
import io.github.sortid.jacksontest.JacksonAdapter.Codec;
import java.util.Base64;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A property's {@code @JsonFormat(shape = …)} chooses the form: the bytes for {@code BINARY}, the
 * integer for {@code NUMBER} where the format has a {@code long} form, the canonical text for
 * {@code STRING}; binary data formats such as CBOR carry the bytes natively.
 */
public interface ShapeContract extends ModuleContract {
  /**
   * Writes and reads the bytes as base64 text in JSON.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void binaryIsBase64InJson(Vector v) throws Exception {
    Codec json = json();
    String expected =
        "{\"value\":\"" + Base64.getEncoder().encodeToString(v.bytesOf(v.id())) + "\"}";
    assertEquals(expected, json.text(new BinaryBox<>(v.id())));
    assertEquals(new BinaryBox<>(v.id()), json.read(expected, binaryBoxOf(v.type().javaType())));
  }

  /**
   * Writes the {@code long} form as a JSON integer where the format has one, else the text; reads
   * either.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void numberIsTheLongFormWhereThereIsOne(Vector v) throws Exception {
    Codec json = json();
    String expected =
        v.type().hasLongForm()
            ? "{\"value\":" + v.number() + "}"
            : "{\"value\":\"" + v.text() + "\"}";
    assertEquals(v.type().hasLongForm(), v.number() != null);
    assertEquals(expected, json.text(new NumberBox<>(v.id())));
    assertEquals(new NumberBox<>(v.id()), json.read(expected, numberBoxOf(v.type().javaType())));
    if (v.type().hasLongForm()) {
      assertEquals(v.id(), json.read(Long.toString(v.number()), v.type().javaType()));
      assertEquals(v.type().fromLong(0), json.read("0", v.type().javaType()));
    }
  }

  /**
   * Writes the canonical text for {@code STRING}, even where the module writes the UUID form.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void stringIsTheCanonicalTextEvenInTheUuidForm(Vector v) throws Exception {
    Codec uuidJson = uuidJson();
    String expected = "{\"value\":\"" + v.text() + "\"}";
    assertEquals(expected, uuidJson.text(new TextBox<>(v.id())));
    assertEquals(new TextBox<>(v.id()), uuidJson.read(expected, textBoxOf(v.type().javaType())));
  }

  /**
   * Writes native binary data in CBOR for {@code BINARY}: a byte string of the bytes.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void binaryIsNativeInCbor(Vector v) throws Exception {
    Codec cbor = jackson().cbor();
    byte[] document = cbor.write(new BinaryBox<>(v.id()));
    assertEquals("BINARY", cbor.nodeType(document, "value"));
    assertEquals(new BinaryBox<>(v.id()), cbor.read(document, binaryBoxOf(v.type().javaType())));
    byte[] bytes = v.bytesOf(v.id());
    // A CBOR byte string of fewer than 24 bytes: major type 2 with the length, then the bytes.
    byte[] expected = new byte[bytes.length + 1];
    expected[0] = (byte) (0x40 | bytes.length);
    System.arraycopy(bytes, 0, expected, 1, bytes.length);
    assertTrue(indexOf(document, expected) >= 0);
  }

  /**
   * Writes the text in CBOR by default, and reads native binary data even without {@code BINARY}.
   *
   * @param v the format's vector
   * @throws Exception if the mapper fails
   */
  @ParameterizedTest
  @MethodSource(Formats.ALL)
  default void textIsTheDefaultInCborAndBytesAreRead(Vector v) throws Exception {
    Codec cbor = jackson().cbor();
    byte[] document = cbor.write(new Box<>(v.id()));
    assertEquals("STRING", cbor.nodeType(document, "value"));
    assertEquals(new Box<>(v.id()), cbor.read(document, boxOf(v.type().javaType())));
    byte[] binary = cbor.write(new AnyBox(v.bytesOf(v.id())));
    assertEquals(new Box<>(v.id()), cbor.read(binary, boxOf(v.type().javaType())));
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
