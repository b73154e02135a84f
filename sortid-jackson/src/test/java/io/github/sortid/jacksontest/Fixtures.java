package io.github.sortid.jacksontest;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonFormat.Shape;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The records the contracts read and write, and their types for an ID type. */
public final class Fixtures {
  private Fixtures() {}

  /**
   * A value as a property.
   *
   * @param value the value
   * @param <T> its type
   */
  public record Box<T>(T value) {}

  /**
   * A property of {@code @JsonFormat(shape = BINARY)}.
   *
   * @param value the value
   * @param <T> its type
   */
  public record BinaryBox<T>(@JsonFormat(shape = Shape.BINARY) T value) {}

  /**
   * A property of {@code @JsonFormat(shape = NUMBER)}.
   *
   * @param value the value
   * @param <T> its type
   */
  public record NumberBox<T>(@JsonFormat(shape = Shape.NUMBER) T value) {}

  /**
   * A property of {@code @JsonFormat(shape = STRING)}.
   *
   * @param value the value
   * @param <T> its type
   */
  public record TextBox<T>(@JsonFormat(shape = Shape.STRING) T value) {}

  /**
   * Any value, to write inputs that the IDs' types must reject.
   *
   * @param value the value
   */
  public record AnyBox(Object value) {}

  static Type boxOf(Type type) {
    return parameterized(Box.class, type);
  }

  static Type binaryBoxOf(Type type) {
    return parameterized(BinaryBox.class, type);
  }

  static Type numberBoxOf(Type type) {
    return parameterized(NumberBox.class, type);
  }

  static Type textBoxOf(Type type) {
    return parameterized(TextBox.class, type);
  }

  static Type listOf(Type type) {
    return parameterized(List.class, type);
  }

  static Type optionalOf(Type type) {
    return parameterized(Optional.class, type);
  }

  static Type mapOf(Type keyType, Type valueType) {
    return parameterized(Map.class, keyType, valueType);
  }

  private static Type parameterized(Class<?> raw, Type... arguments) {
    return new ParameterizedType() {
      @Override
      public Type[] getActualTypeArguments() {
        return arguments.clone();
      }

      @Override
      public Type getRawType() {
        return raw;
      }

      @Override
      public Type getOwnerType() {
        return raw.getDeclaringClass();
      }
    };
  }
}
