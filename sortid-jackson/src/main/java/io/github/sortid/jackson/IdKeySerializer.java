package io.github.sortid.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/** Writes an ID as a map key: its canonical text, or its UUID form if the module is set to. */
final class IdKeySerializer<T> extends StdSerializer<T> {
  private static final long serialVersionUID = 1L;

  private final IdText<T> text;

  IdKeySerializer(IdText<T> text) {
    super(text.type().javaType());
    this.text = text;
  }

  @Override
  public void serialize(T value, JsonGenerator gen, SerializerProvider provider)
      throws IOException {
    gen.writeFieldName(text.format(value));
  }
}
