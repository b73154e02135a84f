package io.github.sortid.spring;

import io.github.sortid.spring.IdSchemas.Form;
import io.github.sortid.validation.ValidId;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.oas.models.media.Schema;
import java.lang.annotation.Annotation;
import java.util.Iterator;

/**
 * Describes a text property of a body that {@code @ValidId} constrains, such as
 * {@code @ValidId(IdFormat.SCRU128) String customerId}, as the text of its format: a {@code string}
 * with the format's pattern, length and example, as {@link IdSchemaConverter} describes the ID
 * types.
 */
final class ValidIdSchemaConverter implements ModelConverter {
  ValidIdSchemaConverter() {}

  @Override
  public Schema<?> resolve(
      AnnotatedType annotated, ModelConverterContext context, Iterator<ModelConverter> chain) {
    ValidId constraint = constraint(annotated.getCtxAnnotations());
    if (constraint != null && isText(annotated)) {
      return IdSchemas.of(constraint.value().idType(), Form.TEXT);
    }
    return chain.hasNext() ? chain.next().resolve(annotated, context, chain) : null;
  }

  private static ValidId constraint(Annotation[] annotations) {
    for (Annotation annotation : annotations == null ? new Annotation[0] : annotations) {
      if (annotation instanceof ValidId constraint) {
        return constraint;
      }
    }
    return null;
  }

  /** Whether the property is text, the type that the constraint takes besides {@code UUID}. */
  private static boolean isText(AnnotatedType annotated) {
    Class<?> raw = null;
    if (annotated.getType() instanceof Class<?> c) {
      raw = c;
    } else if (annotated.getType() instanceof com.fasterxml.jackson.databind.JavaType javaType) {
      raw = javaType.getRawClass();
    }
    return raw != null && CharSequence.class.isAssignableFrom(raw);
  }
}
