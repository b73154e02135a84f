import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.DoubleUnaryOperator;

/**
 * Turns a JMH result file ({@code -rf json}) of the sortid benchmarks into a markdown table with
 * ratios against the peer libraries, checks the speed targets (PASS, MISS, or n/a where the
 * machine's own floor rules the target out), gives the tail percentiles of the sampled rows and how
 * far apart the forks of each row are, and draws the scores as an SVG bar chart: each row next to
 * the row it is compared with, each bar with its confidence interval.
 *
 * <p>A single-file program with no dependencies, for the JDK's source launcher:
 *
 * <pre>
 * java sortid-bench/scripts/Report.java results.json [chart.svg]
 * </pre>
 */
public final class Report {
  private Report() {}

  /**
   * One benchmark's score: average time per operation in ns, its 99.9% error and the bounds of its
   * 99.9% confidence interval; the mean of each fork's measured iterations; and for a sampled row
   * ({@code mode} {@code "sample"}) the percentiles of single calls, in ns, keyed as JMH writes
   * them ({@code "99.9"}).
   */
  record Row(
      String key,
      String group,
      String method,
      String mode,
      int threads,
      double score,
      double error,
      double low,
      double high,
      List<Double> forkMeans,
      Map<String, Double> percentiles) {
    /** Whether the row measures a peer library or a baseline rather than sortid. */
    boolean peer() {
      return !method.equals(UUID_V7)
          && (group.equals("UuidBenchmark") || PEER_PREFIXES.stream().anyMatch(method::startsWith));
    }
  }

  /**
   * The method name of sortid's UUIDv7 rows, the one sortid row among the peers and baselines of
   * {@code UuidBenchmark}.
   */
  private static final String UUID_V7 = "uuidV7";

  /** The method-name prefixes of the peer libraries' and the baselines' rows. */
  private static final List<String> PEER_PREFIXES =
      List.of(
          "official",
          "creator",
          "sulky",
          "jug",
          "random",
          "currentTimeMillis",
          "sharedCounter",
          "sharedState",
          "uuidJackson");

  /**
   * A speed target: {@code score(numerator) / score(denominator)} must be at most or at least
   * {@code bound}. Scores are times, so "A is 3x faster than B" is {@code B / A >= 3}.
   *
   * <p>A target with {@code floorBound} is judged only where the two-thread floor itself meets the
   * same bound ({@code TwoThreadBenchmark.sharedCounter / UuidBenchmark.sharedCounter}): no
   * generator that orders IDs across threads can do better than one shared atomic increment.
   */
  record Target(
      String description,
      String numerator,
      String denominator,
      boolean atMost,
      double bound,
      boolean floorBound) {
    /** A target judged in every run. */
    Target(String description, String numerator, String denominator, boolean atMost, double bound) {
      this(description, numerator, denominator, atMost, bound, false);
    }
  }

  /** The two-thread floor row: a clock reading and one atomic increment both threads share. */
  private static final String FLOOR_TWO = "TwoThreadBenchmark.sharedCounter";

  /** The same floor on one thread. */
  private static final String FLOOR_ONE = "UuidBenchmark.sharedCounter";

  /** The sampled (single-call) rows of SCRU128 and of the floor, both on two threads. */
  private static final String LATENCY_SCRU128 = "TwoThreadLatencyBenchmark.scru128";

  private static final String LATENCY_FLOOR = "TwoThreadLatencyBenchmark.sharedCounter";

  /** The bound on SCRU128's two-thread p99.9, in ns. */
  private static final double P999_BOUND_NS = 20_000;

  /** The percentiles of the latency table, as JMH keys them. */
  private static final List<String> PERCENTILES = List.of("99.0", "99.9", "100.0");

  /** How far apart the slowest and the fastest fork of a row may be, as a ratio. */
  private static final double FORK_SPREAD_BOUND = 1.15;

