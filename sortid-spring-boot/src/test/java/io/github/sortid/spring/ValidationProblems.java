package io.github.sortid.spring;

import java.util.Map;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * An application's answer to Bean Validation's failures, as Spring documents it: Spring's own
 * problem detail, with an {@code errors} property that names each invalid field or parameter and
 * gives its message. It takes the place of Spring Boot's problem-details handler.
 */
@RestControllerAdvice
class ValidationProblems extends ResponseEntityExceptionHandler {
  @Override
  protected ResponseEntity<Object> handleMethodArgumentNotValid(
      MethodArgumentNotValidException ex,
      HttpHeaders headers,
      HttpStatusCode status,
      WebRequest request) {
    ProblemDetail problem = ex.getBody();
    problem.setProperty(
        "errors",
        ex.getFieldErrors().stream()
            .map(error -> error(error.getField(), error.getDefaultMessage()))
            .toList());
    return handleExceptionInternal(ex, problem, headers, status, request);
  }

  @Override
  protected ResponseEntity<Object> handleHandlerMethodValidationException(
      HandlerMethodValidationException ex,
      HttpHeaders headers,
      HttpStatusCode status,
      WebRequest request) {
    ProblemDetail problem = ex.getBody();
    problem.setProperty(
        "errors",
        ex.getParameterValidationResults().stream()
            .flatMap(
                result ->
                    result.getResolvableErrors().stream()
                        .map(MessageSourceResolvable::getDefaultMessage)
                        .map(
                            message ->
                                error(result.getMethodParameter().getParameterName(), message)))
            .toList());
    return handleExceptionInternal(ex, problem, headers, status, request);
  }

  private static Map<String, String> error(String name, String message) {
    return Map.of("name", name, "message", message);
  }
}
