package io.github.sortid.spring.data;

import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcAutoConfiguration;
import org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.data.r2dbc.convert.R2dbcCustomConversions;
import org.springframework.data.r2dbc.core.R2dbcEntityTemplate;
import org.springframework.data.r2dbc.dialect.DialectResolver;
import org.springframework.data.r2dbc.dialect.R2dbcDialect;
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext;
import org.springframework.r2dbc.core.DatabaseClient;

/**
 * Auto-configuration of Spring Data R2DBC for sortid's ID types, active with Spring Boot's own
 * (under the same conditions, and ahead of it):
 *
 * <ul>
 *   <li>an {@link R2dbcCustomConversions} bean with the converters of {@link IdConverters}, which
 *       write the IDs in the form of {@code sortid.data.id-column} ({@link IdColumn}) and read them
 *       from any; otherwise Spring Boot's own bean, with the dialect's converters. An application
 *       that defines its own bean keeps it, and adds {@link IdConverters#of} to it;
 *   <li>a check at start-up that the column of every ID property holds the form in which the
 *       conversions write it, and that no collection of IDs is to be written in the binary form,
 *       which Spring Data cannot store;
 *   <li>a reactive callback that sets the null key of an entity on save, from the application's
 *       generator beans ({@link UuidV7Key} says which {@code UUID} keys).
 * </ul>
 *
 * <pre>{@code
 * record Order(@Id Scru128Id id, String customer) {}
 *
 * interface Orders extends ReactiveCrudRepository<Order, Scru128Id> {
 *   Flux<Order> findByIdBetween(Scru128Id from, Scru128Id to);
 * }
 *
 * Mono<Order> saved = orders.save(new Order(null, "ada"));   // an INSERT, with a new key
 * }</pre>
 */
@AutoConfiguration(after = R2dbcAutoConfiguration.class, before = DataR2dbcAutoConfiguration.class)
@ConditionalOnClass({DatabaseClient.class, R2dbcEntityTemplate.class})
@ConditionalOnSingleCandidate(DatabaseClient.class)
@EnableConfigurationProperties(SortidDataProperties.class)
public final class SortidDataR2dbcAutoConfiguration {
  /** Created by Spring. */
  SortidDataR2dbcAutoConfiguration() {}

  /**
   * Spring Boot's conversions (the dialect's converters) with sortid's.
   *
   * @param client the database client, whose connection factory gives the dialect and so the
   *     default column form
   * @param properties the {@code sortid.data.*} properties
   * @return the conversions
   */
  @Bean
  @ConditionalOnMissingBean
  public R2dbcCustomConversions r2dbcCustomConversions(
      DatabaseClient client, SortidDataProperties properties) {
    R2dbcDialect dialect = DialectResolver.getDialect(client.getConnectionFactory());
    IdColumn column = properties.getIdColumn();
    return R2dbcCustomConversions.of(
        dialect, IdConverters.of(column != null ? column : IdColumn.defaultFor(dialect)));
  }

  @Bean
  static ConversionsCheck sortidR2dbcConversionsCheck(
      ObjectProvider<R2dbcMappingContext> context,
      ObjectProvider<R2dbcCustomConversions> conversions) {
    return new ConversionsCheck(
        context::getObject, conversions::getObject, "R2dbcCustomConversions");
  }

  @Bean
  static ColumnCheck sortidR2dbcColumnCheck(
      ObjectProvider<R2dbcMappingContext> context,
      ObjectProvider<R2dbcCustomConversions> conversions,
      ObjectProvider<DatabaseClient> client) {
    return new ColumnCheck(
        context::getObject,
        conversions::getObject,
        () ->
            new R2dbcColumnTypes(
                client.getObject(),
                DialectResolver.getDialect(client.getObject().getConnectionFactory())
                    .getIdentifierProcessing()));
  }

  @Bean
  static R2dbcKeyCallback sortidR2dbcKeyCallback(
      ObjectProvider<R2dbcMappingContext> context, BeanFactory beans) {
    return new R2dbcKeyCallback(
        new GeneratedKeys(new Once<>(context::getObject), new IdSources(beans)));
  }
}
