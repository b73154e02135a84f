package io.github.sortid.quarkus;

import io.github.sortid.hibernate.SortidTypeContributor;
import io.quarkus.hibernate.orm.PersistenceUnitExtension;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.hibernate.boot.model.TypeContributor;

/**
 * Contributes sortid-hibernate's types to the default persistence unit, as Quarkus's Hibernate ORM
 * takes type contributors: as beans qualified {@link PersistenceUnitExtension}. Hibernate ORM also
 * loads sortid-hibernate's {@code TypeContributor} service, for every persistence unit, named ones
 * included; the second contribution adds nothing, since {@link SortidTypeContributor} skips the
 * types that are registered already.
 */
@Singleton
public final class SortidHibernateTypes {
  /** Created by the container. */
  SortidHibernateTypes() {}

  /**
   * sortid-hibernate's types, for the default persistence unit.
   *
   * @return the contributor
   */
  @Produces
  @PersistenceUnitExtension
  @Singleton
  public TypeContributor sortidTypes() {
    return new SortidTypeContributor();
  }
}
