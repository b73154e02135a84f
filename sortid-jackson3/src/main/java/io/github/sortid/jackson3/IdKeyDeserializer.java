package io.github.sortid.jackson3;

import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.KeyDeserializer;

/** Reads a map key: the canonical text, or the UUID form too if the module is set to. */
final class IdKeyDeserializer extends KeyDeserializer {
  private final IdType type;
  private final boolean uuidForm;

  IdKeyDeserializer(IdType type, boolean uuidForm) {
    this.type = type;
    this.uuidForm = uuidForm;
  }

  @Override
  public Object deserializeKey(String key, DeserializationContext ctxt) {
    try {
      return type.parse(key, uuidForm);
    } catch (IllegalArgumentException e) {
      return ctxt.handleWeirdKey(type.javaType, key, "%s", e.getMessage());
    }
  }
}
