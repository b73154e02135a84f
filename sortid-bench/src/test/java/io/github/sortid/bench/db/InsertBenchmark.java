package io.github.sortid.bench.db;

import com.fasterxml.uuid.Generators;
import com.fasterxml.uuid.impl.TimeBasedEpochGenerator;
import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.ulid.Ulids;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * Inserts rows into PostgreSQL keyed by each kind of ID, in batches, and reports what a database
 * user weighs: rows per second, the size of the primary key's index after the load and after {@code
 * VACUUM}, the size of the table, and the WAL the load wrote.
 *
 * <pre>
 * sortid-bench/run-db [ROWS [ROUNDS]]    # 1,000,000 rows per key type, 2 rounds by default
 * </pre>
 *
 * <p>Each key type gets a fresh table {@code (id KEY PRIMARY KEY, n integer)}, loaded through one
 * connection in batches of 1000 rows, one transaction per batch, after a checkpoint. Each round
 * loads every key type, the second round in reverse order, and the faster load of each key type is
 * reported, so that a neighbour's burst on a shared machine weighs less. The server is an embedded
 * PostgreSQL 17 with its default settings but {@code synchronous_commit=off} (so the figures
 * measure the index, not the disk's flush latency). Writes a CSV file for {@code
 * scripts/DbReport.java}, which makes the table and the chart.
 */
public final class InsertBenchmark {
  private static final int BATCH = 1000;

  private InsertBenchmark() {}

  /** A kind of key: its column type and how the next value is bound. */
  private enum Key {
    UUID_V4("UUIDv4 (random)", "uuid") {
      @Override
      void bind(PreparedStatement insert) throws SQLException {
        insert.setObject(1, UUID.randomUUID());
      }
    },
    UUID_V7("UUIDv7 (JUG)", "uuid") {
      private final TimeBasedEpochGenerator generator = Generators.timeBasedEpochGenerator();

      @Override
      void bind(PreparedStatement insert) throws SQLException {
        insert.setObject(1, generator.generate());
      }
    },
    SCRU128("SCRU128 (uuid)", "uuid") {
      @Override
      void bind(PreparedStatement insert) throws SQLException {
        insert.setObject(1, Scru128.generate().toUuid());
      }
    },
    ULID("ULID (uuid)", "uuid") {
      @Override
      void bind(PreparedStatement insert) throws SQLException {
        insert.setObject(1, Ulids.generate().toUuid());
      }
    },
    SCRU64("SCRU64 (bigint)", "bigint") {
      @Override
      void bind(PreparedStatement insert) throws SQLException {
        insert.setLong(1, Scru64.generate().toLong());
      }
    },
    BIGSERIAL("bigserial", "bigserial") {
      @Override
      String insertSql(String table) {
        return "INSERT INTO " + table + " (n) VALUES (?)";
      }

      @Override
      void bind(PreparedStatement insert) {}

      @Override
      int payloadIndex() {
        return 1;
      }
    };

    final String label;
    final String columnType;

    Key(String label, String columnType) {
      this.label = label;
      this.columnType = columnType;
    }

    String table() {
      return "load_" + name().toLowerCase(Locale.ROOT);
    }

    String insertSql(String table) {
      return "INSERT INTO " + table + " (id, n) VALUES (?, ?)";
    }

    abstract void bind(PreparedStatement insert) throws SQLException;

    int payloadIndex() {
      return 2;
    }
  }

  /** What one load measured. */
  private record Result(
      Key key,
      int rows,
      double seconds,
      long indexBytes,
      long indexBytesAfterVacuum,
      long tableBytes,
      long walBytes) {
    double rowsPerSecond() {
      return rows / seconds;
    }
  }

