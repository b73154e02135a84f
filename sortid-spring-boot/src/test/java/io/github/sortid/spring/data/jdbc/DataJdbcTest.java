package io.github.sortid.spring.data.jdbc;

import static io.github.sortid.spring.data.DataCases.causeOf;
import static io.github.sortid.spring.data.DataCases.expectedMessage;
import static io.github.sortid.spring.data.DataCases.stored;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
import io.github.sortid.spring.data.IdColumn;
import io.github.sortid.spring.data.IdConverters;
import io.github.sortid.spring.data.InvalidStoredIdException;
import io.github.sortid.spring.data.Rows;
import io.github.sortid.spring.data.Rows.Row;
import io.github.sortid.spring.data.SortidDataJdbcAutoConfiguration;
import io.github.sortid.spring.data.TestPostgres;
import io.github.sortid.spring.data.UuidV7Key;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.Ulids;
import io.github.sortid.uuidv7.UuidV7;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.convert.converter.Converter;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.Version;
import org.springframework.data.convert.ReadingConverter;
import org.springframework.data.convert.WritingConverter;
import org.springframework.data.domain.Sort;
import org.springframework.data.jdbc.core.JdbcAggregateTemplate;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.jdbc.core.dialect.JdbcDialect;
import org.springframework.data.jdbc.repository.config.EnableJdbcRepositories;
import org.springframework.data.jdbc.repository.config.JdbcConfiguration;
import org.springframework.data.relational.core.mapping.MappedCollection;
import org.springframework.data.relational.core.mapping.Table;
import org.springframework.data.repository.CrudRepository;
import org.springframework.data.repository.NoRepositoryBean;

/**
 * Spring Data JDBC on PostgreSQL: every format as a key and as a plain property in every column
 * form, keys generated on insert through an aggregate, range queries on keys, stored values that
 * are no IDs, and an application's own conversions. One application per column form, on one server.
 */
class DataJdbcTest {
  private static final Instant DAY = Instant.parse("2026-05-01T00:00:00Z");

  private static TestPostgres postgres;
  private static final Map<IdColumn, String> DATABASES = new EnumMap<>(IdColumn.class);
  private static final Map<IdColumn, ConfigurableApplicationContext> APPLICATIONS =
      new EnumMap<>(IdColumn.class);

  /** The repository of each format's rows, with a range query on the key. */
  @NoRepositoryBean
  interface RowRepository<R, T> extends CrudRepository<R, T> {
    List<R> findByIdBetween(T from, T to, Sort sort);
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

  /** A mutable aggregate with entities inside it: a list, a one-to-one, a map and a set. */
  @Table("orders")
  static class Order {
    @Id Scru128Id id;
    String customer;

    @MappedCollection(idColumn = "order_id", keyColumn = "idx")
    List<Line> lines = new ArrayList<>();

    @MappedCollection(idColumn = "order_id")
    Shipment shipment;

    @MappedCollection(idColumn = "order_id", keyColumn = "code")
    Map<String, Discount> discounts = new HashMap<>();

    @MappedCollection(idColumn = "order_id")
    Set<Note> notes = new HashSet<>();
  }

  @Table("order_lines")
  record Line(@Id Ulid id, String sku) {}

  @Table("shipments")
  static class Shipment {
    @Id Euid id;
    String carrier;
  }

  @Table("discounts")
  record Discount(@Id Scru128V1Id id, int rate) {}

  @Table("notes")
  record Note(@Id Scru64Id id, String body) {}

  interface Orders extends CrudRepository<Order, Scru128Id> {}

  /** An immutable aggregate with immutable entities inside it. */
  @Table("baskets")
  record Basket(
      @Id Ulid id, @MappedCollection(idColumn = "basket_id", keyColumn = "idx") List<Item> items) {}

  @Table("basket_items")
  record Item(@Id @UuidV7Key UUID id, String sku) {}

  interface Baskets extends CrudRepository<Basket, Ulid> {}

