package io.github.sortid.hibernate;

import io.github.sortid.IdType;
import org.hibernate.boot.model.TypeContributions;
import org.hibernate.boot.model.TypeContributor;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.type.descriptor.java.spi.JavaTypeRegistry;

/**
 * Registers an {@link IdJavaType} for every format of {@link IdType#all()}, so that an entity
 * attribute of an ID type needs no annotation. A format whose values are of a class that Hibernate
 * maps already, such as {@link java.util.UUID}, keeps Hibernate's mapping: replacing it would
 * change every attribute of that class, not only the IDs.
 *
 * <p>Hibernate finds it on the class path through {@code
 * META-INF/services/org.hibernate.boot.model.TypeContributor}; nothing needs to be configured.
 */
public final class SortidTypeContributor implements TypeContributor {
  /** Creates the contributor; Hibernate does, through {@link java.util.ServiceLoader}. */
  public SortidTypeContributor() {}

  @Override
  public void contribute(TypeContributions typeContributions, ServiceRegistry serviceRegistry) {
    JavaTypeRegistry registry = typeContributions.getTypeConfiguration().getJavaTypeRegistry();
    for (IdType<?> type : IdType.all()) {
      if (registry.findDescriptor(type.javaType()) == null) {
        typeContributions.contributeJavaType(new IdJavaType<>(type));
      }
    }
  }
}
