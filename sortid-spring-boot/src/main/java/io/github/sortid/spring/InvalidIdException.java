package io.github.sortid.spring;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import java.io.Serial;

/**
 * Thrown by {@link IdConverter} for text that is not an ID of the target format. Its message names
 * the text and the format by sortid's one rule ({@link IdType#invalidInput}), and its cause is the
 * parser's {@link IdFormatException}:
 *
 * <pre>{@code
 * "bad" is not a valid SCRU128 ID: invalid length: 3 (expected 25)
 * }</pre>
 *
 * <p>Only the converter throws it, so that {@link InvalidIdParameterHandler} tells a handler
 * method's argument that is no ID from Spring's other type mismatches.
 */
public class InvalidIdException extends IllegalArgumentException {
  @Serial private static final long serialVersionUID = 1L;

  /** The format; transient, as an {@link IdType} is a constant that is not serializable. */
  private final transient IdType<?> idType;

  /**
   * Creates the exception.
   *
   * @param idType the format the text should have had
   * @param text the text, which the message shows quoted
   * @param cause the parser's exception, which names the problem
   */
  public InvalidIdException(IdType<?> idType, CharSequence text, IdFormatException cause) {
    super(idType.invalidInput(text, cause), cause);
    this.idType = idType;
  }

  /**
   * Returns the format the text should have had.
   *
   * @return the format, or null after deserialization
   */
  public IdType<?> getIdType() {
    return idType;
  }
}
