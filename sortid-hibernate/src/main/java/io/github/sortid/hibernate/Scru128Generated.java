package io.github.sortid.hibernate;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.annotations.ValueGenerationType;

/**
 * Fills the annotated attribute with a new SCRU128 ID from the process-wide generator ({@link
 * io.github.sortid.scru128.Scru128#generate()}) when the entity is inserted. On an {@code @Id}
 * attribute it is the entity's key generator; on any other attribute the value is generated once,
 * on insert, and never updated.
 *
 * <pre>{@code
 * @Entity
 * class Invoice {
 *   @Id @Scru128Generated Scru128Id id;     // uuid on PostgreSQL, binary(16) elsewhere
 *   @Scru128Generated String reference;    // a second ID, as its 25-character text
 * }
 * }</pre>
 *
 * <p>The attribute may be a {@link io.github.sortid.scru128.Scru128Id}, a {@link java.util.UUID}
 * (the same 128 bits) or a {@link String} (the canonical text); any other type fails when the
 * session factory is built. Generating takes no lock held across IDs and no database round trip, so
 * the inserts can be batched.
 */
@IdGeneratorType(Scru128Generation.class)
@ValueGenerationType(generatedBy = Scru128Generation.class)
@Retention(RUNTIME)
@Target({FIELD, METHOD})
public @interface Scru128Generated {}
