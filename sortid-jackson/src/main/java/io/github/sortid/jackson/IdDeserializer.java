package io.github.sortid.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.github.sortid.IdType;
import java.io.IOException;

/**
 * Reads an ID from its canonical text (or its UUID form if the module is set to), from base64 text
 * for a property of {@code @JsonFormat(shape = BINARY)}, from native binary data, and from an
 * integer for a format with a {@code long} form. Bad values fail as {@link InvalidInput} tells;
 * other tokens as {@code MismatchedInputException}.
 */
final class IdDeserializer<T> extends StdScalarDeserializer<T> implements ContextualDeserializer {
  private static final long serialVersionUID = 1L;

  private final IdText<T> text;
  private final IdType<T> type;

  /** Whether a string holds the bytes in base64 ({@code @JsonFormat(shape = BINARY)}). */
  private final boolean base64;

  IdDeserializer(IdText<T> text) {
    super(text.type().javaType());
    this.text = text;
    this.type = text.type();
    this.base64 = false;
  }

  private IdDeserializer(IdDeserializer<T> base, boolean base64) {
    super(base);
    this.text = base.text;
    this.type = base.type;
    this.base64 = base64;
  }

  @Override
  public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property) {
    JsonFormat.Value format = findFormatOverrides(ctxt, property, handledType());
    boolean contextual = format.getShape() == JsonFormat.Shape.BINARY;
    return contextual == base64 ? this : new IdDeserializer<>(this, contextual);
  }

  @Override
  public LogicalType logicalType() {
    return LogicalType.OtherScalar;
  }

  @Override
  public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
    switch (p.currentToken()) {
      case VALUE_STRING:
        return fromString(p.getText(), ctxt);
      case VALUE_NUMBER_INT:
        if (type.hasLongForm()) {
          return fromNumber(p, ctxt);
        }
        break;
      case VALUE_EMBEDDED_OBJECT:
        return fromEmbedded(p.getEmbeddedObject(), p, ctxt);
      case START_ARRAY:
        return _deserializeFromArray(p, ctxt);
      default:
        break;
    }
    return type.javaType().cast(ctxt.handleUnexpectedToken(type.javaType(), p));
  }

  private T fromString(String value, DeserializationContext ctxt) throws IOException {
    if (value.isEmpty()) {
      // As for UUID: null unless the coercion settings say to fail.
      CoercionAction action =
          ctxt.findCoercionAction(logicalType(), type.javaType(), CoercionInputShape.EmptyString);
      _checkCoercionFail(ctxt, action, type.javaType(), value, "empty String (\"\")");
      return null;
    }
    try {
      return base64 ? type.fromBytes(ctxt.getBase64Variant().decode(value)) : text.parse(value);
    } catch (IllegalArgumentException e) {
      return type.javaType().cast(InvalidInput.string(ctxt, type, value, e));
    }
  }

  private T fromNumber(JsonParser p, DeserializationContext ctxt) throws IOException {
    switch (p.getNumberType()) {
      case INT:
      case LONG:
        long value = p.getLongValue();
        try {
          return type.fromLong(value);
        } catch (IllegalArgumentException e) {
          return type.javaType().cast(InvalidInput.number(ctxt, type, value, e));
        }
      default:
        Number number = p.getNumberValue();
        return type.javaType()
            .cast(
                InvalidInput.number(
                    ctxt,
                    type,
                    number,
                    new IllegalArgumentException(
                        "value out of range: " + number + " (beyond a 64-bit integer)")));
    }
  }

  private T fromEmbedded(Object value, JsonParser p, DeserializationContext ctxt)
      throws IOException {
    if (value == null) {
      return null;
    }
    if (type.javaType().isInstance(value)) {
      return type.javaType().cast(value);
    }
    if (value instanceof byte[]) {
      byte[] bytes = (byte[]) value;
      try {
        return type.fromBytes(bytes);
      } catch (IllegalArgumentException e) {
        throw InvalidInput.binary(ctxt, type, bytes, e);
      }
    }
    return type.javaType().cast(ctxt.handleUnexpectedToken(type.javaType(), p));
  }
}
