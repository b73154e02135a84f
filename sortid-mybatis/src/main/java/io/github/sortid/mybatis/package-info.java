/**
 * MyBatis 3.5 support for sortid's IDs: type handlers for every format of {@link
 * io.github.sortid.IdType#all()} in every kind of column, and IDs generated on insert.
 *
 * <ul>
 *   <li>{@link io.github.sortid.mybatis.SortidTypeHandlers#register} registers the handlers of
 *       sortid's ID types for one {@link io.github.sortid.mybatis.IdColumn}: PostgreSQL's {@code
 *       uuid}, binary ({@code bytea}, {@code binary(16)}) or text; SCRU64 is a {@code bigint}
 *       unless stored as text.
 *   <li>{@link io.github.sortid.mybatis.UuidColumnIdTypeHandler}, {@link
 *       io.github.sortid.mybatis.BinaryColumnIdTypeHandler} and {@link
 *       io.github.sortid.mybatis.TextColumnIdTypeHandler} choose another kind for one column, by
 *       {@code typeHandler=} in a mapping, and map UUIDv7s ({@link java.util.UUID}) where named.
 *   <li>{@link io.github.sortid.mybatis.GeneratedIdInterceptor} fills the null {@link
 *       io.github.sortid.mybatis.GeneratedId} fields of an INSERT's parameter.
 * </ul>
 */
package io.github.sortid.mybatis;
