package io.github.sortid.example.orders.quarkus;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The application on an embedded PostgreSQL (which also holds its SCRU64 node-ID lease), driven
 * over HTTP as a client would. The tests run in order and share the orders they place: the later
 * ones read the orders the earlier ones placed, and the last one loses the lease.
 */
@QuarkusTest
@WithTestResource(EmbeddedPostgresResource.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class OrdersQuarkusTest {
  private static final int ORDERS = 200;
  private static final int CLIENTS = 4;
  private static final int NODE_ID_SIZE = 8;
  private static final String REALM = "orders";
  private static final String LEASE_CHECK = "sortid SCRU64 lease";

  private static final HttpClient HTTP =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(10))
          .build();

  /** Every order placed, by ID. */
  private static final Map<Scru128Id, OrderJson> allPlaced = new ConcurrentHashMap<>();

  private static final AtomicInteger customerNumbers = new AtomicInteger();

  /** The application's own mapper, with sortid's Jackson module. */
  @Inject ObjectMapper json;

  /** The application's database, where the test plays another process that takes the lease. */
  @Inject DataSource dataSource;

  /** An order as the JSON bodies have it. */
  record OrderJson(Scru128Id id, Scru64Id ticket, String customer, long amountCents) {}

  @Test
  @Order(1)
  void placesOrdersConcurrently() throws Exception {
    List<OrderJson> placed = placeConcurrently(ORDERS);

    assertEquals(ORDERS, placed.stream().map(OrderJson::id).distinct().count());
    assertEquals(ORDERS, placed.stream().map(OrderJson::ticket).distinct().count());
    // Every ticket carries the node ID that the application leased, as its health reports it.
    int nodeId = leaseCheck(readiness()).get("data").get("nodeId").asInt();
    Set<Integer> nodeIds =
        placed.stream()
            .map(o -> Scru64NodeSpec.ofNodePrev(o.ticket(), NODE_ID_SIZE).getNodeId())
            .collect(Collectors.toSet());
    assertEquals(Set.of(nodeId), nodeIds);
  }

  @Test
  @Order(2)
  void listsTheOrdersOfATimeRangeInIdOrder() throws Exception {
    Set<Scru128Id> before = ids(placeConcurrently(40));
    Thread.sleep(20);
    // An ID's timestamp counts milliseconds: the range is of whole milliseconds.
    Instant t1 = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    Set<Scru128Id> during = ids(placeConcurrently(150));
    Instant t2 = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    Thread.sleep(20);
    Set<Scru128Id> after = ids(placeConcurrently(40));

    List<OrderJson> expected =
        allPlaced.values().stream()
            .filter(o -> !o.id().toInstant().isBefore(t1) && !o.id().toInstant().isAfter(t2))
            .sorted(Comparator.comparing(OrderJson::id))
            .toList();
    Set<Scru128Id> expectedIds = ids(expected);
    assertTrue(expectedIds.containsAll(during), "an order placed between t1 and t2 is outside");
    assertTrue(before.stream().noneMatch(expectedIds::contains), "an order before t1 is inside");
    assertTrue(after.stream().noneMatch(expectedIds::contains), "an order after t2 is inside");

    Response response =
        given().queryParam("from", t1.toString()).queryParam("to", t2.toString()).get("/orders");
    assertEquals(200, response.statusCode(), response::asString);
    List<OrderJson> listed = List.of(json.readValue(response.asString(), OrderJson[].class));
    for (int i = 1; i < listed.size(); i++) {
      assertTrue(listed.get(i - 1).id().compareTo(listed.get(i).id()) < 0, "not in ID order");
    }
    assertEquals(expected, listed);
  }

  @Test
  @Order(3)
  void rejectsATimeRangeThatIsMissingOrInvalid() throws Exception {
    for (String query :
        List.of(
            "/orders",
            "/orders?from=2026-01-01T00:00:00Z",
            "/orders?from=yesterday&to=2026-01-01T00:00:00Z",
            "/orders?from=1969-12-31T00:00:00Z&to=2026-01-01T00:00:00Z")) {
      Response response = given().urlEncodingEnabled(false).get(query);
      assertEquals(400, response.statusCode(), () -> query + ": " + response.asString());
      assertProblem(response);
    }
  }

  @Test
  @Order(4)
  void getsOrdersById() throws Exception {
    List<OrderJson> sample = allPlaced.values().stream().limit(100).toList();
    assertEquals(100, sample.size());
    for (OrderJson order : sample) {
      Response response = given().get("/orders/" + order.id());
      assertEquals(200, response.statusCode(), response::asString);
      assertEquals(order, json.readValue(response.asString(), OrderJson.class));
    }
    Scru128Id unknown = Scru128Id.min(Instant.parse("2001-01-01T00:00:00Z"));
    Response response = given().get("/orders/" + unknown);
    assertEquals(404, response.statusCode(), response::asString);
    assertProblem(response);
  }

  @Test
  @Order(5)
  void answersAnInvalidIdWithAProblemNamingTheParameter() throws Exception {
    for (String text : List.of("zzz", "0000000000000000000000000+", "00000000000000000000000000")) {
      String reason =
          assertThrows(IdFormatException.class, () -> Scru128Id.fromString(text)).getMessage();
      Response response = given().urlEncodingEnabled(false).get("/orders/" + text);
      assertEquals(400, response.statusCode(), () -> text + ": " + response.asString());
      assertProblem(response);
      JsonNode problem = json.readTree(response.asString());
      assertEquals(400, problem.get("status").asInt());
      assertEquals("id", problem.path("parameter").asText(), problem::toString);
      String detail = problem.get("detail").asText();
      assertTrue(detail.contains("'id'"), detail);
      assertTrue(detail.contains(reason), () -> detail + " does not give: " + reason);
    }
  }

  @Test
  @Order(6)
  void reportsTheLeaseWhenReady() throws Exception {
    JsonNode readiness = readiness();
    assertEquals("UP", readiness.get("status").asText(), readiness::toString);
    JsonNode lease = leaseCheck(readiness);
    assertEquals("UP", lease.get("status").asText(), lease::toString);
    assertEquals(REALM, lease.get("data").get("realm").asText(), lease::toString);
    assertEquals(NODE_ID_SIZE, lease.get("data").get("nodeIdSize").asInt(), lease::toString);
  }

  @Test
  @Order(7)
  void rejectsAnOrderThatDoesNotFitWithAProblem() throws Exception {
    Map<NewOrder, String> orders =
        Map.of(
            new NewOrder("x".repeat(256), 100), "customer must be at most 255 characters",
            new NewOrder(" ", 100), "customer must not be blank",
            new NewOrder("Ada", -1), "amountCents must be 0 or more");
    for (Map.Entry<NewOrder, String> order : orders.entrySet()) {
      Response response = post(json.writeValueAsString(order.getKey()));
      assertEquals(400, response.statusCode(), response::asString);
      assertProblem(response);
      String detail = json.readTree(response.asString()).get("detail").asText();
      assertTrue(detail.contains(order.getValue()), detail);
    }
    assertEquals(
        201, post(json.writeValueAsString(new NewOrder("y".repeat(255), 100))).statusCode());
  }

  @Test
  @Order(7)
  void rejectsControlCharactersInTheCustomerWithAProblem() throws Exception {
    // As JSON escapes: PostgreSQL refuses NUL in text, and a lone surrogate has no UTF-8 form.
    for (String customer :
        List.of("A\\u0000da", "Ada\\u0007", "\\u001b[31mAda", "Ada\\u007f", "Ad\\ud800a")) {
      Response response = post("{\"customer\":\"" + customer + "\",\"amountCents\":1}");
      assertEquals(400, response.statusCode(), () -> customer + ": " + response.asString());
      assertProblem(response);
      String detail = json.readTree(response.asString()).get("detail").asText();
      assertTrue(detail.contains("customer must not contain control characters"), detail);
    }
    Response emoji = post("{\"customer\":\"Ada Lovelace \\ud83d\\ude00\",\"amountCents\":1}");
    assertEquals(201, emoji.statusCode(), emoji::asString);
  }

  @Test
  @Order(7)
  void answersAMalformedBodyOfAnyKindWithAClientErrorProblem() throws Exception {
    String boundary = "sortid-boundary";
    List<List<String>> requests =
        List.of(
            List.of(
                "POST", "multipart/form-data; boundary=" + boundary, "--" + boundary + "\r\nno"),
            List.of("POST", "application/x-www-form-urlencoded", "customer=%zz&amountCents=%"),
            List.of("PUT", "application/x-www-form-urlencoded", "customer=%zz&amountCents=%"),
            List.of("PATCH", "application/json", "{}"),
            List.of("DELETE", "application/json", "{}"),
            List.of("POST", "application/json", "{\"customer\":"),
            List.of("POST", "application/json", "\u00ff\u00fe{}"),
            List.of("POST", "application/json", "[".repeat(100_000)),
            List.of("POST", "application/json", "{\"customer\":\"Ada\",\"amountCents\":1e400}"),
            List.of("POST", "application/json", "{\"customer\":\"Ada\",\"amountCents\":\"x\"}"),
            List.of("POST", "application/json", "{\"customer\":[\"Ada\"],\"amountCents\":1}"),
            List.of("POST", "application/json", "{\"customer\":\"Ada\",\"amountCents\":1,\"x\":1}"),
            List.of("POST", "application/json", "[]"),
            List.of("POST", "application/json", "\"Ada\""),
            List.of("POST", "application/json", "null"),
            List.of("POST", "application/json", ""),
            List.of("POST", "application/json;charset=no-such-charset", "{}"),
            List.of("POST", "text/plain", "Ada"),
            List.of("POST", "application/xml", "<order/>"),
            List.of("POST", "no/such+type; q=", "{}"),
            List.of("POST", "", "{}"));
    List<String> wrong = new ArrayList<>();
    for (List<String> request : requests) {
      // ISO-8859-1 sends each char as one byte: "\u00ff\u00fe" is no UTF-8.
      byte[] body = request.get(2).getBytes(StandardCharsets.ISO_8859_1);
      HttpResponse<String> response = sendRaw(request.get(0), request.get(1), body);
      String type = response.headers().firstValue("Content-Type").orElse("");
      if (response.statusCode() < 400
          || response.statusCode() >= 500
          || !type.startsWith(ProblemMappers.PROBLEM_JSON)) {
        wrong.add(
            request.get(0)
                + " "
                + request.get(1)
                + " "
                + abbreviate(request.get(2))
                + ": "
                + response.statusCode()
                + " "
                + type
                + " "
                + abbreviate(response.body()));
      }
    }
    assertEquals(List.of(), wrong);
  }

  @Test
  @Order(8)
  void describesTheIdsInItsApiDescription() throws Exception {
    Response response = given().queryParam("format", "json").get("/q/openapi");
    assertEquals(200, response.statusCode(), response::asString);
    JsonNode docs = json.readTree(response.asString());
    JsonNode order = resolve(docs, docs.at("/components/schemas/Order")).get("properties");
    assertIdSchema(IdType.SCRU128, resolve(docs, order.get("id")));
    assertIdSchema(IdType.SCRU64, resolve(docs, order.get("ticket")));
    JsonNode parameters = docs.at("/paths/~1orders~1{id}/get/parameters");
    assertEquals(1, parameters.size(), parameters::toString);
    assertEquals("id", parameters.get(0).get("name").asText());
    assertIdSchema(IdType.SCRU128, resolve(docs, parameters.get(0).get("schema")));
  }

  @Test
  @Order(9)
  void answersServiceUnavailableOnceTheLeaseIsLost() throws Exception {
    int nodeId = leaseCheck(readiness()).get("data").get("nodeId").asInt();
    // Another process takes the node ID over, as one would after this instance's claim expired.
    try (Connection connection = dataSource.getConnection();
        Statement statement = connection.createStatement()) {
      assertEquals(
          1,
          statement.executeUpdate(
              "UPDATE sortid_scru64_nodes SET owner = 'another' WHERE realm = 'orders'"
                  + " AND node_size = 8 AND node_id = "
                  + nodeId));
    }
    // The lease finds out at its next extension, within half its reservation window (2.5 s).
    long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
    Response readiness = given().get("/q/health/ready");
    while (readiness.statusCode() == 200) {
      assertTrue(System.nanoTime() < deadline, "the lease still holds its node ID");
      Thread.sleep(100);
      readiness = given().get("/q/health/ready");
    }
    assertEquals(503, readiness.statusCode(), readiness::asString);
    JsonNode lease = leaseCheck(json.readTree(readiness.asString()));
    assertEquals("DOWN", lease.get("status").asText(), lease::toString);

    Response response = post(json.writeValueAsString(new NewOrder("Ada", 100)));
    assertEquals(503, response.statusCode(), response::asString);
    assertEquals(
        String.valueOf(OrderResource.RETRY_AFTER_SECONDS),
        response.header("Retry-After"),
        () -> response.headers().toString());
    assertProblem(response);
  }

  /** The schema of an ID as sortid describes it: a string of the format's text. */
  private static void assertIdSchema(IdType<?> type, JsonNode schema) {
    assertEquals("string", schema.path("type").asText(), schema::toString);
    assertEquals(type.textPattern(), schema.path("pattern").asText(), schema::toString);
    assertEquals(type.textLength(), schema.path("minLength").asInt(), schema::toString);
    assertEquals(type.textLength(), schema.path("maxLength").asInt(), schema::toString);
    assertEquals(type.exampleText(), schema.path("example").asText(), schema::toString);
  }

  /** Follows a schema's reference to the components, if it is one, as SmallRye writes them. */
  private static JsonNode resolve(JsonNode docs, JsonNode schema) {
    JsonNode ref = schema.path("$ref");
    if (ref.isTextual() && ref.asText().startsWith("#/")) {
      return resolve(docs, docs.at(ref.asText().substring(1)));
    }
    JsonNode allOf = schema.path("allOf");
    if (allOf.isArray() && allOf.size() == 1) {
      return resolve(docs, allOf.get(0));
    }
    return schema;
  }

  /** Places {@code count} orders from {@link #CLIENTS} threads, and checks each answer. */
  private List<OrderJson> placeConcurrently(int count) throws Exception {
    ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
    try {
      List<Future<OrderJson>> futures = new ArrayList<>();
      for (int n = 0; n < count; n++) {
        String customer = "customer-" + customerNumbers.incrementAndGet();
        long amountCents = 100 + n;
        futures.add(clients.submit(() -> place(customer, amountCents)));
      }
      List<OrderJson> placed = new ArrayList<>();
      for (Future<OrderJson> future : futures) {
        placed.add(future.get());
      }
      return placed;
    } finally {
      clients.shutdownNow();
    }
  }

  private OrderJson place(String customer, long amountCents) throws Exception {
    Response response = post(json.writeValueAsString(new NewOrder(customer, amountCents)));
    assertEquals(201, response.statusCode(), response::asString);
    OrderJson order = json.readValue(response.asString(), OrderJson.class);
    assertEquals(customer, order.customer());
    assertEquals(amountCents, order.amountCents());
    assertEquals(
        "http://localhost:" + RestAssured.port + "/orders/" + order.id(),
        response.header("Location"));
    assertNull(allPlaced.putIfAbsent(order.id(), order), "an ID was issued twice");
    return order;
  }

  private static Response post(String body) {
    return given().contentType("application/json").body(body).post("/orders");
  }

  /**
   * Sends a body to {@code /orders} as it is, with no {@code Content-Type} if {@code contentType}
   * is "". Not with Rest Assured, which would encode a form body and add a content type of its own.
   */
  private static HttpResponse<String> sendRaw(String method, String contentType, byte[] body)
      throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create("http://localhost:" + RestAssured.port + "/orders"))
            .method(method, HttpRequest.BodyPublishers.ofByteArray(body));
    if (!contentType.isEmpty()) {
      request.header("Content-Type", contentType);
    }
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  private JsonNode readiness() throws Exception {
    return json.readTree(given().get("/q/health/ready").asString());
  }

  private static JsonNode leaseCheck(JsonNode health) {
    for (JsonNode check : health.get("checks")) {
      if (LEASE_CHECK.equals(check.get("name").asText())) {
        return check;
      }
    }
    throw new AssertionError("no check '" + LEASE_CHECK + "' in " + health);
  }

  private static void assertProblem(Response response) {
    assertTrue(
        response.contentType().startsWith(ProblemMappers.PROBLEM_JSON),
        () -> response.headers().toString());
  }

  private static String abbreviate(String text) {
    return text.length() <= 80 ? text : text.substring(0, 80) + "...";
  }

  private static Set<Scru128Id> ids(List<OrderJson> orders) {
    return orders.stream().map(OrderJson::id).collect(Collectors.toSet());
  }
}
