package io.github.sortid.spring.data.r2dbc;

import static io.github.sortid.spring.data.DataCases.causeOf;
import static io.github.sortid.spring.data.DataCases.expectedMessage;
import static io.github.sortid.spring.data.DataCases.stored;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.spring.Scru64AutoConfiguration;
import io.github.sortid.spring.SortidAutoConfiguration;
import io.github.sortid.spring.SortidJacksonAutoConfiguration;
import io.github.sortid.spring.SortidWebAutoConfiguration;
import io.github.sortid.spring.data.IdColumn;
import io.github.sortid.spring.data.IdConverters;
import io.github.sortid.spring.data.InvalidStoredIdException;
import io.github.sortid.spring.data.Rows;
import io.github.sortid.spring.data.Rows.Row;
import io.github.sortid.spring.data.SortidDataR2dbcAutoConfiguration;
import io.github.sortid.spring.data.TestPostgres;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.Ulids;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.ApplicationContextFactory;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcAutoConfiguration;
import org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcRepositoriesAutoConfiguration;
import org.springframework.boot.http.codec.autoconfigure.CodecsAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration;
import org.springframework.boot.web.context.reactive.AnnotationConfigReactiveWebApplicationContext;
import org.springframework.boot.webflux.autoconfigure.WebFluxAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.Version;
import org.springframework.data.domain.Sort;
import org.springframework.data.r2dbc.convert.R2dbcCustomConversions;
import org.springframework.data.r2dbc.core.R2dbcEntityTemplate;
import org.springframework.data.r2dbc.dialect.PostgresDialect;
import org.springframework.data.r2dbc.repository.config.EnableR2dbcRepositories;
import org.springframework.data.relational.core.mapping.Table;
import org.springframework.data.repository.NoRepositoryBean;
import org.springframework.data.repository.reactive.ReactiveCrudRepository;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Spring Data R2DBC on PostgreSQL, in a WebFlux application: every format as a key and as a plain
 * property in every column form, keys generated on insert, range queries on keys, stored values
 * that are no IDs, and an application's own conversions. One application per column form, on one
 * server.
 */
class DataR2dbcTest {
  private static final Instant DAY = Instant.parse("2026-05-01T00:00:00Z");

  private static TestPostgres postgres;
  private static final Map<IdColumn, String> DATABASES = new EnumMap<>(IdColumn.class);
  private static final Map<IdColumn, ConfigurableApplicationContext> APPLICATIONS =
      new EnumMap<>(IdColumn.class);

  /** The repository of each format's rows, with a range query on the key. */
  @NoRepositoryBean
  interface RowRepository<R, T> extends ReactiveCrudRepository<R, T> {
    Flux<R> findByIdBetween(T from, T to, Sort sort);
  }

  interface Scru128Rows extends RowRepository<Rows.Scru128Row, Scru128Id> {}

  interface Scru128V1Rows extends RowRepository<Rows.Scru128V1Row, Scru128V1Id> {}

  interface Scru64Rows extends RowRepository<Rows.Scru64Row, Scru64Id> {}

  interface UlidRows extends RowRepository<Rows.UlidRow, Ulid> {}

  interface EuidRows extends RowRepository<Rows.EuidRow, Euid> {}

  interface UuidV7Rows extends RowRepository<Rows.UuidV7Row, UUID> {}

  private static final Map<IdType<?>, Class<?>> REPOSITORIES =
      Map.of(
          IdType.SCRU128, Scru128Rows.class,
          IdType.SCRU128_V1, Scru128V1Rows.class,
          IdType.SCRU64, Scru64Rows.class,
          IdType.ULID, UlidRows.class,
          IdType.EUID, EuidRows.class,
          IdType.UUIDV7, UuidV7Rows.class);

  /** A mutable entity. */
  @Table("readings")
  static class Reading {
    @Id Scru64Id id;
    double celsius;
  }

  interface Readings extends ReactiveCrudRepository<Reading, Scru64Id> {}

  /** An immutable entity that the web layer creates and reads. */
  @Table("tickets")
  record Ticket(@Id Scru128Id id, String title) {}

  interface Tickets extends ReactiveCrudRepository<Ticket, Scru128Id> {}

  /** Keys that the application assigns itself, with a version that tells a new one. */
  @Table("invoices")
  record Invoice(@Id Ulid id, @Version Long version, long cents) {}

  interface Invoices extends ReactiveCrudRepository<Invoice, Ulid> {}

