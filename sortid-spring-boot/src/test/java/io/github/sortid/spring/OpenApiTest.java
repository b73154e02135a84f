package io.github.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.github.sortid.IdType;
import io.github.sortid.scru64.Scru64Id;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The ID types in the API descriptions that springdoc serves at {@code /v3/api-docs}, read over
 * HTTP from running applications: a Spring MVC one with the default JSON forms, and a WebFlux one
 * that writes the 128-bit IDs in their UUID form and SCRU64 as a number. Each application starts
 * once and stops once its description is read: springdoc keeps its model converters JVM-wide, and
 * the one of the application that started last is the one in use.
 */
class OpenApiTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  /** An ID's bytes, which sortid's Jackson modules write in base64 for a BINARY property. */
  private static final JsonNode BYTES =
      JSON.createObjectNode().put("type", "string").put("format", "byte");

  /** Spring MVC, the IDs written as their text. */
  private static JsonNode mvc;

  /**
   * WebFlux, the 128-bit IDs written in their UUID form and SCRU64 as a number, described in
   * OpenAPI 3.0 rather than springdoc's default 3.1.
   */
  private static JsonNode webFlux;

  /** An application of the controller, with the auto-configuration a real one would have. */
  @SpringBootConfiguration
  @EnableAutoConfiguration(
      excludeName = {
        "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
        "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration",
        "org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration"
      })
  @Import(DocumentedController.class)
  static class Application {}

  /** The application's JSON mapper writes every {@code Scru64Id} as a number. */
  @Configuration(proxyBeanMethods = false)
  static class Scru64AsNumber {
    @Bean
    JsonMapperBuilderCustomizer scru64AsNumber() {
      return builder ->
          builder.withConfigOverride(
              Scru64Id.class, o -> o.setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.NUMBER)));
    }
  }

  @BeforeAll
  static void readTheDescriptions() throws Exception {
    mvc = apiDocs(WebApplicationType.SERVLET, Application.class);
    webFlux =
        apiDocs(
            WebApplicationType.REACTIVE,
            new Class<?>[] {Application.class, Scru64AsNumber.class},
            "--sortid.jackson.uuid-form=true",
            "--springdoc.api-docs.version=openapi_3_0");
  }

  @Test
  void bodiesHaveEachFormatsTextPatternLengthAndExample() {
    JsonNode properties = mvc.at("/components/schemas/Ids/properties");
    for (IdType<?> type : IdType.all()) {
      assertEquals(bodySchema(type, false, false), properties.get(name(type)), type::name);
    }
    assertEquals(text(IdType.SCRU64), properties.get("scru64Text"));
    assertEquals(number(IdType.SCRU64), properties.get("scru64Number"));
    assertEquals(array(text(IdType.ULID)), properties.get("ulids"));
    assertEquals(BYTES, properties.get("ulidBytes"));
    assertEquals(text(IdType.SCRU64), response(mvc, "/next"));
    assertEquals(
        "#/components/schemas/Ids",
        mvc.at("/paths/~1ids/post/requestBody/content").findValue("$ref").asString());
  }

  @Test
  void bodiesFollowTheFormsTheMapperWrites() {
    JsonNode properties = webFlux.at("/components/schemas/Ids/properties");
    for (IdType<?> type : IdType.all()) {
      assertEquals(bodySchema(type, true, true), properties.get(name(type)), type::name);
    }
    // A property's own @JsonFormat decides for it, as it does in Jackson.
    assertEquals(text(IdType.SCRU64), properties.get("scru64Text"));
    assertEquals(number(IdType.SCRU64), properties.get("scru64Number"));
    assertEquals(array(uuid(IdType.ULID)), properties.get("ulids"));
    assertEquals(BYTES, properties.get("ulidBytes"));
    assertEquals(number(IdType.SCRU64), response(webFlux, "/next"));
  }

  /** Parameters are what IdConverter reads, the text, whatever form the bodies have. */
  @Test
  void pathVariablesQueryParametersAndHeadersAreText() {
    for (JsonNode docs : List.of(mvc, webFlux)) {
      for (IdType<?> type : sortidTypes().toList()) {
        String name = name(type);
        assertEquals(
            text(type),
            parameter(docs, "/path/{scru128}/{scru128_v1}/{scru64}/{ulid}/{euid}", "path", name));
        assertEquals(text(type), parameter(docs, "/query", "query", name));
        assertEquals(text(type), parameter(docs, "/headers", "header", name));
      }
      assertEquals(array(text(IdType.SCRU64)), parameter(docs, "/query", "query", "scru64s"));
    }
  }

  /** OpenAPI 3.1 names the keys' schema; springdoc describes a map's values and nothing else. */
  @Test
  void mapsKeyedByIdsNameTheKeysSchema() {
    assertEquals("3.1.0", mvc.get("openapi").asString());
    JsonNode properties = mvc.at("/components/schemas/Ids/properties");
    ObjectNode expected = JSON.createObjectNode().put("type", "object");
    expected.set(
        "additionalProperties",
        JSON.createObjectNode().put("type", "integer").put("format", "int32"));
    expected.set("propertyNames", text(IdType.SCRU128));
    assertEquals(expected, properties.get("scru128Counts"));
    // UUID keys are the JDK's, of any version: left to springdoc.
    expected.remove("propertyNames");
    assertEquals(expected, properties.get("uuidCounts"));
  }

  /**
   * OpenAPI 3.0 has no propertyNames: the description leaves the keys out rather than be invalid.
   */
  @Test
  void openApi30LeavesTheKeysOut() {
    assertEquals("3.0.1", webFlux.get("openapi").asString());
    JsonNode counts = webFlux.at("/components/schemas/Ids/properties/scru128Counts");
    assertEquals("object", counts.get("type").asString());
    assertTrue(counts.has("additionalProperties"));
    assertFalse(counts.has("propertyNames"));
  }

  @Test
  void textThatValidIdConstrainsHasItsFormatsPatternLengthAndExample() {
    for (JsonNode docs : List.of(mvc, webFlux)) {
      JsonNode properties = docs.at("/components/schemas/Ids/properties");
      assertEquals(text(IdType.SCRU128), properties.get("customerId"));
      assertEquals(text(IdType.UUIDV7), properties.get("requestId"));
      assertEquals(text(IdType.SCRU64), parameter(docs, "/validated", "query", "ticket"));
      assertEquals(text(IdType.UUIDV7), parameter(docs, "/validated", "header", "request"));
    }
  }

  @Test
  void switchesOnOnlyInAWebApplicationWithSpringdoc() {
    String[] beans = {"sortidIdSchemaConverter", "sortidIdParameterCustomizer"};
    AutoConfigurations configuration = AutoConfigurations.of(SortidOpenApiAutoConfiguration.class);
    new WebApplicationContextRunner()
        .withConfiguration(configuration)
        .run(context -> assertTrue(Stream.of(beans).allMatch(context::containsBean)));
    new WebApplicationContextRunner()
        .withConfiguration(configuration)
        .withClassLoader(new FilteredClassLoader("org.springdoc"))
        .run(context -> assertTrue(Stream.of(beans).noneMatch(context::containsBean)));
    new ApplicationContextRunner()
        .withConfiguration(configuration)
        .run(context -> assertTrue(Stream.of(beans).noneMatch(context::containsBean)));
  }

  /** The schema of a body property of the format: its text, its UUID form or a number. */
  private static JsonNode bodySchema(IdType<?> type, boolean uuidForm, boolean scru64AsNumber) {
    if (type.javaType() == UUID.class) {
      // springdoc's own schema of java.util.UUID, left as it is.
      return JSON.createObjectNode().put("type", "string").put("format", "uuid");
    } else if (uuidForm && type.hasUuidForm()) {
      return uuid(type);
    } else if (scru64AsNumber && type.hasLongForm()) {
      return number(type);
    }
    return text(type);
  }

  private static ObjectNode text(IdType<?> type) {
    return JSON.createObjectNode()
        .put("type", "string")
        .put("pattern", type.textPattern())
        .put("minLength", type.textLength())
        .put("maxLength", type.textLength())
        .put("example", type.exampleText());
  }

  private static <T> ObjectNode uuid(IdType<T> type) {
    return JSON.createObjectNode()
        .put("type", "string")
        .put("format", "uuid")
        .put("example", type.toUuid(type.parse(type.exampleText())).toString());
  }

  private static <T> ObjectNode number(IdType<T> type) {
    return JSON.createObjectNode()
        .put("type", "integer")
        .put("format", "int64")
        .put("minimum", 0)
        .put("example", type.toLong(type.parse(type.exampleText())));
  }

  private static ObjectNode array(JsonNode items) {
    ObjectNode array = JSON.createObjectNode().put("type", "array");
    array.set("items", items);
    return array;
  }

  /** The formats whose values are sortid's classes, which the converter binds as parameters. */
  private static Stream<IdType<?>> sortidTypes() {
    return IdType.all().stream().filter(type -> IdType.of(type.javaType()).isPresent());
  }

  /** The name of a format's property and parameters in {@link DocumentedController}. */
  private static String name(IdType<?> type) {
    return type.name().toLowerCase(Locale.ROOT);
  }

  private static JsonNode parameter(JsonNode docs, String path, String in, String name) {
    for (JsonNode parameter : docs.get("paths").get(path).get("get").get("parameters")) {
      if (parameter.get("in").asString().equals(in)
          && parameter.get("name").asString().equals(name)) {
        return parameter.get("schema");
      }
    }
    throw new AssertionError("no " + in + " parameter " + name + " of " + path);
  }

  private static JsonNode response(JsonNode docs, String path) {
    return docs.get("paths")
        .get(path)
        .get("get")
        .get("responses")
        .get("200")
        .get("content")
        .findValue("schema");
  }

  /** Starts the application, reads its API description and stops it. */
  private static JsonNode apiDocs(WebApplicationType web, Class<?> source, String... args)
      throws Exception {
    return apiDocs(web, new Class<?>[] {source}, args);
  }

  private static JsonNode apiDocs(WebApplicationType web, Class<?>[] sources, String... args)
      throws Exception {
    String[] arguments =
        Stream.concat(
                Stream.of(
                    "--server.port=0",
                    "--spring.jmx.enabled=false",
                    "--logging.level.org.apache=warn"),
                Stream.of(args))
            .toArray(String[]::new);
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(sources).web(web).bannerMode(Banner.Mode.OFF).run(arguments)) {
      int port = ((WebServerApplicationContext) context).getWebServer().getPort();
      HttpResponse<String> response =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/v3/api-docs"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertEquals(200, response.statusCode(), response::body);
      return JSON.readTree(response.body());
    }
  }
}