  /** Keys that the application assigns itself, with a version that tells a new one. */
  @Table("invoices")
  record Invoice(@Id Ulid id, @Version Long version, long cents) {}

  interface Invoices extends CrudRepository<Invoice, Ulid> {}

  /** A UUID key without the mark: the database's default fills it. */
  @Table("plain_uuid_rows")
  record PlainUuidRow(@Id UUID id, String name) {}

  interface PlainUuidRows extends CrudRepository<PlainUuidRow, UUID> {}

  /** A mark on a key that is no UUID. */
  @Table("marked_text_rows")
  record MarkedTextRow(@Id @UuidV7Key String id) {}

  interface MarkedTextRows extends CrudRepository<MarkedTextRow, String> {}

  /** A value type of the application's own, with converters of its own. */
  record Sku(String code) {}

  @Table("products")
  record Product(@Id Scru128Id id, Sku sku) {}

  interface Products extends CrudRepository<Product, Scru128Id> {}

  @WritingConverter
  static final class SkuToText implements Converter<Sku, String> {
    @Override
    public String convert(Sku sku) {
      return sku.code();
    }
  }

  @ReadingConverter
  static final class TextToSku implements Converter<String, Sku> {
    @Override
    public Sku convert(String code) {
      return new Sku(code);
    }
  }

  /** An application with Spring Data JDBC and sortid. */
  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration({
    DataSourceAutoConfiguration.class,
    JdbcTemplateAutoConfiguration.class,
    DataSourceTransactionManagerAutoConfiguration.class,
    DataJdbcRepositoriesAutoConfiguration.class,
    SortidAutoConfiguration.class,
    Scru64AutoConfiguration.class,
    SortidDataJdbcAutoConfiguration.class
  })
  @EnableJdbcRepositories(considerNestedRepositories = true)
  static class Application {}

  /** The same application, with conversions of its own that include sortid's. */
  @Configuration(proxyBeanMethods = false)
  static class OwnConversions {
    @Bean
    JdbcCustomConversions jdbcCustomConversions(JdbcDialect dialect) {
      List<Object> converters = new ArrayList<>(IdConverters.of(IdColumn.TEXT));
      converters.add(new SkuToText());
      converters.add(new TextToSku());
      return JdbcConfiguration.createCustomConversions(dialect, converters);
    }
  }

  /** The same application, with conversions of its own that lack sortid's. */
  @Configuration(proxyBeanMethods = false)
  static class OwnConversionsWithoutSortids {
    @Bean
    JdbcCustomConversions jdbcCustomConversions(JdbcDialect dialect) {
      return JdbcConfiguration.createCustomConversions(
          dialect, List.of(new SkuToText(), new TextToSku()));
    }
  }

  @BeforeAll
  static void start() {
    postgres = TestPostgres.start();
    for (IdColumn form : IdColumn.values()) {
      String database = "jdbc_" + form.name().toLowerCase(Locale.ROOT);
      List<String> ddl = new ArrayList<>();
      if (form == IdColumn.UUID) {
        ddl.addAll(
            List.of(
                "CREATE TABLE orders (id uuid PRIMARY KEY, customer text)",
                "CREATE TABLE order_lines (id uuid PRIMARY KEY,"
                    + " order_id uuid NOT NULL REFERENCES orders, idx int NOT NULL, sku text)",
                "CREATE TABLE shipments (id uuid PRIMARY KEY,"
                    + " order_id uuid NOT NULL REFERENCES orders, carrier text)",
                "CREATE TABLE discounts (id uuid PRIMARY KEY,"
                    + " order_id uuid NOT NULL REFERENCES orders, code text NOT NULL, rate int)",
                "CREATE TABLE notes (id bigint PRIMARY KEY,"
                    + " order_id uuid NOT NULL REFERENCES orders, body text)",
                "CREATE TABLE baskets (id uuid PRIMARY KEY)",
                "CREATE TABLE basket_items (id uuid PRIMARY KEY,"
                    + " basket_id uuid NOT NULL REFERENCES baskets, idx int NOT NULL, sku text)",
                "CREATE TABLE plain_uuid_rows (id uuid PRIMARY KEY DEFAULT gen_random_uuid(),"
                    + " name text)",
                "CREATE TABLE marked_text_rows (id text PRIMARY KEY)",
                "CREATE TABLE invoices (id uuid PRIMARY KEY, version bigint, cents bigint)"));
      }
      DATABASES.put(form, postgres.database(database, form, ddl.toArray(String[]::new)));
      // The default form on PostgreSQL is uuid: that application does not set it.
      APPLICATIONS.put(
          form,
          form == IdColumn.UUID
              ? start(database, Application.class)
              : start(
                  database,
                  Application.class,
                  "sortid.data.id-column=" + form.name().toLowerCase(Locale.ROOT)));
    }
  }

