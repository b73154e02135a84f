package io.github.sortid.spring;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.jayway.jsonpath.JsonPath;
import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.context.MessageSourceAutoConfiguration;
import org.springframework.boot.http.codec.autoconfigure.CodecsAutoConfiguration;
import org.springframework.boot.http.converter.autoconfigure.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.validation.autoconfigure.ValidationAutoConfiguration;
import org.springframework.boot.webflux.autoconfigure.WebFluxAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.DispatcherServletAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration;
import org.springframework.context.MessageSource;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.HandlerMethodValidationException;

/**
 * The client's text in sortid's messages is shown as sortid wrote it where Spring formats messages:
 * with {@code problemDetail.*} messages in the application's message source, Spring renders each
 * constraint's message through {@code MessageFormat} once it contains {@code {0}}, in Spring MVC
 * and WebFlux, for request bodies and handler parameters alike.
 */
class FormattedMessagesTest {
  /** Spring's placeholders and quotes, which {@code MessageFormat} would replace and drop. */
  private static final String SCRU128_TEXT = "{0}{1}{2}{3}";

  private static final String ULID_TEXT = "it's {0} ''";
  private static final String SCRU64_TEXT = "'{0}'{1}";
  private static final String BODY =
      "{\"customerId\":\"" + SCRU128_TEXT + "\",\"items\":[\"" + ULID_TEXT + "\"]}";

  private final WebApplicationContextRunner mvcRunner =
      new WebApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  SortidWebAutoConfiguration.class,
                  SortidJacksonAutoConfiguration.class,
                  JacksonAutoConfiguration.class,
                  HttpMessageConvertersAutoConfiguration.class,
                  DispatcherServletAutoConfiguration.class,
                  WebMvcAutoConfiguration.class,
                  ValidationAutoConfiguration.class,
                  MessageSourceAutoConfiguration.class))
          .withUserConfiguration(
              ValidatedController.class, IdController.class, RenderedParameterErrors.class)
          .withPropertyValues(
              "spring.mvc.problemdetails.enabled=true", "spring.messages.basename=sortid-problems");

  private final ReactiveWebApplicationContextRunner webFluxRunner =
      new ReactiveWebApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  SortidWebAutoConfiguration.class,
                  SortidJacksonAutoConfiguration.class,
                  JacksonAutoConfiguration.class,
                  CodecsAutoConfiguration.class,
                  WebFluxAutoConfiguration.class,
                  ValidationAutoConfiguration.class,
                  MessageSourceAutoConfiguration.class))
          .withUserConfiguration(
              ValidatedController.class, IdController.class, RenderedParameterErrors.class)
          .withPropertyValues(
              "spring.webflux.problemdetails.enabled=true",
              "spring.messages.basename=sortid-problems");

  @Test
  void springMvc() {
    mvcRunner.run(
        context -> {
          MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
          mvc.perform(post("/orders").contentType(MediaType.APPLICATION_JSON).content(BODY))
              .andExpect(status().isBadRequest())
              .andExpect(jsonPath("$.detail").value(containsString("Invalid request content: ")))
              .andExpect(
                  jsonPath("$.detail").value(containsString(shown(IdType.SCRU128, SCRU128_TEXT))))
              .andExpect(jsonPath("$.detail").value(containsString(shown(IdType.ULID, ULID_TEXT))))
              .andExpect(jsonPath("$.detail").value(not(containsString("{0}"))));
          mvc.perform(get("/tickets").param("number", SCRU64_TEXT))
              .andExpect(status().isBadRequest())
              .andExpect(jsonPath("$.detail").value(shown(IdType.SCRU64, SCRU64_TEXT)));
          // sortid's own answer to a parameter that is no ID gives the text as it is.
          mvc.perform(get("/ulids").param("after", ULID_TEXT))
              .andExpect(status().isBadRequest())
              .andExpect(
                  jsonPath("$.detail")
                      .value("Parameter 'after': " + reason(IdType.ULID, ULID_TEXT)));
        });
  }

  @Test
  void webFlux() {
    webFluxRunner.run(
        context -> {
          WebTestClient client = WebTestClient.bindToApplicationContext(context).build();
          String body =
              detail(
                  client
                      .post()
                      .uri("/orders")
                      .contentType(MediaType.APPLICATION_JSON)
                      .bodyValue(BODY)
                      .exchange());
          assertTrue(body.contains(shown(IdType.SCRU128, SCRU128_TEXT)), body);
          assertTrue(body.contains(shown(IdType.ULID, ULID_TEXT)), body);
          assertFalse(body.contains("{0}"), body);
          String parameter =
              detail(
                  client
                      .get()
                      .uri(b -> b.path("/tickets").queryParam("number", "{n}").build(SCRU64_TEXT))
                      .exchange());
          assertEquals(shown(IdType.SCRU64, SCRU64_TEXT), parameter);
          assertEquals(
              "Parameter 'after': " + reason(IdType.ULID, ULID_TEXT),
              detail(
                  client
                      .get()
                      .uri(b -> b.path("/ulids").queryParam("after", "{a}").build(ULID_TEXT))
                      .exchange()));
        });
  }

  /**
   * Renders each failure of a handler method's parameters as an application does that gives them in
   * its own words: through its message source, which formats a message holding {@code {0}}.
   */
  @RestControllerAdvice
  @Order(Ordered.HIGHEST_PRECEDENCE)
  static class RenderedParameterErrors {
    private final MessageSource messages;

    RenderedParameterErrors(MessageSource messages) {
      this.messages = messages;
    }

    @ExceptionHandler(HandlerMethodValidationException.class)
    ResponseEntity<ProblemDetail> render(HandlerMethodValidationException failure) {
      String detail =
          failure.getAllErrors().stream()
              .map(error -> messages.getMessage(error, Locale.ROOT))
              .collect(Collectors.joining("; "));
      return ResponseEntity.badRequest()
          .body(ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, detail));
    }
  }

  /** The detail of a 400 problem. */
  private static String detail(WebTestClient.ResponseSpec response) {
    byte[] body =
        response.expectStatus().isBadRequest().expectBody().returnResult().getResponseBody();
    return JsonPath.read(new String(body, StandardCharsets.UTF_8), "$.detail");
  }

  /** sortid's message as every renderer shows it: the brace of each {@code {0}} escaped. */
  private static String shown(IdType<?> type, String text) {
    return reason(type, text).replace("{0}", "\\u007b0}");
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
