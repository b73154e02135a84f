package io.github.sortid.spring;

import io.github.sortid.IdFormatException;
import org.springframework.core.MethodParameter;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.MatrixVariable;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.server.ServerWebInputException;

/**
 * Answers a request whose path variable, parameter, header or cookie is not a valid ID with a 400
 * and a {@link ProblemDetail} that names the parameter and the parser's reason, in Spring MVC and
 * WebFlux:
 *
 * <pre>{@code
 * GET /orders/0000000000000000000000000+
 *
 * 400 application/problem+json
 * {"type":"about:blank","title":"Bad Request","status":400,
 *  "detail":"Parameter 'id' is not a valid Scru128Id: invalid digit '+' at 24",
 *  "instance":"/orders/0000000000000000000000000+","parameter":"id"}
 * }</pre>
 *
 * <p>It answers only failures whose cause is sortid's {@link IdFormatException}, ahead of other
 * handlers (Spring Boot's problem-details handler would give a detail without the reason). An
 * {@code IdFormatException} thrown by the application's own code is not a bad request parameter,
 * and passes on unchanged. An application that wants another answer overrides {@link
 * #handleInvalidId} in a subclass and defines that as a bean, which replaces this one.
 */
@RestControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
public class InvalidIdParameterHandler {
  /** Creates the handler; the auto-configuration registers one. */
  public InvalidIdParameterHandler() {}

  /**
   * Answers a parameter that is not a valid ID.
   *
   * @param exception the binding failure, Spring MVC's or WebFlux's
   * @param cause the parser's exception, from the cause chain of {@code exception}
   * @return a 400 with the problem
   * @throws Exception {@code exception} itself if it is not a binding failure
   */
  @ExceptionHandler(IdFormatException.class)
  public ResponseEntity<ProblemDetail> handleInvalidId(Exception exception, IdFormatException cause)
      throws Exception {
    String name;
    Class<?> type;
    if (exception instanceof MethodArgumentTypeMismatchException mismatch) {
      name = mismatch.getName();
      type = mismatch.getParameter().getNestedParameterType();
    } else if (exception instanceof ServerWebInputException input
        && input.getMethodParameter() != null) {
      name = parameterName(input.getMethodParameter());
      type = input.getMethodParameter().getNestedParameterType();
    } else {
      throw exception;
    }
    ProblemDetail problem =
        ProblemDetail.forStatusAndDetail(
            HttpStatus.BAD_REQUEST,
            "Parameter '"
                + name
                + "' is not a valid "
                + type.getSimpleName()
                + ": "
                + cause.getMessage());
    problem.setProperty("parameter", name);
    return ResponseEntity.badRequest().body(problem);
  }

  /** The name a request knows the parameter by, as its annotation gives it. */
  private static String parameterName(MethodParameter parameter) {
    String name = "";
    PathVariable path = parameter.getParameterAnnotation(PathVariable.class);
    RequestParam param = parameter.getParameterAnnotation(RequestParam.class);
    RequestHeader header = parameter.getParameterAnnotation(RequestHeader.class);
    CookieValue cookie = parameter.getParameterAnnotation(CookieValue.class);
    MatrixVariable matrix = parameter.getParameterAnnotation(MatrixVariable.class);
    if (path != null) {
      name = path.name();
    } else if (param != null) {
      name = param.name();
    } else if (header != null) {
      name = header.name();
    } else if (cookie != null) {
      name = cookie.name();
    } else if (matrix != null) {
      name = matrix.name();
    }
    if (name.isEmpty()) {
      name = parameter.getParameterName();
    }
    return name == null ? "?" : name;
  }
}
