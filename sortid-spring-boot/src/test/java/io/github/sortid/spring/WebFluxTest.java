package io.github.sortid.spring;

import static io.github.sortid.spring.WebMvcTest.detailFor;
import static io.github.sortid.spring.WebMvcTest.parserMessage;

import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.http.codec.autoconfigure.CodecsAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.webflux.autoconfigure.WebFluxAutoConfiguration;
import org.springframework.http.MediaType;
import org.springframework.test.web.reactive.server.WebTestClient;

class WebFluxTest {
  private static final String ID = "037g3zisiwnz8ywdtoqi1y8xm";

  private final ReactiveWebApplicationContextRunner runner =
      new ReactiveWebApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  SortidWebAutoConfiguration.class,
                  SortidJacksonAutoConfiguration.class,
                  JacksonAutoConfiguration.class,
                  CodecsAutoConfiguration.class,
                  WebFluxAutoConfiguration.class))
          .withUserConfiguration(IdController.class);

  @Test
  void idsArePathVariablesParametersAndHeaders() {
    runner.run(
        context -> {
          WebTestClient client = WebTestClient.bindToApplicationContext(context).build();
          client
              .get()
              .uri("/scru128/" + ID.toUpperCase())
              .exchange()
              .expectStatus()
              .isOk()
              .expectBody()
              .jsonPath("$.id")
              .isEqualTo(ID);
          client
              .get()
              .uri("/ulids?after=01arz3ndektsv4rrffq69g5fav&before=01ARZ3NDEKTSV4RRFFQ69G5FAW")
              .exchange()
              .expectBody()
              .jsonPath("$.after")
              .isEqualTo("01ARZ3NDEKTSV4RRFFQ69G5FAV")
              .jsonPath("$.before")
              .isEqualTo("01ARZ3NDEKTSV4RRFFQ69G5FAW");
          client
              .get()
              .uri("/header")
              .header("X-Request-Id", ID)
              .exchange()
              .expectBody()
              .jsonPath("$.id")
              .isEqualTo(ID);
        });
  }

  @Test
  void anInvalidIdIsABadRequestThatNamesTheParameterAndTheReason() {
    String[][] cases = {
      {"/scru128/" + ID.substring(0, 24) + "+", "id", "SCRU128"},
      {"/scru64/zzzzzzzzzzzzz", "ticket", "SCRU64"},
      {"/scru128v1/00Q1D9AB6DTJNLJ80SJ42SNJ4", "id", "SCRU128_V1"},
      {"/ulids?after=01ARZ3NDEKTSV4RRFFQ69G5FAU", "after", "ULID"},
    };
    runner.run(
        context -> {
          WebTestClient client = WebTestClient.bindToApplicationContext(context).build();
          for (String[] c : cases) {
            client
                .get()
                .uri(c[0])
                .exchange()
                .expectStatus()
                .isBadRequest()
                .expectHeader()
                .contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)
                .expectBody()
                .jsonPath("$.parameter")
                .isEqualTo(c[1])
                .jsonPath("$.detail")
                .isEqualTo(detailFor(c[1], c[2], c[0]));
          }
          client
              .get()
              .uri("/header")
              .header("X-Request-Id", "nope")
              .exchange()
              .expectStatus()
              .isBadRequest()
              .expectBody()
              .jsonPath("$.parameter")
              .isEqualTo("X-Request-Id");
        });
  }

  @Test
  void theApplicationsOwnHandlersAnswerFirst() {
    runner
        .withUserConfiguration(OwnWebFluxAnswers.class)
        .run(
            context -> {
              WebTestClient client = WebTestClient.bindToApplicationContext(context).build();
              // Its answer to its own parse failure, which the starter leaves alone.
              client
                  .get()
                  .uri("/parse/nope")
                  .exchange()
                  .expectStatus()
                  .isBadRequest()
                  .expectBody()
                  .jsonPath("$.own")
                  .isEqualTo(parserMessage("nope"));
              // Its answer to every bad input, invalid IDs included.
              client
                  .get()
                  .uri("/scru128/nope")
                  .exchange()
                  .expectStatus()
                  .isBadRequest()
                  .expectBody()
                  .jsonPath("$.input")
                  .exists();
            });
  }

  @Test
  void anInvalidElementOfAListIsNamedByItsOwnText() {
    runner.run(
        context ->
            WebTestClient.bindToApplicationContext(context)
                .build()
                .get()
                .uri("/scru128s?ids=" + ID + ",bad")
                .exchange()
                .expectStatus()
                .isBadRequest()
                .expectBody()
                .jsonPath("$.parameter")
                .isEqualTo("ids")
                .jsonPath("$.detail")
                .isEqualTo(
                    "Parameter 'ids': \"bad\" is not a valid SCRU128 ID: invalid length: 3"
                        + " (expected 25)"));
  }

  @Test
  void springBootsProblemDetailsDoNotHideTheReason() {
    runner
        .withPropertyValues("spring.webflux.problemdetails.enabled=true")
        .run(
            context -> {
              WebTestClient client = WebTestClient.bindToApplicationContext(context).build();
              client
                  .get()
                  .uri("/scru128/nope")
                  .exchange()
                  .expectStatus()
                  .isBadRequest()
                  .expectBody()
                  .jsonPath("$.detail")
                  .isEqualTo(
                      "Parameter 'id': \"nope\" is not a valid SCRU128 ID: invalid length: 4"
                          + " (expected 25)");
              // Other bad input keeps Spring Boot's answer.
              client
                  .get()
                  .uri("/ulids?after=")
                  .exchange()
                  .expectStatus()
                  .isBadRequest()
                  .expectHeader()
                  .contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON);
            });
  }

  @Test
  void theApplicationsOwnParseFailureIsNotABadRequest() {
    runner.run(
        context ->
            WebTestClient.bindToApplicationContext(context)
                .build()
                .get()
                .uri("/parse/nope")
                .exchange()
                .expectStatus()
                .is5xxServerError());
  }
}
