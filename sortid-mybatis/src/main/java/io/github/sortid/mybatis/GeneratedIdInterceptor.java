package io.github.sortid.mybatis;

import io.github.sortid.IdGenerator;
import io.github.sortid.IdType;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.ibatis.executor.Executor;
import org.apache.ibatis.mapping.MappedStatement;
import org.apache.ibatis.mapping.SqlCommandType;
import org.apache.ibatis.plugin.Interceptor;
import org.apache.ibatis.plugin.Intercepts;
import org.apache.ibatis.plugin.Invocation;
import org.apache.ibatis.plugin.Signature;
import org.apache.ibatis.reflection.MetaObject;
import org.apache.ibatis.session.Configuration;

/**
 * A MyBatis plugin that fills the null {@link GeneratedId} fields of an INSERT's parameter with new
 * IDs before the statement runs, from the application's generators:
 *
 * <pre>{@code
 * configuration.addInterceptor(GeneratedIdInterceptor.builder()
 *     .generator(IdType.SCRU128, new Scru128Generator())
 *     .generator(IdType.SCRU64, scru64Source::generate)
 *     .generator(IdType.UUIDV7, UuidV7::generate)
 *     .build());
 * }</pre>
 *
 * <p>It intercepts {@code Executor.update} for the mapped statements of command type INSERT, of XML
 * and annotation mappers alike, and fills the parameter if it is a bean, and each bean of a
 * parameter that is a {@link java.util.Collection}, an array or a {@link Map} (the {@code @Param}
 * names and the {@code list} of a batch insert through {@code <foreach>}); it does not descend
 * further into the beans. A batch of {@code ExecutorType.BATCH} passes each insert through {@code
 * Executor.update} too. The IDs of one call are generated in the order of the beans, so a list
 * inserted in one call gets increasing keys in its order.
 *
 * <p>Why a plugin and not a {@code KeyGenerator}: MyBatis chooses a statement's key generator
 * itself, {@code Jdbc3KeyGenerator} for {@code useGeneratedKeys} and {@code SelectKeyGenerator} for
 * {@code <selectKey>} or {@code @SelectKey} (MyBatis's documentation, "Mapper XML Files", insert),
 * and a mapper cannot name another. A plugin works with every mapper unchanged, and the annotation
 * says on the class, where the key is declared, which properties are generated: the ID exists
 * before the INSERT, as with {@code <selectKey order="BEFORE">}, and costs no round trip.
 */
@Intercepts(
    @Signature(
        type = Executor.class,
        method = "update",
        args = {MappedStatement.class, Object.class}))
public final class GeneratedIdInterceptor implements Interceptor {
  private final Map<IdType<?>, IdGenerator<?>> generators;
  private final ClassValue<List<GeneratedField>> fields =
      new ClassValue<>() {
        @Override
        protected List<GeneratedField> computeValue(Class<?> type) {
          return generatedFields(type);
        }
      };

  private GeneratedIdInterceptor(Map<IdType<?>, IdGenerator<?>> generators) {
    this.generators = Map.copyOf(generators);
  }

  /**
   * Returns a builder, to which the application gives a generator for each format its {@link
   * GeneratedId} fields need.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Fills the {@link GeneratedId} fields of an INSERT's parameter, then runs the statement.
   *
   * @param invocation the call of {@code Executor.update(MappedStatement, Object)}
   * @return the number of rows, as {@code Executor.update} returns it
   * @throws IllegalStateException if a field's format has no generator, naming both
   * @throws IllegalArgumentException if a {@link GeneratedId} field's type is no format's
   * @throws Throwable what the statement throws
   */
  @Override
  public Object intercept(Invocation invocation) throws Throwable {
    MappedStatement statement = (MappedStatement) invocation.getArgs()[0];
    if (statement.getSqlCommandType() == SqlCommandType.INSERT) {
      fill(
          invocation.getArgs()[1],
          statement.getConfiguration(),
          Collections.newSetFromMap(new IdentityHashMap<>()));
    }
    return invocation.proceed();
  }

