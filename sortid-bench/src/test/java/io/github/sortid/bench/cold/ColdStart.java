package io.github.sortid.bench.cold;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

/**
 * The cold-start benchmark: what a fresh JVM pays for its first ID, its first parse and its first
 * text, from sortid and from the JDK and the peer libraries, and how long the {@code sortid}
 * command line takes to print one ID next to a Java program that prints one random UUID.
 *
 * <pre>
 * sortid-bench/run-cold [ROUNDS]    # 21 rounds by default; about a minute and a half on 2 cores
 * </pre>
 *
 * <p>Each case is one fresh JVM running {@link Probe}, which times one first call from inside
 * {@code main}. A round runs every case once, in an order shuffled per round, so that a burst of
 * load from a neighbour falls on all cases alike; a first round warms the file cache and is not
 * counted. Each case's class path holds the probe's jar and the one library it uses, as an
 * application's would. The command-line cases are timed from outside, from the start of the process
 * to its end: the {@code ./sortid} launcher (a shell script that starts {@code java} on the command
 * line's jar with its class-data archive) and {@code java} running the probe's {@code printUuid}.
 *
 * <p>Every first ID is timed a second time in JVMs that make a first {@code SecureRandom} before
 * the clock starts ({@link Probe#AFTER_SECURE_RANDOM}): what each library adds to the JDK's own
 * first random bits, a steadier figure than the whole, since the JDK's cryptography start-up moves
 * by several milliseconds from one JVM to the next.
 *
 * <p>The report gives each case's median, its fastest and slowest run, and its ratio to its
 * yardstick, and judges the targets: every sortid generator's first ID within 1.2x of the JDK's
 * first {@code UUID.randomUUID()}, and {@code ./sortid scru128} within 2x of the Java program. It
 * writes every run to a CSV file.
 */
public final class ColdStart {
  /** A sortid generator's first ID may take at most this many times the JDK's first UUID. */
  private static final double FIRST_ID_TARGET = 1.2;

  /** {@code ./sortid scru128} may take at most this many times a Java program's one UUID. */
  private static final double COMMAND_LINE_TARGET = 2.0;

  private static final String YARDSTICK_ID = "jdk.randomUUID";
  private static final String YARDSTICK_COMMAND = "java printUuid";

  private static final List<String> SORTID_FIRST_IDS =
      List.of(
          "sortid.scru128",
          "sortid.scru128String",
          "sortid.scru128V1",
          "sortid.scru64",
          "sortid.ulid",
          "sortid.euid",
          "sortid.uuidV7");

  /** The first IDs timed again after a first {@code SecureRandom}: what each library adds. */
  private static final List<String> AFTER_SECURE_RANDOM_IDS =
      List.of(
          "jdk.randomUUID",
          "sortid.scru128",
          "sortid.scru128V1",
          "sortid.scru64",
          "sortid.ulid",
          "sortid.euid",
          "sortid.uuidV7",
          "official.scru128",
          "creator.ulid");

  private final Path probeJar;
  private final Map<String, String> libraries;
  private final Path launcher;

  private ColdStart(Path probeJar, Map<String, String> libraries, Path launcher) {
    this.probeJar = probeJar;
    this.libraries = libraries;
    this.launcher = launcher;
  }

