package io.github.sortid.mybatis;

import io.github.sortid.IdType;
import java.util.Objects;
import org.apache.ibatis.type.TypeHandlerRegistry;

/**
 * Registers the type handlers of sortid's ID types with MyBatis, for one kind of column, so that
 * every property, parameter and result of those types needs no {@code typeHandler=}:
 *
 * <pre>{@code
 * Configuration configuration = new Configuration(environment);
 * SortidTypeHandlers.register(configuration.getTypeHandlerRegistry(), IdColumn.UUID);
 * }</pre>
 *
 * <p>Register before adding the mappers, which take their handlers when they are parsed. A column
 * of another kind names its handler in the mapping ({@link UuidColumnIdTypeHandler}, {@link
 * BinaryColumnIdTypeHandler}, {@link TextColumnIdTypeHandler}).
 */
public final class SortidTypeHandlers {
  private SortidTypeHandlers() {}

  /**
   * Registers, for the Java type of every format of {@link IdType#all()} that is a class of
   * sortid's, the {@link IdTypeHandler} of that format in a column kind. {@link java.util.UUID},
   * UUIDv7's class, is left to MyBatis and the driver: an application may store UUIDs of any
   * version in it, so a UUIDv7 column names its handler in the mapping where its order matters
   * (bytes and text).
   *
   * @param registry the registry, {@code configuration.getTypeHandlerRegistry()}
   * @param column the kind of column the IDs are stored in
   * @throws NullPointerException if an argument is null
   */
  public static void register(TypeHandlerRegistry registry, IdColumn column) {
    Objects.requireNonNull(registry, "registry");
    Objects.requireNonNull(column, "column");
    for (IdType<?> type : IdType.all()) {
      if (IdType.of(type.javaType()).isPresent()) {
        register(registry, type, column);
      }
    }
  }

  private static <T> void register(TypeHandlerRegistry registry, IdType<T> type, IdColumn column) {
    registry.register(type.javaType(), IdTypeHandler.of(type, column));
  }
}
