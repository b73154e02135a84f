package io.github.sortid.spring;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JavaType;
import io.github.sortid.IdType;
import io.github.sortid.spring.IdSchemas.Form;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.media.Schema;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * Describes sortid's ID types in springdoc's schemas as the JSON bodies have them: a string with
 * the format's {@linkplain IdType#textPattern() pattern}, length and {@linkplain
 * IdType#exampleText() example}, rather than the object springdoc would make of the class's
 * getters. The form follows what the application's JSON mapper writes, found once by writing each
 * format's example: the UUID form ({@code string}, {@code uuid}) with {@code
 * sortid.jackson.uuid-form}, and SCRU64 as {@code integer} ({@code int64}) where the mapper writes
 * it as a number. A property's own {@code @JsonFormat(shape = …)} decides for that property, as it
 * does in Jackson. A format the mapper writes in none of these forms, such as one without sortid's
 * Jackson module, is left to springdoc. {@link java.util.UUID}, UUIDv7's class, is springdoc's own
 * ({@code string}, {@code uuid}).
 *
 * <p>A map keyed by an ID type gets the keys' schema as its {@code propertyNames} in an OpenAPI 3.1
 * description, springdoc's default: the text, or the UUID form where the mapper writes the IDs in
 * it, as sortid's Jackson modules write the keys. OpenAPI 3.0 has no {@code propertyNames}, and its
 * descriptions leave the keys undescribed. A map keyed by {@code UUID} is left to springdoc, as its
 * values are: a {@code UUID} key may be of any version.
 *
 * <p>springdoc registers model converter beans with swagger-core's converters, which are shared by
 * the whole JVM, one converter of each class: two applications in one JVM use the converter of the
 * one that started last.
 */
final class IdSchemaConverter implements ModelConverter {
  private final Map<IdType<?>, Form> written;

  /**
   * Creates the converter.
   *
   * @param written the form the application's JSON mapper writes each format in; a format without
   *     one is left to springdoc
   */
  IdSchemaConverter(Map<IdType<?>, Form> written) {
    this.written = Map.copyOf(written);
  }

  @Override
  public Schema<?> resolve(
      AnnotatedType annotated, ModelConverterContext context, Iterator<ModelConverter> chain) {
    Optional<? extends IdType<?>> type = idType(annotated.getType());
    if (type.isPresent()) {
      Form form = form(type.get(), annotated.getCtxAnnotations());
      if (form != null) {
        return IdSchemas.of(type.get(), form);
      }
    }
    Schema<?> schema = chain.hasNext() ? chain.next().resolve(annotated, context, chain) : null;
    Optional<? extends IdType<?>> key = keyType(annotated.getType());
    if (key.isPresent() && schema != null && schema.getSpecVersion() == SpecVersion.V31) {
      Form form = written.get(key.get());
      if (form != null) {
        // "propertyNames" of JSON Schema 2020-12, which OpenAPI 3.1 has and 3.0 has not (JSON
        // Schema Core, "propertyNames",
        // https://json-schema.org/draft/2020-12/json-schema-core#name-propertynames). Keys are
        // always strings: the UUID form where the values are written in it, or else the text.
        schema.propertyNames(IdSchemas.of(key.get(), form == Form.UUID ? Form.UUID : Form.TEXT));
      }
    }
    return schema;
  }

  /**
   * The form of an ID in a property: the one its {@code @JsonFormat} asks for, if sortid's Jackson
   * modules write the format in it, or else the one the mapper writes.
   */
  private Form form(IdType<?> type, Annotation[] annotations) {
    for (Annotation annotation : annotations == null ? new Annotation[0] : annotations) {
      if (annotation instanceof JsonFormat format) {
        JsonFormat.Shape shape = format.shape();
        if (shape == JsonFormat.Shape.STRING) {
          return Form.TEXT;
        } else if (shape == JsonFormat.Shape.BINARY) {
          return Form.BINARY;
        } else if ((shape == JsonFormat.Shape.NUMBER || shape == JsonFormat.Shape.NUMBER_INT)
            && type.hasLongForm()) {
          return Form.NUMBER;
        }
      }
    }
    return written.get(type);
  }

  /** The format of the keys of a map type that springdoc resolves, as Jackson 2 types it. */
  private static Optional<? extends IdType<?>> keyType(Type type) {
    return type instanceof JavaType javaType && javaType.isMapLikeType()
        ? IdType.of(javaType.getKeyType().getRawClass())
        : Optional.empty();
  }

  /**
   * The format of a type that springdoc resolves: a class, or Jackson 2's type of a property, as
   * swagger-core introspects beans with Jackson 2.
   */
  private static Optional<? extends IdType<?>> idType(Type type) {
    Class<?> raw = null;
    if (type instanceof Class<?> c) {
      raw = c;
    } else if (type instanceof JavaType javaType) {
      raw = javaType.getRawClass();
    }
    return raw == null ? Optional.empty() : IdType.of(raw);
  }
}
