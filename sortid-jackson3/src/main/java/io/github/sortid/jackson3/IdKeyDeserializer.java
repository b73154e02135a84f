package io.github.sortid.jackson3;

import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.KeyDeserializer;

/**
 * Reads a map key: the canonical text, or the UUID form too if the module is set to. A key that is
 * another text of an ID already read as a key of the same map fails (see {@link MapKeys}).
 */
final class IdKeyDeserializer<T> extends KeyDeserializer {
  private final IdText<T> text;

  IdKeyDeserializer(IdText<T> text) {
    this.text = text;
  }

  @Override
  public Object deserializeKey(String key, DeserializationContext ctxt) {
    T id;
    try {
      id = text.parse(key);
    } catch (IllegalArgumentException e) {
      return InvalidInput.key(ctxt, text.type(), key, e);
    }
    MapKeys.add(ctxt, text.type(), id, key);
    return id;
  }
}