  /** A UUID key without the mark: the database's default fills it. */
  @Table("plain_uuid_rows")
  record PlainUuidRow(@Id UUID id, String name) {}

  interface PlainUuidRows extends ReactiveCrudRepository<PlainUuidRow, UUID> {}

  /** Creates tickets and reads them by their key in the path. */
  @RestController
  static class TicketController {
    private final Tickets tickets;

    TicketController(Tickets tickets) {
      this.tickets = tickets;
    }

    @PostMapping("/tickets")
    Mono<Ticket> create(@RequestBody String title) {
      return tickets.save(new Ticket(null, title));
    }

    @GetMapping("/tickets/{id}")
    Mono<Ticket> read(@PathVariable Scru128Id id) {
      return tickets.findById(id);
    }
  }

  /** A WebFlux application with Spring Data R2DBC and sortid. */
  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration({
    R2dbcAutoConfiguration.class,
    DataR2dbcAutoConfiguration.class,
    DataR2dbcRepositoriesAutoConfiguration.class,
    JacksonAutoConfiguration.class,
    CodecsAutoConfiguration.class,
    WebFluxAutoConfiguration.class,
    SortidAutoConfiguration.class,
    Scru64AutoConfiguration.class,
    SortidJacksonAutoConfiguration.class,
    SortidWebAutoConfiguration.class,
    SortidDataR2dbcAutoConfiguration.class
  })
  @EnableR2dbcRepositories(considerNestedRepositories = true)
  static class Application {
    @Bean
    TicketController ticketController(Tickets tickets) {
      return new TicketController(tickets);
    }
  }

  /** The same application, with conversions of its own that include sortid's. */
  @Configuration(proxyBeanMethods = false)
  static class OwnConversions {
    @Bean
    R2dbcCustomConversions r2dbcCustomConversions() {
      return R2dbcCustomConversions.of(PostgresDialect.INSTANCE, IdConverters.of(IdColumn.TEXT));
    }
  }

  /** The same application, with conversions of its own that lack sortid's. */
  @Configuration(proxyBeanMethods = false)
  static class OwnConversionsWithoutSortids {
    @Bean
    R2dbcCustomConversions r2dbcCustomConversions() {
      return R2dbcCustomConversions.of(PostgresDialect.INSTANCE, List.of());
    }
  }

  @BeforeAll
  static void start() {
    postgres = TestPostgres.start();
    for (IdColumn form : IdColumn.values()) {
      String name = "r2dbc_" + form.name().toLowerCase(Locale.ROOT);
      List<String> ddl = new ArrayList<>();
      if (form == IdColumn.UUID) {
        ddl.addAll(
            List.of(
                "CREATE TABLE readings (id bigint PRIMARY KEY, celsius double precision)",
                "CREATE TABLE tickets (id uuid PRIMARY KEY, title text)",
                "CREATE TABLE plain_uuid_rows (id uuid PRIMARY KEY DEFAULT gen_random_uuid(),"
                    + " name text)",
                "CREATE TABLE invoices (id uuid PRIMARY KEY, version bigint, cents bigint)"));
      }
      DATABASES.put(form, postgres.database(name, form, ddl.toArray(String[]::new)));
      // The default form on PostgreSQL is uuid: that application does not set it.
      APPLICATIONS.put(
          form,
          form == IdColumn.UUID
              ? application(name).run()
              : application(name)
                  .properties("sortid.data.id-column=" + form.name().toLowerCase(Locale.ROOT))
                  .run());
    }
  }

  @AfterAll
  static void stop() {
    APPLICATIONS.values().forEach(ConfigurableApplicationContext::close);
    postgres.close();
  }

  /** A reactive web application context without a server, on a database, with node 7/8. */
  private static SpringApplicationBuilder application(String database, Class<?>... more) {
    List<Class<?>> sources = new ArrayList<>(List.of(Application.class));
    sources.addAll(List.of(more));
    return new SpringApplicationBuilder(sources.toArray(Class<?>[]::new))
        .web(WebApplicationType.REACTIVE)
        .contextFactory(
            ApplicationContextFactory.of(AnnotationConfigReactiveWebApplicationContext::new))
        .bannerMode(Banner.Mode.OFF)
        .properties(
            "spring.r2dbc.url=" + postgres.r2dbcUrl(database), "sortid.scru64.node-spec=7/8");
  }

  @ParameterizedTest(name = "{1} in {0} form")
  @MethodSource("io.github.sortid.spring.data.DataCases#formsAndTypes")
  void aNewRowIsInsertedWithAGeneratedKeyAndReadBack(IdColumn form, IdType<?> type) {
    insertAndReadBack(form, type);
  }

