package io.github.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import jakarta.servlet.ServletException;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.http.converter.autoconfigure.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.webmvc.autoconfigure.DispatcherServletAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;

class WebMvcTest {
  private static final String ID = "037g3zisiwnz8ywdtoqi1y8xm";

  private final WebApplicationContextRunner runner =
      new WebApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  SortidWebAutoConfiguration.class,
                  SortidJacksonAutoConfiguration.class,
                  JacksonAutoConfiguration.class,
                  HttpMessageConvertersAutoConfiguration.class,
                  DispatcherServletAutoConfiguration.class,
                  WebMvcAutoConfiguration.class))
          .withUserConfiguration(IdController.class);

  @Test
  void everyIdTypeIsAPathVariableParameterOrHeader() {
    runner.run(
        context -> {
          MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
          mvc.perform(get("/scru128/" + ID.toUpperCase()))
              .andExpect(status().isOk())
              .andExpect(jsonPath("$.id").value(ID))
              .andExpect(jsonPath("$.text").value(ID));
          String v1 = new Scru128V1Generator().generate().toString();
          mvc.perform(get("/scru128v1/" + v1.toLowerCase())).andExpect(jsonPath("$.id").value(v1));
          mvc.perform(get("/scru64/0u2r85hm2pt3"))
              .andExpect(jsonPath("$.id").value("0u2r85hm2pt3"));
          String euid = Euid.create(5).toString();
          mvc.perform(get("/euid/" + euid)).andExpect(jsonPath("$.id").value(euid));
          mvc.perform(get("/ulids").param("after", "01arz3ndektsv4rrffq69g5fav"))
              .andExpect(jsonPath("$.after").value("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
          mvc.perform(get("/header").header("X-Request-Id", " " + ID + " "))
              .andExpect(jsonPath("$.id").value(ID));
        });
  }

  @Test
  void anInvalidIdIsABadRequestThatNamesTheParameterAndTheReason() {
    String[][] cases = {
      {"/scru128/" + ID.substring(0, 24) + "+", "id", "SCRU128"},
      {"/scru128/" + ID + "0", "id", "SCRU128"},
      {"/scru128/zzzzzzzzzzzzzzzzzzzzzzzzz", "id", "SCRU128"},
      {"/scru64/zzzzzzzzzzzzz", "ticket", "SCRU64"},
      {"/scru128v1/00Q1D9AB6DTJNLJ80SJ42SNJ4", "id", "SCRU128_V1"},
      {"/euid/2ZFEF7Q8ZD0Y9XGA1V7A6Z4F~P2", "id", "EUID"},
      {"/ulids?after=01ARZ3NDEKTSV4RRFFQ69G5FAU", "after", "ULID"},
    };
    runner.run(
        context -> {
          MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
          for (String[] c : cases) {
            mvc.perform(get(c[0]))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.status").value(400))
                .andExpect(jsonPath("$.parameter").value(c[1]))
                .andExpect(jsonPath("$.detail").value(detailFor(c[1], c[2], c[0])));
          }
          mvc.perform(get("/header").header("X-Request-Id", "nope"))
              .andExpect(status().isBadRequest())
              .andExpect(jsonPath("$.parameter").value("X-Request-Id"));
        });
  }

  @Test
  void springBootsProblemDetailsDoNotHideTheReason() {
    runner
        .withPropertyValues("spring.mvc.problemdetails.enabled=true")
        .run(
            context -> {
              MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
              mvc.perform(get("/scru128/" + ID.substring(0, 24) + "+"))
                  .andExpect(status().isBadRequest())
                  .andExpect(
                      jsonPath("$.detail")
                          .value(
                              "Parameter 'id': \"037g3zisiwnz8ywdtoqi1y8x+\" is not a valid"
                                  + " SCRU128 ID: invalid digit '+' at 24"));
              // Other type mismatches keep Spring Boot's answer.
              mvc.perform(get("/ulids").param("after", "")).andExpect(status().isBadRequest());
            });
  }

  @Test
  void theApplicationsOwnParseFailureIsNotABadRequest() {
    runner.run(
        context -> {
          MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
          ServletException thrown =
              assertThrows(ServletException.class, () -> mvc.perform(get("/parse/nope")));
          assertInstanceOf(IdFormatException.class, thrown.getCause());
        });
  }

  @Test
  void theApplicationsOwnHandlersAnswerFirst() {
    runner
        .withUserConfiguration(OwnMvcAnswers.class)
        .run(
            context -> {
              MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
              // Its answer to its own parse failure, which the starter leaves alone.
              mvc.perform(get("/parse/nope"))
                  .andExpect(status().isBadRequest())
                  .andExpect(jsonPath("$.own").value(parserMessage("nope")));
              // Its answer to every type mismatch, invalid IDs included.
              mvc.perform(get("/scru128/nope"))
                  .andExpect(status().isBadRequest())
                  .andExpect(jsonPath("$.mismatch").value("id"));
            });
  }

  @Test
  void anInvalidElementOfAListIsNamedByItsOwnText() {
    runner.run(
        context -> {
          MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
          mvc.perform(get("/scru128s").param("ids", ID + ",bad"))
              .andExpect(status().isBadRequest())
              .andExpect(jsonPath("$.parameter").value("ids"))
              .andExpect(
                  jsonPath("$.detail")
                      .value(
                          "Parameter 'ids': \"bad\" is not a valid SCRU128 ID: invalid length: 3"
                              + " (expected 25)"));
          mvc.perform(get("/scru128s").param("ids", ID + "," + ID.toUpperCase()))
              .andExpect(status().isOk())
              .andExpect(jsonPath("$.ids[1]").value(ID));
        });
  }

  @Test
  void idsConvertBackToTextForLinks() {
    runner.run(
        context -> {
          var conversion =
              context.getBean(
                  "mvcConversionService", org.springframework.core.convert.ConversionService.class);
          Scru128Id id = Scru128Id.fromString(ID);
          assertEquals(ID, conversion.convert(id, String.class));
          assertEquals(id, conversion.convert("  " + ID, Scru128Id.class));
          assertEquals(null, conversion.convert(" ", Scru128Id.class));
        });
  }

  @Test
  void onlyWebApplicationsGetTheWebBeans() {
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(SortidWebAutoConfiguration.class))
        .run(
            context -> {
              assertFalse(context.containsBean("sortidIdConverter"));
              assertFalse(context.containsBean("sortidInvalidIdParameterHandler"));
            });
  }

  @Test
  void theApplicationsOwnWebBeansWin() {
    IdConverter converter = new IdConverter();
    InvalidIdParameterHandler handler = new InvalidIdParameterHandler();
    runner
        .withBean("ownConverter", IdConverter.class, () -> converter)
        .withBean("ownHandler", InvalidIdParameterHandler.class, () -> handler)
        .run(
            context -> {
              assertSame(converter, context.getBean(IdConverter.class));
              assertSame(handler, context.getBean(InvalidIdParameterHandler.class));
            });
  }

  /**
   * The detail of the 400 for the text at the end of {@code path}, which is no ID of the format
   * named {@code type}, in the parameter {@code parameter}.
   */
  static String detailFor(String parameter, String type, String path) {
    String text = path.substring(path.lastIndexOf(path.contains("=") ? '=' : '/') + 1);
    IdType<?> idType = IdType.valueOf(type);
    IdFormatException e = assertThrows(IdFormatException.class, () -> idType.parse(text));
    return "Parameter '" + parameter + "': " + idType.invalidInput(text, e);
  }

  /** The SCRU128 parser's own message for the text. */
  static String parserMessage(String text) {
    return assertThrows(IdFormatException.class, () -> Scru128Id.fromString(text)).getMessage();
  }
}
