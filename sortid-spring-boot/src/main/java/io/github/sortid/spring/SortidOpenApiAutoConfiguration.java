package io.github.sortid.spring;

import io.github.sortid.IdType;
import io.github.sortid.spring.IdSchemas.Form;
import io.github.sortid.validation.ValidId;
import io.swagger.v3.core.converter.ModelConverter;
import java.util.HashMap;
import java.util.Map;
import org.springdoc.core.customizers.ParameterCustomizer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Auto-configuration of sortid's IDs in the API description that springdoc-openapi serves at {@code
 * /v3/api-docs}, when springdoc is on the class path: every ID type is a {@code string} with its
 * format's pattern, length and example, in request and response bodies, path variables, query
 * parameters and headers, rather than the object springdoc would make of the class.
 *
 * <pre>{@code
 * "id": {"type": "string", "pattern": "^[0-9A-Za-z]{25}$", "minLength": 25, "maxLength": 25,
 *        "example": "036z951mhjikzik2gsl81gr7l"}
 * }</pre>
 *
 * <p>In the bodies, the schemas follow what the application's JSON mapper writes: the UUID form
 * with {@code sortid.jackson.uuid-form}, and SCRU64 as an {@code integer} where the mapper writes
 * it as a number, for the whole application (a configuration override of {@code Scru64Id}'s format)
 * or for a property ({@code @JsonFormat(shape = NUMBER)}). Parameters are always the text that the
 * {@link IdConverter} reads. A text property or parameter that {@code @ValidId} constrains (with
 * {@code sortid-validation}) is described as the text of its format in the same way, and a map
 * keyed by an ID type names the keys' schema as its {@code propertyNames} (OpenAPI 3.1 only).
 */
@AutoConfiguration
@ConditionalOnWebApplication
@ConditionalOnClass({ModelConverter.class, ParameterCustomizer.class, JsonMapper.class})
public final class SortidOpenApiAutoConfiguration {
  /** Created by Spring. */
  SortidOpenApiAutoConfiguration() {}

  /**
   * The schemas of the ID types in bodies, for springdoc's model converters.
   *
   * @param mapper the application's JSON mapper, whose output decides each format's form
   * @return the converter
   */
  @Bean
  ModelConverter sortidIdSchemaConverter(ObjectProvider<JsonMapper> mapper) {
    return new IdSchemaConverter(written(mapper.getIfAvailable()));
  }

  /**
   * The schemas of the parameters that are IDs.
   *
   * @return the customizer
   */
  @Bean
  ParameterCustomizer sortidIdParameterCustomizer() {
    return new IdParameterCustomizer();
  }

  /** The text that {@code @ValidId} constrains, when sortid-validation is on the class path. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(ValidId.class)
  static final class ValidIdSchemas {
    ValidIdSchemas() {}

    @Bean
    ModelConverter sortidValidIdSchemaConverter() {
      return new ValidIdSchemaConverter();
    }

    @Bean
    ParameterCustomizer sortidValidIdParameterCustomizer() {
      return new ValidIdParameterCustomizer();
    }
  }

  /**
   * The form each format is written in by the mapper, found by writing the format's example; none
   * for a format written otherwise. Without a mapper, the text, which sortid's Jackson modules
   * write by default.
   */
  private static Map<IdType<?>, Form> written(JsonMapper mapper) {
    Map<IdType<?>, Form> forms = new HashMap<>();
    for (IdType<?> type : IdType.all()) {
      Form form = mapper == null ? Form.TEXT : written(mapper, type);
      if (form != null) {
        forms.put(type, form);
      }
    }
    return forms;
  }

  private static <T> Form written(JsonMapper mapper, IdType<T> type) {
    T example = type.parse(type.exampleText());
    String json;
    try {
      json = mapper.writeValueAsString(example);
    } catch (JacksonException e) {
      return null;
    }
    if (json.equals('"' + type.exampleText() + '"')) {
      return Form.TEXT;
    } else if (type.hasUuidForm() && json.equals('"' + type.toUuid(example).toString() + '"')) {
      return Form.UUID;
    } else if (type.hasLongForm() && json.equals(Long.toString(type.toLong(example)))) {
      return Form.NUMBER;
    }
    return null;
  }
}
