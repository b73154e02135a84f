package io.github.sortid.hibernate;

import java.util.function.Function;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;

/** Hibernate booted for a given database without one: no connection is ever opened. */
final class Offline {
  private Offline() {}

  /**
   * Builds the metadata of the given entities for a database and applies {@code use} to it.
   *
   * @param product the database's product name, as its JDBC driver reports it
   * @param version the database's version, major.minor
   * @param use what to do with the metadata, while its service registry is open
   * @param entities the entity classes
   * @return what {@code use} returns
   */
  static <R> R withMetadata(
      String product, String version, Function<Metadata, R> use, Class<?>... entities) {
    StandardServiceRegistry registry =
        new StandardServiceRegistryBuilder()
            .applySetting("hibernate.boot.allow_jdbc_metadata_access", "false")
            .applySetting("jakarta.persistence.database-product-name", product)
            .applySetting("jakarta.persistence.database-product-version", version)
            .applySetting("jakarta.persistence.database-major-version", version.split("\\.")[0])
            .applySetting("jakarta.persistence.database-minor-version", version.split("\\.")[1])
            .build();
    try {
      MetadataSources sources = new MetadataSources(registry);
      for (Class<?> entity : entities) {
        sources.addAnnotatedClass(entity);
      }
      return use.apply(sources.buildMetadata());
    } finally {
      StandardServiceRegistryBuilder.destroy(registry);
    }
  }
}
