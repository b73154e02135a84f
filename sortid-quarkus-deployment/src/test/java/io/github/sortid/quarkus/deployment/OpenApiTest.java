package io.github.sortid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.path.json.JsonPath;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class OpenApiTest {
  /** The application's own schema of one format, which replaces sortid's. */
  private static final String OWN_SCHEMA = "{\"type\":\"string\",\"description\":\"our own\"}";

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(jar -> jar.addClasses(OrderResource.class, Order.class))
          .overrideConfigKey("mp.openapi.schema." + Scru128V1Id.class.getName(), OWN_SCHEMA)
          // The readiness check on the class path injects the SCRU64 source, which needs a node.
          .overrideConfigKey("sortid.scru64.node-spec", "42/8")
          .overrideConfigKey("quarkus.http.test-port", "0");

  /** A JSON body with IDs of several formats, alone and in a list. */
  public record Order(Scru128Id id, List<Ulid> references, Scru64Id ticket, Euid euid, UUID key) {}

  @Path("/orders")
  public static class OrderResource {
    @GET
    @Path("/{id}")
    public Order get(
        @PathParam("id") Scru128Id id,
        @QueryParam("after") Ulid after,
        @QueryParam("tickets") List<Scru64Id> tickets,
        @HeaderParam("X-Legacy") Scru128V1Id legacy,
        @QueryParam("key") UUID key) {
      return null;
    }

    @POST
    public Order post(Order order) {
      return order;
    }
  }

  @Test
  void describesEveryFormatAsItsText() {
    JsonPath document = document();
    for (IdType<?> type : IdType.all()) {
      if (IdType.of(type.javaType()).isPresent() && type != IdType.SCRU128_V1) {
        assertEquals(text(type), component(document, type.javaType().getName()), type.name());
      }
    }
  }

  @Test
  void describesParametersAsTheirText() {
    JsonPath document = document();
    String get = "paths.'/orders/{id}'.get.parameters.find { it.name == '%s' }.schema";
    assertEquals(text(IdType.SCRU128), resolve(document, document.getMap(get.formatted("id"))));
    assertEquals(text(IdType.ULID), resolve(document, document.getMap(get.formatted("after"))));
    Map<String, Object> tickets = document.getMap(get.formatted("tickets"));
    assertEquals("array", tickets.get("type"));
    assertEquals(text(IdType.SCRU64), resolve(document, items(tickets)));
    // java.util.UUID, of any version, stays SmallRye's.
    assertEquals("uuid", resolve(document, document.getMap(get.formatted("key"))).get("format"));
  }

  @Test
  void describesBodiesPropertiesAsTheirText() {
    JsonPath document = document();
    String body = "paths.'/orders'.post.requestBody.content.'application/json'.schema";
    Map<String, Object> order = resolve(document, document.getMap(body));
    Map<String, Map<String, Object>> properties = properties(order);
    assertEquals(text(IdType.SCRU128), resolve(document, properties.get("id")));
    assertEquals("array", properties.get("references").get("type"));
    assertEquals(text(IdType.ULID), resolve(document, items(properties.get("references"))));
    assertEquals(text(IdType.SCRU64), resolve(document, properties.get("ticket")));
    assertEquals(text(IdType.EUID), resolve(document, properties.get("euid")));
  }

  @Test
  void theApplicationsOwnSchemaComesFirst() {
    JsonPath document = document();
    String header = "paths.'/orders/{id}'.get.parameters.find { it.name == 'X-Legacy' }.schema";
    assertEquals(JsonPath.from(OWN_SCHEMA).getMap("$"), resolve(document, document.getMap(header)));
  }

  private static JsonPath document() {
    return JsonPath.from(
        given()
            .queryParam("format", "json")
            .get("/q/openapi")
            .then()
            .statusCode(200)
            .extract()
            .asString());
  }

  /** The schema of a format's text, as JSON reads into a map. */
  private static Map<String, Object> text(IdType<?> type) {
    return Map.of(
        "type", "string",
        "pattern", type.textPattern(),
        "minLength", type.textLength(),
        "maxLength", type.textLength(),
        "example", type.exampleText());
  }

  /** The schema itself, or the component a reference names. */
  private static Map<String, Object> resolve(JsonPath document, Map<String, Object> schema) {
    Object ref = schema.get("$ref");
    if (ref == null) {
      return schema;
    }
    String prefix = "#/components/schemas/";
    assertEquals(prefix, ((String) ref).substring(0, prefix.length()));
    return component(document, ((String) ref).substring(prefix.length()));
  }

  private static Map<String, Object> component(JsonPath document, String name) {
    Map<String, Map<String, Object>> schemas = document.getMap("components.schemas");
    return schemas.get(name);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> items(Map<String, Object> array) {
    return (Map<String, Object>) array.get("items");
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Map<String, Object>> properties(Map<String, Object> object) {
    return (Map<String, Map<String, Object>>) object.get("properties");
  }
}
