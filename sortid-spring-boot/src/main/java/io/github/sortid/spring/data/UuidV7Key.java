package io.github.sortid.spring.data;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@link java.util.UUID} {@code @Id} of a Spring Data JDBC or R2DBC entity as sortid's to
 * fill: when it is null on save, sortid sets a new UUIDv7 (RFC 9562 §5.7,
 * https://www.rfc-editor.org/rfc/rfc9562#section-5.7) from the application's {@code
 * UuidV7Generator}.
 *
 * <pre>{@code
 * record Payment(@Id @UuidV7Key UUID id, long cents) {}
 * }</pre>
 *
 * <p>A key of sortid's own types ({@code Scru128Id}, {@code Ulid} and the others) needs no mark: it
 * is always generated when null. A {@code UUID} key is generated only when marked, since without
 * the mark it is the database's to fill (a column default such as PostgreSQL 18's {@code uuidv7()}
 * or {@code gen_random_uuid()}, which Spring Data reads back) or the application's. On any property
 * but the {@code @Id}, or on one of another type, the mark fails the save with a message naming the
 * property.
 *
 * <p>It only says which key is sortid's, unlike sortid-hibernate's {@code UuidV7Generated}, a
 * Hibernate value generator for any attribute, key or not, that takes the process-wide generator.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
public @interface UuidV7Key {}
