package io.github.sortid.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.ContextualSerializer;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import io.github.sortid.IdType;
import java.io.IOException;

/**
 * Writes an ID as its canonical text, its UUID form, its bytes or its integer value (for a format
 * with a {@code long} form), as the module's settings and the property's {@code @JsonFormat(shape =
 * …)} ask.
 */
final class IdSerializer<T> extends StdScalarSerializer<T> implements ContextualSerializer {
  private static final long serialVersionUID = 1L;

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
  public JsonSerializer<?> createContextual(SerializerProvider provider, BeanProperty property) {
    JsonFormat.Value format = findFormatOverrides(provider, property, handledType());
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
  public void serialize(T value, JsonGenerator gen, SerializerProvider provider)
      throws IOException {
    switch (form) {
      case BYTES:
        byte[] bytes = type.toBytes(value);
        gen.writeBinary(provider.getConfig().getBase64Variant(), bytes, 0, bytes.length);
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
