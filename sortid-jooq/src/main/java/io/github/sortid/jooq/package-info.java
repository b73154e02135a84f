/**
 * jOOQ support for sortid's IDs: a {@link org.jooq.Converter} of every format of {@link
 * io.github.sortid.IdType#all()} for every column that sorts as the IDs do, a {@link
 * org.jooq.ConverterProvider} for records and POJOs, and converter expressions for the forced types
 * of jOOQ's code generator. The jar works on jOOQ 3.19 and later.
 *
 * <p>{@link io.github.sortid.jooq.IdConverters} makes the converters: {@code uuid} for PostgreSQL's
 * {@code uuid}, {@code binary} for {@code bytea} and {@code binary(16)}, {@code bigint} for SCRU64
 * and {@code text} for {@code char(n)} under a binary collation.
 *
 * <pre>{@code
 * Field<Scru128Id> id = DSL.field(DSL.name("id"),
 *     SQLDataType.UUID.notNull().asConvertedDataType(IdConverters.uuid(IdType.SCRU128)));
 * ctx.selectFrom(INVOICE)
 *     .where(id.between(Scru128Id.min(from), Scru128Id.max(to)))
 *     .orderBy(id)
 *     .fetch();
 * }</pre>
 *
 * <p>{@link io.github.sortid.jooq.SortidConverterProvider}, set once on a {@link
 * org.jooq.Configuration}, maps those columns to the ID types of records and POJOs in {@code
 * into(...)} and {@code fetchInto(...)}.
 */
package io.github.sortid.jooq;
