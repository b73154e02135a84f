package io.github.sortid.spring;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.http.ProblemDetail;

/**
 * Auto-configuration for web applications, Spring MVC and WebFlux alike: an {@link IdConverter},
 * which Spring Boot adds to the application's conversion service so that handler methods take IDs
 * as path variables, parameters and headers, and an {@link InvalidIdParameterHandler} that answers
 * an invalid one with a 400 and a problem detail.
 */
@AutoConfiguration
@ConditionalOnWebApplication
@ConditionalOnClass(ProblemDetail.class)
public final class SortidWebAutoConfiguration {
  /** Created by Spring. */
  SortidWebAutoConfiguration() {}

  /**
   * The converter from and to every ID type's text.
   *
   * @return the converter
   */
  @Bean
  @ConditionalOnMissingBean
  public IdConverter sortidIdConverter() {
    return new IdConverter();
  }

  /**
   * The 400 answer to an invalid ID in a request.
   *
   * @return the handler
   */
  @Bean
  @ConditionalOnMissingBean
  public InvalidIdParameterHandler sortidInvalidIdParameterHandler() {
    return new InvalidIdParameterHandler();
  }
}
