package io.github.sortid.hibernate;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.annotations.ValueGenerationType;

/**
 * Fills the annotated attribute with a new SCRU64 ID from the application's {@link
 * io.github.sortid.scru64.Scru64Source} when the entity is inserted. On an {@code @Id} attribute it
 * is the entity's key generator; on any other attribute the value is generated once, on insert, and
 * never updated.
 *
 * <pre>{@code
 * @Entity
 * class Reading {
 *   @Id @Scru64Generated long id;           // bigint
 *   @Scru64Generated Scru64Id batch;        // bigint too
 * }
 * }</pre>
 *
 * <p>The source is found when the session factory is built. With a bean container (Spring Boot sets
 * one), it is the container's {@code Scru64Source} bean, which sortid-spring-boot defines from
 * {@code sortid.scru64.node-spec}, {@code sortid.scru64.node-id-from}, {@code
 * sortid.scru64.zookeeper.realm} or {@code sortid.scru64.jdbc.realm}: two applications in one JVM
 * each use their own. In plain Hibernate, without a container, it is the process-wide source
 * ({@link io.github.sortid.scru64.Scru64#generate()}), configured by {@code SCRU64_NODE_SPEC},
 * {@code -Dsortid.scru64.nodeSpec} or {@link
 * io.github.sortid.scru64.Scru64#initialize(io.github.sortid.scru64.Scru64NodeSpec)}. Either way a
 * missing source stops the session factory from being built, with a message that says how to
 * configure one, rather than the first insert.
 *
 * <p>The attribute may be a {@link io.github.sortid.scru64.Scru64Id}, a {@code long} or {@link
 * Long} (the integer value) or a {@link String} (the 12-character canonical text); any other type
 * fails when the session factory is built. Generating takes no lock held across IDs and no database
 * round trip, so the inserts can be batched.
 */
@IdGeneratorType(Scru64Generation.class)
@ValueGenerationType(generatedBy = Scru64Generation.class)
@Retention(RUNTIME)
@Target({FIELD, METHOD})
public @interface Scru64Generated {}
