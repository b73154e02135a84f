package io.github.sortid.jackson3;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.github.sortid.IdType;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.ser.std.StdScalarSerializer;

/**
 * Writes an ID as its canonical text, its UUID form, its bytes or its integer value (for a format
 * with a {@code long} form), as the module's settings and the property's {@code @JsonFormat(shape =
 * …)} ask.
 */
final class IdSerializer<T> extends StdScalarSerializer<T> {
  /** What the serializer writes. */
  enum Form {
    TEXT,
    UUID,
    BYTES,
    NUMBER
  }

  private final IdType<T> type;
  private final Form defaultForm;
  private final Form form;

  IdSerializer(IdText<T> text) {
    super(text.type().javaType());
    this.type = text.type();
    this.defaultForm = text.uuidForm() ? Form.UUID : Form.TEXT;
    this.form = defaultForm;
  }

  private IdSerializer(IdSerializer<T> base, Form form) {
    super(base);
    this.type = base.type;
    this.defaultForm = base.defaultForm;
    this.form = form;
  }

  @Override
  public ValueSerializer<?> createContextual(SerializationContext ctxt, BeanProperty property) {
    JsonFormat.Value format = findFormatOverrides(ctxt, property, handledType());
    Form contextual = defaultForm;
    switch (format.getShape()) {
      case STRING:
        contextual = Form.TEXT;
        break;
      case BINARY:
        contextual = Form.BYTES;
        break;
      case NUMBER:
      case NUMBER_INT:
        if (type.hasLongForm()) {
          contextual = Form.NUMBER;
        }
        break;
      default:
        break;
    }
    return contextual == form ? this : new IdSerializer<>(this, contextual);
  }

  @Override
  public void serialize(T value, JsonGenerator gen, SerializationContext ctxt) {
    switch (form) {
      case BYTES:
        byte[] bytes = type.toBytes(value);
        gen.writeBinary(ctxt.getConfig().getBase64Variant(), bytes, 0, bytes.length);
        break;
      case NUMBER:
        gen.writeNumber(type.toLong(value));
        break;
      case UUID:
        gen.writeString(type.toUuid(value).toString());
        break;
      default:
        gen.writeString(type.format(value));
        break;
    }
  }
}
