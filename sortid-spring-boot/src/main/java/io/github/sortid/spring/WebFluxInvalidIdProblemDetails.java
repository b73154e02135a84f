package io.github.sortid.spring;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.reactive.result.method.annotation.ResponseEntityExceptionHandler;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.ServerWebInputException;
import reactor.core.publisher.Mono;

/**
 * WebFlux's problem details, as Spring Boot's handler gives them with {@code
 * spring.webflux.problemdetails.enabled}, and the problem of {@link InvalidIdParameterHandler} for
 * a handler method's argument that is not a valid ID. The auto-configuration defines it in the
 * place of Spring Boot's handler, which backs off, as it does for the application's own {@link
 * ResponseEntityExceptionHandler}.
 */
@RestControllerAdvice
final class WebFluxInvalidIdProblemDetails extends ResponseEntityExceptionHandler {
  WebFluxInvalidIdProblemDetails() {}

  @Override
  protected Mono<ResponseEntity<Object>> handleServerWebInputException(
      ServerWebInputException ex,
      HttpHeaders headers,
      HttpStatusCode status,
      ServerWebExchange exchange) {
    return InvalidIdProblems.of(ex)
        .map(problem -> handleExceptionInternal(ex, problem, headers, status, exchange))
        .orElseGet(() -> super.handleServerWebInputException(ex, headers, status, exchange));
  }
}
