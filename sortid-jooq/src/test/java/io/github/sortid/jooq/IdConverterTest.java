package io.github.sortid.jooq;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sortid.IdType;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The converters without a database: each form of each format, both ways, and their failures. */
class IdConverterTest {
  static List<Arguments> everyForm() {
    List<Arguments> forms = new ArrayList<>();
    for (IdType<?> type : IdType.all()) {
      for (ColumnKind kind : ColumnKind.values()) {
        if (kind.converter(type) != null) {
          forms.add(Arguments.of(type, kind));
        }
      }
    }
    return forms;
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("everyForm")
  <T> void writesTheFormAndReadsItBack(IdType<T> type, ColumnKind kind) throws Exception {
    @SuppressWarnings("unchecked")
    IdConverter<Object, T> converter = (IdConverter<Object, T>) kind.converter(type);
    T id = type.parse(type.exampleText());
    Object stored = converter.to(id);

    Object expected =
        switch (kind) {
          case UUID -> type.toUuid(id);
          case BINARY -> type.toBytes(id);
          case BIGINT -> type.toLong(id);
          case TEXT -> type.format(id);
        };
    if (stored instanceof byte[] bytes) {
      assertArrayEquals((byte[]) expected, bytes);
    } else {
      assertEquals(expected, stored);
    }
    assertEquals(expected.getClass(), converter.fromType());
    assertEquals(type.javaType(), converter.toType());
    assertEquals(id, converter.from(stored));
    assertNull(converter.from(null));
    assertNull(converter.to(null));
    assertEquals(converter, IdConverters.of(converter.fromType(), type));
    assertEquals(converter, serializedAndRead(converter));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.sortid.IdType#all")
  <T> void textDropsTheBlanksOfAWiderCharColumn(IdType<T> type) {
    assertEquals(
        type.parse(type.exampleText()), IdConverters.text(type).from(type.exampleText() + "   "));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.sortid.IdType#all")
  void badTextIsNamed(IdType<?> type) {
    InvalidStoredIdException e =
        assertThrows(InvalidStoredIdException.class, () -> IdConverters.text(type).from(" hello"));
    assertEquals("\" hello\"", e.getMessage().substring(0, 8));
    assertEquals(" hello", e.getStoredValue());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.sortid.IdType#all")
  void formsAFormatLacksAreRefused(IdType<?> type) {
    if (!type.hasUuidForm()) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> IdConverters.uuid(type));
      assertEquals(
          type.displayName()
              + " has no column form of type java.util.UUID (it has byte[], Long,"
              + " String)",
          e.getMessage());
    }
    if (!type.hasLongForm()) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> IdConverters.bigint(type));
      assertEquals(
          type.displayName()
              + " has no column form of type java.lang.Long (it has UUID, byte[], String)",
          e.getMessage());
    }
  }

  @Test
  void aUuidV7ColumnRefusesOtherVersions() {
    UUID version4 = UUID.fromString("0190a6b0-0000-4000-8000-000000000000");
    InvalidStoredIdException e =
        assertThrows(
            InvalidStoredIdException.class, () -> IdConverters.uuid(IdType.UUIDV7).from(version4));
    assertEquals(version4.toString(), e.getStoredValue());
  }

  private static Object serializedAndRead(Object object) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(object);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      return in.readObject();
    }
  }
}