  /**
   * Runs the benchmark and prints the report.
   *
   * @param args the number of rounds (default 21), the CSV file to write (default {@code
   *     sortid-bench/target/cold-start.csv}), and the {@code sortid} launcher (default {@code
   *     ./sortid})
   * @throws Exception if a case fails
   */
  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 21;
    Path csv = Path.of(args.length > 1 ? args[1] : "sortid-bench/target/cold-start.csv");
    Path launcher = Path.of(args.length > 2 ? args[2] : "sortid").toAbsolutePath();
    Path probeJar = csv.toAbsolutePath().getParent().resolve("cold-probe.jar");
    writeProbeJar(probeJar);
    ColdStart benchmark = new ColdStart(probeJar, libraries(), launcher);
    Map<String, List<Long>> runs = benchmark.run(rounds);
    write(csv, runs);
    System.out.println(report(runs, rounds));
    System.out.println("Runs: " + csv);
  }

  /** The jars of the libraries the cases use, from this JVM's class path. */
  private static Map<String, String> libraries() {
    Map<String, String> jars = new LinkedHashMap<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      String file = Path.of(entry).getFileName().toString();
      if (file.startsWith("sortid-core-") && file.endsWith(".jar")) {
        jars.put("sortid", entry);
      } else if (file.startsWith("scru128-") && file.endsWith(".jar")) {
        jars.put("official", entry);
      } else if (file.startsWith("ulid-creator-") && file.endsWith(".jar")) {
        jars.put("creator", entry);
      }
    }
    for (String library : List.of("sortid", "official", "creator")) {
      if (!jars.containsKey(library)) {
        throw new IllegalStateException(
            "no jar of "
                + library
                + " on the class path (sortid-core must be packaged: run sortid-bench/run-cold)");
      }
    }
    return jars;
  }

  /** Writes the probe into a jar of its own, as an application's classes would be. */
  private static void writeProbeJar(Path jar) throws IOException {
    Files.createDirectories(jar.getParent());
    String entry = Probe.class.getName().replace('.', '/') + ".class";
    try (InputStream in = Probe.class.getClassLoader().getResourceAsStream(entry);
        JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      if (in == null) {
        throw new IllegalStateException("the probe's class file is not on the class path");
      }
      out.putNextEntry(new JarEntry(entry));
      in.transferTo(out);
      out.closeEntry();
    }
  }

  /** Every case in a round, shuffled; the first round only warms up. */
  private Map<String, List<Long>> run(int rounds) throws IOException, InterruptedException {
    List<String> cases = new ArrayList<>(probeCases());
    cases.add("steps");
    cases.add(YARDSTICK_COMMAND);
    cases.add("./sortid scru128");
    cases.add("./sortid --help");
    Map<String, List<Long>> runs = new LinkedHashMap<>();
    Random order = new Random(42);
    for (int round = 0; round <= rounds; round++) {
      Collections.shuffle(cases, order);
      for (String name : cases) {
        Map<String, Long> measured = runCase(name);
        if (round > 0) {
          measured.forEach(
              (key, nanos) -> runs.computeIfAbsent(key, k -> new ArrayList<>()).add(nanos));
        }
      }
      System.err.printf(Locale.ROOT, "round %d of %d%n", round, rounds);
    }
    return runs;
  }

  private static List<String> probeCases() {
    List<String> cases = new ArrayList<>();
    cases.addAll(List.of("jdk.randomUUID", "jdk.uuidFromString", "jdk.uuidToString"));
    cases.add("jdk.cipherSetUp");
    cases.addAll(SORTID_FIRST_IDS);
    for (String name : AFTER_SECURE_RANDOM_IDS) {
      cases.add(Probe.AFTER_SECURE_RANDOM + name);
    }
    cases.addAll(
        List.of(
            "sortid.scru128FromString",
            "sortid.scru128ToString",
            "sortid.ulidFromString",
            "sortid.ulidToString"));
    cases.addAll(
        List.of(
            "official.scru128",
            "official.scru128FromString",
            "official.scru128ToString",
            "creator.ulid",
            "creator.ulidFromString",
            "creator.ulidToString"));
    return cases;
  }

  /** Runs one case and returns what it measured, in nanoseconds, by name. */
  private Map<String, Long> runCase(String name) throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    if (name.startsWith("./sortid")) {
      List<String> command = new ArrayList<>();
      command.add(launcher.toString());
      command.addAll(Arrays.asList(name.substring("./sortid ".length()).split(" ")));
      return Map.of(name, timeProcess(command));
    }
    if (name.equals(YARDSTICK_COMMAND)) {
      return Map.of(
          name,
          timeProcess(
              List.of(java, "-cp", probeJar.toString(), Probe.class.getName(), "printUuid")));
    }
    String call =
        name.startsWith(Probe.AFTER_SECURE_RANDOM)
            ? name.substring(Probe.AFTER_SECURE_RANDOM.length())
            : name;
    String library = name.equals("steps") ? "sortid" : call.substring(0, call.indexOf('.'));
    String classPath =
        library.equals("jdk")
            ? probeJar.toString()
            : probeJar + File.pathSeparator + libraries.get(library);
    List<String> command = new ArrayList<>(List.of(java, "-cp", classPath));
    if (call.equals("sortid.scru64")) {
      command.add("-Dsortid.scru64.nodeSpec=42/8");
    }
    command.addAll(List.of(Probe.class.getName(), name));
    Process process =
        new ProcessBuilder(command)
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (process.waitFor() != 0) {
      throw new IllegalStateException(name + " failed: " + output);
    }
    Map<String, Long> measured = new LinkedHashMap<>();
    for (String line : output.split("\n")) {
      String[] parts = line.split(" ");
      String key = name.equals("steps") ? "steps." + parts[0] : parts[0];
      measured.put(key, Long.parseLong(parts[1]));
    }
    return measured;
  }

  /** The wall time of a process, from its start to its end, its output discarded. */
  private static long timeProcess(List<String> command) throws IOException, InterruptedException {
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .redirectError(ProcessBuilder.Redirect.INHERIT);
    long start = System.nanoTime();
    Process process = builder.start();
    int status = process.waitFor();
    long nanos = System.nanoTime() - start;
    if (status != 0) {
      throw new IllegalStateException(String.join(" ", command) + " exited with " + status);
    }
    return nanos;
  }

  private static void write(Path csv, Map<String, List<Long>> runs) {
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(csv, StandardCharsets.UTF_8))) {
      out.println("case,run,nanos");
      runs.forEach(
          (name, nanos) -> {
            for (int i = 0; i < nanos.size(); i++) {
              out.printf(Locale.ROOT, "%s,%d,%d%n", name, i + 1, nanos.get(i));
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The Markdown report: the tables of docs/BENCHMARKS.md and the targets. */
  static String report(Map<String, List<Long>> runs, int rounds) {
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "Java %s (%s), %d runs per case, medians%n%n",
            System.getProperty("java.version"),
            System.getProperty("java.vm.name"),
            rounds));
    table(
        out, "first ID", runs, YARDSTICK_ID, SORTID_FIRST_IDS, "official.scru128", "creator.ulid");
    String after = Probe.AFTER_SECURE_RANDOM;
    table(
        out,
        "first ID after a first SecureRandom",
        runs,
        after + "official.scru128",
        AFTER_SECURE_RANDOM_IDS.stream()
            .filter(name -> name.startsWith("sortid."))
            .map(name -> after + name)
            .toList(),
        after + "creator.ulid",
        after + YARDSTICK_ID);
    table(
        out,
        "first fromString",
        runs,
        "jdk.uuidFromString",
        List.of("sortid.scru128FromString", "sortid.ulidFromString"),
        "official.scru128FromString",
        "creator.ulidFromString");
    table(
        out,
        "first toString",
        runs,
        "jdk.uuidToString",
        List.of("sortid.scru128ToString", "sortid.ulidToString"),
        "official.scru128ToString",
        "creator.ulidToString");
    out.append("| step of a first SCRU128 ID, in one JVM | median, ms | fastest | slowest |\n");
    out.append("| --- | ---: | ---: | ---: |\n");
    runs.forEach(
        (name, nanos) -> {
          if (name.startsWith("steps.")) {
            row(out, name.substring("steps.".length()), nanos);
          }
        });
    row(
        out,
        "the JDK's AES/CTR from nothing to 16 KiB (jdk.cipherSetUp, a JVM of its own)",
        runs.get("jdk.cipherSetUp"));
    out.append('\n');
    table(
        out,
        "command line, whole process",
        runs,
        YARDSTICK_COMMAND,
        List.of("./sortid scru128", "./sortid --help"));
    out.append("| target | measured | result |\n| --- | ---: | --- |\n");
    double idYardstick = median(runs.get(YARDSTICK_ID));
    for (String name : SORTID_FIRST_IDS) {
      target(
          out,
          name + " first ID <= " + FIRST_ID_TARGET + "x " + YARDSTICK_ID,
          median(runs.get(name)) / idYardstick,
          FIRST_ID_TARGET);
    }
    target(
        out,
        "./sortid scru128 <= " + COMMAND_LINE_TARGET + "x " + YARDSTICK_COMMAND,
        median(runs.get("./sortid scru128")) / median(runs.get(YARDSTICK_COMMAND)),
        COMMAND_LINE_TARGET);
    return out.toString();
  }

  private static void table(
      StringBuilder out,
      String title,
      Map<String, List<Long>> runs,
      String yardstick,
      List<String> sortid,
      String... peers) {
    double base = median(runs.get(yardstick));
    out.append("| ")
        .append(title)
        .append(" | median, ms | fastest | slowest | vs ")
        .append(yardstick)
        .append(" |\n| --- | ---: | ---: | ---: | ---: |\n");
    row(out, yardstick, runs.get(yardstick), base);
    for (String name : sortid) {
      row(out, "**" + name + "**", runs.get(name), base);
    }
    for (String name : peers) {
      row(out, name, runs.get(name), base);
    }
    out.append('\n');
  }

  private static void row(StringBuilder out, String name, List<Long> nanos, double base) {
    out.append(
        String.format(
            Locale.ROOT,
            "| %s | %.1f | %.1f | %.1f | %.2fx |%n",
            name,
            median(nanos) / 1e6,
            Collections.min(nanos) / 1e6,
            Collections.max(nanos) / 1e6,
            median(nanos) / base));
  }

  private static void row(StringBuilder out, String name, List<Long> nanos) {
    out.append(
        String.format(
            Locale.ROOT,
            "| %s | %.1f | %.1f | %.1f |%n",
            name,
            median(nanos) / 1e6,
            Collections.min(nanos) / 1e6,
            Collections.max(nanos) / 1e6));
  }

  private static void target(StringBuilder out, String description, double ratio, double atMost) {
    out.append(
        String.format(
            Locale.ROOT,
            "| %s | %.2fx | %s |%n",
            description,
            ratio,
            ratio <= atMost ? "PASS" : "MISS"));
  }

  static double median(List<Long> values) {
    List<Long> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
  }
}
