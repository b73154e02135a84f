package io.github.sortid.spring;

import io.github.sortid.hibernate.Scru64Generation;
import io.github.sortid.scru64.Scru64;
import jakarta.persistence.EntityManagerFactory;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.generator.Generator;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;

/**
 * Fails the start-up if an entity has a {@code @Scru64Generated} attribute while no SCRU64 node ID
 * is configured, naming the attributes and the ways to configure one: otherwise the application
 * would start and fail at its first insert. The process-wide source configured outside Spring (the
 * {@code SCRU64_NODE_SPEC} environment variable, the {@code sortid.scru64.nodeSpec} system
 * property, or an earlier {@code Scru64.initialize}) counts as configured.
 */
final class Scru64GeneratedCheck implements SmartInitializingSingleton {
  private final ObjectProvider<EntityManagerFactory> entityManagerFactories;

  Scru64GeneratedCheck(ObjectProvider<EntityManagerFactory> entityManagerFactories) {
    this.entityManagerFactories = entityManagerFactories;
  }

  @Override
  public void afterSingletonsInstantiated() {
    List<String> attributes = new ArrayList<>();
    entityManagerFactories.orderedStream().forEach(factory -> collect(factory, attributes));
    if (attributes.isEmpty()) {
      return;
    }
    try {
      Scru64.getNodeSpec();
    } catch (IllegalStateException e) {
      throw new Scru64NotConfiguredException(
          "@Scru64Generated on " + String.join(", ", attributes));
    }
  }

  private static void collect(EntityManagerFactory factory, List<String> attributes) {
    SessionFactoryImplementor sessionFactory = factory.unwrap(SessionFactoryImplementor.class);
    sessionFactory
        .getMappingMetamodel()
        .forEachEntityDescriptor(
            entity -> {
              String name = entity.getJpaEntityName();
              if (entity.getGenerator() instanceof Scru64Generation) {
                attributes.add(name + "." + entity.getIdentifierPropertyName());
              }
              Generator[] generators = entity.getGenerators();
              String[] properties = entity.getPropertyNames();
              for (int i = 0; i < generators.length; i++) {
                if (generators[i] instanceof Scru64Generation) {
                  attributes.add(name + "." + properties[i]);
                }
              }
            });
  }
}