  private <T> void insertAndReadBack(IdColumn form, IdType<T> type) {
    RowRepository<Row<T>, T> rows = repository(form, type);
    T other = type.max(DAY.plusSeconds(3600));
    String name = "new " + type;
    long before = rows.count().block();

    Row<T> saved = rows.save(Rows.row(type, null, other, name)).block();

    T id = saved.id();
    assertNotNull(id, "the key was generated");
    assertTrue(
        type.toInstant(id).isAfter(Instant.now().minusSeconds(60)), "a new ID, not the other");
    assertEquals(before + 1, rows.count().block(), "an insert");
    assertEquals(Rows.row(type, id, other, name), rows.findById(id).block());
    String where = " FROM " + Rows.table(type) + " WHERE name = '" + name + "'";
    assertEquals(
        stored(form, type, id),
        postgres.queryForString(DATABASES.get(form), "SELECT id::text" + where));
    assertEquals(
        stored(form, type, other),
        postgres.queryForString(DATABASES.get(form), "SELECT other::text" + where));
  }

  @ParameterizedTest(name = "{1} in {0} form")
  @MethodSource("io.github.sortid.spring.data.DataCases#formsAndTypes")
  void aRangeOfKeysIsARangeOfTimes(IdColumn form, IdType<?> type) {
    rangeQuery(form, type);
  }

  private <T> void rangeQuery(IdColumn form, IdType<T> type) {
    R2dbcEntityTemplate template = APPLICATIONS.get(form).getBean(R2dbcEntityTemplate.class);
    Instant first = DAY;
    Instant second = DAY.plusSeconds(1);
    Instant third = DAY.plusSeconds(2);
    List<T> ids = List.of(type.max(first), type.min(second), type.max(second), type.min(third));
    for (T id : ids) {
      // Keys the application assigns itself: an insert, as save() would update.
      template.insert(Rows.row(type, id, id, "range " + type)).block();
    }

    List<Row<T>> found =
        repository(form, type)
            .findByIdBetween(type.min(second), type.max(second), Sort.by("id"))
            .collectList()
            .block();

    assertEquals(ids.subList(1, 3), found.stream().map(Row::id).toList());
  }

  @ParameterizedTest(name = "{1} in {0} form: {3}")
  @MethodSource("io.github.sortid.spring.data.DataCases#storedValuesThatAreNoIds")
  void aStoredValueThatIsNoIdFailsNamingTheFormatAndTheValue(
      IdColumn form, IdType<?> type, String sql, String shown) {
    badValue(form, type, sql, shown);
  }

  private <T> void badValue(IdColumn form, IdType<T> type, String sql, String shown) {
    RowRepository<Row<T>, T> rows = repository(form, type);
    T id = rows.save(Rows.row(type, null, null, "bad " + type)).block().id();
    postgres.execute(
        DATABASES.get(form),
        "UPDATE " + Rows.table(type) + " SET other = " + sql + " WHERE name = 'bad " + type + "'");

    RuntimeException thrown = assertThrows(RuntimeException.class, () -> rows.findById(id).block());

    InvalidStoredIdException cause = causeOf(thrown, InvalidStoredIdException.class);
    assertEquals(expectedMessage(type, shown), cause.getMessage());
    assertEquals(shown, cause.getStoredValue());
  }

  @Test
  void theDefaultFormOnTextColumnsStopsTheStartUpNamingEachColumn() {
    // Without the check, the default form writes a SCRU64 as a bigint, which PostgreSQL stores in
    // a text column as its decimal digits: Scru64Id.fromLong(123456789012) as "123456789012",
    // which reads back as canonical text, another ID.
    String database = postgres.database("r2dbc_text_columns", IdColumn.TEXT);

    RuntimeException thrown = assertThrows(RuntimeException.class, application(database)::run);

    String message = causeOf(thrown, IllegalStateException.class).getMessage();
    assertTrue(
        message.contains(
            "Scru64Row.id: scru64_rows.id is a BPCHAR column, but SCRU64 IDs are written as"
                + " bigint; sortid.data.id-column=text fits it;"),
        message);
    assertTrue(
        message.contains(
            "Scru128Row.other: scru128_rows.other is a VARCHAR column, but SCRU128 IDs are"
                + " written as uuid; sortid.data.id-column=text fits it;"),
        message);
  }

