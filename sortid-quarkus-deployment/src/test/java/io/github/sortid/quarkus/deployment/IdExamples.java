package io.github.sortid.quarkus.deployment;

import io.github.sortid.IdType;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.LinkedHashMap;
import java.util.Map;

/** A resource that answers one example ID of every format, for the JSON tests. */
@Path("/ids")
public class IdExamples {
  /** Created by the container. */
  public IdExamples() {}

  /**
   * One ID of every format, by the format's name.
   *
   * @return each format's example, as the application's {@code ObjectMapper} writes it
   */
  @GET
  @Produces(MediaType.APPLICATION_JSON)
  public Map<String, Object> all() {
    Map<String, Object> ids = new LinkedHashMap<>();
    for (IdType<?> type : IdType.all()) {
      ids.put(type.name(), example(type));
    }
    return ids;
  }

  /**
   * The example ID of a format, from its descriptor.
   *
   * @param type the format
   * @param <T> the ID type
   * @return the ID
   */
  static <T> T example(IdType<T> type) {
    return type.parse(type.exampleText());
  }
}
