package io.github.sortid.hibernate;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.annotations.ValueGenerationType;

/**
 * Fills the annotated attribute with a new UUIDv7 (RFC 9562 §5.7,
 * https://www.rfc-editor.org/rfc/rfc9562#section-5.7) from the process-wide monotonic generator
 * ({@link io.github.sortid.uuidv7.UuidV7#generate()}) when the entity is inserted. On an
 * {@code @Id} attribute it is the entity's key generator; on any other attribute the value is
 * generated once, on insert, and never updated.
 *
 * <pre>{@code
 * @Entity
 * class Invoice {
 *   @Id @UuidV7Generated UUID id;          // uuid on PostgreSQL: Hibernate's own UUID mapping
 *   @UuidV7Generated String reference;     // a second ID, as its 36-character text
 * }
 * }</pre>
 *
 * <p>The attribute may be a {@link java.util.UUID} or a {@link String} (the canonical text: 36
 * lowercase characters, {@code 8-4-4-4-12}); any other type fails when the session factory is
 * built. A {@code UUID} attribute keeps Hibernate's mapping of {@code UUID}: sortid maps no JDK
 * class. Generating takes no lock held across IDs and no database round trip, so the inserts can be
 * batched.
 */
@IdGeneratorType(UuidV7Generation.class)
@ValueGenerationType(generatedBy = UuidV7Generation.class)
@Retention(RUNTIME)
@Target({FIELD, METHOD})
public @interface UuidV7Generated {}
