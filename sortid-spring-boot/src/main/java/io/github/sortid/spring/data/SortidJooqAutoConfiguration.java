package io.github.sortid.spring.data;

import io.github.sortid.jooq.SortidConverterProvider;
import org.jooq.DSLContext;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.jooq.autoconfigure.DefaultConfigurationCustomizer;
import org.springframework.boot.jooq.autoconfigure.JooqAutoConfiguration;
import org.springframework.context.annotation.Bean;

/**
 * Auto-configuration of jOOQ for sortid's ID types, with Spring Boot's own: a {@link
 * DefaultConfigurationCustomizer} that sets a {@link SortidConverterProvider} on jOOQ's
 * configuration, around the provider it had, so that {@code fetchInto(MyRecord.class)} and {@code
 * into(MyPojo.class)} read ID columns ({@code uuid}, binary, {@code bigint}, text) into sortid's ID
 * types.
 *
 * <pre>{@code
 * record Invoice(Scru128Id id, String customer) {}
 *
 * List<Invoice> invoices = dsl.select().from(INVOICE).fetchInto(Invoice.class);
 * }</pre>
 */
@AutoConfiguration(before = JooqAutoConfiguration.class)
@ConditionalOnClass({
  DSLContext.class,
  SortidConverterProvider.class,
  DefaultConfigurationCustomizer.class
})
public final class SortidJooqAutoConfiguration {
  /** Created by Spring. */
  SortidJooqAutoConfiguration() {}

  /**
   * Sets sortid's converter provider, which leaves every other pair of types to the provider the
   * configuration had.
   *
   * @return the customizer
   */
  @Bean
  public DefaultConfigurationCustomizer sortidConverterProviderCustomizer() {
    return configuration ->
        configuration.set(new SortidConverterProvider(configuration.converterProvider()));
  }
}
