package io.github.sortid.jackson3;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/** Writes an ID as a map key: its canonical text, or its UUID form if the module is set to. */
final class IdKeySerializer<T> extends StdSerializer<T> {
  private final IdText<T> text;

  IdKeySerializer(IdText<T> text) {
    super(text.type().javaType());
    this.text = text;
  }

  @Override
  public void serialize(T value, JsonGenerator gen, SerializationContext ctxt) {
    gen.writeName(text.format(value));
  }
}
