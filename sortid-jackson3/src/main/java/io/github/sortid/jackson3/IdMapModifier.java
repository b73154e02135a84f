package io.github.sortid.jackson3;

import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.ValueDeserializerModifier;
import tools.jackson.databind.type.MapType;

/** Wraps the deserializer of every map whose keys are IDs in an {@link IdMapDeserializer}. */
final class IdMapModifier extends ValueDeserializerModifier {
  private static final long serialVersionUID = 1L;

  @Override
  public ValueDeserializer<?> modifyMapDeserializer(
      DeserializationConfig config,
      MapType type,
      BeanDescription.Supplier beanDescRef,
      ValueDeserializer<?> deserializer) {
    return SortidModule.serves(type.getKeyType().getRawClass())
        ? new IdMapDeserializer(deserializer)
        : deserializer;
  }
}