  private static final List<Target> TARGETS =
      List.of(
          new Target(
              "SCRU128 generate >= 3x faster than official",
              "Scru128Benchmark.officialGenerate",
              "Scru128Benchmark.generate",
              false,
              3),
          new Target(
              "SCRU128 generate <= 1.6x currentTimeMillis",
              "Scru128Benchmark.generate",
              "UuidBenchmark.currentTimeMillis",
              true,
              1.6),
          new Target(
              "SCRU128 generateString >= 3x faster than official",
              "Scru128Benchmark.officialGenerateString",
              "Scru128Benchmark.generateString",
              false,
              3),
          new Target(
              "SCRU128 toString >= 3x faster than official",
              "Scru128Benchmark.officialToText",
              "Scru128Benchmark.toText",
              false,
              3),
          new Target(
              "SCRU128 fromString >= 2x faster than official",
              "Scru128Benchmark.officialFromText",
              "Scru128Benchmark.fromText",
              false,
              2),
          new Target(
              "ULID monotonic generate at least as fast as ulid-creator",
              "UlidBenchmark.creatorGenerate",
              "UlidBenchmark.generate",
              false,
              1),
          new Target(
              "ULID toString at least as fast as ulid-creator",
              "UlidBenchmark.creatorToText",
              "UlidBenchmark.toText",
              false,
              1),
          new Target(
              "ULID fromString at least as fast as ulid-creator",
              "UlidBenchmark.creatorFromText",
              "UlidBenchmark.fromText",
              false,
              1),
          new Target(
              "SCRU64 generate within 1.5x of SCRU128",
              "Scru64Benchmark.generate",
              "Scru128Benchmark.generate",
              true,
              1.5),
          new Target(
              "SCRU64 toString within 1.5x of SCRU128",
              "Scru64Benchmark.toText",
              "Scru128Benchmark.toText",
              true,
              1.5),
          new Target(
              "SCRU64 fromString within 1.5x of SCRU128",
              "Scru64Benchmark.fromText",
              "Scru128Benchmark.fromText",
              true,
              1.5),
          new Target(
              "SCRU64 ZooKeeper lease generate within 1.1x of a plain generator",
              "Scru64LeaseBenchmark.zooKeeperLease",
              "Scru64LeaseBenchmark.generator",
              true,
              1.1),
          new Target(
              "SCRU64 database lease generate within 1.1x of a plain generator",
              "Scru64LeaseBenchmark.jdbcLease",
              "Scru64LeaseBenchmark.generator",
              true,
              1.1),
          new Target(
              "EUID generate within 1.5x of SCRU128",
              "EuidBenchmark.generate",
              "Scru128Benchmark.generate",
              true,
              1.5),
          new Target(
              "EUID toString within 1.5x of SCRU128",
              "EuidBenchmark.toText",
              "Scru128Benchmark.toText",
              true,
              1.5),
          new Target(
              "EUID fromString within 1.5x of SCRU128",
              "EuidBenchmark.fromText",
              "Scru128Benchmark.fromText",
              true,
              1.5),
          new Target(
              "UUIDv7 generate at least as fast as JUG v7",
              "UuidBenchmark.jugV7",
              "UuidBenchmark.uuidV7",
              false,
              1),
          new Target(
              "UUIDv7 generate at least as fast as uuid-creator v7",
              "UuidBenchmark.creatorV7",
              "UuidBenchmark.uuidV7",
              false,
              1),
          new Target(
              "UUIDv7 generate at least as fast as UUID.randomUUID()",
              "UuidBenchmark.randomUuid",
              "UuidBenchmark.uuidV7",
              false,
              1),
          new Target(
              "UUIDv7 generate within 1.2x of SCRU128",
              "UuidBenchmark.uuidV7",
              "Scru128Benchmark.generate",
              true,
              1.2),
          new Target(
              "UUIDv7 2 threads: >= 2x faster than JUG v7",
              "TwoThreadBenchmark.jugV7",
              "TwoThreadBenchmark.uuidV7",
              false,
              2),
          new Target(
              "UUIDv7 2 threads: >= 2x faster than uuid-creator v7",
              "TwoThreadBenchmark.creatorV7",
              "TwoThreadBenchmark.uuidV7",
              false,
              2),
          new Target(
              "UUIDv7 2 threads: >= 2x faster than UUID.randomUUID()",
              "TwoThreadBenchmark.randomUuid",
              "TwoThreadBenchmark.uuidV7",
              false,
              2),
          new Target(
              "UUIDv7 2 threads: within 1.2x of SCRU128",
              "TwoThreadBenchmark.uuidV7",
              "TwoThreadBenchmark.scru128",
              true,
              1.2),
          new Target(
              "SCRU128 2 threads: time per ID within 1.25x of the floor's",
              "TwoThreadBenchmark.scru128",
              FLOOR_TWO,
              true,
              1.25),
          new Target(
              "SCRU128 v1 2 threads: time per ID within 1.25x of the floor's",
              "TwoThreadBenchmark.scru128V1",
              FLOOR_TWO,
              true,
              1.25),
          new Target(
              "SCRU64 2 threads: time per ID within 1.25x of the floor's",
              "TwoThreadBenchmark.scru64",
              FLOOR_TWO,
              true,
              1.25),
          new Target(
              "ULID 2 threads: time per ID within 1.25x of the floor's",
              "TwoThreadBenchmark.ulid",
              FLOOR_TWO,
              true,
              1.25),
          new Target(
              "EUID 2 threads: time per ID within 1.25x of the floor's",
              "TwoThreadBenchmark.euid",
              FLOOR_TWO,
              true,
              1.25),
          new Target(
              "UUIDv7 2 threads: time per ID within 1.25x of the floor's",
              "TwoThreadBenchmark.uuidV7",
              FLOOR_TWO,
              true,
              1.25),
          new Target(
              "SCRU128 2 threads: throughput >= 1 thread's (time per ID <= 2x)",
              "TwoThreadBenchmark.scru128",
              "Scru128Benchmark.generate",
              true,
              2,
              true),
          new Target(
              "SCRU128 v1 2 threads: throughput >= 1 thread's (time per ID <= 2x)",
              "TwoThreadBenchmark.scru128V1",
              "Scru128V1Benchmark.generate",
              true,
              2,
              true),
          new Target(
              "SCRU64 2 threads: throughput >= 1 thread's (time per ID <= 2x)",
              "TwoThreadBenchmark.scru64",
              "Scru64Benchmark.generate",
              true,
              2,
              true),
          new Target(
              "ULID 2 threads: throughput >= 1 thread's (time per ID <= 2x)",
              "TwoThreadBenchmark.ulid",
              "UlidBenchmark.generate",
              true,
              2,
              true),
          new Target(
              "EUID 2 threads: throughput >= 1 thread's (time per ID <= 2x)",
              "TwoThreadBenchmark.euid",
              "EuidBenchmark.generate",
              true,
              2,
              true),
          new Target(
              "UUIDv7 2 threads: throughput >= 1 thread's (time per ID <= 2x)",
              "TwoThreadBenchmark.uuidV7",
              "UuidBenchmark.uuidV7",
              true,
              2,
              true),
          new Target(
              "SCRU128 generateBatch >= 3x the throughput of generate",
              "Scru128Benchmark.generate",
              "Scru128Benchmark.generateBatch",
              false,
              3),
          new Target(
              "ULID generateBatch >= 3x the throughput of generate",
              "UlidBenchmark.generate",
              "UlidBenchmark.generateBatch",
              false,
              3),
          new Target(
              "EUID generateBatch >= 3x the throughput of generate",
              "EuidBenchmark.generate",
              "EuidBenchmark.generateBatch",
              false,
              3),
          new Target(
              "SCRU128 v1 generateBatch >= 3x the throughput of generate",
              "Scru128V1Benchmark.generate",
              "Scru128V1Benchmark.generateBatch",
              false,
              3),
          new Target(
              "Jackson 2: write a SCRU128 record <= 1.2x a UUID record",
              "JacksonBenchmark.jackson2Write",
              "JacksonBenchmark.uuidJackson2Write",
              true,
              1.2),
          new Target(
              "Jackson 2: read a SCRU128 record <= 1.2x a UUID record",
              "JacksonBenchmark.jackson2Read",
              "JacksonBenchmark.uuidJackson2Read",
              true,
              1.2),
          new Target(
              "Jackson 3: write a SCRU128 record <= 1.2x a UUID record",
              "JacksonBenchmark.jackson3Write",
              "JacksonBenchmark.uuidJackson3Write",
              true,
              1.2),
          new Target(
              "Jackson 3: read a SCRU128 record <= 1.2x a UUID record",
              "JacksonBenchmark.jackson3Read",
              "JacksonBenchmark.uuidJackson3Read",
              true,
              1.2));

