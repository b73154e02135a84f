package io.github.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.jackson2.autoconfigure.Jackson2AutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.json.JsonMapper;

class JacksonTest {
  private static final Scru128Id ID = Scru128Id.fromString("037g3zisiwnz8ywdtoqi1y8xm");
  private static final String UUID_FORM = ID.toUuid().toString();

  /** A record the application would send and receive. */
  record Order(Scru128Id id, Scru64Id ticket, Map<Ulid, String> notes) {}

  // Spring Boot 4 still configures Jackson 2 mappers, in a module it plans to drop.
  @SuppressWarnings("removal")
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  SortidJacksonAutoConfiguration.class,
                  JacksonAutoConfiguration.class,
                  Jackson2AutoConfiguration.class));

  @Test
  void jackson3MappersReadAndWriteEveryIdType() {
    Order order =
        new Order(ID, Scru64Id.fromString("0u2r85hm2pt3"), Map.of(Ulid.fromBits(1, 2), "x"));
    runner
        .withPropertyValues("spring.jackson.find-and-add-modules=false")
        .run(
            context -> {
              JsonMapper mapper = context.getBean(JsonMapper.class);
              String json = mapper.writeValueAsString(order);
              assertEquals(
                  "{\"id\":\"037g3zisiwnz8ywdtoqi1y8xm\",\"ticket\":\"0u2r85hm2pt3\","
                      + "\"notes\":{\""
                      + Ulid.fromBits(1, 2)
                      + "\":\"x\"}}",
                  json);
              assertEquals(order, mapper.readValue(json, Order.class));
              InvalidFormatException bad =
                  assertThrows(
                      InvalidFormatException.class,
                      () ->
                          mapper.readValue("{\"id\":\"037g3zisiwnz8ywdtoqi1y8x+\"}", Order.class));
              assertTrue(bad.getMessage().contains("invalid digit '+' at 24"), bad.getMessage());
            });
  }

  @Test
  void theUuidFormIsAProperty() {
    runner
        .withPropertyValues("sortid.jackson.uuid-form=true")
        .run(
            context -> {
              JsonMapper mapper = context.getBean(JsonMapper.class);
              assertEquals("\"" + UUID_FORM + "\"", mapper.writeValueAsString(ID));
              assertEquals(ID, mapper.readValue("\"" + UUID_FORM + "\"", Scru128Id.class));
              ObjectMapper jackson2 = context.getBean(ObjectMapper.class);
              assertEquals("\"" + UUID_FORM + "\"", jackson2.writeValueAsString(ID));
            });
  }

  @Test
  void jackson2MappersToo() throws Exception {
    runner.run(
        context -> {
          ObjectMapper mapper = context.getBean(ObjectMapper.class);
          assertEquals("\"037g3zisiwnz8ywdtoqi1y8xm\"", mapper.writeValueAsString(ID));
          assertEquals(ID, mapper.readValue("\"037G3ZISIWNZ8YWDTOQI1Y8XM\"", Scru128Id.class));
        });
  }

  @Test
  void theApplicationsOwnModuleWins() {
    runner
        .withUserConfiguration(OwnModule.class)
        .run(
            context ->
                assertSame(
                    OwnModule.MODULE,
                    context.getBean(io.github.sortid.jackson3.SortidModule.class)));
  }

  @Test
  void eachModuleNeedsItsJar() {
    runner
        .withClassLoader(new FilteredClassLoader(io.github.sortid.jackson.SortidModule.class))
        .run(
            context -> {
              assertTrue(context.containsBean("sortidJackson3Module"));
              assertFalse(context.containsBean("sortidJackson2Module"));
            });
    runner
        .withClassLoader(new FilteredClassLoader(io.github.sortid.jackson3.SortidModule.class))
        .run(
            context -> {
              assertFalse(context.containsBean("sortidJackson3Module"));
              assertTrue(context.containsBean("sortidJackson2Module"));
            });
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnModule {
    static final io.github.sortid.jackson3.SortidModule MODULE =
        new io.github.sortid.jackson3.SortidModule();

    @Bean
    io.github.sortid.jackson3.SortidModule ownModule() {
      return MODULE;
    }
  }
}
