package io.github.sortid.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import java.io.IOException;

/**
 * Reads a map whose keys are IDs with Jackson's own deserializer, within {@link MapKeys} of its
 * own, so that two keys that are texts of one ID fail.
 */
final class IdMapDeserializer extends DelegatingDeserializer {
  private static final long serialVersionUID = 1L;

  IdMapDeserializer(JsonDeserializer<?> delegatee) {
    super(delegatee);
  }

  @Override
  protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
    return new IdMapDeserializer(newDelegatee);
  }

  @Override
  public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
    MapKeys keys = MapKeys.open(ctxt);
    try {
      return super.deserialize(p, ctxt);
    } finally {
      keys.close(ctxt);
    }
  }

  @Override
  public Object deserialize(JsonParser p, DeserializationContext ctxt, Object intoValue)
      throws IOException {
    MapKeys keys = MapKeys.open(ctxt);
    try {
      return super.deserialize(p, ctxt, intoValue);
    } finally {
      keys.close(ctxt);
    }
  }
}
