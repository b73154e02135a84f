package io.github.sortid.spring;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication.Type;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.ProblemDetail;

/**
 * Auto-configuration for web applications, Spring MVC and WebFlux alike: an {@link IdConverter},
 * which Spring Boot adds to the application's conversion service so that handler methods take IDs
 * as path variables, parameters and headers, and an {@link InvalidIdParameterHandler} that answers
 * an invalid one with a 400 and a problem detail. With Spring Boot's problem details on, it defines
 * the problem-details handler in the place of Spring Boot's, before Spring Boot's web
 * auto-configuration looks for one, so that invalid IDs keep their reason.
 */
@AutoConfiguration(
    beforeName = {
      "org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration",
      "org.springframework.boot.webflux.autoconfigure.WebFluxAutoConfiguration"
    })
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
   * The 400 answer to an invalid ID in a request, behind the application's own exception handlers.
   *
   * @return the handler
   */
  @Bean
  @ConditionalOnMissingBean
  public InvalidIdParameterHandler sortidInvalidIdParameterHandler() {
    return new InvalidIdParameterHandler();
  }

  /** Spring MVC's problem details with the reason of an invalid ID, as Spring Boot's are set up. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = Type.SERVLET)
  @ConditionalOnClass(
      org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler.class)
  @ConditionalOnBooleanProperty("spring.mvc.problemdetails.enabled")
  static final class MvcProblemDetails {
    MvcProblemDetails() {}

    @Bean
    @ConditionalOnMissingBean(
        org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler.class)
    @Order(0)
    MvcInvalidIdProblemDetails sortidProblemDetailsExceptionHandler() {
      return new MvcInvalidIdProblemDetails();
    }
  }

  /** WebFlux's problem details with the reason of an invalid ID, as Spring Boot's are set up. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = Type.REACTIVE)
  @ConditionalOnClass(
      org.springframework.web.reactive.result.method.annotation.ResponseEntityExceptionHandler
          .class)
  @ConditionalOnBooleanProperty("spring.webflux.problemdetails.enabled")
  static final class WebFluxProblemDetails {
    WebFluxProblemDetails() {}

    @Bean
    @ConditionalOnMissingBean(
        org.springframework.web.reactive.result.method.annotation.ResponseEntityExceptionHandler
            .class)
    @Order(0)
    WebFluxInvalidIdProblemDetails sortidProblemDetailsExceptionHandler() {
      return new WebFluxInvalidIdProblemDetails();
    }
  }
}
