package io.github.sortid.spring;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;
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
   * The 400 answer to an invalid ID in a request: behind the application's own exception handlers,
   * or, with Spring Boot's problem details on, just ahead of Spring Boot's handler, which would
   * answer first without the reason.
   *
   * @param environment the environment, for Spring Boot's problem-details properties
   * @return the handler
   */
  @Bean
  @ConditionalOnMissingBean
  public InvalidIdParameterHandler sortidInvalidIdParameterHandler(Environment environment) {
    boolean problemDetails =
        environment.getProperty("spring.mvc.problemdetails.enabled", Boolean.class, false)
            || environment.getProperty(
                "spring.webflux.problemdetails.enabled", Boolean.class, false);
    return new InvalidIdParameterHandler(problemDetails ? -1 : Ordered.LOWEST_PRECEDENCE);
  }
}