  /**
   * For each group of rows, the peer row that a sortid row of the same operation is compared with
   * in the table's "vs peer" column, by the operation's method name.
   */
  private static final Map<String, String> PEER_OF =
      Map.ofEntries(
          Map.entry("Scru128Benchmark.generate", "Scru128Benchmark.officialGenerate"),
          Map.entry("Scru128Benchmark.generateString", "Scru128Benchmark.officialGenerateString"),
          Map.entry("Scru128Benchmark.toText", "Scru128Benchmark.officialToText"),
          Map.entry("Scru128Benchmark.fromText", "Scru128Benchmark.officialFromText"),
          Map.entry("Scru128Benchmark.generateBatch", "Scru128Benchmark.officialGenerate"),
          Map.entry("UlidBenchmark.generate", "UlidBenchmark.creatorGenerate"),
          Map.entry("UlidBenchmark.toText", "UlidBenchmark.creatorToText"),
          Map.entry("UlidBenchmark.fromText", "UlidBenchmark.creatorFromText"),
          Map.entry("UlidBenchmark.generateBatch", "UlidBenchmark.creatorGenerate"),
          Map.entry("Scru64Benchmark.generate", "Scru128Benchmark.generate"),
          Map.entry("Scru64Benchmark.generateString", "Scru128Benchmark.generateString"),
          Map.entry("Scru64Benchmark.toText", "Scru128Benchmark.toText"),
          Map.entry("Scru64Benchmark.fromText", "Scru128Benchmark.fromText"),
          Map.entry("Scru64LeaseBenchmark.zooKeeperLease", "Scru64LeaseBenchmark.generator"),
          Map.entry("Scru64LeaseBenchmark.jdbcLease", "Scru64LeaseBenchmark.generator"),
          Map.entry("EuidBenchmark.generate", "Scru128Benchmark.generate"),
          Map.entry("EuidBenchmark.generateString", "Scru128Benchmark.generateString"),
          Map.entry("EuidBenchmark.toText", "Scru128Benchmark.toText"),
          Map.entry("EuidBenchmark.fromText", "Scru128Benchmark.fromText"),
          Map.entry("EuidBenchmark.generateBatch", "Scru128Benchmark.generateBatch"),
          Map.entry("Scru128V1Benchmark.generate", "Scru128Benchmark.generate"),
          Map.entry("Scru128V1Benchmark.toText", "Scru128Benchmark.toText"),
          Map.entry("Scru128V1Benchmark.fromText", "Scru128Benchmark.fromText"),
          Map.entry("Scru128V1Benchmark.generateBatch", "Scru128Benchmark.generateBatch"),
          Map.entry("TwoThreadBenchmark.scru128", "TwoThreadBenchmark.officialScru128"),
          Map.entry("TwoThreadBenchmark.ulid", "TwoThreadBenchmark.creatorUlid"),
          Map.entry("TwoThreadBenchmark.scru64", "TwoThreadBenchmark.scru128"),
          Map.entry("TwoThreadBenchmark.euid", "TwoThreadBenchmark.scru128"),
          Map.entry("TwoThreadBenchmark.scru128V1", "TwoThreadBenchmark.scru128"),
          Map.entry("TwoThreadBenchmark.uuidV7", "TwoThreadBenchmark.jugV7"),
          Map.entry("UuidBenchmark.uuidV7", "UuidBenchmark.jugV7"),
          Map.entry("TwoThreadBenchmark.sharedCounter", "UuidBenchmark.sharedCounter"),
          Map.entry("TwoThreadBenchmark.sharedState", "TwoThreadBenchmark.sharedCounter"),
          Map.entry("TwoThreadBenchmark.currentTimeMillis", "UuidBenchmark.currentTimeMillis"),
          Map.entry("JacksonBenchmark.jackson2Write", "JacksonBenchmark.uuidJackson2Write"),
          Map.entry("JacksonBenchmark.jackson2Read", "JacksonBenchmark.uuidJackson2Read"),
          Map.entry("JacksonBenchmark.jackson3Write", "JacksonBenchmark.uuidJackson3Write"),
          Map.entry("JacksonBenchmark.jackson3Read", "JacksonBenchmark.uuidJackson3Read"));

