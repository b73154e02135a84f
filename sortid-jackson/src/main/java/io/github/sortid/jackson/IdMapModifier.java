package io.github.sortid.jackson;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.type.MapType;

/** Wraps the deserializer of every map whose keys are IDs in an {@link IdMapDeserializer}. */
final class IdMapModifier extends BeanDeserializerModifier {
  private static final long serialVersionUID = 1L;

  @Override
  public JsonDeserializer<?> modifyMapDeserializer(
      DeserializationConfig config,
      MapType type,
      BeanDescription beanDesc,
      JsonDeserializer<?> deserializer) {
    return SortidModule.serves(type.getKeyType().getRawClass())
        ? new IdMapDeserializer(deserializer)
        : deserializer;
  }
}
