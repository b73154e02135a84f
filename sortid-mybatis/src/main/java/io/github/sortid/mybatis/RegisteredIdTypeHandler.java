package io.github.sortid.mybatis;

import io.github.sortid.IdType;

/**
 * The {@link IdTypeHandler} that {@link IdTypeHandler#of} makes for the registry, of any column
 * kind. Its class is not public, so that no mapping can name it: MyBatis keeps one registered
 * handler per handler class and gives that one to every mapping naming the class, whatever the
 * property's Java type ({@code BaseBuilder.resolveTypeHandler}), so the public classes that
 * mappings name must never be in the registry.
 *
 * @param <T> the ID type
 */
final class RegisteredIdTypeHandler<T> extends IdTypeHandler<T> {
  RegisteredIdTypeHandler(IdType<T> idType, IdColumn column) {
    super(idType, column);
  }
}
