package io.github.sortid.mybatis;

import io.github.sortid.IdType;
import java.io.Serial;
import java.util.HexFormat;
import org.apache.ibatis.type.TypeException;

/**
 * Thrown when a value read from a column is not an ID of the mapping's format: text that does not
 * parse, bytes of the wrong length, a negative {@code bigint} for SCRU64, a value of a Java type
 * that is no form of the ID. The message shows the value as the database holds it, by the rule of
 * {@link IdType#invalidInput}, the reason, and where it was read; bytes are shown in hexadecimal
 * after {@code 0x}:
 *
 * <pre>{@code
 * "hello" is not a valid SCRU128 ID: invalid length: 5 (expected 25), read from column "id"
 * }</pre>
 *
 * <p>MyBatis's {@code BaseTypeHandler} passes it on as the cause of a {@code ResultMapException}.
 */
public class InvalidStoredIdException extends TypeException {
  @Serial private static final long serialVersionUID = 1L;

  /** The value as the message shows it. */
  private final String storedValue;

  /** Where the value was read, as the message names it. */
  private final String source;

  /**
   * Creates the exception.
   *
   * @param idType the format of the mapping
   * @param storedValue the value read
   * @param source where it was read, such as {@code column "id"} or {@code column 2}
   * @param problem why the value is no ID of the format
   */
  public InvalidStoredIdException(
      IdType<?> idType, Object storedValue, String source, IllegalArgumentException problem) {
    super(idType.invalidInput(shown(storedValue), problem) + ", read from " + source, problem);
    this.storedValue = shown(storedValue);
    this.source = source;
  }

  /**
   * Returns the value read, as the message shows it: text as it was read, bytes in hexadecimal
   * after {@code 0x}, numbers and UUIDs in their usual text.
   *
   * @return the value
   */
  public String getStoredValue() {
    return storedValue;
  }

  /**
   * Returns where the value was read: {@code column "label"}, {@code column 2} (by index) or {@code
   * OUT parameter 2} of a callable statement.
   *
   * @return the column or parameter
   */
  public String getSource() {
    return source;
  }

  private static String shown(Object value) {
    if (value instanceof byte[] bytes) {
      return "0x" + HexFormat.of().formatHex(bytes);
    }
    return String.valueOf(value);
  }
}
