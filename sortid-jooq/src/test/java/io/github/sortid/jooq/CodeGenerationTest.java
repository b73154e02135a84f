package io.github.sortid.jooq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdType;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.InsertValuesStep1;
import org.jooq.Table;
import org.jooq.codegen.GenerationTool;
import org.jooq.meta.jaxb.Configuration;
import org.jooq.meta.jaxb.ForcedType;
import org.jooq.meta.jaxb.Generator;
import org.jooq.meta.jaxb.Target;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * jOOQ's code generator with forced types of the converters, as docs/DATABASES.md#jooq shows them:
 * run on a schema of PostgreSQL with a table per format, its output compiled and loaded, and the
 * generated tables used to insert IDs and select them by creation time and in order.
 */
class CodeGenerationTest {
  private static final String PACKAGE = "generated.jooq";
  private static final List<ColumnKind> KINDS =
      List.of(ColumnKind.UUID, ColumnKind.BIGINT, ColumnKind.BINARY, ColumnKind.TEXT);

  private static ClassLoader generated;

  @BeforeAll
  static void generateAndCompile() throws Exception {
    DSLContext ctx = Database.POSTGRESQL.dsl();
    ctx.execute("create schema codegen");
    List<ForcedType> forcedTypes = new ArrayList<>();
    for (IdType<?> type : IdType.all()) {
      StringBuilder columns = new StringBuilder();
      for (ColumnKind kind : KINDS) {
        if (kind.converter(type) != null) {
          String column = column(kind);
          columns
              .append(columns.length() == 0 ? "" : ", ")
              .append(column)
              .append(' ')
              .append(Database.POSTGRESQL.sqlType(kind, type));
          forcedTypes.add(
              new ForcedType()
                  .withUserType(type.javaType().getName())
                  .withConverter(
                      "io.github.sortid.jooq.IdConverters."
                          + factory(kind)
                          + "(io.github.sortid.IdType."
                          + type.name()
                          + ")")
                  .withIncludeExpression(".*\\." + table(type) + "\\." + column)
                  .withIncludeTypes(sqlTypes(kind)));
        }
      }
      ctx.execute("create table codegen." + table(type) + " (" + columns + ")");
    }

    Path root = Path.of(System.getProperty("sortid.jooq.generated.dir"));
    delete(root);
    Path sources = root.resolve("src");
    Path classes = Files.createDirectories(root.resolve("classes"));
    Configuration configuration =
        new Configuration()
            .withGenerator(
                new Generator()
                    .withDatabase(
                        new org.jooq.meta.jaxb.Database()
                            .withName("org.jooq.meta.postgres.PostgresDatabase")
                            .withInputSchema("codegen")
                            .withForcedTypes(forcedTypes))
                    .withTarget(
                        new Target().withPackageName(PACKAGE).withDirectory(sources.toString())));
    try (Connection connection = ctx.configuration().connectionProvider().acquire()) {
      GenerationTool tool = new GenerationTool();
      tool.setConnection(connection);
      tool.run(configuration);
    }

    List<String> arguments =
        new ArrayList<>(
            List.of(
                "-proc:none",
                "-nowarn",
                "-classpath",
                System.getProperty("java.class.path"),
                "-d",
                classes.toString()));
    try (Stream<Path> files = Files.walk(sources)) {
      files
          .filter(file -> file.toString().endsWith(".java"))
          .forEach(f -> arguments.add(f.toString()));
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertEquals(0, javac.run(null, null, null, arguments.toArray(String[]::new)), "javac");
    generated =
        new URLClassLoader(
            new URL[] {classes.toUri().toURL()}, CodeGenerationTest.class.getClassLoader());
  }

  static List<Arguments> everyGeneratedColumn() {
    List<Arguments> columns = new ArrayList<>();
    for (IdType<?> type : IdType.all()) {
      for (ColumnKind kind : KINDS) {
        if (kind.converter(type) != null) {
          columns.add(Arguments.of(type, kind));
        }
      }
    }
    return columns;
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("everyGeneratedColumn")
  <T> void generatedColumnsAreOfTheIdType(IdType<T> type, ColumnKind kind) throws Exception {
    Table<?> table =
        (Table<?>)
            generated
                .loadClass(PACKAGE + ".Tables")
                .getField(table(type).toUpperCase(java.util.Locale.ROOT))
                .get(null);
    Field<?> column = table.field(column(kind));
    assertEquals(type.javaType(), column.getType(), column::toString);
    @SuppressWarnings("unchecked")
    Field<T> id = (Field<T>) column;

    DSLContext ctx = Database.POSTGRESQL.dsl();
    SplittableRandom random = new SplittableRandom(kind.ordinal());
    List<Instant> times = RandomIds.times(type.name().hashCode());
    List<T> ids = new ArrayList<>();
    @SuppressWarnings("unchecked")
    InsertValuesStep1<?, T> insert = (InsertValuesStep1<?, T>) ctx.insertInto(table, id);
    for (int i = 0; i < 200; i++) {
      T each = RandomIds.of(type, times.get(random.nextInt(times.size())), random);
      ids.add(each);
      insert = insert.values(each);
    }
    insert.execute();
    ids.sort(type.comparator());

    List<Instant> sorted = new ArrayList<>(times);
    Collections.sort(sorted);
    T from = type.min(sorted.get(5));
    T to = type.max(sorted.get(30));
    List<T> inRange =
        ids.stream()
            .filter(
                each ->
                    type.comparator().compare(each, from) >= 0
                        && type.comparator().compare(each, to) <= 0)
            .toList();
    assertTrue(inRange.size() > 0 && inRange.size() < ids.size(), "a proper part");
    assertEquals(
        inRange,
        ctx.select(id)
            .from(table)
            .where(id.isNotNull().and(id.between(from, to)))
            .orderBy(id)
            .fetch(id));
    assertEquals(ids, ctx.select(id).from(table).where(id.isNotNull()).orderBy(id).fetch(id));
  }

  private static String table(IdType<?> type) {
    return "t_" + type.name().toLowerCase(java.util.Locale.ROOT);
  }

  private static String column(ColumnKind kind) {
    return "id_" + kind.name().toLowerCase(java.util.Locale.ROOT);
  }

  private static String factory(ColumnKind kind) {
    return kind.name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The names PostgreSQL gives the column's type, as jOOQ's code generator matches them. */
  private static String sqlTypes(ColumnKind kind) {
    return switch (kind) {
      case UUID -> "uuid";
      case BINARY -> "bytea";
      case BIGINT -> "bigint|int8";
      case TEXT -> "bpchar|char.*|character.*";
    };
  }

  private static void delete(Path directory) throws IOException {
    if (Files.exists(directory)) {
      try (Stream<Path> files = Files.walk(directory)) {
        files.sorted(Collections.reverseOrder()).forEach(path -> path.toFile().delete());
      }
    }
  }
}
