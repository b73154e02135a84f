package io.github.sortid.hibernate;

import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/** Session factories for the tests: schema created at start, inserts batched by 1000. */
final class SessionFactories {
  private SessionFactories() {}

  /**
   * Builds a session factory on the given database, with the tables of the given entities created
   * afresh.
   *
   * @param database where to connect
   * @param entities the entity classes
   * @return the session factory
   */
  static SessionFactory create(DataSource database, Class<?>... entities) {
    Configuration configuration = new Configuration();
    for (Class<?> entity : entities) {
      configuration.addAnnotatedClass(entity);
    }
    configuration.getProperties().put("hibernate.connection.datasource", database);
    return configuration
        .setProperty("hibernate.hbm2ddl.auto", "create")
        .setProperty("hibernate.jdbc.batch_size", "1000")
        .setProperty("hibernate.order_inserts", "true")
        .buildSessionFactory();
  }
}
