package io.github.sortid.spring.data;

import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.jdbc.core.dialect.JdbcDialect;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;
import org.springframework.data.jdbc.repository.config.AbstractJdbcConfiguration;
import org.springframework.data.jdbc.repository.config.JdbcConfiguration;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcOperations;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Auto-configuration of Spring Data JDBC for sortid's ID types, active with Spring Boot's own
 * (under the same conditions, and ahead of it):
 *
 * <ul>
 *   <li>a {@link JdbcCustomConversions} bean with the converters of {@link IdConverters}, which
 *       write the IDs in the form of {@code sortid.data.id-column} ({@link IdColumn}) and read them
 *       from any; otherwise Spring Boot's own bean, with the dialect's converters. An application
 *       that defines its own bean keeps it, and adds {@link IdConverters#of} to it;
 *   <li>a check at start-up that the column of every ID property holds the form in which the
 *       conversions write it, and that no collection of IDs is to be written in the binary form,
 *       which Spring Data cannot store;
 *   <li>a callback that sets the null keys of an aggregate on save, from the application's
 *       generator beans ({@link UuidV7Key} says which {@code UUID} keys).
 * </ul>
 *
 * <pre>{@code
 * record Order(@Id Scru128Id id, String customer) {}
 *
 * interface Orders extends CrudRepository<Order, Scru128Id> {
 *   List<Order> findByIdBetween(Scru128Id from, Scru128Id to);
 * }
 *
 * Order saved = orders.save(new Order(null, "ada"));   // an INSERT, with a new key
 * }</pre>
 */
@AutoConfiguration(
    after = {
      JdbcTemplateAutoConfiguration.class,
      DataSourceTransactionManagerAutoConfiguration.class
    },
    before = DataJdbcRepositoriesAutoConfiguration.class)
@ConditionalOnBean({NamedParameterJdbcOperations.class, PlatformTransactionManager.class})
@ConditionalOnClass({NamedParameterJdbcOperations.class, AbstractJdbcConfiguration.class})
@ConditionalOnBooleanProperty(name = "spring.data.jdbc.repositories.enabled", matchIfMissing = true)
@EnableConfigurationProperties(SortidDataProperties.class)
public final class SortidDataJdbcAutoConfiguration {
  /** Created by Spring. */
  SortidDataJdbcAutoConfiguration() {}

  /**
   * Spring Boot's conversions (the dialect's converters) with sortid's.
   *
   * @param dialect the database's dialect, which also gives the default column form
   * @param properties the {@code sortid.data.*} properties
   * @return the conversions
   */
  @Bean
  @ConditionalOnMissingBean
  public JdbcCustomConversions jdbcCustomConversions(
      JdbcDialect dialect, SortidDataProperties properties) {
    IdColumn column = properties.getIdColumn();
    return JdbcConfiguration.createCustomConversions(
        dialect, IdConverters.of(column != null ? column : IdColumn.defaultFor(dialect)));
  }

  @Bean
  static ConversionsCheck sortidJdbcConversionsCheck(
      ObjectProvider<JdbcMappingContext> context,
      ObjectProvider<JdbcCustomConversions> conversions) {
    return new ConversionsCheck(
        context::getObject, conversions::getObject, "JdbcCustomConversions");
  }

  @Bean
  static ColumnCheck sortidJdbcColumnCheck(
      ObjectProvider<JdbcMappingContext> context,
      ObjectProvider<JdbcCustomConversions> conversions,
      ObjectProvider<NamedParameterJdbcOperations> jdbc,
      ObjectProvider<JdbcDialect> dialect) {
    return new ColumnCheck(
        context::getObject,
        conversions::getObject,
        () ->
            new JdbcColumnTypes(
                jdbc.getObject().getJdbcOperations(),
                dialect.getObject().getIdentifierProcessing()));
  }

  @Bean
  static JdbcKeyCallback sortidJdbcKeyCallback(
      ObjectProvider<JdbcMappingContext> context, BeanFactory beans) {
    return new JdbcKeyCallback(
        new GeneratedKeys(new Once<>(context::getObject), new IdSources(beans)));
  }
}
