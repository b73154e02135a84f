package io.github.sortid.jooq;

import io.github.sortid.IdType;
import java.io.Serial;
import java.util.HexFormat;
import org.jooq.exception.DataTypeException;

/**
 * Thrown when a value read from a column is not an ID of the converter's format: text that does not
 * parse, bytes of the wrong length, a negative {@code bigint} for SCRU64, a UUID of another version
 * for UUIDv7. The message shows the value as the database holds it, by the rule of {@link
 * IdType#invalidInput}, and the reason; bytes are shown in hexadecimal, {@code 0x0102}:
 *
 * <pre>{@code
 * "hello" is not a valid SCRU128 ID: invalid length: 5 (expected 25)
 * }</pre>
 *
 * <p>It is a {@link DataTypeException}, as jOOQ's own failures to convert a value.
 */
public class InvalidStoredIdException extends DataTypeException {
  @Serial private static final long serialVersionUID = 1L;

  /** The value as the message shows it. */
  private final String storedValue;

  /**
   * Creates the exception.
   *
   * @param idType the format of the converter
   * @param storedValue the value read from the column
   * @param problem what the format's conversion threw
   */
  public InvalidStoredIdException(
      IdType<?> idType, Object storedValue, IllegalArgumentException problem) {
    super(idType.invalidInput(shown(storedValue), problem), problem);
    this.storedValue = shown(storedValue);
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
