package io.github.sortid.mybatis;

import io.github.sortid.IdType;

/**
 * The {@link IdTypeHandler} of the {@link IdColumn#TEXT} kind: {@code char(n)} or {@code varchar},
 * the canonical text. MyBatis creates it with the Java type of the property when a mapping names it
 * (MyBatis's {@code TypeHandlerRegistry.getInstance} passes that type to this constructor), so one
 * class serves every ID type; a {@link java.util.UUID} property is taken for a UUIDv7:
 *
 * <pre>{@code
 * @Result(property = "id", column = "id", typeHandler = TextColumnIdTypeHandler.class)
 * #{id,javaType=io.github.sortid.ulid.Ulid,typeHandler=io.github.sortid.mybatis.TextColumnIdTypeHandler}
 * }</pre>
 *
 * <p>Name it in mappings only, never in a {@code TypeHandlerRegistry} or a {@code <typeHandler>} of
 * the XML configuration: MyBatis would give that one instance, of one ID type, to every mapping
 * naming the class. {@link IdTypeHandler#of} gives a handler to register.
 *
 * <p>A parameter that is not a property of a bean ({@code @Param("id") Ulid id}) has no Java type
 * that MyBatis can see, and needs {@code javaType=} as above.
 *
 * @param <T> the ID type
 */
public final class TextColumnIdTypeHandler<T> extends IdTypeHandler<T> {
  /**
   * Creates the handler of the format whose values are of a class.
   *
   * @param javaType the ID type, a class of {@link IdType#all()}'s formats, such as {@code
   *     Scru128Id.class}; {@code UUID.class} for UUIDv7
   * @throws IllegalArgumentException naming the ID types if {@code javaType} is none of them
   * @throws NullPointerException if {@code javaType} is null
   */
  public TextColumnIdTypeHandler(Class<T> javaType) {
    super(formatOf(javaType, TextColumnIdTypeHandler.class), IdColumn.TEXT);
  }
}
