package io.github.sortid.quarkus.deployment;

import static io.restassured.RestAssured.get;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.sortid.IdType;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * With {@code sortid.jackson.uuid-form=true}, the application's {@code ObjectMapper}, and so its
 * REST resources, write the IDs of every format with a UUID form in that form, and read it back;
 * the others keep their text.
 */
class JacksonUuidFormTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(jar -> jar.addClasses(IdExamples.class))
          .overrideConfigKey("sortid.jackson.uuid-form", "true");

  @Inject ObjectMapper mapper;

  @Test
  void theObjectMapperWritesAndReadsTheUuidForm() throws Exception {
    for (IdType<?> type : IdType.all()) {
      roundTrip(type);
    }
  }

  @Test
  void restResourcesWriteTheUuidForm() {
    JsonPath ids = get("/ids").then().statusCode(200).extract().jsonPath();
    for (IdType<?> type : IdType.all()) {
      assertEquals(written(type), ids.getString(type.name()), type.name());
    }
  }

  private <T> void roundTrip(IdType<T> type) throws Exception {
    T id = IdExamples.example(type);
    String json = mapper.writeValueAsString(id);
    assertEquals("\"" + written(type) + "\"", json, type.name());
    assertEquals(id, mapper.readValue(json, type.javaType()), type.name());
  }

  /** An ID as the mapper writes it: its UUID form if it has one, else its text. */
  private static <T> String written(IdType<T> type) {
    T id = IdExamples.example(type);
    return type.hasUuidForm() ? type.toUuid(id).toString() : type.format(id);
  }
}
