package io.github.sortid.jackson;

import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.util.LinkedNode;
import io.github.sortid.IdType;
import java.io.IOException;

/**
 * Reports an input that is not an ID the way Jackson's own deserializers do, first to the mapper's
 * problem handlers, then as an {@link InvalidFormatException} whose cause is the parser's
 * exception, but with the message of {@link IdType#invalidInput}: Jackson's would show the input as
 * it came, control and bidi characters included.
 */
final class InvalidInput {
  private InvalidInput() {}

  /** What one kind of problem handler method makes of the input. */
  private interface Handling {
    Object handle(DeserializationProblemHandler handler, String message) throws IOException;
  }

  static Object string(
      DeserializationContext ctxt, IdType<?> type, String text, IllegalArgumentException problem)
      throws IOException {
    return report(
        ctxt,
        type,
        text,
        text,
        problem,
        (handler, message) -> handler.handleWeirdStringValue(ctxt, type.javaType(), text, message));
  }

  static Object key(
      DeserializationContext ctxt, IdType<?> type, String key, IllegalArgumentException problem)
      throws IOException {
    return report(
        ctxt,
        type,
        key,
        key,
        problem,
        (handler, message) -> handler.handleWeirdKey(ctxt, type.javaType(), key, message));
  }

  static Object number(
      DeserializationContext ctxt, IdType<?> type, Number number, IllegalArgumentException problem)
      throws IOException {
    return report(
        ctxt,
        type,
        number.toString(),
        number,
        problem,
        (handler, message) ->
            handler.handleWeirdNumberValue(ctxt, type.javaType(), number, message));
  }

  /**
   * Native binary data, which Jackson has no problem handler method for; shown in the message in
   * base64, as JSON carries bytes.
   */
  static InvalidFormatException binary(
      DeserializationContext ctxt, IdType<?> type, byte[] bytes, IllegalArgumentException problem) {
    String shown = ctxt.getBase64Variant().encode(bytes);
    return exception(ctxt, type, type.invalidInput(shown, problem), bytes, problem);
  }

  private static Object report(
      DeserializationContext ctxt,
      IdType<?> type,
      String shown,
      Object value,
      IllegalArgumentException problem,
      Handling handling)
      throws IOException {
    String message = type.invalidInput(shown, problem);
    for (LinkedNode<DeserializationProblemHandler> node = ctxt.getConfig().getProblemHandlers();
        node != null;
        node = node.next()) {
      Object handled = handling.handle(node.value(), message);
      if (handled != DeserializationProblemHandler.NOT_HANDLED) {
        if (handled == null || type.javaType().isInstance(handled)) {
          return handled;
        }
        throw exception(
            ctxt,
            type,
            "a DeserializationProblemHandler returned a "
                + handled.getClass().getName()
                + " for "
                + message,
            value,
            problem);
      }
    }
    throw exception(ctxt, type, message, value, problem);
  }

  private static InvalidFormatException exception(
      DeserializationContext ctxt,
      IdType<?> type,
      String message,
      Object value,
      IllegalArgumentException problem) {
    InvalidFormatException e =
        InvalidFormatException.from(ctxt.getParser(), message, value, type.javaType());
    e.initCause(problem);
    return e;
  }
}
