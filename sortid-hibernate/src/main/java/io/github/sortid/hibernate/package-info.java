/**
 * Hibernate ORM support for sortid's IDs: type mappings, registered automatically, and generator
 * annotations. The jar works on Hibernate ORM 6.6 and 7.
 *
 * <p>{@link io.github.sortid.hibernate.IdJavaType} maps every format of {@link
 * io.github.sortid.IdType#all()}: an entity attribute of type {@link
 * io.github.sortid.scru128.Scru128Id}, {@link io.github.sortid.scru128.v1.Scru128V1Id}, {@link
 * io.github.sortid.ulid.Ulid} or {@link io.github.sortid.euid.Euid} maps to PostgreSQL's {@code
 * uuid} and to {@code binary(16)} on other databases; {@link io.github.sortid.scru64.Scru64Id} maps
 * to {@code bigint}. {@code @JdbcTypeCode(SqlTypes.BINARY)} chooses the bytes and
 * {@code @JdbcTypeCode(SqlTypes.CHAR)} (or {@code VARCHAR}) the canonical text on any of them.
 * Every one of these columns sorts as the IDs do, the text under a binary collation only.
 *
 * <pre>{@code
 * @Entity
 * public class Invoice {
 *   @Id @Scru128Generated
 *   private Scru128Id id;                          // uuid on PostgreSQL
 *
 *   @JdbcTypeCode(SqlTypes.CHAR) @UlidGenerated
 *   private Ulid trackingNumber;                   // char(26), generated on insert
 * }
 * }</pre>
 *
 * <p>The annotations {@link io.github.sortid.hibernate.Scru128Generated}, {@link
 * io.github.sortid.hibernate.UlidGenerated}, {@link io.github.sortid.hibernate.EuidGenerated},
 * {@link io.github.sortid.hibernate.Scru64Generated} and {@link
 * io.github.sortid.hibernate.UuidV7Generated} generate a key or any other attribute on insert. A
 * UUIDv7 is a plain {@link java.util.UUID}, which keeps Hibernate's own mapping ({@code uuid} on
 * PostgreSQL).
 */
package io.github.sortid.hibernate;
