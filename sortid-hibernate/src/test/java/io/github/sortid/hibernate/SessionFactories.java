package io.github.sortid.hibernate;

import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Session factories for the tests: Hibernate's own connection pool, the schema created at start,
 * inserts ordered and batched by 1000.
 */
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
  static SessionFactory create(PGSimpleDataSource database, Class<?>... entities) {
    return create(database, new Configuration(), entities);
  }

  /**
   * Builds a session factory as {@link #create(PGSimpleDataSource, Class[])} does, from a
   * configuration that holds other settings.
   *
   * @param database where to connect
   * @param configuration the configuration to complete
   * @param entities the entity classes
   * @return the session factory
   */
  static SessionFactory create(
      PGSimpleDataSource database, Configuration configuration, Class<?>... entities) {
    for (Class<?> entity : entities) {
      configuration.addAnnotatedClass(entity);
    }
    return configuration
        .setProperty("hibernate.connection.url", database.getUrl())
        .setProperty("hibernate.connection.username", database.getUser())
        .setProperty("hibernate.connection.pool_size", "8")
        .setProperty("hibernate.hbm2ddl.auto", "create")
        .setProperty("hibernate.jdbc.batch_size", "1000")
        .setProperty("hibernate.order_inserts", "true")
        .buildSessionFactory();
  }
}
