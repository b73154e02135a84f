package io.github.sortid.hibernate;

import io.github.sortid.IdType;
import java.util.HexFormat;
import org.hibernate.HibernateException;

/**
 * Thrown when a value read from a column is not an ID of the attribute's format: text that does not
 * parse, bytes of the wrong length, a negative {@code bigint} for SCRU64. The message shows the
 * value as the database holds it, by the rule of {@link IdType#invalidInput}, and the reason; bytes
 * are shown in hexadecimal, {@code 0x0102}.
 *
 * <pre>{@code
 * "hello" is not a valid SCRU128 ID: invalid length: 5 (expected 25)
 * }</pre>
 */
public class InvalidStoredIdException extends HibernateException {
  private static final long serialVersionUID = 1L;

  /** The value as it is shown in the message. */
  private final String storedValue;

  /**
   * Creates the exception.
   *
   * @param idType the format of the attribute
   * @param storedValue the value read from the column
   * @param problem what the format's conversion threw
   */
  public InvalidStoredIdException(
      IdType<?> idType, Object storedValue, IllegalArgumentException problem) {
    this(shown(storedValue), idType.invalidInput(shown(storedValue), problem), problem);
  }

  /**
   * Creates the exception with a message of its own, such as one that adds where the value was
   * read.
   *
   * @param storedValue the value as it is shown in messages
   * @param message the message
   * @param cause the cause
   */
  protected InvalidStoredIdException(String storedValue, String message, Throwable cause) {
    super(message, cause);
    this.storedValue = storedValue;
  }

  /**
   * Returns the value read from the column, as the message shows it: text as it was read, bytes in
   * hexadecimal after {@code 0x}, numbers and UUIDs in their usual text.
   *
   * @return the value
   */
  public String getStoredValue() {
    return storedValue;
  }

  private static String shown(Object value) {
    if (value instanceof byte[] bytes) {
      return "0x" + HexFormat.of().formatHex(bytes);
    }
    return String.valueOf(value);
  }
}