  /**
   * Prints the table and the targets, and writes the chart if a second argument names its file.
   *
   * @param args the JMH JSON result file, and optionally the SVG file to write
   * @throws IOException if a file cannot be read or written
   */
  public static void main(String[] args) throws IOException {
    if (args.length < 1 || args.length > 2) {
      System.err.println("usage: java Report.java results.json [chart.svg]");
      System.exit(2);
    }
    Object json = new Json(Files.readString(Path.of(args[0]), StandardCharsets.UTF_8)).parse();
    Map<String, Row> rows = rows(json);
    System.out.print(table(rows));
    System.out.println();
    System.out.print(targets(rows));
    String latency = latency(rows);
    if (!latency.isEmpty()) {
      System.out.println();
      System.out.print(latency);
    }
    String spread = forkSpread(rows);
    if (!spread.isEmpty()) {
      System.out.println();
      System.out.print(spread);
    }
    if (args.length == 2) {
      Files.writeString(Path.of(args[1]), svg(rows), StandardCharsets.UTF_8);
      System.out.println();
      System.out.println("chart: " + args[1]);
    }
  }

  /** Reads the rows of a JMH result file, keyed "Class.method", in the file's order. */
  static Map<String, Row> rows(Object json) {
    Map<String, Row> rows = new LinkedHashMap<>();
    for (Object item : (List<?>) json) {
      Map<?, ?> result = (Map<?, ?>) item;
      String benchmark = (String) result.get("benchmark");
      String[] parts = benchmark.split("\\.");
      String group = parts[parts.length - 2];
      String method = parts[parts.length - 1];
      Map<?, ?> metric = (Map<?, ?>) result.get("primaryMetric");
      double score = (Double) metric.get("score");
      double error = metric.get("scoreError") instanceof Double d && !d.isNaN() ? d : 0;
      // JMH writes NaN bounds (as strings) when a row has too few iterations for an interval.
      double low = score - error;
      double high = score + error;
      if (metric.get("scoreConfidence") instanceof List<?> bounds
          && bounds.size() == 2
          && bounds.get(0) instanceof Double first
          && bounds.get(1) instanceof Double second
          && !first.isNaN()
          && !second.isNaN()) {
        low = first;
        high = second;
      }
      int threads = ((Double) result.get("threads")).intValue();
      Map<String, Double> percentiles = new LinkedHashMap<>();
      ((Map<?, ?>) metric.get("scorePercentiles"))
          .forEach((p, value) -> percentiles.put((String) p, (Double) value));
      String key = group + "." + method;
      rows.put(
          key,
          new Row(
              key,
              group,
              method,
              (String) result.get("mode"),
              threads,
              score,
              error,
              low,
              high,
              forkMeans(metric),
              percentiles));
    }
    return rows;
  }

  /**
   * The mean of each fork's measured iterations: from {@code rawData} (one list of iteration scores
   * per fork), or for a sampled row from {@code rawDataHistogram} (per fork, per iteration, a list
   * of {@code [time, count]} pairs), weighting every sampled call alike.
   */
  static List<Double> forkMeans(Map<?, ?> metric) {
    List<Double> means = new ArrayList<>();
    if (metric.get("rawData") instanceof List<?> forks) {
      for (Object fork : forks) {
        List<?> scores = (List<?>) fork;
        means.add(scores.stream().mapToDouble(x -> (Double) x).sum() / scores.size());
      }
    } else if (metric.get("rawDataHistogram") instanceof List<?> forks) {
      for (Object fork : forks) {
        double sum = 0;
        double count = 0;
        for (Object iteration : (List<?>) fork) {
          for (Object bin : (List<?>) iteration) {
            List<?> pair = (List<?>) bin;
            sum += (Double) pair.get(0) * (Double) pair.get(1);
            count += (Double) pair.get(1);
          }
        }
        means.add(sum / count);
      }
    }
    return means;
  }

  /** The markdown table of every row, with its ratio to the row it is compared with. */
  static String table(Map<String, Row> rows) {
    StringBuilder out = new StringBuilder();
    out.append("| benchmark | threads | ns/op | ± | compared with | ratio |\n");
    out.append("| --- | ---: | ---: | ---: | --- | ---: |\n");
    for (Row row : rows.values()) {
      String other = PEER_OF.get(row.key());
      Row base = other != null ? rows.get(other) : null;
      out.append("| ")
          .append(row.peer() ? row.key() : "**" + row.key() + "**")
          .append(" | ")
          .append(row.threads())
          .append(" | ")
          .append(format(row.score()))
          .append(" | ")
          .append(format(row.error()))
          .append(" | ")
          .append(base != null ? base.key() : "")
          .append(" | ")
          .append(base != null ? comparison(base.score() / row.score()) : "")
          .append(" |\n");
    }
    return out.toString();
  }

