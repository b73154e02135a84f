package io.github.sortid.quarkus.deployment;

import static io.restassured.RestAssured.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.sortid.IdType;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The application's {@code ObjectMapper}, and so its REST resources, write every ID as its text and
 * read it back. Nothing of SCRU64 is configured here, and nothing needs it: the application starts
 * and is ready, with no lease to report.
 */
class JacksonTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest().withApplicationRoot(jar -> jar.addClasses(IdExamples.class));

  @Inject ObjectMapper mapper;

  @Test
  void theObjectMapperWritesAndReadsEveryIdAsItsText() throws Exception {
    for (IdType<?> type : IdType.all()) {
      roundTrip(type);
    }
  }

  @Test
  void restResourcesWriteEveryIdAsItsText() {
    JsonPath ids = get("/ids").then().statusCode(200).extract().jsonPath();
    for (IdType<?> type : IdType.all()) {
      assertEquals(text(type), ids.getString(type.name()), type.name());
    }
  }

  @Test
  void withoutScru64TheApplicationIsReadyWithNoLeaseToReport() {
    Response response = get("/q/health/ready");
    assertEquals(200, response.statusCode(), response.asString());
    String check = "checks.find { it.name == 'sortid SCRU64 lease' }.";
    assertEquals("UP", response.jsonPath().getString(check + "status"), response.asString());
    assertNull(response.jsonPath().get(check + "data"), response.asString());
  }

  private <T> void roundTrip(IdType<T> type) throws Exception {
    T id = IdExamples.example(type);
    String json = mapper.writeValueAsString(id);
    assertEquals("\"" + text(type) + "\"", json, type.name());
    assertEquals(id, mapper.readValue(json, type.javaType()), type.name());
  }

  private static <T> String text(IdType<T> type) {
    return type.format(IdExamples.example(type));
  }
}
