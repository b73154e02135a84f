package io.github.sortid.spring;

import io.github.sortid.spring.IdSchemas.Form;
import io.github.sortid.validation.ValidId;
import io.swagger.v3.oas.models.parameters.Parameter;
import org.springdoc.core.customizers.ParameterCustomizer;
import org.springframework.core.MethodParameter;

/**
 * Describes a text parameter that {@code @ValidId} constrains, such as
 * {@code @RequestParam @ValidId(IdFormat.SCRU64) String ticket}, as the text of its format, as
 * {@link IdParameterCustomizer} describes the parameters of the ID types.
 */
final class ValidIdParameterCustomizer implements ParameterCustomizer {
  ValidIdParameterCustomizer() {}

  @Override
  public Parameter customize(Parameter parameter, MethodParameter methodParameter) {
    if (parameter == null || methodParameter == null) {
      return parameter;
    }
    ValidId constraint = methodParameter.getParameterAnnotation(ValidId.class);
    if (constraint != null
        && CharSequence.class.isAssignableFrom(
            methodParameter.nestedIfOptional().getNestedParameterType())) {
      parameter.setSchema(IdSchemas.of(constraint.value().idType(), Form.TEXT));
    }
    return parameter;
  }
}