  @AfterAll
  static void stop() {
    APPLICATIONS.values().forEach(ConfigurableApplicationContext::close);
    postgres.close();
  }

  private static ConfigurableApplicationContext start(
      String database, Class<?> configuration, String... properties) {
    return new SpringApplicationBuilder(configuration)
        .web(WebApplicationType.NONE)
        .bannerMode(Banner.Mode.OFF)
        .properties("spring.datasource.url=" + postgres.jdbcUrl(database))
        .properties("sortid.scru64.node-spec=7/8")
        .properties(properties)
        .run();
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
    long before = rows.count();

    Row<T> saved = rows.save(Rows.row(type, null, other, name));

    T id = saved.id();
    assertNotNull(id, "the key was generated");
    assertTrue(
        type.toInstant(id).isAfter(Instant.now().minusSeconds(60)), "a new ID, not the other");
    assertEquals(before + 1, rows.count(), "an insert");
    assertEquals(Rows.row(type, id, other, name), rows.findById(id).orElseThrow());
    String table = Rows.table(type);
    assertEquals(
        stored(form, type, id),
        postgres.queryForString(
            DATABASES.get(form), "SELECT id::text FROM " + table + " WHERE name = '" + name + "'"));
    assertEquals(
        stored(form, type, other),
        postgres.queryForString(
            DATABASES.get(form),
            "SELECT other::text FROM " + table + " WHERE name = '" + name + "'"));
  }

  @ParameterizedTest(name = "{1} in {0} form")
  @MethodSource("io.github.sortid.spring.data.DataCases#formsAndTypes")
  void aRangeOfKeysIsARangeOfTimes(IdColumn form, IdType<?> type) {
    rangeQuery(form, type);
  }

  private <T> void rangeQuery(IdColumn form, IdType<T> type) {
    JdbcAggregateTemplate template = APPLICATIONS.get(form).getBean(JdbcAggregateTemplate.class);
    Instant first = DAY;
    Instant second = DAY.plusSeconds(1);
    Instant third = DAY.plusSeconds(2);
    List<T> ids = List.of(type.max(first), type.min(second), type.max(second), type.min(third));
    for (T id : ids) {
      // Keys the application assigns itself: an insert, as save() would update.
      template.insert(Rows.row(type, id, id, "range " + type));
    }

    List<Row<T>> found =
        repository(form, type).findByIdBetween(type.min(second), type.max(second), Sort.by("id"));

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
    T id = rows.save(Rows.row(type, null, null, "bad " + type)).id();
    postgres.execute(
        DATABASES.get(form),
        "UPDATE " + Rows.table(type) + " SET other = " + sql + " WHERE name = 'bad " + type + "'");

    RuntimeException thrown = assertThrows(RuntimeException.class, () -> rows.findById(id));

    InvalidStoredIdException cause = causeOf(thrown, InvalidStoredIdException.class);
    assertEquals(expectedMessage(type, shown), cause.getMessage());
    assertEquals(shown, cause.getStoredValue());
  }

