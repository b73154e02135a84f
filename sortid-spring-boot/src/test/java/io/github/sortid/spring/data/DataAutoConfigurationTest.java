package io.github.sortid.spring.data;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.sortid.spring.SortidAutoConfiguration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.annotation.ImportCandidates;
import org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration;
import org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.r2dbc.convert.R2dbcCustomConversions;

/** When the Spring Data auto-configurations apply: with Spring Boot's, and found by Spring Boot. */
class DataAutoConfigurationTest {
  @Test
  void bothAreListedForSpringBoot() {
    assertThat(ImportCandidates.load(AutoConfiguration.class, getClass().getClassLoader()))
        .contains(
            SortidDataJdbcAutoConfiguration.class.getName(),
            SortidDataR2dbcAutoConfiguration.class.getName());
  }

  @Test
  void withoutADatabaseNeitherApplies() {
    new ApplicationContextRunner()
        .withConfiguration(
            AutoConfigurations.of(
                SortidAutoConfiguration.class,
                SortidDataJdbcAutoConfiguration.class,
                DataJdbcRepositoriesAutoConfiguration.class,
                SortidDataR2dbcAutoConfiguration.class,
                DataR2dbcAutoConfiguration.class))
        .run(
            context -> {
              assertThat(context).hasNotFailed();
              assertThat(context).doesNotHaveBean(JdbcCustomConversions.class);
              assertThat(context).doesNotHaveBean(R2dbcCustomConversions.class);
              assertThat(context).doesNotHaveBean(ConversionsCheck.class);
            });
  }
}
