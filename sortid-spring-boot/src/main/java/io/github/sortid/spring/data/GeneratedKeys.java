package io.github.sortid.spring.data;

import io.github.sortid.IdType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;
import org.springframework.core.CollectionFactory;
import org.springframework.data.mapping.PersistentPropertyAccessor;
import org.springframework.data.mapping.model.EntityInstantiators;
import org.springframework.data.mapping.model.InstantiationAwarePropertyAccessor;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;

/**
 * Sets the null keys of an aggregate before Spring Data converts it: the {@code @Id} of its root
 * and of every entity inside it (one-to-one, and the elements of collections and maps of entities),
 * found through the mapping context.
 *
 * <p>A key is generated when it is null and either of a sortid ID type or a {@code UUID} marked
 * {@link UuidV7Key}. An immutable entity, such as a record, gets its key through Spring Data's
 * property accessor, which calls its wither or its constructor; the new instance replaces the old
 * one in its parent, and the new root is returned.
 */
final class GeneratedKeys {
  private final Supplier<? extends RelationalMappingContext> context;
  private final IdSources sources;
  private final EntityInstantiators instantiators = new EntityInstantiators();

  /**
   * Creates the key setter.
   *
   * @param context the store's mapping context
   * @param sources where new keys come from
   */
  GeneratedKeys(Supplier<? extends RelationalMappingContext> context, IdSources sources) {
    this.context = context;
    this.sources = sources;
  }

  /**
   * Sets the null keys of an aggregate.
   *
   * @param aggregate the root of the aggregate
   * @return the root with its keys set: the same instance unless it is immutable
   */
  <T> T assign(T aggregate) {
    RelationalPersistentEntity<?> entity = context.get().getPersistentEntity(aggregate.getClass());
    return entity == null ? aggregate : assign(entity, aggregate);
  }

  private <T> T assign(RelationalPersistentEntity<?> entity, T bean) {
    PersistentPropertyAccessor<T> accessor = accessor(entity, bean);
    RelationalPersistentProperty id = entity.getIdProperty();
    if (isGenerated(entity, id) && accessor.getProperty(id) == null) {
      accessor.setProperty(id, sources.next(id.getType(), name(id)));
    }
    for (RelationalPersistentProperty property : entity) {
      if (!property.isEntity() || property.isAssociation()) {
        continue;
      }
      Object value = accessor.getProperty(property);
      Object assigned = assignValue(property, value);
      if (assigned != value) {
        accessor.setProperty(property, assigned);
      }
    }
    return accessor.getBean();
  }

  /** The value of a property of entities with its keys set: a new one if an element changed. */
  private Object assignValue(RelationalPersistentProperty property, Object value) {
    if (value instanceof Map<?, ?> map) {
      Map<Object, Object> assigned = CollectionFactory.createMap(property.getType(), map.size());
      boolean changed = false;
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        Object element = assignElement(entry.getValue());
        changed |= element != entry.getValue();
        assigned.put(entry.getKey(), element);
      }
      return changed ? assigned : value;
    }
    if (value instanceof Collection<?> collection) {
      List<Object> elements = new ArrayList<>(collection.size());
      boolean changed = false;
      for (Object element : collection) {
        Object assigned = assignElement(element);
        changed |= assigned != element;
        elements.add(assigned);
      }
      if (!changed) {
        return value;
      }
      Collection<Object> assigned =
          CollectionFactory.createCollection(property.getType(), elements.size());
      assigned.addAll(elements);
      return assigned;
    }
    return assignElement(value);
  }

  private Object assignElement(Object element) {
    if (element == null) {
      return null;
    }
    RelationalPersistentEntity<?> entity = context.get().getPersistentEntity(element.getClass());
    return entity == null ? element : assign(entity, element);
  }

  /**
   * Tells whether a null key is generated: always for a sortid type, for a {@code UUID} when
   * marked.
   *
   * @param id the entity's key, or null if it has none
   * @throws IllegalStateException if the entity marks another property, or a key of another type
   */
  private static boolean isGenerated(
      RelationalPersistentEntity<?> entity, RelationalPersistentProperty id) {
    RelationalPersistentProperty marked = entity.getPersistentProperty(UuidV7Key.class);
    if (marked != null && marked != id) {
      throw new IllegalStateException(
          "@UuidV7Key marks the @Id of an entity, but " + name(marked) + " is not its @Id");
    }
    if (id == null) {
      return false;
    }
    if (IdType.of(id.getType()).isPresent()) {
      return true;
    }
    if (marked == null) {
      return false;
    }
    if (id.getType() != UUID.class) {
      throw new IllegalStateException(
          "@UuidV7Key fills a java.util.UUID key, but "
              + name(id)
              + " is a "
              + id.getType().getName());
    }
    return true;
  }

  @SuppressWarnings("unchecked") // the entity is the bean's own
  private <T> PersistentPropertyAccessor<T> accessor(RelationalPersistentEntity<?> entity, T bean) {
    RelationalPersistentEntity<T> typed = (RelationalPersistentEntity<T>) entity;
    return new InstantiationAwarePropertyAccessor<>(
        bean, typed::getPropertyAccessor, instantiators);
  }

  private static String name(RelationalPersistentProperty property) {
    return property.getOwner().getType().getSimpleName() + "." + property.getName();
  }
}