  @Test
  void theDefaultFormOnTextColumnsStopsTheStartUpNamingEachColumn() {
    // Without the check, the default form writes a SCRU64 as a bigint, which PostgreSQL stores in
    // a text column as its decimal digits: Scru64Id.fromLong(123456789012) as "123456789012",
    // which reads back as canonical text, another ID.
    String database = postgres.database("jdbc_text_columns", IdColumn.TEXT);

    RuntimeException thrown =
        assertThrows(RuntimeException.class, () -> start(database, Application.class));

    String message = causeOf(thrown, IllegalStateException.class).getMessage();
    assertTrue(
        message.contains(
            "Scru64Row.id: scru64_rows.id is a bpchar column, but SCRU64 IDs are written as"
                + " bigint; sortid.data.id-column=text fits it;"),
        message);
    assertTrue(
        message.contains(
            "Scru128Row.other: scru128_rows.other is a varchar column, but SCRU128 IDs are"
                + " written as uuid; sortid.data.id-column=text fits it;"),
        message);
  }

  @Test
  void theKeysOfAMutableAggregateAndOfTheEntitiesInsideItAreGenerated() {
    ConfigurableApplicationContext application = APPLICATIONS.get(IdColumn.UUID);
    Orders orders = application.getBean(Orders.class);
    Order order = new Order();
    order.customer = "ada";
    order.lines.add(new Line(null, "tea"));
    order.lines.add(new Line(null, "milk"));
    order.shipment = new Shipment();
    order.shipment.carrier = "post";
    order.discounts.put("spring", new Discount(null, 10));
    order.notes.add(new Note(null, "fragile"));

    Order saved = orders.save(order);

    assertSame(order, saved, "a mutable root is set in place");
    assertNotNull(order.id);
    assertEquals(List.of("tea", "milk"), order.lines.stream().map(Line::sku).toList());
    order.lines.forEach(line -> assertNotNull(line.id()));
    assertNotNull(order.shipment.id);
    assertNotNull(order.discounts.get("spring").id());
    order.notes.forEach(note -> assertEquals(7, note.id().getNodeCtr() >>> 16, "node 7/8"));
    Order read = orders.findById(order.id).orElseThrow();
    assertEquals(order.lines, read.lines);
    assertEquals(order.shipment.id, read.shipment.id);
    assertEquals(order.discounts, read.discounts);
    assertEquals(order.notes, read.notes);
  }

  @Test
  void theKeysOfAnImmutableAggregateAndOfTheEntitiesInsideItAreGenerated() {
    Baskets baskets = APPLICATIONS.get(IdColumn.UUID).getBean(Baskets.class);
    long before = baskets.count();

    Basket saved = baskets.save(new Basket(null, List.of(new Item(null, "tea"))));

    assertNotNull(saved.id());
    assertEquals(before + 1, baskets.count(), "an insert");
    UUID item = saved.items().get(0).id();
    assertTrue(UuidV7.isValid(item), item + " is a UUIDv7");
    assertEquals(saved, baskets.findById(saved.id()).orElseThrow());
  }

  @Test
  void aKeyTheApplicationAssignsIsInsertedWhenAVersionSaysTheEntityIsNew() {
    Invoices invoices = APPLICATIONS.get(IdColumn.UUID).getBean(Invoices.class);
    Ulid id = Ulids.generate();

    Invoice saved = invoices.save(new Invoice(id, null, 1200));

    assertEquals(new Invoice(id, 0L, 1200), saved);
    assertEquals(saved, invoices.findById(id).orElseThrow());
  }

  @Test
  void aKeyTheApplicationAssignsWithoutAVersionIsAnUpdateOfNoRow() {
    Scru128Rows rows = APPLICATIONS.get(IdColumn.UUID).getBean(Scru128Rows.class);
    Rows.Scru128Row assigned = new Rows.Scru128Row(Scru128.generate(), null, "assigned");

    rows.save(assigned);

    assertTrue(rows.findById(assigned.id()).isEmpty(), "an update of no row, and no error");
  }

