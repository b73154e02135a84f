package io.github.sortid.jackson3;

import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.std.DelegatingDeserializer;

/**
 * Reads a map whose keys are IDs with Jackson's own deserializer, within {@link MapKeys} of its
 * own, so that two keys that are texts of one ID fail.
 */
final class IdMapDeserializer extends DelegatingDeserializer {
  IdMapDeserializer(ValueDeserializer<?> delegatee) {
    super(delegatee);
  }

  @Override
  protected ValueDeserializer<?> newDelegatingInstance(ValueDeserializer<?> newDelegatee) {
    return new IdMapDeserializer(newDelegatee);
  }

  @Override
  public Object deserialize(JsonParser p, DeserializationContext ctxt) {
    MapKeys keys = MapKeys.open(ctxt);
    try {
      return super.deserialize(p, ctxt);
    } finally {
      keys.close(ctxt);
    }
  }

  @Override
  public Object deserialize(JsonParser p, DeserializationContext ctxt, Object intoValue) {
    MapKeys keys = MapKeys.open(ctxt);
    try {
      return super.deserialize(p, ctxt, intoValue);
    } finally {
      keys.close(ctxt);
    }
  }
}
