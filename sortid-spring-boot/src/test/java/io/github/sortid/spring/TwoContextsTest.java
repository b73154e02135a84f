package io.github.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.hibernate.Scru64Generated;
import io.github.sortid.scru64.Scru64Id;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import jakarta.persistence.Entity;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Id;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * Two applications in one JVM, each with its own SCRU64 node spec: the {@code @Scru64Generated}
 * keys of each carry its own node ID, and closing one leaves the other generating.
 */
class TwoContextsTest {
  private static EmbeddedPostgres postgres;

  /** An entity keyed by a generated SCRU64 ID. */
  @Entity(name = "Reading")
  static class Reading {
    @Id @Scru64Generated Scru64Id id;
  }

  /** An application with a data source, JPA and sortid's SCRU64 source. */
  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration({
    DataSourceAutoConfiguration.class,
    HibernateJpaAutoConfiguration.class,
    Scru64AutoConfiguration.class
  })
  @AutoConfigurationPackage
  static class Application {}

  @BeforeAll
  static void startPostgres() throws IOException {
    postgres = TestServers.postgres().start();
  }

  @AfterAll
  static void stopPostgres() throws IOException {
    postgres.close();
  }

  @Test
  void eachContextGeneratesWithItsOwnNodeId() throws SQLException {
    ConfigurableApplicationContext first = start("first", "1/8");
    try (ConfigurableApplicationContext second = start("second", "2/8")) {
      assertEquals(1, nodeId(insert(first)));
      assertEquals(2, nodeId(insert(second)));
      assertEquals(1, nodeId(insert(first)));

      first.close();
      assertEquals(2, nodeId(insert(second)));
    } finally {
      first.close();
    }
  }

  private static ConfigurableApplicationContext start(String database, String nodeSpec)
      throws SQLException {
    try (Connection connection = postgres.getPostgresDatabase().getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("CREATE DATABASE " + database);
    }
    return new SpringApplicationBuilder(Application.class)
        .web(WebApplicationType.NONE)
        .properties(
            "spring.datasource.url=" + postgres.getJdbcUrl("postgres", database),
            "spring.jpa.hibernate.ddl-auto=create",
            "sortid.scru64.node-spec=" + nodeSpec)
        .run();
  }

  /** Persists a reading in a transaction of its own and returns its key. */
  private static Scru64Id insert(ConfigurableApplicationContext context) {
    EntityManager entityManager = context.getBean(EntityManagerFactory.class).createEntityManager();
    try {
      entityManager.getTransaction().begin();
      Reading reading = new Reading();
      entityManager.persist(reading);
      entityManager.getTransaction().commit();
      return reading.id;
    } finally {
      entityManager.close();
    }
  }

  /** The node ID of a key of node spec size 8. */
  private static int nodeId(Scru64Id id) {
    return id.getNodeCtr() >>> 16;
  }
}
