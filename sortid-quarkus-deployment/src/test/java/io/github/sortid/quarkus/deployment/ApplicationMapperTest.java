package io.github.sortid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.is;

import io.github.sortid.IdType;
import io.github.sortid.quarkus.InvalidIdParameterException;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.ulid.Ulid;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import jakarta.ws.rs.ext.Provider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** An application's own mapper of sortid's exception, and its own converter of an ID type. */
class ApplicationMapperTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar -> jar.addClasses(IdResource.class, OwnMapper.class, OwnUlidConverter.class))
          // The readiness check on the class path injects the SCRU64 source, which needs a node.
          .overrideConfigKey("sortid.scru64.node-spec", "42/8")
          .overrideConfigKey("quarkus.http.test-port", "0");

  @Path("/ids")
  @Produces(MediaType.TEXT_PLAIN)
  public static class IdResource {
    @GET
    @Path("/scru128/{id}")
    public String scru128(@PathParam("id") Scru128Id id) {
      return id.toString();
    }

    @GET
    @Path("/ulid/{id}")
    public String ulid(@PathParam("id") Ulid id) {
      return id.toString();
    }
  }

  /** Answers what sortid's converters reject, in the application's own way. */
  @Provider
  public static class OwnMapper implements ExceptionMapper<InvalidIdParameterException> {
    @Override
    public Response toResponse(InvalidIdParameterException exception) {
      return Response.status(418)
          .type(MediaType.TEXT_PLAIN)
          .entity(
              exception.getParameter()
                  + " | "
                  + exception.getIdType()
                  + " | "
                  + exception.getReason())
          .build();
    }
  }

  /** Reads {@code first} as the first ULID, and other text as a ULID. */
  @Provider
  public static class OwnUlidConverter implements ParamConverterProvider {
    @Override
    @SuppressWarnings("unchecked")
    public <T> ParamConverter<T> getConverter(
        Class<T> rawType, Type genericType, Annotation[] annotations) {
      if (rawType != Ulid.class) {
        return null;
      }
      return (ParamConverter<T>)
          new ParamConverter<Ulid>() {
            @Override
            public Ulid fromString(String value) {
              return value.equals("first") ? Ulid.MIN : Ulid.fromString(value);
            }

            @Override
            public String toString(Ulid value) {
              return value.toString();
            }
          };
    }
  }

  @Test
  void theApplicationsMapperAnswersInvalidIds() {
    given()
        .get("/ids/scru128/zzz")
        .then()
        .statusCode(418)
        .body(is("id | SCRU128 | " + IdType.SCRU128.invalidInput("zzz", lengthProblem())));
  }

  @Test
  void theApplicationsConverterComesFirst() {
    given().get("/ids/ulid/first").then().statusCode(200).body(is(Ulid.MIN.toString()));
  }

  private static IllegalArgumentException lengthProblem() {
    try {
      Scru128Id.fromString("zzz");
    } catch (IllegalArgumentException e) {
      return e;
    }
    throw new AssertionError("zzz is a SCRU128 ID");
  }
}
