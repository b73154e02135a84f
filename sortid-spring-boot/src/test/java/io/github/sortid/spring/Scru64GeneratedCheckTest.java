package io.github.sortid.spring;

import static io.github.sortid.spring.StartupFailures.rootCause;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.hibernate.Scru128Generated;
import io.github.sortid.hibernate.Scru64Generated;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.GlobalScru64;
import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import jakarta.persistence.Entity;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Id;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** An entity that generates SCRU64 IDs needs a configured node ID, checked at start-up. */
class Scru64GeneratedCheckTest {
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(AutoConfigurations.of(Scru64AutoConfiguration.class));

  @Entity(name = "Ticketed")
  static class Ticketed {
    @Id @Scru128Generated Scru128Id id;
    @Scru64Generated Scru64Id ticket;
  }

  @Entity(name = "Plain")
  static class Plain {
    @Id @Scru128Generated Scru128Id id;
  }

  @BeforeEach
  void forgetTheProcessWideSource() {
    GlobalScru64.forget();
  }

  @AfterAll
  static void forgetItAfterwards() {
    GlobalScru64.forget();
  }

  @Test
  void aGeneratedAttributeWithoutNodeIdFailsTheStart() {
    runner
        .withBean(EntityManagerFactory.class, () -> sessionFactory(Ticketed.class, Plain.class))
        .run(
            context -> {
              Throwable cause = rootCause(context.getStartupFailure());
              assertInstanceOf(Scru64NotConfiguredException.class, cause);
              assertTrue(
                  cause.getMessage().contains("@Scru64Generated on Ticketed.ticket needs one"),
                  cause.getMessage());
              assertTrue(cause.getMessage().contains("sortid.scru64.node-spec"));
            });
  }

  @Test
  void aConfiguredNodeIdStarts() {
    runner
        .withPropertyValues("sortid.scru64.node-spec=5/4")
        .withBean(EntityManagerFactory.class, () -> sessionFactory(Ticketed.class))
        .run(context -> assertNull(context.getStartupFailure()));
  }

  @Test
  void aProcessWideSourceFromOutsideSpringCounts() {
    Scru64.initialize(Scru64NodeSpec.parse("5/4"));
    runner
        .withBean(EntityManagerFactory.class, () -> sessionFactory(Ticketed.class))
        .run(context -> assertNull(context.getStartupFailure()));
  }

  @Test
  void entitiesWithoutGeneratedScru64IdsStart() {
    runner
        .withBean(EntityManagerFactory.class, () -> sessionFactory(Plain.class))
        .run(context -> assertNull(context.getStartupFailure()));
  }

  /** Hibernate booted for PostgreSQL without one: no connection is ever opened. */
  private static SessionFactory sessionFactory(Class<?>... entities) {
    MetadataSources sources =
        new MetadataSources(
            new StandardServiceRegistryBuilder()
                .applySetting("hibernate.boot.allow_jdbc_metadata_access", "false")
                .applySetting("jakarta.persistence.database-product-name", "PostgreSQL")
                .applySetting("jakarta.persistence.database-product-version", "17.0")
                .build());
    for (Class<?> entity : entities) {
      sources.addAnnotatedClass(entity);
    }
    return sources.buildMetadata().buildSessionFactory();
  }
}
