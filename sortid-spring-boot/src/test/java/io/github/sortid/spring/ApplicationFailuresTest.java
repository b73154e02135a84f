package io.github.sortid.spring;

import static io.github.sortid.spring.WebMvcTest.detailFor;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.http.codec.autoconfigure.CodecsAutoConfiguration;
import org.springframework.boot.http.converter.autoconfigure.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.webflux.autoconfigure.WebFluxAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.DispatcherServletAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration;
import org.springframework.http.MediaType;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;

/**
 * The application's own answers to failures of its own use of the conversion service, which uses
 * sortid's converter, reach the client in Spring MVC and WebFlux, with Spring Boot's problem
 * details on and off; sortid answers only the handler methods' arguments that are no IDs, and
 * Spring Boot keeps its answer to every other bad argument.
 */
class ApplicationFailuresTest {
  private static final String BAD = "037g3zisiwnz8ywdtoqi1y8x+";

  private final WebApplicationContextRunner mvcRunner =
      new WebApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  SortidWebAutoConfiguration.class,
                  SortidJacksonAutoConfiguration.class,
                  JacksonAutoConfiguration.class,
                  HttpMessageConvertersAutoConfiguration.class,
                  DispatcherServletAutoConfiguration.class,
                  WebMvcAutoConfiguration.class))
          .withUserConfiguration(
              IdController.class, ConvertingController.class, ConversionAnswers.class);

  private final ReactiveWebApplicationContextRunner webFluxRunner =
      new ReactiveWebApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  SortidWebAutoConfiguration.class,
                  SortidJacksonAutoConfiguration.class,
                  JacksonAutoConfiguration.class,
                  CodecsAutoConfiguration.class,
                  WebFluxAutoConfiguration.class))
          .withUserConfiguration(
              IdController.class, ConvertingController.class, ConversionAnswers.class);

  @ParameterizedTest(name = "problem details {0}")
  @ValueSource(booleans = {false, true})
  void springMvc(boolean problemDetails) {
    mvcRunner
        .withPropertyValues("spring.mvc.problemdetails.enabled=" + problemDetails)
        .run(
            context -> {
              MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
              mvc.perform(get("/convert/" + BAD))
                  .andExpect(status().isUnprocessableContent())
                  .andExpect(jsonPath("$.conversion").value(BAD));
              mvc.perform(get("/customer/" + BAD))
                  .andExpect(status().isConflict())
                  .andExpect(jsonPath("$.argument").value("no such customer: " + BAD));
              String[][] invalid = {
                {"/scru128/" + BAD, "id", "SCRU128"},
                {"/ulids?after=01ARZ3NDEKTSV4RRFFQ69G5FAU", "after", "ULID"},
              };
              for (String[] c : invalid) {
                mvc.perform(get(c[0]))
                    .andExpect(status().isBadRequest())
                    .andExpect(
                        content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                    .andExpect(jsonPath("$.detail").value(detailFor(c[1], c[2], c[0])));
              }
              mvc.perform(get("/header").header("X-Request-Id", BAD))
                  .andExpect(status().isBadRequest())
                  .andExpect(jsonPath("$.parameter").value("X-Request-Id"));
              mvc.perform(
                      post("/form")
                          .contentType(MediaType.APPLICATION_FORM_URLENCODED)
                          .content("id=nope"))
                  .andExpect(status().isBadRequest())
                  .andExpect(jsonPath("$.detail").value(detailFor("id", "SCRU128", "/nope")));
              // A bad argument that is no ID: Spring's answer, Spring Boot's problem if it is on.
              var number = mvc.perform(get("/page").param("number", "x"));
              number.andExpect(status().isBadRequest());
              if (problemDetails) {
                number
                    .andExpect(
                        content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                    .andExpect(
                        jsonPath("$.detail").value("Failed to convert 'number' with value: 'x'"));
              } else {
                number.andExpect(content().string(""));
              }
            });
  }

  @ParameterizedTest(name = "problem details {0}")
  @ValueSource(booleans = {false, true})
  void webFlux(boolean problemDetails) {
    webFluxRunner
        .withPropertyValues("spring.webflux.problemdetails.enabled=" + problemDetails)
        .run(
            context -> {
              WebTestClient client = WebTestClient.bindToApplicationContext(context).build();
              client
                  .get()
                  .uri("/convert/" + BAD)
                  .exchange()
                  .expectStatus()
                  .isEqualTo(422)
                  .expectBody()
                  .jsonPath("$.conversion")
                  .isEqualTo(BAD);
              client
                  .get()
                  .uri("/customer/" + BAD)
                  .exchange()
                  .expectStatus()
                  .isEqualTo(409)
                  .expectBody()
                  .jsonPath("$.argument")
                  .isEqualTo("no such customer: " + BAD);
              String[][] invalid = {
                {"/scru128/" + BAD, "id", "SCRU128"},
                {"/ulids?after=01ARZ3NDEKTSV4RRFFQ69G5FAU", "after", "ULID"},
              };
              for (String[] c : invalid) {
                client
                    .get()
                    .uri(c[0])
                    .exchange()
                    .expectStatus()
                    .isBadRequest()
                    .expectHeader()
                    .contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)
                    .expectBody()
                    .jsonPath("$.detail")
                    .isEqualTo(detailFor(c[1], c[2], c[0]));
              }
              client
                  .get()
                  .uri("/header")
                  .header("X-Request-Id", BAD)
                  .exchange()
                  .expectStatus()
                  .isBadRequest()
                  .expectBody()
                  .jsonPath("$.parameter")
                  .isEqualTo("X-Request-Id");
              // A bad argument that is no ID: Spring's answer, Spring Boot's problem if it is on.
              var number =
                  client.get().uri("/page?number=x").exchange().expectStatus().isBadRequest();
              if (problemDetails) {
                number
                    .expectHeader()
                    .contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)
                    .expectBody()
                    .jsonPath("$.detail")
                    .isEqualTo("Type mismatch.");
              } else {
                number.expectBody().jsonPath("$.parameter").doesNotExist();
              }
            });
  }
}
