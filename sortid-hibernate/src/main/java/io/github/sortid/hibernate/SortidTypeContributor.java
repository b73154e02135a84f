package io.github.sortid.hibernate;

import org.hibernate.boot.model.TypeContributions;
import org.hibernate.boot.model.TypeContributor;
import org.hibernate.service.ServiceRegistry;

/**
 * Registers the mappings of sortid's ID types with Hibernate: {@link Scru128IdJavaType}, {@link
 * Scru128V1IdJavaType}, {@link UlidJavaType}, {@link EuidJavaType} and {@link Scru64IdJavaType}.
 *
 * <p>Hibernate finds it on the class path through {@code
 * META-INF/services/org.hibernate.boot.model.TypeContributor}; nothing needs to be configured.
 */
public final class SortidTypeContributor implements TypeContributor {
  /** Creates the contributor; Hibernate does, through {@link java.util.ServiceLoader}. */
  public SortidTypeContributor() {}

  @Override
  public void contribute(TypeContributions typeContributions, ServiceRegistry serviceRegistry) {
    typeContributions.contributeJavaType(Scru128IdJavaType.INSTANCE);
    typeContributions.contributeJavaType(Scru128V1IdJavaType.INSTANCE);
    typeContributions.contributeJavaType(UlidJavaType.INSTANCE);
    typeContributions.contributeJavaType(EuidJavaType.INSTANCE);
    typeContributions.contributeJavaType(Scru64IdJavaType.INSTANCE);
  }
}
