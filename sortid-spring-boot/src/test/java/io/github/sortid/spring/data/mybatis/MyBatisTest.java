package io.github.sortid.spring.data.mybatis;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.sortid.IdType;
import io.github.sortid.mybatis.GeneratedId;
import io.github.sortid.mybatis.GeneratedIdInterceptor;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.spring.Scru64AutoConfiguration;
import io.github.sortid.spring.SortidAutoConfiguration;
import io.github.sortid.spring.data.IdColumn;
import io.github.sortid.spring.data.SortidMyBatisAutoConfiguration;
import io.github.sortid.spring.data.TestPostgres;
import java.time.Instant;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.session.SqlSessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mybatis.spring.annotation.MapperScan;
import org.mybatis.spring.boot.autoconfigure.MybatisAutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * MyBatis's auto-configuration with sortid's on PostgreSQL: IDs generated on insert and read back
 * through the type handlers of the database's default column form ({@code uuid}) and of {@code
 * sortid.data.id-column=text}, and an application's own interceptor.
 */
class MyBatisTest {
  private static final Scru128Id OWN_KEY = Scru128Id.max(Instant.parse("2026-05-01T00:00:00Z"));

  private static TestPostgres postgres;

  /** An order whose key the interceptor generates. */
  public static class Order {
    @GeneratedId private Scru128Id id;
    private String customer;

    /** For MyBatis. */
    public Order() {}

    Order(String customer) {
      this.customer = customer;
    }
  }

  @Mapper
  interface Orders {
    @Insert("INSERT INTO orders (id, customer) VALUES (#{id}, #{customer})")
    void insert(Order order);

    @Select("SELECT id, customer FROM orders WHERE customer = #{customer}")
    Order find(String customer);
  }

  /** An application with MyBatis's mappers. */
  @Configuration(proxyBeanMethods = false)
  @MapperScan(basePackageClasses = MyBatisTest.class, annotationClass = Mapper.class)
  static class Application {}

  /** The same application, with an interceptor of its own. */
  @Configuration(proxyBeanMethods = false)
  static class OwnInterceptor {
    @Bean
    GeneratedIdInterceptor ownInterceptor() {
      return GeneratedIdInterceptor.builder().generator(IdType.SCRU128, () -> OWN_KEY).build();
    }
  }

  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  DataSourceAutoConfiguration.class,
                  MybatisAutoConfiguration.class,
                  SortidAutoConfiguration.class,
                  Scru64AutoConfiguration.class,
                  SortidMyBatisAutoConfiguration.class))
          .withUserConfiguration(Application.class);

  @BeforeAll
  static void start() {
    postgres = TestPostgres.start();
    postgres.database(
        "mybatis_uuid", IdColumn.UUID, "CREATE TABLE orders (id uuid PRIMARY KEY, customer text)");
    postgres.database(
        "mybatis_text",
        IdColumn.TEXT,
        "CREATE TABLE orders (id varchar(25) COLLATE \"C\" PRIMARY KEY, customer text)");
  }

  @AfterAll
  static void stop() {
    postgres.close();
  }

  private ApplicationContextRunner on(String database) {
    return runner.withPropertyValues("spring.datasource.url=" + postgres.jdbcUrl(database));
  }

  @Test
  void anInsertGetsANewKeyInAUuidColumnTheDefaultOnPostgresql() {
    on("mybatis_uuid")
        .run(
            context -> {
              Orders orders = context.getBean(Orders.class);
              Order order = new Order("ada");

              orders.insert(order);

              assertThat(order.id).isNotNull();
              assertThat(IdType.SCRU128.toInstant(order.id))
                  .isAfter(Instant.now().minusSeconds(60));
              assertThat(orders.find("ada").id).isEqualTo(order.id);
              assertThat(
                      postgres.queryForString(
                          "mybatis_uuid", "SELECT id::text FROM orders WHERE customer = 'ada'"))
                  .isEqualTo(order.id.toUuid().toString());
            });
  }

  @Test
  void theTextFormWritesTheCanonicalText() {
    on("mybatis_text")
        .withPropertyValues("sortid.data.id-column=text")
        .run(
            context -> {
              Orders orders = context.getBean(Orders.class);
              Order order = new Order("grace");

              orders.insert(order);

              assertThat(orders.find("grace").id).isEqualTo(order.id);
              assertThat(
                      postgres.queryForString(
                          "mybatis_text", "SELECT id FROM orders WHERE customer = 'grace'"))
                  .isEqualTo(order.id.toString());
            });
  }

  @Test
  void anApplicationsOwnInterceptorIsTheOneThatGenerates() {
    on("mybatis_uuid")
        .withUserConfiguration(OwnInterceptor.class)
        .run(
            context -> {
              assertThat(context).hasSingleBean(GeneratedIdInterceptor.class);
              assertThat(
                      context.getBean(SqlSessionFactory.class).getConfiguration().getInterceptors())
                  .containsExactly(context.getBean("ownInterceptor", GeneratedIdInterceptor.class));
              Order order = new Order("linus");

              context.getBean(Orders.class).insert(order);

              assertThat(order.id).isEqualTo(OWN_KEY);
            });
  }
}