  private void fill(Object parameter, Configuration configuration, Set<Object> seen) {
    if (parameter == null || !seen.add(parameter)) {
      return;
    }
    if (parameter instanceof Map<?, ?> map) {
      map.values().forEach(value -> fill(value, configuration, seen));
    } else if (parameter instanceof Iterable<?> iterable) {
      iterable.forEach(element -> fill(element, configuration, seen));
    } else if (parameter instanceof Object[] array) {
      for (Object element : array) {
        fill(element, configuration, seen);
      }
    } else {
      List<GeneratedField> generated = fields.get(parameter.getClass());
      if (!generated.isEmpty()) {
        MetaObject bean = configuration.newMetaObject(parameter);
        for (GeneratedField field : generated) {
          if (bean.getValue(field.name()) == null) {
            bean.setValue(field.name(), next(field));
          }
        }
      }
    }
  }

  private Object next(GeneratedField field) {
    IdGenerator<?> generator = generators.get(field.idType());
    if (generator == null) {
      throw new IllegalStateException(
          "no generator of "
              + field.idType()
              + " IDs, which @GeneratedId "
              + field.declaration()
              + " needs: add one with GeneratedIdInterceptor.builder().generator(IdType."
              + field.idType().name()
              + ", ...)");
    }
    return Objects.requireNonNull(generator.next(), "the generator of " + field.idType());
  }

  /** The {@link GeneratedId} fields of a class and its superclasses, with their formats. */
  private static List<GeneratedField> generatedFields(Class<?> type) {
    List<GeneratedField> found = new ArrayList<>();
    for (Class<?> each = type; each != null && each != Object.class; each = each.getSuperclass()) {
      for (Field field : each.getDeclaredFields()) {
        if (field.isAnnotationPresent(GeneratedId.class)) {
          found.add(new GeneratedField(field.getName(), format(field), declaration(field)));
        }
      }
    }
    return List.copyOf(found);
  }

  /** The format whose Java type is the field's type: {@code UUID} is UUIDv7's. */
  private static IdType<?> format(Field field) {
    for (IdType<?> type : IdType.all()) {
      if (type.javaType() == field.getType()) {
        return type;
      }
    }
    throw new IllegalArgumentException(
        "@GeneratedId "
            + declaration(field)
            + " is of "
            + field.getType().getName()
            + ", which is the Java type of none of "
            + IdType.all());
  }

  private static String declaration(Field field) {
    return "on " + field.getDeclaringClass().getName() + "." + field.getName();
  }

  /** A field to fill: its name, which MyBatis sets as a property, and its format. */
  private record GeneratedField(String name, IdType<?> idType, String declaration) {}

  /**
   * Collects the generators of a {@link GeneratedIdInterceptor}. Any {@link IdGenerator} serves,
   * and so does a method that returns an ID, such as {@code Scru64Source::generate} or {@code
   * UuidV7::generate}: {@code IdGenerator} has one abstract method, {@code next()}.
   */
  public static final class Builder {
    private final Map<IdType<?>, IdGenerator<?>> generators = new LinkedHashMap<>();

    private Builder() {}

    /**
     * Sets the generator of a format, which fills the {@link GeneratedId} fields of its Java type.
     *
     * @param idType the format
     * @param generator its generator, thread-safe as sortid's generators are
     * @param <T> the ID type
     * @return this builder
     * @throws IllegalArgumentException if the format has a generator already
     * @throws NullPointerException if an argument is null
     */
    public <T> Builder generator(IdType<T> idType, IdGenerator<? extends T> generator) {
      Objects.requireNonNull(idType, "idType");
      Objects.requireNonNull(generator, "generator");
      if (generators.putIfAbsent(idType, generator) != null) {
        throw new IllegalArgumentException(idType + " has a generator already");
      }
      return this;
    }

    /**
     * Builds the plugin, for {@code Configuration.addInterceptor}.
     *
     * @return the plugin
     */
    public GeneratedIdInterceptor build() {
      return new GeneratedIdInterceptor(generators);
    }
  }
}
