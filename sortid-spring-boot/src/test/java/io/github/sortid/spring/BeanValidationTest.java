package io.github.sortid.spring;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.http.converter.autoconfigure.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.validation.autoconfigure.ValidationAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.DispatcherServletAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;

/**
 * IDs as text checked by {@code @ValidId} in a Spring MVC application with Spring Boot's problem
 * details: Spring answers each failure with a 400, sortid's handler leaves them alone (they are
 * Bean Validation's, not its converter's), and an application that names the fields in its answer
 * finds sortid's message, with the reason, on each.
 */
class BeanValidationTest {
  private static final String BODY =
      "{\"customerId\":\"036z951mhjikzik2gsl81gr7+\","
          + "\"items\":[\"01ARZ3NDEKTSV4RRFFQ69G5FAV\",\"{0} '+' ${1+1}\"]}";

  private final WebApplicationContextRunner runner =
      new WebApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  SortidWebAutoConfiguration.class,
                  SortidJacksonAutoConfiguration.class,
                  JacksonAutoConfiguration.class,
                  HttpMessageConvertersAutoConfiguration.class,
                  DispatcherServletAutoConfiguration.class,
                  WebMvcAutoConfiguration.class,
                  ValidationAutoConfiguration.class))
          .withUserConfiguration(ValidatedController.class)
          .withPropertyValues("spring.mvc.problemdetails.enabled=true");

  @Test
  void validIdsPass() {
    runner.run(
        context -> {
          MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
          mvc.perform(
                  post("/orders")
                      .contentType(MediaType.APPLICATION_JSON)
                      .content("{\"customerId\":\"036z951mhjikzik2gsl81gr7l\",\"items\":[]}"))
              .andExpect(status().isOk());
          mvc.perform(get("/tickets").param("number", "0u2r85hm2pt3")).andExpect(status().isOk());
        });
  }

  /** Spring Boot's answers, which sortid's handler of invalid parameters does not take over. */
  @Test
  void springBootAnswersValidationFailuresWithItsOwnProblem() {
    runner.run(
        context -> {
          MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
          mvc.perform(post("/orders").contentType(MediaType.APPLICATION_JSON).content(BODY))
              .andExpect(status().isBadRequest())
              .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
              .andExpect(jsonPath("$.detail").value("Invalid request content."))
              .andExpect(jsonPath("$.parameter").doesNotExist());
          mvc.perform(get("/tickets").param("number", "0u2r85hm2pt+"))
              .andExpect(status().isBadRequest())
              .andExpect(jsonPath("$.detail").value("Validation failure"))
              .andExpect(jsonPath("$.parameter").doesNotExist());
        });
  }

  @Test
  void anApplicationsAnswerNamesEachFieldAndItsReason() {
    runner
        .withUserConfiguration(ValidationProblems.class)
        .run(
            context -> {
              MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
              mvc.perform(post("/orders").contentType(MediaType.APPLICATION_JSON).content(BODY))
                  .andExpect(status().isBadRequest())
                  .andExpect(
                      content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                  .andExpect(jsonPath("$.errors.length()").value(2))
                  .andExpect(
                      jsonPath("$.errors[?(@.name == 'customerId')].message")
                          .value(reason(IdType.SCRU128, "036z951mhjikzik2gsl81gr7+")))
                  // The client's text as it is, neither interpolated nor formatted, with the
                  // brace of Spring's placeholder escaped.
                  .andExpect(
                      jsonPath("$.errors[?(@.name == 'items[1]')].message")
                          .value(
                              reason(IdType.ULID, "{0} '+' ${1+1}").replace("{0}", "\\u007b0}")));
              mvc.perform(get("/tickets").param("number", "0u2r85hm2pt+"))
                  .andExpect(status().isBadRequest())
                  .andExpect(jsonPath("$.errors[0].name").value("number"))
                  .andExpect(
                      jsonPath("$.errors[0].message").value(reason(IdType.SCRU64, "0u2r85hm2pt+")));
            });
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
