package io.github.sortid.example.orders.quarkus;

import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.SchemaValidationException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * Creates the orders table when it is missing, from {@code schema.sql}, then has Hibernate check
 * the entity against it: the start-up of the Spring example ({@code schema.sql} and {@code
 * ddl-auto=validate}). Quarkus opens the HTTP port only after this has run, and stops the start-up
 * if it fails.
 *
 * <p>Not {@code quarkus.hibernate-orm.schema-management.strategy=validate}: Hibernate's own check
 * runs before any code of the application, on a database that may still be empty. And not {@code
 * update}, which drops and creates the ticket's unique constraint again at every start.
 */
@ApplicationScoped
class OrdersSchema {
  /** Created by the container. */
  OrdersSchema() {}

  void create(@Observes StartupEvent start, DataSource dataSource, EntityManagerFactory jpa)
      throws SQLException, SchemaValidationException {
    try (Connection connection = dataSource.getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute(script());
    }
    jpa.getSchemaManager().validate();
  }

  private static String script() {
    try (InputStream in = OrdersSchema.class.getResourceAsStream("/schema.sql")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
