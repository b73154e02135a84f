package io.github.sortid.quarkus;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import jakarta.ws.rs.BadRequestException;
import java.io.Serial;

/**
 * Thrown by {@link IdParamConverterProvider}'s converters for a request parameter whose text is not
 * an ID of its format; {@link InvalidIdParameterExceptionMapper} answers it with a 400 problem. Its
 * message names the parameter and the reason, which names the text and the format by sortid's one
 * rule ({@link IdType#invalidInput}), and its cause is the parser's {@link IdFormatException}:
 *
 * <pre>{@code
 * Parameter 'id': "bad" is not a valid SCRU128 ID: invalid length: 3 (expected 25)
 * }</pre>
 *
 * <p>It is a {@link BadRequestException}, which Quarkus REST passes on as it is: a converter's
 * other exceptions become a 404 for a path or query parameter, by JAX-RS's rule, and lose the
 * reason. sortid's converters alone throw it, so that a mapper of it answers the IDs of requests,
 * never the application's own {@code IllegalArgumentException}s or {@code BadRequestException}s.
 */
public final class InvalidIdParameterException extends BadRequestException {
  @Serial private static final long serialVersionUID = 1L;

  /** The parameter's name, or a description of it. */
  private final String parameter;

  /** The format; transient, as an {@link IdType} is a constant that is not serializable. */
  private final transient IdType<?> idType;

  /** Why the text is no ID. */
  private final String reason;

  /**
   * Creates the exception.
   *
   * @param parameter the name the request gives the parameter, or a description of it
   * @param idType the format the text should have had
   * @param text the text, which the reason shows quoted
   * @param cause the parser's exception, which names the problem
   */
  public InvalidIdParameterException(
      String parameter, IdType<?> idType, CharSequence text, IdFormatException cause) {
    this(parameter, idType, idType.invalidInput(text, cause), cause);
  }

  private InvalidIdParameterException(
      String parameter, IdType<?> idType, String reason, IdFormatException cause) {
    super("Parameter '" + parameter + "': " + reason, cause);
    this.parameter = parameter;
    this.idType = idType;
    this.reason = reason;
  }

  /**
   * Returns the parameter: the name its annotation gives it, such as {@code id} for
   * {@code @PathParam("id")}, or, for an annotation without a name such as a bare
   * {@code @RestPath}, which only the resource method's parameter names, a description such as
   * {@code path parameter}.
   *
   * @return the name or description
   */
  public String getParameter() {
    return parameter;
  }

  /**
   * Returns the format the text should have had.
   *
   * @return the format, or null after deserialization
   */
  public IdType<?> getIdType() {
    return idType;
  }

  /**
   * Returns why the text is no ID: {@link IdType#invalidInput}'s message, the text quoted and the
   * parser's reason.
   *
   * @return the reason
   */
  public String getReason() {
    return reason;
  }
}
