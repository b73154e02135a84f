package io.github.sortid.quarkus;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;

/**
 * Answers a request whose path, query, header, form, cookie or matrix parameter is not a valid ID
 * with a 400 and an RFC 9457 problem ({@code application/problem+json}) that names the parameter,
 * the text and the parser's reason: the problem of sortid's Spring Boot starter, without its {@code
 * instance}:
 *
 * <pre>{@code
 * GET /orders/zzz
 *
 * 400 application/problem+json
 * {"type":"about:blank","title":"Bad Request","status":400,
 *  "detail":"Parameter 'id': \"zzz\" is not a valid SCRU128 ID: invalid length: 3 (expected 25)",
 *  "parameter":"id"}
 * }</pre>
 *
 * <p>For a list, such as {@code @RestQuery List<Scru128Id> ids}, the detail names the element that
 * is no ID.
 *
 * <p>It maps {@link InvalidIdParameterException} alone, which only sortid's converters throw: the
 * application's own exceptions, an {@code IdFormatException} or a {@code BadRequestException} that
 * its code throws included, go to its own mappers or to Quarkus REST's handling untouched. sortid's
 * build steps register it after every mapper of the application, so that an application's own
 * {@code ExceptionMapper<InvalidIdParameterException>} answers instead.
 */
public final class InvalidIdParameterExceptionMapper
    implements ExceptionMapper<InvalidIdParameterException> {
  /** The media type of an RFC 9457 problem in JSON. */
  private static final String PROBLEM_JSON = "application/problem+json";

  /** Created by Quarkus REST. */
  public InvalidIdParameterExceptionMapper() {}

  @Override
  public Response toResponse(InvalidIdParameterException exception) {
    // The body is written here, not by a JSON library: the application may have none, and Quarkus
    // REST writes a String entity as it is, whatever the media type.
    String body =
        "{\"type\":\"about:blank\",\"title\":\"Bad Request\",\"status\":400,\"detail\":"
            + JsonStrings.quote(exception.getMessage())
            + ",\"parameter\":"
            + JsonStrings.quote(exception.getParameter())
            + "}";
    return Response.status(Response.Status.BAD_REQUEST).type(PROBLEM_JSON).entity(body).build();
  }
}
