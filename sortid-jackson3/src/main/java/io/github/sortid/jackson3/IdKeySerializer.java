package io.github.sortid.jackson3;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/** Writes an ID as a map key: its canonical text, or its UUID form if the module is set to. */
final class IdKeySerializer<T> extends StdSerializer<T> {
  private final IdType type;
  private final boolean uuidForm;

  IdKeySerializer(Class<T> javaType, IdType type, boolean uuidForm) {
    super(javaType);
    this.type = type;
    this.uuidForm = uuidForm;
  }

  @Override
  public void serialize(T value, JsonGenerator gen, SerializationContext ctxt) {
    gen.writeName(type.format(value, uuidForm));
  }
}
