package io.github.sortid.spring.data;

import io.github.sortid.IdType;
import io.github.sortid.mybatis.GeneratedId;
import io.github.sortid.mybatis.GeneratedIdInterceptor;
import io.github.sortid.mybatis.SortidTypeHandlers;
import java.sql.DatabaseMetaData;
import javax.sql.DataSource;
import org.apache.ibatis.session.SqlSessionFactory;
import org.mybatis.spring.boot.autoconfigure.ConfigurationCustomizer;
import org.mybatis.spring.boot.autoconfigure.MybatisAutoConfiguration;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.jdbc.support.MetaDataAccessException;

/**
 * Auto-configuration of MyBatis for sortid's ID types, with MyBatis's own (mybatis-spring-boot):
 *
 * <ul>
 *   <li>a {@link ConfigurationCustomizer} that registers sortid's type handlers ({@link
 *       SortidTypeHandlers}) for the column form of {@code sortid.data.id-column}, which is unset
 *       the database's default ({@link io.github.sortid.mybatis.IdColumn#defaultFor}: uuid on
 *       PostgreSQL, binary elsewhere);
 *   <li>a {@link GeneratedIdInterceptor}, which MyBatis's auto-configuration adds to the session
 *       factory as it adds every interceptor bean, and which fills the null {@link GeneratedId}
 *       fields of an insert from the application's generator beans, as Spring Data's keys are. An
 *       application that defines its own interceptor keeps it.
 * </ul>
 *
 * <p>MyBatis applies customizers only to the configuration it builds itself: with {@code
 * mybatis.config-location}, the application registers the handlers in its own XML.
 */
@AutoConfiguration(before = MybatisAutoConfiguration.class)
@ConditionalOnClass({
  SqlSessionFactory.class,
  SortidTypeHandlers.class,
  ConfigurationCustomizer.class
})
@EnableConfigurationProperties(SortidDataProperties.class)
public final class SortidMyBatisAutoConfiguration {
  /** Created by Spring. */
  SortidMyBatisAutoConfiguration() {}

  /**
   * Registers sortid's type handlers with MyBatis's configuration.
   *
   * @param properties the {@code sortid.data.*} properties
   * @param dataSource the application's data source, whose database gives the default form
   * @return the customizer
   */
  @Bean
  public ConfigurationCustomizer sortidTypeHandlersCustomizer(
      SortidDataProperties properties, ObjectProvider<DataSource> dataSource) {
    return configuration ->
        SortidTypeHandlers.register(
            configuration.getTypeHandlerRegistry(), column(properties, dataSource));
  }

  /**
   * The interceptor that generates the null {@link GeneratedId} fields of an insert, from the
   * application's generator beans, looked up on the first ID of each format.
   *
   * @param beans the application context's beans
   * @return the interceptor
   */
  @Bean
  @ConditionalOnMissingBean
  public GeneratedIdInterceptor generatedIdInterceptor(BeanFactory beans) {
    IdSources sources = new IdSources(beans);
    GeneratedIdInterceptor.Builder builder = GeneratedIdInterceptor.builder();
    for (IdType<?> type : IdType.all()) {
      addGenerator(builder, type, sources);
    }
    return builder.build();
  }

  private static <T> void addGenerator(
      GeneratedIdInterceptor.Builder builder, IdType<T> type, IdSources sources) {
    builder.generator(
        type,
        () -> type.javaType().cast(sources.next(type.javaType(), "A MyBatis @GeneratedId field")));
  }

  private static io.github.sortid.mybatis.IdColumn column(
      SortidDataProperties properties, ObjectProvider<DataSource> dataSource) {
    IdColumn column = properties.getIdColumn();
    if (column != null) {
      return io.github.sortid.mybatis.IdColumn.valueOf(column.name());
    }
    try {
      return io.github.sortid.mybatis.IdColumn.defaultFor(
          JdbcUtils.extractDatabaseMetaData(
              dataSource.getObject(), DatabaseMetaData::getDatabaseProductName));
    } catch (MetaDataAccessException e) {
      throw new IllegalStateException(
          "Cannot read the database's product name, which gives MyBatis's ID column form when"
              + " sortid.data.id-column is not set: set it to uuid, binary or text",
          e);
    }
  }
}
