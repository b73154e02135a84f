package io.github.sortid.hibernate;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.annotations.ValueGenerationType;

/**
 * Fills the annotated attribute with a new EUID, without extension, from a process-wide {@link
 * io.github.sortid.euid.EuidGenerator} (monotonic across threads) when the entity is inserted. On
 * an {@code @Id} attribute it is the entity's key generator; on any other attribute the value is
 * generated once, on insert, and never updated.
 *
 * <pre>{@code
 * @Entity
 * class Invoice {
 *   @Id @EuidGenerated Euid id;         // uuid on PostgreSQL, binary(16) elsewhere
 *   @EuidGenerated String reference;    // a second ID, as its 27-character text
 * }
 * }</pre>
 *
 * <p>The attribute may be a {@link io.github.sortid.euid.Euid}, a {@link java.util.UUID} (the same
 * 128 bits) or a {@link String} (the canonical text, with its check symbol); any other type fails
 * when the session factory is built. Generating takes no lock held across IDs and no database round
 * trip, so the inserts can be batched.
 */
@IdGeneratorType(EuidGeneration.class)
@ValueGenerationType(generatedBy = EuidGeneration.class)
@Retention(RUNTIME)
@Target({FIELD, METHOD})
public @interface EuidGenerated {}
