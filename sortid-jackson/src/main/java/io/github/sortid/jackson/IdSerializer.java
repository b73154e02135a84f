package io.github.sortid.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.ContextualSerializer;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import java.io.IOException;

/**
 * Writes an ID as its canonical text, its UUID form, its bytes or (SCRU64) its integer value, as
 * the module's settings and the property's {@code @JsonFormat(shape = …)} ask.
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

  private final IdType type;
  private final boolean uuidForm;
  private final Form form;

  IdSerializer(Class<T> javaType, IdType type, boolean uuidForm) {
    super(javaType);
    this.type = type;
    this.uuidForm = uuidForm;
    this.form = uuidForm && type.hasUuid ? Form.UUID : Form.TEXT;
  }

  private IdSerializer(IdSerializer<T> base, Form form) {
    super(base);
    this.type = base.type;
    this.uuidForm = base.uuidForm;
    this.form = form;
  }

  @Override
  public JsonSerializer<?> createContextual(SerializerProvider provider, BeanProperty property) {
    JsonFormat.Value format = findFormatOverrides(provider, property, handledType());
    Form contextual = uuidForm && type.hasUuid ? Form.UUID : Form.TEXT;
    switch (format.getShape()) {
      case STRING:
        contextual = Form.TEXT;
        break;
      case BINARY:
        contextual = Form.BYTES;
        break;
      case NUMBER:
      case NUMBER_INT:
        if (type == IdType.SCRU64) {
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
      default:
        gen.writeString(type.format(value, form == Form.UUID));
        break;
    }
  }
}
