package io.github.sortid.spring;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Auto-configuration of sortid's Jackson modules: a module bean for Jackson 3 (sortid-jackson3) and
 * one for Jackson 2 (sortid-jackson), each when its jars are present. Spring Boot adds module beans
 * to the mappers it builds, so every ID type reads and writes as JSON in request and response
 * bodies. {@code sortid.jackson.uuid-form=true} writes the 128-bit IDs in their UUID form.
 *
 * <p>Runs before Spring Boot's own Jackson auto-configurations, which collect the module beans.
 */
@AutoConfiguration(
    beforeName = {
      "org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration",
      "org.springframework.boot.jackson2.autoconfigure.Jackson2AutoConfiguration"
    })
@EnableConfigurationProperties(SortidProperties.class)
public final class SortidJacksonAutoConfiguration {
  /** Created by Spring. */
  SortidJacksonAutoConfiguration() {}

  /** The module for Jackson 3, Spring Boot 4's default. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass({
    tools.jackson.databind.JacksonModule.class,
    io.github.sortid.jackson3.SortidModule.class
  })
  static class Jackson3Configuration {
    Jackson3Configuration() {}

    @Bean
    @ConditionalOnMissingBean
    io.github.sortid.jackson3.SortidModule sortidJackson3Module(SortidProperties properties) {
      return new io.github.sortid.jackson3.SortidModule()
          .configureUuidForm(properties.getJackson().isUuidForm());
    }
  }

  /** The module for Jackson 2, for applications that still use it. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass({
    com.fasterxml.jackson.databind.Module.class,
    io.github.sortid.jackson.SortidModule.class
  })
  static class Jackson2Configuration {
    Jackson2Configuration() {}

    @Bean
    @ConditionalOnMissingBean
    io.github.sortid.jackson.SortidModule sortidJackson2Module(SortidProperties properties) {
      return new io.github.sortid.jackson.SortidModule()
          .configureUuidForm(properties.getJackson().isUuidForm());
    }
  }
}