  /**
   * Runs the benchmark.
   *
   * @param args the number of rows per key type (default 1,000,000), the number of rounds (default
   *     2), and the CSV file to write (default {@code sortid-bench/target/db-insert.csv})
   * @throws Exception if the server cannot start or a statement fails
   */
  public static void main(String[] args) throws Exception {
    int rows = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 2;
    Path csv = Path.of(args.length > 2 ? args[2] : "sortid-bench/target/db-insert.csv");
    Scru64.initialize(Scru64NodeSpec.parse("1/8"));
    try (EmbeddedPostgres postgres =
        EmbeddedPostgres.builder()
            .setServerConfig("synchronous_commit", "off")
            .setPGStartupWait(Duration.ofMinutes(2))
            .start()) {
      try (Connection connection = postgres.getPostgresDatabase().getConnection()) {
        System.out.println("PostgreSQL " + scalar(connection, "SHOW server_version"));
        warmUp(connection, Math.min(rows, 100_000));
        Map<Key, Result> best = new EnumMap<>(Key.class);
        for (int round = 0; round < rounds; round++) {
          List<Key> order = new ArrayList<>(List.of(Key.values()));
          if (round % 2 == 1) {
            Collections.reverse(order);
          }
          for (Key key : order) {
            Result result = load(connection, key, rows);
            print(round, result);
            best.merge(key, result, (a, b) -> a.rowsPerSecond() >= b.rowsPerSecond() ? a : b);
          }
        }
        List<Result> results = new ArrayList<>(best.values());
        write(csv, results);
        System.out.println("Results: " + csv);
      }
    }
  }

  private static void print(int round, Result result) {
    System.out.printf(
        Locale.ROOT,
        "round %d  %-18s %9.0f rows/s  index %6.1f MiB (after VACUUM %6.1f MiB)"
            + "  table %6.1f MiB  WAL %6.1f MiB%n",
        round + 1,
        result.key().label,
        result.rowsPerSecond(),
        mib(result.indexBytes()),
        mib(result.indexBytesAfterVacuum()),
        mib(result.tableBytes()),
        mib(result.walBytes()));
  }

  /** Loads every key type once, so that the JIT and the driver are warm for the measured runs. */
  private static void warmUp(Connection connection, int rows) throws SQLException {
    for (Key key : Key.values()) {
      load(connection, key, rows);
    }
  }

  private static Result load(Connection connection, Key key, int rows) throws SQLException {
    String table = key.table();
    connection.setAutoCommit(true);
    try (Statement statement = connection.createStatement()) {
      statement.execute("DROP TABLE IF EXISTS " + table);
      statement.execute(
          "CREATE TABLE " + table + " (id " + key.columnType + " PRIMARY KEY, n integer)");
      statement.execute("CHECKPOINT");
    }
    String walStart = scalar(connection, "SELECT pg_current_wal_lsn()");
    connection.setAutoCommit(false);
    long start = System.nanoTime();
    try (PreparedStatement insert = connection.prepareStatement(key.insertSql(table))) {
      for (int i = 0; i < rows; i++) {
        key.bind(insert);
        insert.setInt(key.payloadIndex(), i);
        insert.addBatch();
        if ((i + 1) % BATCH == 0 || i + 1 == rows) {
          insert.executeBatch();
          connection.commit();
        }
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    connection.setAutoCommit(true);
    long walBytes =
        Long.parseLong(
            scalar(connection, "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '" + walStart + "')")
                .replaceFirst("\\..*", ""));
    long index = size(connection, table + "_pkey");
    try (Statement statement = connection.createStatement()) {
      statement.execute("VACUUM " + table);
    }
    long indexAfterVacuum = size(connection, table + "_pkey");
    long tableBytes = size(connection, table);
    return new Result(key, rows, seconds, index, indexAfterVacuum, tableBytes, walBytes);
  }

  private static long size(Connection connection, String relation) throws SQLException {
    return Long.parseLong(scalar(connection, "SELECT pg_relation_size('" + relation + "')"));
  }

  private static String scalar(Connection connection, String sql) throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet results = statement.executeQuery(sql)) {
      results.next();
      return results.getString(1);
    }
  }

  private static double mib(long bytes) {
    return bytes / 1024.0 / 1024.0;
  }

  private static void write(Path csv, List<Result> results) throws IOException {
    Files.createDirectories(csv.toAbsolutePath().getParent());
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(csv, StandardCharsets.UTF_8))) {
      out.println(
          "key,column,rows,seconds,rows_per_second,index_bytes,index_bytes_after_vacuum,"
              + "table_bytes,wal_bytes");
      for (Result r : results) {
        out.printf(
            Locale.ROOT,
            "%s,%s,%d,%.3f,%.0f,%d,%d,%d,%d%n",
            r.key().label,
            r.key().columnType,
            r.rows(),
            r.seconds(),
            r.rowsPerSecond(),
            r.indexBytes(),
            r.indexBytesAfterVacuum(),
            r.tableBytes(),
            r.walBytes());
      }
    }
  }
}