  @Test
  void anUnmarkedUuidKeyIsLeftToTheDatabase() {
    PlainUuidRows rows = APPLICATIONS.get(IdColumn.UUID).getBean(PlainUuidRows.class);

    PlainUuidRow saved = rows.save(new PlainUuidRow(null, "plain"));

    assertEquals(4, saved.id().version(), "gen_random_uuid() filled it");
  }

  @Test
  void aMarkOnAKeyThatIsNoUuidFailsTheSaveNamingTheKey() {
    MarkedTextRows rows = APPLICATIONS.get(IdColumn.UUID).getBean(MarkedTextRows.class);

    RuntimeException thrown =
        assertThrows(RuntimeException.class, () -> rows.save(new MarkedTextRow(null)));

    assertEquals(
        "@UuidV7Key fills a java.util.UUID key, but MarkedTextRow.id is a java.lang.String",
        causeOf(thrown, IllegalStateException.class).getMessage());
  }

  @Test
  void theApplicationsOwnConversionsAreKeptAndCarrySortidsConverters() {
    String database =
        postgres.database(
            "jdbc_own",
            IdColumn.TEXT,
            "CREATE TABLE products (id char(25) COLLATE \"C\" PRIMARY KEY, sku text)");
    try (ConfigurableApplicationContext application =
        new SpringApplicationBuilder(Application.class, OwnConversions.class)
            .web(WebApplicationType.NONE)
            .bannerMode(Banner.Mode.OFF)
            .properties("spring.datasource.url=" + postgres.jdbcUrl(database))
            .run()) {
      assertSame(
          application.getBean("jdbcCustomConversions"),
          application.getBean(JdbcCustomConversions.class),
          "the application's bean");
      Products products = application.getBean(Products.class);

      Product saved = products.save(new Product(null, new Sku("tea-42")));

      assertEquals(saved, products.findById(saved.id()).orElseThrow());
      assertEquals(
          saved.id().toString(),
          postgres.queryForString(database, "SELECT id FROM products"),
          "text, as the application's conversions say");

      // No SCRU64 node ID is configured in this application.
      Scru64Rows scru64 = application.getBean(Scru64Rows.class);
      RuntimeException thrown =
          assertThrows(
              RuntimeException.class, () -> scru64.save(new Rows.Scru64Row(null, null, "no node")));
      assertEquals(
          "Scru64Row.id is a SCRU64 key to generate, but no SCRU64 node ID is configured: set"
              + " sortid.scru64.node-spec, sortid.scru64.node-id-from,"
              + " sortid.scru64.zookeeper.realm or sortid.scru64.jdbc.realm, or define a"
              + " Scru64Source bean",
          causeOf(thrown, IllegalStateException.class).getMessage());
    }
  }

  @Test
  void theApplicationsOwnConversionsWithoutSortidsStopTheStartUp() {
    SpringApplicationBuilder application =
        new SpringApplicationBuilder(Application.class, OwnConversionsWithoutSortids.class)
            .web(WebApplicationType.NONE)
            .bannerMode(Banner.Mode.OFF)
            .properties("spring.datasource.url=" + postgres.jdbcUrl(DATABASES.get(IdColumn.TEXT)));

    RuntimeException thrown = assertThrows(RuntimeException.class, application::run);

    String message = causeOf(thrown, IllegalStateException.class).getMessage();
    assertTrue(message.contains("Product.id (Scru128Id)"), message);
    assertTrue(message.contains("UlidRow.other (Ulid)"), message);
    assertTrue(
        message.endsWith(
            " are IDs that the application's JdbcCustomConversions bean cannot write: add sortid's"
                + " converters to it, IdConverters.of(IdColumn.defaultFor(dialect)), or remove the"
                + " bean and let sortid define it"),
        message);
  }

  @SuppressWarnings("unchecked") // each format's repository stores rows of its ID type
  private static <T> RowRepository<Row<T>, T> repository(IdColumn form, IdType<T> type) {
    return (RowRepository<Row<T>, T>) APPLICATIONS.get(form).getBean(REPOSITORIES.get(type));
  }
}
