package io.github.sortid.spring;

import org.springframework.beans.TypeMismatchException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Spring MVC's problem details, as Spring Boot's handler gives them with {@code
 * spring.mvc.problemdetails.enabled}, and the problem of {@link InvalidIdParameterHandler} for a
 * handler method's argument that is not a valid ID. The auto-configuration defines it in the place
 * of Spring Boot's handler, which backs off, as it does for the application's own {@link
 * ResponseEntityExceptionHandler}.
 */
@RestControllerAdvice
final class MvcInvalidIdProblemDetails extends ResponseEntityExceptionHandler {
  MvcInvalidIdProblemDetails() {}

  @Override
  protected ResponseEntity<Object> handleTypeMismatch(
      TypeMismatchException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
    return InvalidIdProblems.of(ex)
        .map(problem -> handleExceptionInternal(ex, problem, headers, status, request))
        .orElseGet(() -> super.handleTypeMismatch(ex, headers, status, request));
  }
}
