package io.github.sortid.jackson3;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.github.sortid.scru64.Scru64Id;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.deser.std.StdScalarDeserializer;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.type.LogicalType;

/**
 * Reads an ID from its canonical text (or its UUID form if the module is set to), from base64 text
 * for a property of {@code @JsonFormat(shape = BINARY)}, from native binary data, and for SCRU64
 * from an integer. Bad values go through {@link DeserializationContext}, which reports them as
 * {@link InvalidFormatException} (or as the problem handlers decide), and other tokens as {@code
 * MismatchedInputException}.
 */
final class IdDeserializer<T> extends StdScalarDeserializer<T> {
  private final Class<T> javaType;
  private final IdType type;
  private final boolean uuidForm;

  /** Whether a string holds the bytes in base64 ({@code @JsonFormat(shape = BINARY)}). */
  private final boolean base64;

  IdDeserializer(Class<T> javaType, IdType type, boolean uuidForm) {
    super(javaType);
    this.javaType = javaType;
    this.type = type;
    this.uuidForm = uuidForm;
    this.base64 = false;
  }

  private IdDeserializer(IdDeserializer<T> base, boolean base64) {
    super(base);
    this.javaType = base.javaType;
    this.type = base.type;
    this.uuidForm = base.uuidForm;
    this.base64 = base64;
  }

  @Override
  public ValueDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property) {
    JsonFormat.Value format = findFormatOverrides(ctxt, property, handledType());
    boolean contextual = format.getShape() == JsonFormat.Shape.BINARY;
    return contextual == base64 ? this : new IdDeserializer<>(this, contextual);
  }

  @Override
  public LogicalType logicalType() {
    return LogicalType.OtherScalar;
  }

  @Override
  public T deserialize(JsonParser p, DeserializationContext ctxt) {
    switch (p.currentToken()) {
      case VALUE_STRING:
        return fromString(p.getString(), ctxt);
      case VALUE_NUMBER_INT:
        if (type == IdType.SCRU64) {
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
    return javaType.cast(ctxt.handleUnexpectedToken(javaType, p));
  }

  private T fromString(String text, DeserializationContext ctxt) {
    if (text.isEmpty()) {
      // As for UUID: null unless the coercion settings say to fail.
      CoercionAction action =
          ctxt.findCoercionAction(logicalType(), javaType, CoercionInputShape.EmptyString);
      _checkCoercionFail(ctxt, action, javaType, text, "empty String (\"\")");
      return null;
    }
    try {
      return javaType.cast(
          base64
              ? type.fromBytes(ctxt.getBase64Variant().decode(text))
              : type.parse(text, uuidForm));
    } catch (IllegalArgumentException e) {
      return javaType.cast(ctxt.handleWeirdStringValue(javaType, text, "%s", e.getMessage()));
    }
  }

  private T fromNumber(JsonParser p, DeserializationContext ctxt) {
    switch (p.getNumberType()) {
      case INT:
      case LONG:
        long value = p.getLongValue();
        try {
          return javaType.cast(type.fromLong(value));
        } catch (IllegalArgumentException e) {
          return javaType.cast(ctxt.handleWeirdNumberValue(javaType, value, "%s", e.getMessage()));
        }
      default:
        // Beyond a long, so beyond SCRU64 too; the message is Scru64Id.fromLong's.
        Number number = p.getNumberValue();
        return javaType.cast(
            ctxt.handleWeirdNumberValue(
                javaType,
                number,
                "value out of range: %s (expected 0 to %s)",
                number,
                Scru64Id.MAX.toLong()));
    }
  }

  private T fromEmbedded(Object value, JsonParser p, DeserializationContext ctxt) {
    if (value == null) {
      return null;
    }
    if (javaType.isInstance(value)) {
      return javaType.cast(value);
    }
    if (value instanceof byte[]) {
      byte[] bytes = (byte[]) value;
      try {
        return javaType.cast(type.fromBytes(bytes));
      } catch (IllegalArgumentException e) {
        throw InvalidFormatException.from(
            p,
            "Cannot deserialize value of type `"
                + javaType.getName()
                + "` from binary data: "
                + e.getMessage(),
            bytes,
            javaType);
      }
    }
    return javaType.cast(ctxt.handleUnexpectedToken(javaType, p));
  }
}
