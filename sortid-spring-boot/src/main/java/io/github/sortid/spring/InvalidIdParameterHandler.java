package io.github.sortid.spring;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import java.util.Collection;
import org.springframework.beans.TypeMismatchException;
import org.springframework.core.MethodParameter;
import org.springframework.core.Ordered;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.util.StringUtils;
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
 * and a {@link ProblemDetail} that names the parameter, the text and the parser's reason, in Spring
 * MVC and WebFlux:
 *
 * <pre>{@code
 * GET /orders/zzz
 *
 * 400 application/problem+json
 * {"type":"about:blank","title":"Bad Request","status":400,
 *  "detail":"Parameter 'id': \"zzz\" is not a valid SCRU128 ID: invalid length: 3 (expected 25)",
 *  "instance":"/orders/zzz","parameter":"id"}
 * }</pre>
 *
 * <p>For a list, such as {@code @RequestParam List<Scru128Id> ids}, the detail names the element
 * that is no ID, not the whole parameter.
 *
 * <p>It answers only the binding failures of {@link IdConverter}'s {@link InvalidIdException}:
 * Spring MVC's {@link MethodArgumentTypeMismatchException} and WebFlux's {@link
 * ServerWebInputException}. An {@code IdFormatException} thrown by the application's own code is
 * not a bad request parameter, and never reaches this handler.
 *
 * <p>The application's own exception handlers come first: by default this handler has the lowest
 * precedence, behind the application's {@code @ControllerAdvice} beans, so that one that answers
 * {@code MethodArgumentTypeMismatchException}, {@code ServerWebInputException} or {@code
 * IdFormatException} answers invalid IDs too. The auto-configuration gives it order -1 instead when
 * {@code spring.mvc.problemdetails.enabled} or {@code spring.webflux.problemdetails.enabled} is
 * set, just ahead of Spring Boot's problem-details handler (order 0), which would otherwise answer
 * every type mismatch with a detail that leaves the reason out, and which already comes before the
 * application's advices of the default order. An application that wants another answer or another
 * order defines its own bean of this class, or of a subclass that overrides {@link
 * #handleInvalidId}, which replaces this one.
 */
@RestControllerAdvice
public class InvalidIdParameterHandler implements Ordered {
  private final int order;

  /** Creates the handler with the lowest precedence. */
  public InvalidIdParameterHandler() {
    this(Ordered.LOWEST_PRECEDENCE);
  }

  /**
   * Creates the handler with the given order among the exception handlers.
   *
   * @param order the order, lower values first
   */
  public InvalidIdParameterHandler(int order) {
    this.order = order;
  }

  @Override
  public int getOrder() {
    return order;
  }

  /**
   * Answers a parameter that is not a valid ID.
   *
   * @param exception the binding failure, Spring MVC's or WebFlux's
   * @param cause the converter's exception, from the cause chain of {@code exception}
   * @return a 400 with the problem
   * @throws Exception {@code exception} itself if it is not a binding failure, such as the
   *     application's own use of the conversion service
   */
  @ExceptionHandler(InvalidIdException.class)
  public ResponseEntity<ProblemDetail> handleInvalidId(
      Exception exception, InvalidIdException cause) throws Exception {
    MethodParameter parameter;
    String name;
    Object value;
    if (exception instanceof MethodArgumentTypeMismatchException mismatch) {
      parameter = mismatch.getParameter();
      name = mismatch.getName();
      value = mismatch.getValue();
    } else if (exception instanceof ServerWebInputException input
        && input.getMethodParameter() != null
        && input.getCause() instanceof TypeMismatchException mismatch) {
      parameter = input.getMethodParameter();
      name = parameterName(parameter);
      value = mismatch.getValue();
    } else {
      throw exception;
    }
    String reason = cause.getMessage();
    Class<?> type = parameter.getParameterType();
    if ((Collection.class.isAssignableFrom(type) || type.isArray())
        && value instanceof String list) {
      reason = elementReason(list, cause);
    }
    ProblemDetail problem =
        ProblemDetail.forStatusAndDetail(
            HttpStatus.BAD_REQUEST, "Parameter '" + name + "': " + reason);
    problem.setProperty("parameter", name);
    return ResponseEntity.badRequest().body(problem);
  }

  /**
   * The reason why one element of a comma-separated list is no ID. When an element fails, Spring's
   * binder converts the whole text once more as a single element and reports that failure instead,
   * so the element is found again here.
   */
  private static String elementReason(String list, InvalidIdException cause) {
    IdType<?> type = cause.getIdType();
    for (String element : StringUtils.commaDelimitedListToStringArray(list)) {
      String text = element.strip();
      try {
        if (!text.isEmpty()) {
          type.parse(text);
        }
      } catch (IdFormatException e) {
        return type.invalidInput(text, e);
      }
    }
    return cause.getMessage();
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