  @Test
  void aNewMutableEntityIsInsertedWithAGeneratedKey() {
    Readings readings = APPLICATIONS.get(IdColumn.UUID).getBean(Readings.class);
    Reading reading = new Reading();
    reading.celsius = 21.5;

    Reading saved = readings.save(reading).block();

    assertSame(reading, saved, "set in place");
    assertEquals(7, reading.id.getNodeCtr() >>> 16, "node 7/8");
    assertEquals(21.5, readings.findById(reading.id).block().celsius);
  }

  @Test
  void aKeyTheApplicationAssignsIsInsertedWhenAVersionSaysTheEntityIsNew() {
    Invoices invoices = APPLICATIONS.get(IdColumn.UUID).getBean(Invoices.class);
    Ulid id = Ulids.generate();

    Invoice saved = invoices.save(new Invoice(id, null, 1200)).block();

    assertEquals(new Invoice(id, 0L, 1200), saved);
    assertEquals(saved, invoices.findById(id).block());
  }

  @Test
  void aKeyTheApplicationAssignsWithoutAVersionIsAnUpdateOfNoRow() {
    Scru128Rows rows = APPLICATIONS.get(IdColumn.UUID).getBean(Scru128Rows.class);
    Rows.Scru128Row assigned = new Rows.Scru128Row(Scru128.generate(), null, "assigned");

    rows.save(assigned).block();

    assertNull(rows.findById(assigned.id()).block(), "an update of no row, and no error");
  }

  @Test
  void anUnmarkedUuidKeyIsLeftToTheDatabase() {
    PlainUuidRows rows = APPLICATIONS.get(IdColumn.UUID).getBean(PlainUuidRows.class);

    PlainUuidRow saved = rows.save(new PlainUuidRow(null, "plain")).block();

    assertEquals(4, saved.id().version(), "gen_random_uuid() filled it");
  }

  @Test
  void aWebFluxHandlerCreatesAndReadsByKey() {
    WebTestClient client =
        WebTestClient.bindToApplicationContext(APPLICATIONS.get(IdColumn.UUID)).build();

    Ticket created =
        client
            .post()
            .uri("/tickets")
            .bodyValue("printer jam")
            .exchange()
            .expectStatus()
            .isOk()
            .expectBody(Ticket.class)
            .returnResult()
            .getResponseBody();

    assertNotNull(created.id());
    client
        .get()
        .uri("/tickets/" + created.id())
        .exchange()
        .expectStatus()
        .isOk()
        .expectBody()
        .jsonPath("$.id")
        .isEqualTo(created.id().toString())
        .jsonPath("$.title")
        .isEqualTo("printer jam");
  }

  @Test
  void theApplicationsOwnConversionsAreKeptAndCarrySortidsConverters() {
    String database = postgres.database("r2dbc_own", IdColumn.TEXT);
    try (ConfigurableApplicationContext application =
        application(database, OwnConversions.class).run()) {
      assertSame(
          application.getBean("r2dbcCustomConversions"),
          application.getBean(R2dbcCustomConversions.class),
          "the application's bean");
      Scru128Rows rows = application.getBean(Scru128Rows.class);

      Rows.Scru128Row saved = rows.save(new Rows.Scru128Row(null, null, "own")).block();

      assertEquals(saved, rows.findById(saved.id()).block());
      assertEquals(
          saved.id().toString(),
          postgres.queryForString(database, "SELECT trim(id) FROM scru128_rows"),
          "text, as the application's conversions say");
    }
  }

  @Test
  void theApplicationsOwnConversionsWithoutSortidsStopTheStartUp() {
    SpringApplicationBuilder application =
        application(DATABASES.get(IdColumn.TEXT), OwnConversionsWithoutSortids.class);

    RuntimeException thrown = assertThrows(RuntimeException.class, application::run);

    String message = causeOf(thrown, IllegalStateException.class).getMessage();
    assertTrue(message.contains("Ticket.id (Scru128Id)"), message);
    assertTrue(message.contains("Reading.id (Scru64Id)"), message);
    assertTrue(
        message.endsWith(
            " are IDs that the application's R2dbcCustomConversions bean cannot write: add"
                + " sortid's converters to it, IdConverters.of(IdColumn.defaultFor(dialect)), or"
                + " remove the bean and let sortid define it"),
        message);
  }

  @SuppressWarnings("unchecked") // each format's repository stores rows of its ID type
  private static <T> RowRepository<Row<T>, T> repository(IdColumn form, IdType<T> type) {
    return (RowRepository<Row<T>, T>) APPLICATIONS.get(form).getBean(REPOSITORIES.get(type));
  }
}