  /** The markdown table of the targets with PASS or MISS, and a count of each. */
  static String targets(Map<String, Row> rows) {
    StringBuilder out = new StringBuilder();
    out.append("| target | measured | result |\n");
    out.append("| --- | ---: | --- |\n");
    Row floorTwo = rows.get(FLOOR_TWO);
    Row floorOne = rows.get(FLOOR_ONE);
    int pass = 0;
    int miss = 0;
    int notApplicable = 0;
    int missing = 0;
    for (Target target : TARGETS) {
      Row a = rows.get(target.numerator());
      Row b = rows.get(target.denominator());
      String measured;
      String verdict;
      if (a == null || b == null) {
        measured = "not run";
        verdict = "-";
        missing++;
      } else {
        double ratio = a.score() / b.score();
        boolean met = target.atMost() ? ratio <= target.bound() : ratio >= target.bound();
        measured = ratio(ratio) + (target.atMost() ? " (<= " : " (>= ") + target.bound() + ")";
        if (target.floorBound() && (floorTwo == null || floorOne == null)) {
          verdict = "n/a: the floor rows were not run";
          notApplicable++;
        } else if (target.floorBound() && floorTwo.score() / floorOne.score() > target.bound()) {
          verdict =
              "n/a: floor's own 2-thread ratio is " + ratio(floorTwo.score() / floorOne.score());
          notApplicable++;
        } else if (met) {
          verdict = "PASS";
          pass++;
        } else {
          verdict = "MISS";
          miss++;
        }
      }
      out.append("| ")
          .append(target.description())
          .append(" | ")
          .append(measured)
          .append(" | ")
          .append(verdict)
          .append(" |\n");
    }
    Row latency = rows.get(LATENCY_SCRU128);
    Row latencyFloor = rows.get(LATENCY_FLOOR);
    String description = "SCRU128 2 threads: p99.9 <= " + (long) (P999_BOUND_NS / 1000) + " µs";
    if (latency == null || latencyFloor == null) {
      out.append("| ").append(description).append(" | not run | - |\n");
      missing++;
    } else {
      double p999 = latency.percentiles().get("99.9");
      double floorP999 = latencyFloor.percentiles().get("99.9");
      out.append("| ").append(description).append(" | ").append(micros(p999)).append(" µs");
      if (floorP999 > P999_BOUND_NS) {
        // Then a single preemption or interrupt costs more than the bound, whatever the generator
        // does; what is left to judge is how SCRU128's tail compares with the floor's.
        out.append(" (")
            .append(ratio(p999 / floorP999))
            .append(" the floor's ")
            .append(micros(floorP999))
            .append(" µs) | n/a: the floor's own p99.9 is above ")
            .append((long) (P999_BOUND_NS / 1000))
            .append(" µs, the machine's noise sets the bound |\n");
        notApplicable++;
      } else {
        boolean met = p999 <= P999_BOUND_NS;
        out.append(" (<= ")
            .append((long) (P999_BOUND_NS / 1000))
            .append(") | ")
            .append(met ? "PASS" : "MISS")
            .append(" |\n");
        if (met) {
          pass++;
        } else {
          miss++;
        }
      }
    }
    if (floorTwo != null && floorOne != null) {
      // The two-thread targets cannot beat the hardware: this is what a single shared atomic
      // counter, the least state a cross-thread ordering needs, costs at two threads.
      out.append("\nfloor of the two-thread ratios (clock + one shared atomic increment): ")
          .append(ratio(floorTwo.score() / floorOne.score()))
          .append('\n');
    }
    out.append("\ntargets: ")
        .append(pass)
        .append(" PASS, ")
        .append(miss)
        .append(" MISS")
        .append(notApplicable > 0 ? ", " + notApplicable + " n/a" : "")
        .append(missing > 0 ? ", " + missing + " not run" : "")
        .append('\n');
    return out.toString();
  }

  /**
   * The markdown table of the sampled rows' tails, in µs, one column per row: the percentiles of
   * single calls that the average hides. Empty if no row was sampled.
   */
  static String latency(Map<String, Row> rows) {
    List<Row> sampled = rows.values().stream().filter(row -> row.mode().equals("sample")).toList();
    if (sampled.isEmpty()) {
      return "";
    }
    StringBuilder out = new StringBuilder("| time per call, µs (JMH sample mode) |");
    for (Row row : sampled) {
      out.append(' ').append(row.key()).append(" (").append(row.threads()).append(" threads) |");
    }
    out.append("\n| --- |").append(" ---: |".repeat(sampled.size())).append('\n');
    out.append("| mean |");
    for (Row row : sampled) {
      out.append(' ').append(micros(row.score())).append(" |");
    }
    out.append('\n');
    for (String percentile : PERCENTILES) {
      out.append("| ")
          .append(percentile.equals("100.0") ? "max" : "p" + percentile.replace(".0", ""));
      out.append(" |");
      for (Row row : sampled) {
        Double value = row.percentiles().get(percentile);
        out.append(' ').append(value != null ? micros(value) : "-").append(" |");
      }
      out.append('\n');
    }
    return out.toString();
  }

  /**
   * The markdown table of how far apart the forks of each row are: the mean of the slowest fork's
   * iterations over the fastest fork's, for the rows that ran with two forks or more. A row whose
   * forks disagree more than the iterations within a fork measured a property of the fork (what the
   * JIT compiled, where the code and the heap landed) rather than of the code. Empty if no row ran
   * with two forks.
   */
  static String forkSpread(Map<String, Row> rows) {
    List<Row> forked = rows.values().stream().filter(row -> row.forkMeans().size() >= 2).toList();
    if (forked.isEmpty()) {
      return "";
    }
    StringBuilder out = new StringBuilder();
    out.append(
        "| benchmark | forks | fastest fork, ns/op | slowest fork, ns/op | slowest / fastest |\n");
    out.append("| --- | ---: | ---: | ---: | ---: |\n");
    int within = 0;
    for (Row row : forked) {
      double fastest = row.forkMeans().stream().mapToDouble(x -> x).min().orElseThrow();
      double slowest = row.forkMeans().stream().mapToDouble(x -> x).max().orElseThrow();
      if (slowest / fastest <= FORK_SPREAD_BOUND) {
        within++;
      }
      out.append("| ")
          .append(row.key())
          .append(" | ")
          .append(row.forkMeans().size())
          .append(" | ")
          .append(format(fastest))
          .append(" | ")
          .append(format(slowest))
          .append(" | ")
          .append(ratio(slowest / fastest))
          .append(" |\n");
    }
    out.append("\nfork spread: ")
        .append(within)
        .append(" of ")
        .append(forked.size())
        .append(" rows have their slowest fork within ")
        .append(ratio(FORK_SPREAD_BOUND))
        .append(" of their fastest\n");
    return out.toString();
  }

  /** The colour of sortid's bars. */
  private static final String SORTID_COLOUR = "#1f6feb";

  /** The colour of the peers' and baselines' bars. */
  private static final String PEER_COLOUR = "#a0a0a0";

  /** The colour of the confidence-interval whiskers. */
  private static final String WHISKER_COLOUR = "#222222";

  /** Characters at most 0.42 em wide in DejaVu Sans. */
  private static final String NARROW = " !'(),-./:;I[\\]fijlrt|`";

