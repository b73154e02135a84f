package io.github.sortid.quarkus;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import jakarta.ws.rs.ext.ParamConverter;

/**
 * Converts one parameter of a request between an ID and its text. Text is read as the format's
 * {@link IdType#parse} reads it, after trimming, and blank text is no ID ({@code null}), as in
 * sortid's Spring Boot starter; text that is no ID fails with an {@link
 * InvalidIdParameterException} naming the parameter.
 *
 * @param <T> the ID type
 */
final class IdParamConverter<T> implements ParamConverter<T> {
  private final IdType<T> type;
  private final String parameter;

  /**
   * Creates the converter.
   *
   * @param type the parameter's format
   * @param parameter the parameter's name, or a description of it, for the exception
   */
  IdParamConverter(IdType<T> type, String parameter) {
    this.type = type;
    this.parameter = parameter;
  }

  @Override
  public T fromString(String value) {
    if (value == null) {
      return null;
    }
    String text = value.strip();
    if (text.isEmpty()) {
      return null;
    }
    try {
      return type.parse(text);
    } catch (IdFormatException e) {
      throw new InvalidIdParameterException(parameter, type, text, e);
    }
  }

  @Override
  public String toString(T value) {
    if (value == null) {
      // JAX-RS's contract for a null value.
      throw new IllegalArgumentException("no " + type + " to write for '" + parameter + "'");
    }
    return type.format(value);
  }
}
