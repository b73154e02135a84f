package io.github.sortid.spring;

import org.springframework.beans.TypeMismatchException;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
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
 * <p>It is mapped to Spring's {@link TypeMismatchException}, which Spring raises when it cannot
 * convert a handler method's argument: Spring MVC's {@link MethodArgumentTypeMismatchException},
 * and the cause of WebFlux's {@link ServerWebInputException}. Every other exception, such as the
 * {@code ConversionFailedException} of the application's own use of the conversion service or an
 * {@code IdFormatException} that its code throws, never reaches it. A type mismatch of an argument
 * that is no ID goes on, unanswered, to Spring's own handling.
 *
 * <p>The application's own exception handlers come first: this handler has the lowest precedence,
 * behind the application's {@code @ControllerAdvice} beans, so that one that answers {@code
 * MethodArgumentTypeMismatchException} or {@code ServerWebInputException} answers invalid IDs too.
 * With {@code spring.mvc.problemdetails.enabled} or {@code spring.webflux.problemdetails.enabled},
 * Spring Boot's problem-details handler, which comes before, answers invalid IDs instead: the
 * auto-configuration then puts one of its own in the place of Spring Boot's, which gives the same
 * problem for invalid IDs and Spring Boot's for everything else. An application that wants another
 * answer defines its own bean of this class, or of a subclass that overrides {@link
 * #handleInvalidId}, which replaces this one.
 */
@RestControllerAdvice
public class InvalidIdParameterHandler {
  /** Creates the handler. */
  public InvalidIdParameterHandler() {}

  /**
   * Answers a handler method's argument that is not a valid ID.
   *
   * @param exception the binding failure, Spring MVC's {@link MethodArgumentTypeMismatchException}
   *     or WebFlux's {@link ServerWebInputException}
   * @return a 400 with the problem
   * @throws Exception {@code exception} itself if the argument is no ID, so that Spring answers it
   *     as it answers every other type mismatch
   */
  @ExceptionHandler(TypeMismatchException.class)
  public ResponseEntity<ProblemDetail> handleInvalidId(Exception exception) throws Exception {
    ProblemDetail problem = InvalidIdProblems.of(exception).orElseThrow(() -> exception);
    return ResponseEntity.badRequest().body(problem);
  }
}
