package io.github.sortid.spring;

import io.github.sortid.IdType;
import io.swagger.v3.oas.models.media.Schema;
import java.math.BigDecimal;

/**
 * The OpenAPI schemas of an ID in each form it travels in, all taken from its {@link IdType}. Each
 * call makes a new schema, as springdoc changes the schemas it is given (it adds a description or a
 * {@code nullable} to a property's).
 */
final class IdSchemas {
  private IdSchemas() {}

  /**
   * The forms an ID is written in: its text, its UUID form, an integer (a format with a {@code
   * long} form) or its bytes in base64.
   */
  enum Form {
    TEXT,
    UUID,
    NUMBER,
    BINARY
  }

  /** The schema of an ID of {@code type} written in {@code form}. */
  static <T> Schema<?> of(IdType<T> type, Form form) {
    T example = type.parse(type.exampleText());
    return switch (form) {
      case TEXT ->
          string()
              .pattern(type.textPattern())
              .minLength(type.textLength())
              .maxLength(type.textLength())
              .example(type.exampleText());
      case UUID -> string().format("uuid").example(type.toUuid(example).toString());
      case NUMBER ->
          typed("integer").format("int64").minimum(BigDecimal.ZERO).example(type.toLong(example));
      case BINARY -> string().format("byte");
    };
  }

  private static Schema<Object> string() {
    return typed("string");
  }

  /**
   * A schema of one JSON type, set for both versions of the specification: OpenAPI 3.0's {@code
   * type} and 3.1's set of types, of which springdoc writes the one its document's version has.
   */
  private static Schema<Object> typed(String jsonType) {
    Schema<Object> schema = new Schema<>();
    schema.type(jsonType);
    schema.addType(jsonType);
    return schema;
  }
}
