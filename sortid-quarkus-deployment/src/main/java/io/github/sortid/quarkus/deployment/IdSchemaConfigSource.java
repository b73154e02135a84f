package io.github.sortid.quarkus.deployment;

import io.github.sortid.IdType;
import io.github.sortid.quarkus.JsonStrings;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.eclipse.microprofile.openapi.OASConfig;

/**
 * The OpenAPI schema of every sortid ID type, for the API description that SmallRye OpenAPI makes
 * when the application is built: a string with the format's {@linkplain IdType#textPattern()
 * pattern}, {@linkplain IdType#textLength() length} and {@linkplain IdType#exampleText() example},
 * rather than the object SmallRye would make of the class's getters, wherever the type appears:
 * path, query and header parameters, and request and response bodies. As JSON reads it:
 *
 * <pre>{@code
 * mp.openapi.schema.io.github.sortid.scru128.Scru128Id={"type":"string",
 *     "pattern":"^[0-9A-Za-z]{25}$","minLength":25,"maxLength":25,
 *     "example":"036z951mhjikzik2gsl81gr7l"}
 * }</pre>
 *
 * <p>These are MicroProfile OpenAPI's {@code mp.openapi.schema.<class>} properties, its standard
 * way to give a Java type a schema, which SmallRye reads from the build's configuration. This
 * source is in the deployment jar, so it takes part in the build only, as Quarkus's own OpenAPI
 * media types do; and its ordinal is below every source of the application's, so that the
 * application's own {@code mp.openapi.schema.} property of a type replaces sortid's. SmallRye puts
 * each schema among the document's components, under the class's name ({@code
 * io.github.sortid.scru128.Scru128Id}), whether the API uses the type or not, and refers to it
 * where the type appears. UUIDv7's {@code java.util.UUID} is left to SmallRye ({@code string},
 * {@code uuid}): a {@code UUID} may be of any version.
 */
public final class IdSchemaConfigSource implements ConfigSource {
  /**
   * Below {@code META-INF/microprofile-config.properties} (100), the lowest of the sources that an
   * application writes.
   */
  private static final int ORDINAL = 50;

  private final Map<String, String> schemas = schemas();

  /** Created by the build's configuration, from the service file. */
  public IdSchemaConfigSource() {}

  @Override
  public Set<String> getPropertyNames() {
    return schemas.keySet();
  }

  @Override
  public String getValue(String propertyName) {
    return schemas.get(propertyName);
  }

  @Override
  public String getName() {
    return "sortid OpenAPI schemas";
  }

  @Override
  public int getOrdinal() {
    return ORDINAL;
  }

  private static Map<String, String> schemas() {
    Map<String, String> schemas = new HashMap<>();
    for (IdType<?> type : IdType.all()) {
      if (IdType.of(type.javaType()).isPresent()) {
        schemas.put(OASConfig.SCHEMA_PREFIX + type.javaType().getName(), schema(type));
      }
    }
    return Map.copyOf(schemas);
  }

  /** The schema of the format's text, in JSON. */
  private static String schema(IdType<?> type) {
    return "{\"type\":\"string\",\"pattern\":"
        + jsonString(type.textPattern())
        + ",\"minLength\":"
        + type.textLength()
        + ",\"maxLength\":"
        + type.textLength()
        + ",\"example\":"
        + jsonString(type.exampleText())
        + "}";
  }

  /**
   * A JSON string of the text, with the dollar sign escaped too: the configuration begins an
   * expression such as {@code ${name}} with it in a value, and a pattern ends with it.
   */
  private static String jsonString(String text) {
    return JsonStrings.quote(text).replace("$", "\\u0024");
  }
}
