package io.github.sortid.example.orders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.boot.Banner;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Two instances of the application at once, on one PostgreSQL database (which also holds their
 * SCRU64 node-ID leases), driven over HTTP as a client would. The tests run in order and share the
 * orders they place: the later ones read the orders the earlier ones placed.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class OrdersEndToEndTest {
  private static final int ORDERS = 10_000;
  private static final int CLIENTS = 24;
  private static final int NODE_ID_SIZE = 8;
  private static final String REALM = "orders";

  private static final JsonMapper JSON = JsonMapper.builder().findAndAddModules().build();
  private static final HttpClient HTTP =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(10))
          .build();

  /** Every order placed, by ID, and the instance that placed it. */
  private static final Map<Scru128Id, Placed> allPlaced = new ConcurrentHashMap<>();

  private static final AtomicInteger customerNumbers = new AtomicInteger();

  private static EmbeddedPostgres postgres;
  private static final List<ConfigurableApplicationContext> instances = new ArrayList<>();
  private static final List<URI> bases = new ArrayList<>();

  /** An order as the JSON bodies have it. */
  record OrderJson(Scru128Id id, Scru64Id ticket, String customer, long amountCents) {}

  /** An order as placed, with the index of the instance that placed it. */
  record Placed(int instance, OrderJson order) {}

  @BeforeAll
  static void start() throws Exception {
    // The binaries and the data under target/, where no other build on the machine deletes them.
    Path dir = Files.createDirectories(Path.of("target", "embedded-pg"));
    postgres =
        EmbeddedPostgres.builder()
            // A loaded machine can take many times the usual 2 s; the default wait is 10 s.
            .setPGStartupWait(Duration.ofMinutes(3))
            .setOverrideWorkingDirectory(dir.toFile())
            .setDataDirectory(Files.createTempDirectory(dir, "data-"))
            .setServerConfig("fsync", "off")
            .setServerConfig("synchronous_commit", "off")
            .setServerConfig("full_page_writes", "off")
            .start();
    try (Connection connection = postgres.getPostgresDatabase().getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("CREATE DATABASE orders");
    }
    String url = "jdbc:postgresql://localhost:" + postgres.getPort() + "/orders";
    // One after the other, so that the second finds the table the first created.
    for (String name : List.of("orders-a", "orders-b")) {
      ConfigurableApplicationContext context =
          new SpringApplicationBuilder(OrdersApplication.class)
              .bannerMode(Banner.Mode.OFF)
              .run(
                  "--spring.application.name=" + name,
                  "--server.port=0",
                  "--spring.datasource.url=" + url,
                  "--spring.datasource.username=postgres",
                  "--spring.jmx.enabled=false",
                  // Each instance keeps its own metrics, as in a process of its own.
                  "--management.metrics.use-global-registry=false");
      instances.add(context);
      int port = ((WebServerApplicationContext) context).getWebServer().getPort();
      bases.add(URI.create("http://localhost:" + port));
    }
  }

  @AfterAll
  static void stop() throws Exception {
    // The instances give their node IDs back before the database stops.
    for (int i = instances.size() - 1; i >= 0; i--) {
      instances.get(i).close();
    }
    if (postgres != null) {
      postgres.close();
    }
  }

  @Test
  @org.junit.jupiter.api.Order(1)
  void placesOrdersConcurrentlyOnBothInstances() throws Exception {
    List<Placed> placed = placeConcurrently(ORDERS);

    assertEquals(ORDERS, placed.size());
    assertEquals(ORDERS, placed.stream().map(p -> p.order().id()).distinct().count());
    assertEquals(ORDERS, placed.stream().map(p -> p.order().ticket()).distinct().count());
    // Each instance's tickets carry the node ID it leased, and the two leases differ.
    Map<Integer, Set<Integer>> nodeIds =
        placed.stream()
            .collect(
                Collectors.groupingBy(
                    Placed::instance,
                    Collectors.mapping(p -> nodeId(p.order().ticket()), Collectors.toSet())));
    assertEquals(Set.of(0, 1), nodeIds.keySet());
    assertEquals(1, nodeIds.get(0).size(), () -> "node IDs of instance 0: " + nodeIds.get(0));
    assertEquals(1, nodeIds.get(1).size(), () -> "node IDs of instance 1: " + nodeIds.get(1));
    assertNotEquals(nodeIds.get(0), nodeIds.get(1));
    for (int i = 0; i < 2; i++) {
      JsonNode info = JSON.readTree(get(i, "/actuator/info").body()).get("scru64");
      assertEquals(REALM, info.get("realm").asString());
      assertEquals(NODE_ID_SIZE, info.get("nodeIdSize").asInt());
      assertEquals(Set.of(info.get("nodeId").asInt()), nodeIds.get(i));
    }
  }

  @Test
  @org.junit.jupiter.api.Order(2)
  void listsTheOrdersOfATimeRangeInIdOrder() throws Exception {
    Set<Scru128Id> before = ids(placeConcurrently(200));
    Thread.sleep(20);
    // An ID's timestamp counts milliseconds: the range is of whole milliseconds.
    Instant t1 = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    Set<Scru128Id> during = ids(placeConcurrently(1_000));
    Instant t2 = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    Thread.sleep(20);
    Set<Scru128Id> after = ids(placeConcurrently(200));

    List<OrderJson> expected =
        allPlaced.values().stream()
            .map(Placed::order)
            .filter(o -> !o.id().toInstant().isBefore(t1) && !o.id().toInstant().isAfter(t2))
            .sorted(Comparator.comparing(OrderJson::id))
            .toList();
    Set<Scru128Id> expectedIds = expected.stream().map(OrderJson::id).collect(Collectors.toSet());
    assertTrue(expectedIds.containsAll(during), "an order placed between t1 and t2 is outside");
    assertTrue(before.stream().noneMatch(expectedIds::contains), "an order before t1 is inside");
    assertTrue(after.stream().noneMatch(expectedIds::contains), "an order after t2 is inside");

    for (int i = 0; i < 2; i++) {
      HttpResponse<String> response = get(i, "/orders?from=" + t1 + "&to=" + t2);
      assertEquals(200, response.statusCode(), response::body);
      List<OrderJson> listed = JSON.readValue(response.body(), new TypeReference<>() {});
      for (int j = 1; j < listed.size(); j++) {
        assertTrue(listed.get(j - 1).id().compareTo(listed.get(j).id()) < 0, "not in ID order");
      }
      assertEquals(expected, listed);
    }
  }

  @Test
  @org.junit.jupiter.api.Order(3)
  void rejectsATimeRangeThatIsMissingOrInvalid() throws Exception {
    for (int i = 0; i < 2; i++) {
      for (String query :
          List.of(
              "/orders",
              "/orders?from=2026-01-01T00:00:00Z",
              "/orders?from=yesterday&to=2026-01-01T00:00:00Z",
              "/orders?from=1969-12-31T00:00:00Z&to=2026-01-01T00:00:00Z")) {
        HttpResponse<String> response = get(i, query);
        assertEquals(400, response.statusCode(), () -> query + ": " + response.body());
      }
    }
  }

  @Test
  @org.junit.jupiter.api.Order(4)
  void getsOrdersByIdFromEitherInstance() throws Exception {
    List<Placed> sample = allPlaced.values().stream().limit(200).toList();
    assertEquals(200, sample.size());
    for (Placed placed : sample) {
      OrderJson order = placed.order();
      // From the instance that did not place it too: they share the database.
      for (int i = 0; i < 2; i++) {
        HttpResponse<String> response = get(i, "/orders/" + order.id());
        assertEquals(200, response.statusCode(), response::body);
        assertEquals(order, JSON.readValue(response.body(), OrderJson.class));
      }
    }
    Scru128Id unknown = Scru128Id.min(Instant.parse("2001-01-01T00:00:00Z"));
    assertEquals(404, get(0, "/orders/" + unknown).statusCode());
    assertEquals(404, get(1, "/orders/" + unknown).statusCode());
  }

  @Test
  @org.junit.jupiter.api.Order(5)
  void answersAnInvalidIdWithAProblem() throws Exception {
    for (String text : List.of("zzz", "0000000000000000000000000+", "00000000000000000000000000")) {
      String reason =
          assertThrows(IdFormatException.class, () -> Scru128Id.fromString(text)).getMessage();
      for (int i = 0; i < 2; i++) {
        HttpResponse<String> response = get(i, "/orders/" + text);
        assertEquals(400, response.statusCode(), response::body);
        assertTrue(
            response
                .headers()
                .firstValue("Content-Type")
                .orElse("")
                .startsWith("application/problem+json"),
            () -> response.headers().toString());
        JsonNode problem = JSON.readTree(response.body());
        assertEquals(400, problem.get("status").asInt());
        assertEquals("id", problem.get("parameter").asString());
        String detail = problem.get("detail").asString();
        assertTrue(detail.contains("'id'"), detail);
        assertTrue(detail.contains(reason), () -> detail + " does not give: " + reason);
      }
    }
  }

  @Test
  @org.junit.jupiter.api.Order(6)
  void reportsTheLeaseInHealthWithoutDetailsForAnAnonymousCaller() throws Exception {
    for (int i = 0; i < 2; i++) {
      HttpResponse<String> response = get(i, "/actuator/health");
      assertEquals(200, response.statusCode(), response::body);
      JsonNode health = JSON.readTree(response.body());
      assertEquals("UP", health.get("status").asString(), response::body);
      JsonNode components = health.get("components");
      assertEquals("UP", components.get("scru64").get("status").asString(), response::body);
      // The lease, the database product and the disk's path are for operators only.
      for (JsonNode component : components) {
        assertNull(component.get("details"), response::body);
      }
    }
  }

  @Test
  @org.junit.jupiter.api.Order(7)
  void rejectsAnOrderThatDoesNotFitWithAProblem() throws Exception {
    for (NewOrder order :
        List.of(
            new NewOrder("x".repeat(256), 100), new NewOrder(" ", 100), new NewOrder("Ada", -1))) {
      HttpResponse<String> response = post(0, order);
      assertEquals(400, response.statusCode(), response::body);
      assertProblem(response);
    }
    JsonNode problem = JSON.readTree(post(1, new NewOrder("x".repeat(256), 100)).body());
    String detail = problem.get("detail").asString();
    assertTrue(detail.contains("customer") && detail.contains("255"), detail);
    assertEquals(201, post(1, new NewOrder("y".repeat(255), 100)).statusCode());
  }

  @Test
  @org.junit.jupiter.api.Order(7)
  void rejectsControlCharactersInTheCustomerWithAProblem() throws Exception {
    // As JSON escapes: PostgreSQL refuses NUL in text, and a lone surrogate has no UTF-8 form.
    for (String customer :
        List.of("A\\u0000da", "Ada\\u0007", "\\u001b[31mAda", "Ada\\u007f", "Ad\\ud800a")) {
      HttpResponse<String> response =
          post(0, "application/json", "{\"customer\":\"" + customer + "\",\"amountCents\":1}");
      assertEquals(400, response.statusCode(), () -> customer + ": " + response.body());
      assertProblem(response);
      String detail = JSON.readTree(response.body()).get("detail").asString();
      assertTrue(detail.contains("customer must not contain control characters"), detail);
    }
    assertEquals(
        201,
        post(
                0,
                "application/json",
                "{\"customer\":\"Ada Lovelace \\ud83d\\ude00\",\"amountCents\":1}")
            .statusCode());
  }

  @Test
  @org.junit.jupiter.api.Order(7)
  void answersAMalformedBodyOfAnyContentTypeWithAClientError() throws Exception {
    String boundary = "sortid-boundary";
    List<List<String>> requests =
        List.of(
            List.of(
                "POST", "multipart/form-data; boundary=" + boundary, "--" + boundary + "\r\nno"),
            List.of("POST", "multipart/form-data", "--x"),
            List.of("POST", "application/x-www-form-urlencoded", "customer=%zz&amountCents=%"),
            List.of("PUT", "application/x-www-form-urlencoded", "customer=%zz&amountCents=%"),
            List.of("POST", "application/json", "{\"customer\":"),
            List.of("POST", "application/json", "\u00ff\u00fe{}"),
            List.of("POST", "application/json", "[".repeat(100_000)),
            List.of("POST", "application/json", "{\"customer\":\"Ada\",\"amountCents\":1e400}"),
            List.of("POST", "application/json;charset=no-such-charset", "{}"),
            List.of("POST", "text/plain", "Ada"),
            List.of("POST", "application/xml", "<order/>"),
            List.of("POST", "no/such+type; q=", "{}"),
            List.of("POST", "", "{}"));
    List<String> serverErrors = new ArrayList<>();
    for (List<String> request : requests) {
      // ISO-8859-1 sends each char as one byte: "\u00ff\u00fe" is no UTF-8.
      byte[] body = request.get(2).getBytes(StandardCharsets.ISO_8859_1);
      HttpResponse<String> response = send(0, request.get(0), request.get(1), body);
      if (response.statusCode() < 400 || response.statusCode() >= 500) {
        serverErrors.add(request + ": " + response.statusCode() + " " + response.body());
      }
    }
    assertEquals(List.of(), serverErrors);
  }

  @Test
  @org.junit.jupiter.api.Order(8)
  void answersServiceUnavailableOnceTheLeaseIsLost() throws Exception {
    ConfigurableApplicationContext instance = instances.get(1);
    Scru64NodeLease lease = instance.getBean(Scru64NodeLease.class);
    // Another process takes the node ID over, as one would after this instance's claim expired.
    try (Connection connection = postgres.getDatabase("postgres", "orders").getConnection();
        Statement statement = connection.createStatement()) {
      assertEquals(
          1,
          statement.executeUpdate(
              "UPDATE sortid_scru64_nodes SET owner = 'another' WHERE realm = 'orders'"
                  + " AND node_size = 8 AND node_id = "
                  + lease.getNodeSpec().getNodeId()));
    }
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (lease.isValid()) {
      assertTrue(System.nanoTime() < deadline, "the lease still holds its node ID");
      Thread.sleep(20);
    }

    HttpResponse<String> response = post(1, new NewOrder("Ada", 100));
    assertEquals(503, response.statusCode(), response::body);
    assertTrue(response.headers().firstValue("Retry-After").isPresent(), response::toString);
    assertProblem(response);
    // The other instance holds its own lease, and goes on.
    assertEquals(201, post(0, new NewOrder("Ada", 100)).statusCode());
  }

  @Test
  @org.junit.jupiter.api.Order(9)
  void describesTheIdsInItsApiDescription() throws Exception {
    HttpResponse<String> response = get(0, "/v3/api-docs");
    assertEquals(200, response.statusCode(), response::body);
    JsonNode docs = JSON.readTree(response.body());
    JsonNode order = docs.at("/components/schemas/Order/properties");
    assertIdSchema(IdType.SCRU128, order.get("id"));
    assertIdSchema(IdType.SCRU64, order.get("ticket"));
    JsonNode parameters = docs.at("/paths/~1orders~1{id}/get/parameters");
    assertEquals(1, parameters.size(), parameters::toString);
    assertEquals("id", parameters.get(0).get("name").asString());
    assertIdSchema(IdType.SCRU128, parameters.get(0).get("schema"));
  }

  /** The schema of an ID as the starter describes it: a string of the format's text. */
  private static void assertIdSchema(IdType<?> type, JsonNode schema) {
    assertEquals("string", schema.get("type").asString(), schema::toString);
    assertEquals(type.textPattern(), schema.get("pattern").asString());
    assertEquals(type.textLength(), schema.get("minLength").asInt());
    assertEquals(type.textLength(), schema.get("maxLength").asInt());
    assertEquals(type.exampleText(), schema.get("example").asString());
  }

  /**
   * Places {@code count} orders from {@link #CLIENTS} threads, alternating between the instances,
   * and checks each answer.
   */
  private static List<Placed> placeConcurrently(int count) throws Exception {
    ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
    try {
      List<Future<Placed>> futures = new ArrayList<>();
      for (int n = 0; n < count; n++) {
        int instance = n % 2;
        String customer = "customer-" + customerNumbers.incrementAndGet();
        long amountCents = 100 + n;
        futures.add(clients.submit(() -> place(instance, customer, amountCents)));
      }
      List<Placed> placed = new ArrayList<>();
      for (Future<Placed> future : futures) {
        placed.add(future.get());
      }
      return placed;
    } finally {
      clients.shutdownNow();
    }
  }

  private static Placed place(int instance, String customer, long amountCents) throws Exception {
    HttpResponse<String> response = post(instance, new NewOrder(customer, amountCents));
    assertEquals(201, response.statusCode(), response::body);
    OrderJson order = JSON.readValue(response.body(), OrderJson.class);
    assertEquals(customer, order.customer());
    assertEquals(amountCents, order.amountCents());
    assertEquals(
        bases.get(instance).resolve("/orders/" + order.id()).toString(),
        response.headers().firstValue("Location").orElse(null));
    Placed placed = new Placed(instance, order);
    assertNull(allPlaced.putIfAbsent(order.id(), placed), "an ID was issued twice");
    return placed;
  }

  private static HttpResponse<String> post(int instance, NewOrder order) throws Exception {
    return post(instance, "application/json", JSON.writeValueAsString(order));
  }

  private static HttpResponse<String> post(int instance, String contentType, String body)
      throws Exception {
    return send(instance, "POST", contentType, body.getBytes(StandardCharsets.UTF_8));
  }

  /** Sends a body to {@code /orders}, with no {@code Content-Type} if {@code contentType} is "". */
  private static HttpResponse<String> send(
      int instance, String method, String contentType, byte[] body) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(bases.get(instance).resolve("/orders"))
            .method(method, HttpRequest.BodyPublishers.ofByteArray(body));
    if (!contentType.isEmpty()) {
      request.header("Content-Type", contentType);
    }
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  private static void assertProblem(HttpResponse<String> response) {
    assertTrue(
        response
            .headers()
            .firstValue("Content-Type")
            .orElse("")
            .startsWith("application/problem+json"),
        () -> response.headers().toString());
  }

  private static HttpResponse<String> get(int instance, String pathAndQuery) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(bases.get(instance).resolve(pathAndQuery)).build();
    return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
  }

  private static int nodeId(Scru64Id ticket) {
    return Scru64NodeSpec.ofNodePrev(ticket, NODE_ID_SIZE).getNodeId();
  }

  private static Set<Scru128Id> ids(List<Placed> placed) {
    return placed.stream().map(p -> p.order().id()).collect(Collectors.toSet());
  }
}
