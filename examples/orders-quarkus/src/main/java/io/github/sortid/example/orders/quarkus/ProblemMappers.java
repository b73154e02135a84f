package io.github.sortid.example.orders.quarkus;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.stream.Collectors;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Answers the errors a client can act on as {@code application/problem+json}, with a detail that
 * says what to change. sortid's extension answers an invalid ID in a parameter itself, with a
 * problem that names the parameter.
 */
class ProblemMappers {
  /** The media type of a problem detail (RFC 9457). */
  static final String PROBLEM_JSON = "application/problem+json";

  /** Created by the container. */
  ProblemMappers() {}

  /** A body that breaks a constraint of {@link NewOrder}, or no body: 400 with the messages. */
  @ServerExceptionMapper
  Response constraintViolated(ConstraintViolationException e, UriInfo uri) {
    String messages =
        e.getConstraintViolations().stream()
            .map(ConstraintViolation::getMessage)
            .sorted()
            .collect(Collectors.joining("; "));
    return badRequest("Invalid request content: " + messages, uri);
  }

  /**
   * JSON that is no order: an array, a string for the amount, an unknown field. Quarkus's own
   * answer would be a JSON body of another shape.
   */
  @ServerExceptionMapper
  Response bodyMismatched(MismatchedInputException e, UriInfo uri) {
    String field =
        e.getPath().stream()
            .map(JsonMappingException.Reference::getFieldName)
            .collect(Collectors.joining("."));
    String detail;
    if (e instanceof UnrecognizedPropertyException) {
      detail = "Invalid request content: an order has no field '" + field + "'";
    } else if (field.isEmpty()) {
      detail = "Invalid request content: the body is not an order";
    } else {
      detail = "Invalid request content: the field '" + field + "' is not valid";
    }
    return badRequest(detail, uri);
  }

  /**
   * Every other error that Quarkus REST or the resource raises with a status: JSON that does not
   * parse (Quarkus REST wraps the parser's exception in a 400), a content type or a method that the
   * API does not take, an unknown order, a time range it cannot read, and the 503 once no ticket
   * can be issued. The answer keeps the exception's headers, such as {@code Retry-After}.
   */
  @ServerExceptionMapper
  Response statusRaised(WebApplicationException e, UriInfo uri) {
    Response response = e.getResponse();
    String detail =
        e.getCause() instanceof JsonProcessingException json
            ? "The body is not valid JSON: " + json.getOriginalMessage()
            : e.getMessage();
    return problem(Response.fromResponse(response), response.getStatus(), detail, uri);
  }

  private static Response badRequest(String detail, UriInfo uri) {
    return problem(Response.status(Response.Status.BAD_REQUEST), 400, detail, uri);
  }

  private static Response problem(
      Response.ResponseBuilder builder, int status, String detail, UriInfo uri) {
    Response.Status known = Response.Status.fromStatusCode(status);
    Problem problem =
        new Problem(
            "about:blank",
            known == null ? null : known.getReasonPhrase(),
            status,
            detail,
            uri.getRequestUri().getRawPath());
    return builder.status(status).type(PROBLEM_JSON).entity(problem).build();
  }
}
