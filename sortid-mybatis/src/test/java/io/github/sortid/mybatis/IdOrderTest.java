package io.github.sortid.mybatis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdType;
import io.github.sortid.mybatis.IdMapper.Row;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.ExecutorType;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactory;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every format of {@link IdType#all()} in every column kind that keeps the IDs' order, on
 * PostgreSQL and MariaDB, through a real {@link SqlSessionFactory} and an XML mapper: the IDs that
 * several threads insert come back from {@code ORDER BY id} in {@link IdType#comparator()} order,
 * equal to those inserted, found by {@code WHERE id = ?}, and a range of creation times ({@link
 * IdType#min(Instant)}, {@link IdType#max(Instant)}) selects exactly the IDs of that range.
 */
class IdOrderTest {
  private static final int IDS = 2000;
  private static final int THREADS = 4;

  static Stream<Arguments> columns() {
    return Stream.of(Database.values())
        .flatMap(
            database ->
                database.columns().stream()
                    .flatMap(
                        column ->
                            IdType.all().stream()
                                .map(type -> Arguments.of(database, column, type))));
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("columns")
  void ordersSelectsAndRangesAsTheIds(Database database, IdColumn column, IdType<?> type)
      throws Exception {
    check(database, column, type);
  }

  private static <T> void check(Database database, IdColumn column, IdType<T> type)
      throws Exception {
    String table = IdMapper.table(type, column);
    database.execute(
        "DROP TABLE IF EXISTS " + table,
        "CREATE TABLE " + table + " (id " + database.sqlType(type, column) + " PRIMARY KEY)");
    Configuration configuration = database.configuration(column);
    IdMapper.add(configuration, type, column);
    SqlSessionFactory sessions = new SqlSessionFactoryBuilder().build(configuration);
    List<T> ids = randomIds(type, IDS, IdType.all().indexOf(type));

    insertFromThreads(sessions, ids);

    List<T> expected = new ArrayList<>(ids);
    expected.sort(type.comparator());
    try (SqlSession session = sessions.openSession()) {
      assertEquals(expected, values(type, session.selectList("ids.ordered")));

      T one = ids.get(IDS / 3);
      assertEquals(List.of(one), values(type, session.selectList("ids.byId", new Row(one))));

      Instant from = type.toInstant(expected.get(IDS / 4));
      Instant to = type.toInstant(expected.get(IDS * 3 / 4));
      List<T> inRange =
          expected.stream()
              .filter(id -> !type.toInstant(id).isBefore(from) && !type.toInstant(id).isAfter(to))
              .toList();
      List<T> selected =
          values(
              type,
              session.selectList(
                  "ids.between", Map.of("from", type.min(from), "to", type.max(to))));
      assertEquals(inRange, selected);
      assertTrue(inRange.size() > IDS / 3, "the range holds half the IDs and their ties");
    }
  }

  /** Inserts the IDs in a random order from several threads, each in a batch of its own. */
  private static <T> void insertFromThreads(SqlSessionFactory sessions, List<T> ids)
      throws Exception {
    List<T> shuffled = new ArrayList<>(ids);
    Collections.shuffle(shuffled, new Random(ids.size()));
    ExecutorService threads = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int thread = 0; thread < THREADS; thread++) {
        List<T> part = shuffled.subList(thread * IDS / THREADS, (thread + 1) * IDS / THREADS);
        done.add(
            threads.submit(
                () -> {
                  try (SqlSession session = sessions.openSession(ExecutorType.BATCH)) {
                    part.forEach(id -> session.insert("ids.insert", new Row(id)));
                    session.commit();
                  }
                }));
      }
      for (Future<?> each : done) {
        each.get();
      }
    } finally {
      threads.shutdown();
    }
  }

  private static <T> List<T> values(IdType<T> type, List<Row> rows) {
    return rows.stream().map(row -> type.javaType().cast(row.id)).toList();
  }

  /**
   * Distinct IDs of the format, of any format: the bits of {@link IdType#min} and {@link
   * IdType#max} of a few instants up to 2^48 ms (the year 10889), each bit in which they differ
   * drawn at random, so that the IDs share milliseconds and reach both halves of each byte's range.
   */
  static <T> List<T> randomIds(IdType<T> type, int count, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Instant> times = new ArrayList<>();
    while (times.size() < count / 20) {
      Instant time = Instant.ofEpochMilli(random.nextLong(1L << 48));
      try {
        type.min(time);
        times.add(time);
      } catch (IllegalArgumentException outsideTheFormatsRange) {
        // Another instant.
      }
    }
    Set<T> ids = new LinkedHashSet<>();
    for (int attempts = 0; ids.size() < count; attempts++) {
      if (attempts > count * 10) {
        throw new IllegalStateException("random bits make few " + type + " IDs");
      }
      Instant time = times.get(random.nextInt(times.size()));
      byte[] low = type.toBytes(type.min(time));
      byte[] high = type.toBytes(type.max(time));
      byte[] bytes = new byte[low.length];
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] = (byte) (low[i] | (random.nextInt() & (low[i] ^ high[i])));
      }
      try {
        ids.add(type.fromBytes(bytes));
      } catch (IllegalArgumentException notAnIdOfTheFormat) {
        // Other bits.
      }
    }
    return List.copyOf(ids);
  }
}
