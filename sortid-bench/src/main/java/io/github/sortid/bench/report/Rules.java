package io.github.sortid.bench.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The report's rules, read from one JSON file ({@code report-rules.json} in the benchmarks jar, or
 * a file given with {@code --rules}): the speed targets, which row each row is compared with, which
 * rows measure a peer or a baseline, the scaling classes and the fork-spread rule. Rows are named
 * {@code "Class.method"} by the benchmark class's simple name.
 *
 * @param targets the speed targets, as ratios of two rows' times
 * @param latencyTargets the bounds on a sampled row's percentile
 * @param floor the floor rows that decide whether a target is judged at all
 * @param peers for each row, the row the table's "compared with" column names
 * @param scaling the classes of the scaling rows, one per thread count
 * @param peerRows which rows are drawn as a peer library or a baseline rather than sortid
 * @param forkSpread how far apart the forks of a row may be
 */
record Rules(
    List<RatioTarget> targets,
    List<LatencyTarget> latencyTargets,
    Floor floor,
    Map<String, String> peers,
    Scaling scaling,
    PeerRows peerRows,
    ForkSpreadRule forkSpread) {
  /** The rules file in the benchmarks jar, as a class-path resource. */
  static final String RESOURCE = "/report-rules.json";

  /** Checks that no part is missing. */
  Rules {
    Objects.requireNonNull(targets, "rules: no \"targets\"");
    Objects.requireNonNull(latencyTargets, "rules: no \"latencyTargets\"");
    Objects.requireNonNull(floor, "rules: no \"floor\"");
    Objects.requireNonNull(peers, "rules: no \"peers\"");
    Objects.requireNonNull(scaling, "rules: no \"scaling\"");
    Objects.requireNonNull(peerRows, "rules: no \"peerRows\"");
    Objects.requireNonNull(forkSpread, "rules: no \"forkSpread\"");
  }

  /**
   * A speed target: {@code score(numerator) / score(denominator)} must be at most {@code atMost} or
   * at least {@code atLeast} (one of the two). Scores are times, so "A is 3x faster than B" is
   * {@code B / A >= 3}.
   *
   * <p>A target {@code onlyWhereTheFloorMeetsIt} is judged only where the two-thread floor itself
   * meets the same bound: no generator that orders IDs across threads can do better than one shared
   * atomic increment.
   *
   * @param description what the target promises, as the report prints it
   * @param numerator the row whose time is divided
   * @param denominator the row whose time divides
   * @param atMost the ratio's upper bound, or null
   * @param atLeast the ratio's lower bound, or null
   * @param onlyWhereTheFloorMeetsIt whether the floor rows' own ratio decides if it is judged
   */
  record RatioTarget(
      String description,
      String numerator,
      String denominator,
      Double atMost,
      Double atLeast,
      boolean onlyWhereTheFloorMeetsIt) {
    /** Checks that the target names its rows and has exactly one bound. */
    RatioTarget {
      Objects.requireNonNull(description, "rules: a target without \"description\"");
      Objects.requireNonNull(numerator, "rules: target \"" + description + "\": no numerator");
      Objects.requireNonNull(denominator, "rules: target \"" + description + "\": no denominator");
      if ((atMost == null) == (atLeast == null)) {
        throw new IllegalArgumentException(
            "rules: target \"" + description + "\" needs exactly one of atMost and atLeast");
      }
    }

    /** The bound, whichever of the two it is. */
    double bound() {
      return atMost != null ? atMost : atLeast;
    }

    /** Whether a measured ratio meets the target. */
    boolean met(double ratio) {
      return atMost != null ? ratio <= atMost : ratio >= atLeast;
    }
  }

  /**
   * A bound on a sampled row's percentile, judged only where the floor's own percentile is within
   * it: above that, a single preemption costs more than the bound, whatever the generator does.
   *
   * @param description what the target promises
   * @param row the sampled row
   * @param floor the sampled floor row of the same thread count
   * @param percentile the percentile as JMH keys it ({@code "99.9"})
   * @param atMostNs the bound, ns
   */
  record LatencyTarget(
      String description, String row, String floor, String percentile, double atMostNs) {
    /** Checks that the target names its rows and its percentile. */
    LatencyTarget {
      Objects.requireNonNull(description, "rules: a latency target without \"description\"");
      Objects.requireNonNull(row, "rules: latency target \"" + description + "\": no row");
      Objects.requireNonNull(floor, "rules: latency target \"" + description + "\": no floor");
      Objects.requireNonNull(percentile, "rules: latency target \"" + description + "\": no %");
    }
  }

  /**
   * The floor of a generator with state on one and on two threads: a clock reading and one atomic
   * increment of a shared counter.
   *
   * @param oneThread the floor row on one thread
   * @param twoThreads the floor row on two threads
   */
  record Floor(String oneThread, String twoThreads) {
    /** Checks that both rows are named. */
    Floor {
      Objects.requireNonNull(oneThread, "rules: floor without \"oneThread\"");
      Objects.requireNonNull(twoThreads, "rules: floor without \"twoThreads\"");
    }
  }

  /**
   * The scaling rows: the same methods in one class per thread count, and the peer of each method
   * within its class.
   *
   * @param classes the classes, fewest threads first
   * @param peers for each method, the method of the same class it is compared with
   */
  record Scaling(List<String> classes, Map<String, String> peers) {
    /** Checks that both parts are there. */
    Scaling {
      Objects.requireNonNull(classes, "rules: scaling without \"classes\"");
      Objects.requireNonNull(peers, "rules: scaling without \"peers\"");
    }
  }

  /**
   * Which rows measure a peer library or a baseline: those of the {@code classes}, and those whose
   * method starts with one of the {@code methodPrefixes}; but never a method of {@code
   * sortidMethods}.
   *
   * @param classes the classes whose rows are all peers or baselines, but for sortid's methods
   * @param methodPrefixes the method-name prefixes of the peers' and the baselines' rows
   * @param sortidMethods the methods that measure sortid wherever they are
   */
  record PeerRows(List<String> classes, List<String> methodPrefixes, Set<String> sortidMethods) {
    /** Checks that every part is there. */
    PeerRows {
      Objects.requireNonNull(classes, "rules: peerRows without \"classes\"");
      Objects.requireNonNull(methodPrefixes, "rules: peerRows without \"methodPrefixes\"");
      Objects.requireNonNull(sortidMethods, "rules: peerRows without \"sortidMethods\"");
    }
  }

  /**
   * The fork-spread rule: a row's spread is its slowest fork's mean over its fastest fork's, less
   * one; a row is flagged when its spread exceeds the largest spread of the {@code jdkRows} in the
   * same run by more than {@code margin} (0.05: five percentage points).
   *
   * @param jdkRows rows that measure the JDK alone, the machine's own noise
   * @param margin how much more than the JDK rows' largest spread a row may spread
   */
  record ForkSpreadRule(List<String> jdkRows, double margin) {
    /** Checks that the JDK rows are named. */
    ForkSpreadRule {
      Objects.requireNonNull(jdkRows, "rules: forkSpread without \"jdkRows\"");
      if (jdkRows.isEmpty() || margin < 0) {
        throw new IllegalArgumentException(
            "rules: forkSpread needs at least one JDK row and a margin of 0 or more");
      }
    }
  }

  /**
   * Reads rules from JSON; a field the model does not know is an error.
   *
   * @param json the rules file's content
   * @return the rules
   * @throws IOException if the JSON cannot be read or misses a part
   */
  static Rules read(InputStream json) throws IOException {
    return new ObjectMapper().readValue(json, Rules.class);
  }

  /**
   * The rules of the benchmarks jar.
   *
   * @throws IOException if the resource cannot be read
   */
  static Rules builtIn() throws IOException {
    try (InputStream json = Rules.class.getResourceAsStream(RESOURCE)) {
      if (json == null) {
        throw new IOException("no " + RESOURCE + " on the class path");
      }
      return read(json);
    }
  }

  /** The row that the row of {@code key} is compared with, or null. */
  String peerOf(String key) {
    String peer = peers.get(key);
    if (peer != null) {
      return peer;
    }
    int dot = key.lastIndexOf('.');
    String method = scaling.peers().get(key.substring(dot + 1));
    return method != null && scaling.classes().contains(key.substring(0, dot))
        ? key.substring(0, dot + 1) + method
        : null;
  }

  /** Whether the row measures a peer library or a baseline rather than sortid. */
  boolean isPeer(Row row) {
    return !peerRows.sortidMethods().contains(row.method())
        && (peerRows.classes().contains(row.group())
            || peerRows.methodPrefixes().stream().anyMatch(row.method()::startsWith));
  }

  /**
   * What in the rules names no benchmark: each target, comparison and rule whose rows are not among
   * {@code benchmarks}, the rows that the benchmarks jar holds ("Class.method"). A renamed
   * {@code @Benchmark} shows here, not as a target that is silently never judged.
   *
   * @return one message per problem, naming the target or rule; empty if there is none
   */
  List<String> unknownRows(Set<String> benchmarks) {
    List<String> problems = new ArrayList<>();
    for (RatioTarget target : targets) {
      for (String row : List.of(target.numerator(), target.denominator())) {
        check(benchmarks, row, "target \"" + target.description() + "\"", problems);
      }
    }
    for (LatencyTarget target : latencyTargets) {
      for (String row : List.of(target.row(), target.floor())) {
        check(benchmarks, row, "latency target \"" + target.description() + "\"", problems);
      }
    }
    check(benchmarks, floor.oneThread(), "the floor", problems);
    check(benchmarks, floor.twoThreads(), "the floor", problems);
    peers.forEach(
        (row, peer) -> {
          check(benchmarks, row, "the comparison " + row + " -> " + peer, problems);
          check(benchmarks, peer, "the comparison " + row + " -> " + peer, problems);
        });
    for (String group : scaling.classes()) {
      scaling
          .peers()
          .forEach(
              (row, peer) -> {
                String rule = "the scaling comparison " + row + " -> " + peer;
                check(benchmarks, group + "." + row, rule, problems);
                check(benchmarks, group + "." + peer, rule, problems);
              });
    }
    for (String row : forkSpread.jdkRows()) {
      check(benchmarks, row, "the fork-spread rule's JDK rows", problems);
    }
    return problems;
  }

  private static void check(Set<String> benchmarks, String row, String where, List<String> out) {
    if (!benchmarks.contains(row)) {
      out.add(where + " names " + row + ", which is no benchmark of this jar");
    }
  }
}
