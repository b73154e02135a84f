package io.github.sortid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.UUID;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.RestHeader;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestQuery;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class RestParametersTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(jar -> jar.addClasses(IdResource.class, OwnMapper.class))
          // The readiness check on the class path injects the SCRU64 source, which needs a node.
          .overrideConfigKey("sortid.scru64.node-spec", "42/8")
          .overrideConfigKey("quarkus.http.test-port", "0");

  private static final String SCRU128 = "036z951mhjikzik2gsl81gr7l";
  private static final String SCRU128_V1 = "00QBTG0FERFTCCNFISUBO489DI";
  private static final String SCRU64 = "0u2r85hm2pt3";
  private static final String ULID = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
  private static final String EUID = "1HF7YAT0000560000000000000H";
  private static final String UUIDV7 = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";

  /** A query parameter's name with the characters that JSON must escape. */
  private static final String ODD_NAME = "odd\t\"name\\";

  @Path("/ids")
  @Produces(MediaType.TEXT_PLAIN)
  public static class IdResource {
    @GET
    @Path("/path/{id}")
    public String path(@PathParam("id") Scru128Id id) {
      return id.toString();
    }

    @GET
    @Path("/rest-path/{ticket}")
    public String restPath(@RestPath Scru64Id ticket) {
      return ticket.toString();
    }

    @GET
    @Path("/query")
    public String query(
        @QueryParam("after") Ulid after,
        @RestQuery("ids") List<Scru128Id> ids,
        @RestQuery("tickets") SortedSet<Scru64Id> tickets,
        @RestQuery Optional<Euid> euid,
        @QueryParam("uuid") UUID uuid) {
      return String.join(
          " ",
          String.valueOf(after),
          ids.toString(),
          tickets.toString(),
          euid.map(Euid::toString).orElse("none"),
          String.valueOf(uuid));
    }

    @GET
    @Path("/odd-name")
    public String oddName(@QueryParam(ODD_NAME) Scru128Id id) {
      return id.toString();
    }

    @GET
    @Path("/headers")
    public String headers(
        @HeaderParam("X-Scru128-V1") Scru128V1Id v1, @RestHeader("X-Ulid") Ulid ulid) {
      return v1 + " " + ulid;
    }

    @POST
    @Path("/form")
    public String form(@FormParam("id") Scru128Id id, @RestForm("euid") Euid euid) {
      return id + " " + euid;
    }

    @GET
    @Path("/own/illegal-argument")
    public String ownIllegalArgument() {
      throw new IllegalArgumentException("the application's own");
    }

    @GET
    @Path("/own/id-format")
    public String ownIdFormat() {
      return Scru128Id.fromString("own").toString();
    }

    @GET
    @Path("/own/bad-request")
    public String ownBadRequest() {
      throw new BadRequestException("the application's own");
    }
  }

  /** The application's own mapper of a supertype of the parsers' exceptions. */
  @Provider
  public static class OwnMapper implements ExceptionMapper<IllegalArgumentException> {
    @Override
    public jakarta.ws.rs.core.Response toResponse(IllegalArgumentException exception) {
      return jakarta.ws.rs.core.Response.status(422)
          .type(MediaType.TEXT_PLAIN)
          .entity("own: " + exception.getMessage())
          .build();
    }
  }

  @Test
  void readsEveryKindOfParameter() {
    given().get("/ids/path/" + SCRU128.toUpperCase()).then().statusCode(200).body(is(SCRU128));
    given().get("/ids/rest-path/" + SCRU64).then().statusCode(200).body(is(SCRU64));
    given()
        .queryParam("after", ULID.toLowerCase())
        .queryParam("ids", SCRU128, SCRU128.toUpperCase())
        .queryParam("tickets", SCRU64.toUpperCase(), SCRU64)
        .queryParam("euid", EUID.toLowerCase())
        .queryParam("uuid", UUIDV7)
        .get("/ids/query")
        .then()
        .statusCode(200)
        .body(
            is(
                ULID + " [" + SCRU128 + ", " + SCRU128 + "] [" + SCRU64 + "] " + EUID + " "
                    + UUIDV7));
    // Absent or blank text is no ID.
    given()
        .queryParam("after", " ")
        .get("/ids/query")
        .then()
        .statusCode(200)
        .body(is("null [] [] none null"));
    given()
        .header("X-Scru128-V1", SCRU128_V1.toLowerCase())
        .header("X-Ulid", ULID)
        .get("/ids/headers")
        .then()
        .statusCode(200)
        .body(is(SCRU128_V1 + " " + ULID));
    given()
        .formParam("id", SCRU128)
        .formParam("euid", EUID)
        .post("/ids/form")
        .then()
        .statusCode(200)
        .body(is(SCRU128 + " " + EUID));
  }

  @Test
  void answersInvalidPathAndQueryParametersWith400Problems() {
    assertProblem(given().get("/ids/path/zzz"), "id", IdType.SCRU128, "zzz");
    String plus = "036z951mhjikzik2gsl81gr7+";
    assertProblem(given().pathParam("id", plus).get("/ids/path/{id}"), "id", IdType.SCRU128, plus);
    // A bare @RestPath or @RestQuery leaves the name to the method's parameter, which a converter
    // never sees.
    assertProblem(
        given().get("/ids/rest-path/0u2r85hm2pt!"),
        "path parameter",
        IdType.SCRU64,
        "0u2r85hm2pt!");
    String longText = "0".repeat(300);
    assertProblem(query("after", longText), "after", IdType.ULID, longText);
    String control = "01ARZ3NDEKTSV4\u0001\"\\FFQ69G5FAV";
    assertProblem(query("after", control), "after", IdType.ULID, control);
    assertProblem(
        given().queryParam("ids", SCRU128, "036z951mhjikzik2gsl81gr7").get("/ids/query"),
        "ids",
        IdType.SCRU128,
        "036z951mhjikzik2gsl81gr7");
    assertProblem(query("tickets", "zzzzzzzzzzzzz"), "tickets", IdType.SCRU64, "zzzzzzzzzzzzz");
    assertProblem(
        query("euid", EUID.replace('H', 'J')),
        "query parameter",
        IdType.EUID,
        EUID.replace('H', 'J'));
  }

  @Test
  void answersInvalidHeadersAndFormParametersWith400Problems() {
    String v1 = "8" + SCRU128_V1.substring(1);
    assertProblem(
        given().header("X-Scru128-V1", v1).get("/ids/headers"),
        "X-Scru128-V1",
        IdType.SCRU128_V1,
        v1);
    assertProblem(
        given()
            .formParam("id", SCRU128)
            .formParam("euid", EUID.replace('H', 'J'))
            .post("/ids/form"),
        "euid",
        IdType.EUID,
        EUID.replace('H', 'J'));
  }

  @Test
  void escapesTheProblemAsJson() {
    Response response = given().queryParam(ODD_NAME, "x").get("/ids/odd-name");
    assertProblem(response, ODD_NAME, IdType.SCRU128, "x");
    // A lenient parser would take the tab unescaped too; the text shows that it is escaped.
    response.then().body(containsString("\"parameter\":\"odd\\u0009\\\"name\\\\\"}"));
  }

  @Test
  void leavesTheApplicationsOwnExceptionsToIt() {
    given()
        .get("/ids/own/illegal-argument")
        .then()
        .statusCode(422)
        .body(is("own: the application's own"));
    given().get("/ids/own/id-format").then().statusCode(422).body(startsWith("own: "));
    given()
        .get("/ids/own/bad-request")
        .then()
        .statusCode(400)
        .header("Content-Type", not(startsWith("application/problem+json")));
  }

  private static Response query(String name, String value) {
    return given().queryParam(name, value).get("/ids/query");
  }

  /**
   * Checks that the request was answered with sortid's problem, for the text as the parser saw it.
   */
  private static void assertProblem(
      Response response, String parameter, IdType<?> type, String text) {
    response.then().statusCode(400).header("Content-Type", startsWith("application/problem+json"));
    Map<String, Object> problem = JsonPath.from(response.asString()).getMap("$");
    assertEquals(
        Map.of(
            "type",
            "about:blank",
            "title",
            "Bad Request",
            "status",
            400,
            "detail",
            "Parameter '" + parameter + "': " + reason(type, text),
            "parameter",
            parameter),
        problem);
  }

  private static String reason(IdType<?> type, String text) {
    try {
      type.parse(text);
    } catch (IdFormatException e) {
      return type.invalidInput(text, e);
    }
    throw new AssertionError(text + " is a valid " + type);
  }
}
