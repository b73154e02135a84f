package io.github.sortid.mybatis;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a field whose ID {@link GeneratedIdInterceptor} generates before an INSERT, when the field
 * is null. The field's type names the format: {@code Scru128Id} a SCRU128, {@code Scru64Id} a
 * SCRU64, and so on for every format of {@link io.github.sortid.IdType#all()}; {@link
 * java.util.UUID} a UUIDv7, on the fields that carry this annotation only.
 *
 * <pre>{@code
 * public class Order {
 *   @GeneratedId private Scru128Id id;
 *   @GeneratedId private UUID trackingNumber;   // a UUIDv7
 *   private UUID customer;                      // never generated
 * }
 * }</pre>
 *
 * <p>MyBatis sets the field as it sets a property: through its setter if it has one.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface GeneratedId {}
