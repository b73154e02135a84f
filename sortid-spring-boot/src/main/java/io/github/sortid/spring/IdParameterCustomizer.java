package io.github.sortid.spring;

import io.github.sortid.IdType;
import io.github.sortid.spring.IdSchemas.Form;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.Parameter;
import java.util.Collection;
import java.util.Optional;
import org.springdoc.core.customizers.ParameterCustomizer;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;

/**
 * Describes the path variables, request parameters, headers and cookies that are IDs, or lists or
 * arrays of IDs, as {@link IdConverter} reads them: the canonical text, whatever form the JSON
 * bodies use. Without it, springdoc would describe such a parameter as the JSON bodies have the
 * type, or, for a type that only a converter binds, as an object.
 */
final class IdParameterCustomizer implements ParameterCustomizer {
  IdParameterCustomizer() {}

  @Override
  public Parameter customize(Parameter parameter, MethodParameter methodParameter) {
    if (parameter == null || methodParameter == null) {
      return parameter;
    }
    ResolvableType type = ResolvableType.forMethodParameter(methodParameter.nestedIfOptional());
    Optional<? extends IdType<?>> single = IdType.of(type.toClass());
    if (single.isPresent()) {
      parameter.setSchema(IdSchemas.of(single.get(), Form.TEXT));
      return parameter;
    }
    ResolvableType element = ResolvableType.NONE;
    if (type.isArray()) {
      element = type.getComponentType();
    } else if (Collection.class.isAssignableFrom(type.toClass())) {
      element = type.asCollection().getGeneric(0);
    }
    Optional<? extends IdType<?>> each = IdType.of(element.toClass());
    Schema<?> schema = parameter.getSchema();
    if (each.isPresent() && schema != null && schema.getItems() != null) {
      schema.setItems(IdSchemas.of(each.get(), Form.TEXT));
    }
    return parameter;
  }
}