  /** Characters up to 1 em wide in DejaVu Sans. */
  private static final String WIDE = "%@MWmw";

  /** Characters at most 0.84 em wide in DejaVu Sans, with the capitals (0.79 em at most). */
  private static final String BROAD = "\"#&*+<=>?^_{}~";

  /**
   * A generous estimate of how wide a text is drawn, in px: each character counts as the widest
   * character of its class in DejaVu Sans, whose metrics match Verdana's and are wider than
   * Arial's, Helvetica's or Liberation Sans', the fonts "sans-serif" usually stands for. Bold text
   * counts 15% wider; characters beyond ASCII count 1 em.
   */
  static double textWidth(String text, double fontSize, boolean bold) {
    double em = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c > '~' || WIDE.indexOf(c) >= 0) {
        em += 1;
      } else if (NARROW.indexOf(c) >= 0) {
        em += 0.42;
      } else if (BROAD.indexOf(c) >= 0 || Character.isUpperCase(c)) {
        em += 0.84;
      } else {
        em += 0.64;
      }
    }
    return em * fontSize * (bold ? 1.15 : 1);
  }

  /**
   * One block of the chart under a heading: groups of rows, drawn with a gap between groups. In a
   * group of compared rows the last row is the one the others are compared with.
   */
  record Section(String heading, List<Group> groups) {}

  /**
   * Rows drawn next to each other; {@code reference} is the row the others are compared with (the
   * group's last row), or null for a group of rows compared with nothing.
   */
  record Group(List<Row> rows, Row reference) {}

  /**
   * The chart's rows in the order they are drawn. Each row that the table compares with another
   * ({@link #PEER_OF}) stands next to it: one group per row compared with, holding the rows
   * compared with it (in the file's order) and then that row itself. A row that is compared with
   * one row and compared against by others (SCRU128's own {@code generate}, say) is drawn in both
   * groups. The groups whose reference is a peer library or a baseline come first, then those whose
   * reference is a sortid row, then the rows compared with nothing, one group per benchmark class.
   */
  static List<Section> chartSections(Map<String, Row> rows) {
    Map<String, List<Row>> comparedWith = new LinkedHashMap<>();
    for (Row row : rows.values()) {
      String other = PEER_OF.get(row.key());
      if (other != null && rows.containsKey(other)) {
        comparedWith.computeIfAbsent(other, key -> new ArrayList<>()).add(row);
      }
    }
    List<Group> againstPeers = new ArrayList<>();
    List<Group> againstSortid = new ArrayList<>();
    Set<String> drawn = new HashSet<>();
    for (Row reference : rows.values()) {
      List<Row> subjects = comparedWith.get(reference.key());
      if (subjects == null) {
        continue;
      }
      List<Row> members = new ArrayList<>(subjects);
      members.add(reference);
      members.forEach(row -> drawn.add(row.key()));
      (reference.peer() ? againstPeers : againstSortid).add(new Group(members, reference));
    }
    Map<String, List<Row>> rest = new LinkedHashMap<>();
    for (Row row : rows.values()) {
      if (!drawn.contains(row.key())) {
        rest.computeIfAbsent(row.group(), group -> new ArrayList<>()).add(row);
      }
    }
    List<Section> sections = new ArrayList<>();
    if (!againstPeers.isEmpty()) {
      sections.add(new Section("Compared with a peer library or baseline", againstPeers));
    }
    if (!againstSortid.isEmpty()) {
      sections.add(new Section("Compared with another sortid row", againstSortid));
    }
    if (!rest.isEmpty()) {
      sections.add(
          new Section(
              "Not compared",
              rest.values().stream().map(members -> new Group(members, null)).toList()));
    }
    return sections;
  }

  /** A row's label on the chart: its key, and its thread count when above one. */
  private static String label(Row row) {
    return row.key() + (row.threads() > 1 ? " (" + row.threads() + " threads)" : "");
  }

  /**
   * A horizontal bar chart of the rows on a logarithmic time axis (the rows span three orders of
   * magnitude), in the groups of {@link #chartSections}: sortid's rows in one colour and the peers'
   * in another, each bar with a whisker over its 99.9% confidence interval. The label column is as
   * wide as the longest label needs.
   *
   * <p>Each row is a {@code <g class="row">} with its key in {@code data-key}, holding the label, a
   * {@code rect class="bar"} and a {@code path class="error-bar"}; each group is a {@code <g
   * class="group">}.
   */
  static String svg(Map<String, Row> rows) {
    int fontSize = 12;
    int titleSize = 14;
    int rowHeight = 18;
    int barHeight = 14;
    int groupGap = 8;
    int headingHeight = 24;
    int margin = 10;
    int barArea = 560;
    String title = "Average time per operation, ns (log scale; shorter is faster)";
    String note =
        "Each group: sortid rows, then the row they are compared with; the ratio is against it.";
    List<Section> sections = chartSections(rows);

    double labelWidth = 0;
    double lowest = Double.MAX_VALUE;
    double highest = 1;
    for (Section section : sections) {
      labelWidth = Math.max(labelWidth, textWidth(section.heading(), fontSize, true));
      for (Group group : section.groups()) {
        for (Row row : group.rows()) {
          labelWidth = Math.max(labelWidth, textWidth(label(row), fontSize, false));
          lowest = Math.min(lowest, row.score());
          highest = Math.max(highest, Math.max(row.score(), row.high()));
        }
      }
    }
    // From 1 ns (or the decade below the fastest row) to the first 1, 2 or 5 times a power of ten
    // at or above the top of the slowest row's interval.
    int fromDecade = (int) Math.min(0, Math.floor(Math.log10(lowest)));
    double power = Math.pow(10, Math.floor(Math.log10(highest)));
    double end = power;
    for (int step : new int[] {2, 5, 10}) {
      end = end < highest ? power * step : end;
    }
    double axisEnd = Math.max(end, Math.pow(10, fromDecade + 1));
    double span = Math.log10(axisEnd) - fromDecade;
    double barX = Math.ceil(margin + labelWidth + 8);
    DoubleUnaryOperator x =
        value -> {
          double clamped = Math.min(Math.max(value, Math.pow(10, fromDecade)), axisEnd);
          return barX + barArea * (Math.log10(clamped) - fromDecade) / span;
        };

    int legendY = 60;
    int axisY = 84;
    int top = axisY + 8;
    StringBuilder body = new StringBuilder();
    double right = barX + barArea;
    int y = top;
    for (Section section : sections) {
      y += headingHeight;
      body.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%d\" y=\"%d\" font-weight=\"bold\">%s</text>\n",
              margin,
              y - 7,
              escape(section.heading())));
      for (Group group : section.groups()) {
        body.append("<g class=\"group\"")
            .append(
                group.reference() != null
                    ? " data-reference=\"" + escape(group.reference().key()) + "\""
                    : "")
            .append(">\n");
        for (Row row : group.rows()) {
          double barEnd = x.applyAsDouble(row.score());
          double low = x.applyAsDouble(row.low());
          double high = x.applyAsDouble(row.high());
          double middle = y + rowHeight / 2.0;
          String value = format(row.score()) + " ± " + format(row.error());
          String ratio =
              group.reference() != null && group.reference() != row
                  ? comparison(group.reference().score() / row.score())
                  : "";
          double valueX = Math.max(barEnd, high) + 5;
          right =
              Math.max(
                  right,
                  valueX
                      + textWidth(value, fontSize, false)
                      + (ratio.isEmpty() ? 0 : 10 + textWidth(ratio, fontSize, true)));
          body.append(
              String.format(
                  Locale.ROOT,
                  "<g class=\"row\" data-key=\"%s\"%s>"
                      + "<text class=\"label\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>"
                      + "<rect class=\"bar\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%d\""
                      + " fill=\"%s\"/>"
                      + "<path class=\"error-bar\" d=\"M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fV%.1f\""
                      + " stroke=\"%s\" fill=\"none\"/>"
                      + "<text class=\"value\" x=\"%.1f\" y=\"%.1f\">%s%s</text></g>\n",
                  escape(row.key()),
                  group.reference() != null && group.reference() != row
                      ? " data-compared-with=\"" + escape(group.reference().key()) + "\""
                      : "",
                  barX - 8,
                  middle + 4,
                  escape(label(row)),
                  barX,
                  middle - barHeight / 2.0,
                  Math.max(barEnd - barX, 1),
                  barHeight,
                  row.peer() ? PEER_COLOUR : SORTID_COLOUR,
                  low,
                  middle,
                  high,
                  low,
                  middle - 4,
                  middle + 4,
                  high,
                  middle - 4,
                  middle + 4,
                  WHISKER_COLOUR,
                  valueX,
                  middle + 4,
                  escape(value),
                  ratio.isEmpty()
                      ? ""
                      : "<tspan dx=\"10\" font-weight=\"bold\">" + escape(ratio) + "</tspan>"));
          y += rowHeight;
        }
        body.append("</g>\n");
        y += groupGap;
      }
    }
    int bottom = y;
    int height = bottom + 30;
    String sortidText = "sortid";
    String peerText = "peer library or baseline";
    String whiskerText = "99.9% confidence interval (JMH)";
    double peerX = margin + 18 + textWidth(sortidText, fontSize, false) + 16;
    double whiskerX = peerX + 18 + textWidth(peerText, fontSize, false) + 16;
    double width = right + margin;
    width = Math.max(width, margin * 2 + textWidth(title, titleSize, true));
    width = Math.max(width, margin * 2 + textWidth(note, fontSize, false));
    width = Math.ceil(Math.max(width, whiskerX + 18 + textWidth(whiskerText, fontSize, false)));

    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%d\""
                + " viewBox=\"0 0 %.0f %d\" font-family=\"sans-serif\" font-size=\"%d\">\n",
            width,
            height,
            width,
            height,
            fontSize));
    out.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    out.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%d\" y=\"20\" font-size=\"%d\" font-weight=\"bold\">%s</text>\n"
                + "<text x=\"%d\" y=\"38\" fill=\"#444444\">%s</text>\n",
            margin,
            titleSize,
            escape(title),
            margin,
            escape(note)));
    // The legend: a sortid bar, a peer bar and a whisker, each with its meaning.
    out.append(legendSwatch(margin, legendY, SORTID_COLOUR, sortidText));
    out.append(legendSwatch(peerX, legendY, PEER_COLOUR, peerText));
    out.append(
        String.format(
            Locale.ROOT,
            "<path d=\"M%.1f %dH%.1fM%.1f %dV%dM%.1f %dV%d\" stroke=\"%s\" fill=\"none\"/>"
                + "<text x=\"%.1f\" y=\"%d\">%s</text>\n",
            whiskerX,
            legendY - 4,
            whiskerX + 14,
            whiskerX,
            legendY - 8,
            legendY,
            whiskerX + 14,
            legendY - 8,
            legendY,
            WHISKER_COLOUR,
            whiskerX + 18,
            legendY,
            escape(whiskerText)));
    // The axis: a line and a number at each power of ten, at the top and the bottom; lighter lines
    // at 2 and 5 times each, numbered only where the axis ends on one.
    double last = axisEnd * (1 + 1e-9);
    for (int d = fromDecade; Math.pow(10, d) <= last; d++) {
      double decade = Math.pow(10, d);
      out.append(gridLine(x.applyAsDouble(decade), decade, "#cccccc", top, bottom, axisY));
      for (int step : new int[] {2, 5}) {
        double value = decade * step;
        if (value <= last) {
          boolean numbered = value * (1 + 1e-9) >= axisEnd;
          out.append(
              gridLine(
                  x.applyAsDouble(value),
                  numbered ? value : Double.NaN,
                  numbered ? "#cccccc" : "#eeeeee",
                  top,
                  bottom,
                  axisY));
        }
      }
    }
    out.append(body);
    out.append("</svg>\n");
    return out.toString();
  }

  /**
   * A vertical grid line from {@code top} to {@code bottom}, and unless {@code value} is NaN its
   * number above the rows (at {@code axisY}) and below them.
   */
  private static String gridLine(
      double at, double value, String colour, int top, int bottom, int axisY) {
    String line =
        String.format(
            Locale.ROOT,
            "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"/>",
            at,
            top,
            at,
            bottom,
            colour);
    if (Double.isNaN(value)) {
      return line + "\n";
    }
    String number = value >= 1 ? String.valueOf(Math.round(value)) : format(value);
    String text = "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#666666\">%s</text>";
    return line
        + String.format(Locale.ROOT, text, at, axisY, number)
        + String.format(Locale.ROOT, text, at, bottom + 16, number)
        + "\n";
  }

  /** A legend entry: a small bar of the colour, and its meaning right of it. */
  private static String legendSwatch(double x, int y, String colour, String text) {
    return String.format(
        Locale.ROOT,
        "<rect x=\"%.1f\" y=\"%d\" width=\"14\" height=\"10\" fill=\"%s\"/>"
            + "<text x=\"%.1f\" y=\"%d\">%s</text>\n",
        x,
        y - 9,
        colour,
        x + 18,
        y,
        escape(text));
  }

  /** The text with the characters XML reserves escaped. */
  private static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }

  private static String format(double value) {
    return value >= 100
        ? String.format(Locale.ROOT, "%.0f", value)
        : String.format(Locale.ROOT, "%.1f", value);
  }

  /** "2.50x faster" or "1.20x slower", from the ratio of the other row's time to this one's. */
  private static String comparison(double speedup) {
    return speedup >= 1 ? ratio(speedup) + " faster" : ratio(1 / speedup) + " slower";
  }

  /** A time in ns written in µs, with three significant digits or more. */
  private static String micros(double nanos) {
    double value = nanos / 1000;
    return value >= 100
        ? String.format(Locale.ROOT, "%.0f", value)
        : value >= 10
            ? String.format(Locale.ROOT, "%.1f", value)
            : String.format(Locale.ROOT, "%.2f", value);
  }

  private static String ratio(double value) {
    return String.format(Locale.ROOT, "%.2fx", value);
  }

  /**
   * Just enough of a JSON parser for JMH's result files: objects become {@link LinkedHashMap}s,
   * arrays {@link ArrayList}s, numbers {@link Double}s (JMH writes {@code "NaN"} as a string).
   */
  static final class Json {
    private final String text;
    private int pos;

    Json(String text) {
      this.text = text;
    }

    Object parse() {
      Object value = value();
      skipSpace();
      if (pos != text.length()) {
        throw error("trailing characters");
      }
      return value;
    }

    private Object value() {
      skipSpace();
      if (pos >= text.length()) {
        throw error("unexpected end");
      }
      char c = text.charAt(pos);
      switch (c) {
        case '{':
          return object();
        case '[':
          return array();
        case '"':
          return string();
        case 't':
          return literal("true", Boolean.TRUE);
        case 'f':
          return literal("false", Boolean.FALSE);
        case 'n':
          return literal("null", null);
        default:
          return number();
      }
    }

    private Map<String, Object> object() {
      Map<String, Object> map = new LinkedHashMap<>();
      pos++;
      skipSpace();
      if (peek() == '}') {
        pos++;
        return map;
      }
      while (true) {
        skipSpace();
        String key = string();
        skipSpace();
        expect(':');
        map.put(key, value());
        skipSpace();
        if (peek() == ',') {
          pos++;
        } else {
          expect('}');
          return map;
        }
      }
    }

    private List<Object> array() {
      List<Object> list = new ArrayList<>();
      pos++;
      skipSpace();
      if (peek() == ']') {
        pos++;
        return list;
      }
      while (true) {
        list.add(value());
        skipSpace();
        if (peek() == ',') {
          pos++;
        } else {
          expect(']');
          return list;
        }
      }
    }

    private String string() {
      expect('"');
      StringBuilder out = new StringBuilder();
      while (true) {
        if (pos >= text.length()) {
          throw error("unterminated string");
        }
        char c = text.charAt(pos++);
        if (c == '"') {
          return out.toString();
        }
        if (c != '\\') {
          out.append(c);
          continue;
        }
        char escaped = text.charAt(pos++);
        switch (escaped) {
          case 'n':
            out.append('\n');
            break;
          case 't':
            out.append('\t');
            break;
          case 'r':
            out.append('\r');
            break;
          case 'b':
            out.append('\b');
            break;
          case 'f':
            out.append('\f');
            break;
          case 'u':
            out.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
            pos += 4;
            break;
          default:
            out.append(escaped);
        }
      }
    }

    private Double number() {
      int start = pos;
      while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
        pos++;
      }
      if (start == pos) {
        throw error("unexpected character '" + text.charAt(pos) + "'");
      }
      return Double.valueOf(text.substring(start, pos));
    }

    private Object literal(String word, Object value) {
      if (!text.startsWith(word, pos)) {
        throw error("expected " + word);
      }
      pos += word.length();
      return value;
    }

    private void expect(char c) {
      if (peek() != c) {
        throw error("expected '" + c + "'");
      }
      pos++;
    }

    private char peek() {
      return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void skipSpace() {
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
        pos++;
      }
    }

    private IllegalArgumentException error(String message) {
      return new IllegalArgumentException("JSON: " + message + " at offset " + pos);
    }
  }
}
