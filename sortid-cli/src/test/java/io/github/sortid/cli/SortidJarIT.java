package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Runs the packaged jar as the shell would: {@code java -jar sortid.jar ...} in a pipeline. */
class SortidJarIT {
  private static final Path JAR = Path.of(System.getProperty("sortid.jar", "target/sortid.jar"));
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  private static ProcessBuilder sortid(String... args) {
    return java(List.of(), args);
  }

  private static ProcessBuilder java(List<String> options, String... args) {
    assertTrue(Files.isRegularFile(JAR), "no jar at " + JAR);
    List<String> command = new ArrayList<>(List.of(JAVA));
    command.addAll(options);
    command.addAll(List.of("-jar", JAR.toString()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command);
  }

  private static String read(InputStream in) throws IOException {
    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
  }

  @Test
  void generatedIdsPassTheChecker() throws Exception {
    List<Process> pipeline =
        ProcessBuilder.startPipeline(
            List.of(
                sortid("scru128", "-n", "3").redirectError(ProcessBuilder.Redirect.INHERIT),
                sortid("check", "scru128")));
    Process check = pipeline.get(1);
    String out = read(check.getInputStream());
    String err = read(check.getErrorStream());

    assertTrue(check.waitFor(60, TimeUnit.SECONDS), "check did not end");
    assertEquals(0, pipeline.get(0).waitFor());
    assertEquals(0, check.exitValue(), err);
    assertEquals("", err);
    assertTrue(out.lines().anyMatch(line -> line.matches(".*\\b3\\b.*")), out);
  }

  @Test
  void theCheckerFailsOnAStreamOutOfOrder() throws Exception {
    Process check = sortid("check", "scru128").start();
    try (var in = check.getOutputStream()) {
      in.write("036z951mhjikzik2gsl81gr7l\n036z951mhjikzik2gsl81gr7k\n".getBytes());
    }
    String err = read(check.getErrorStream());

    assertTrue(check.waitFor(60, TimeUnit.SECONDS), "check did not end");
    assertEquals(1, check.exitValue());
    assertTrue(err.contains("line 2"), err);
  }

  @Test
  void stopsAtOnceAndQuietlyWhenTheReaderClosesThePipe() throws Exception {
    Process generate = sortid("scru128", "-n", "1000000000000").start();
    List<String> lines = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(
            new InputStreamReader(generate.getInputStream(), StandardCharsets.US_ASCII))) {
      for (int i = 0; i < 3; i++) {
        lines.add(reader.readLine());
      }
    }
    // 10^12 IDs would take days to generate: only the closed pipe can end this run.
    assertTrue(generate.waitFor(60, TimeUnit.SECONDS), "still generating after the pipe closed");
    assertEquals(0, generate.exitValue());
    assertEquals("", read(generate.getErrorStream()));
    for (String line : lines) {
      Scru128Id.fromString(line);
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"inspect", "convert", "check scru128"})
  void aHundredMegabyteLineIsReportedInBoundedMemory(String command) throws Exception {
    String id = "036z951mhjikzik2gsl81gr7l";
    Process process = java(List.of("-Xmx64m"), command.split(" ")).start();
    CompletableFuture<String> out = readLater(process.getInputStream());
    CompletableFuture<String> err = readLater(process.getErrorStream());

    // Written as a stream: 100 MB of digits, then a line end and a valid ID.
    byte[] block = new byte[1 << 20];
    Arrays.fill(block, (byte) '7');
    try (OutputStream in = process.getOutputStream()) {
      for (int i = 0; i < 100; i++) {
        in.write(block);
      }
      in.write(("\n" + id + "\n").getBytes(StandardCharsets.US_ASCII));
    }

    assertTrue(process.waitFor(120, TimeUnit.SECONDS), "did not end");
    String name = "sortid " + command.split(" ")[0];
    assertEquals(name + ": line 1: longer than 4096 characters\n", err.get());
    assertEquals(1, process.exitValue());
    // The line after it is read: shown, converted or counted.
    String read =
        switch (name) {
          case "sortid inspect" -> "id          " + id;
          case "sortid convert" -> id;
          default -> "Number of valid IDs processed +n/a +1";
        };
    assertTrue(out.get().lines().anyMatch(line -> line.matches(read)), out.get());
  }

  @Test
  void aGeneratorThatWaitsForTheClockShowsItsIdsFirstAndSaysWhy() throws Exception {
    // Node ID size 23 leaves 2 IDs a 256 ms tick: 2000 IDs would take minutes.
    Process generate = sortid("scru64", "--node", "1/23", "-n", "2000").start();
    BufferedReader out =
        new BufferedReader(
            new InputStreamReader(generate.getInputStream(), StandardCharsets.US_ASCII));
    BufferedReader err =
        new BufferedReader(
            new InputStreamReader(generate.getErrorStream(), StandardCharsets.UTF_8));
    long start = System.nanoTime();
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      lines.add(out.readLine());
    }
    long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
    String message = err.readLine();
    out.close();

    assertTrue(seconds < 10, "the first IDs took " + seconds + " s");
    for (String line : lines) {
      Scru64Id.fromString(line);
    }
    assertTrue(
        message.matches(
            "sortid scru64: waiting for the clock: it is .* s behind the last ID \\(node ID size"
                + " 23 leaves 2 IDs per 256 ms tick\\)"),
        message);
    // Like head -3: the reader is gone, and the next IDs end the run at once, quietly.
    assertTrue(generate.waitFor(30, TimeUnit.SECONDS), "still running after the pipe closed");
    assertEquals(0, generate.exitValue());
    assertEquals(null, err.readLine());
  }

  @Test
  void exitStatusesEndToEnd() throws Exception {
    assertEquals(0, run(sortid("-n", "3")).status());
    assertEquals(3, run(sortid("-n", "3")).out().lines().count());
    Run mistyped = run(sortid("scru12"));
    assertEquals(2, mistyped.status());
    assertEquals(
        "sortid: unknown command \"scru12\" (did you mean scru128, scru128-v1 or scru64?)\n",
        mistyped.err());
    Run invalid = run(sortid("inspect", "0u375nxqh5c+"));
    assertEquals(1, invalid.status());
    assertEquals(
        "sortid inspect: argument 1: \"0u375nxqh5c+\" is not a valid SCRU64 ID: invalid digit '+'"
            + " at 11\n",
        invalid.err());
    assertEquals(0, run(sortid("help", "check")).status());
  }

  /**
   * Reading IDs draws no random bits: {@code inspect}, {@code convert} and {@code check} load
   * neither the default randomness nor {@code SecureRandom}, whose first use in a process is most
   * of what a first ID costs (docs/BENCHMARKS.md, "Cold start"); generating loads both.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "inspect 036z951mhjikzik2gsl81gr7l",
        "convert --to uuid 036z951mhjikzik2gsl81gr7l",
        "check scru128 036z951mhjikzik2gsl81gr7l",
        "scru128"
      })
  void onlyGeneratingLoadsTheRandomness(String command, @TempDir Path dir) throws Exception {
    Path log = dir.resolve("classes.log");
    Run run = run(java(List.of("-Xlog:class+load=info:file=" + log), command.split(" ")));
    assertEquals(0, run.status(), run.err());
    List<String> loaded = Files.readAllLines(log).stream().map(SortidJarIT::loadedClass).toList();
    assertTrue(loaded.contains(Main.class.getName()), "no class log: " + loaded.size());
    boolean generates = command.equals("scru128");
    for (String randomness :
        List.of("io.github.sortid.internal.AesCtrRandom", "java.security.SecureRandom")) {
      assertEquals(generates, loaded.contains(randomness), randomness);
    }
  }

  /** The class a line of {@code -Xlog:class+load} names: "[...] name source: ...". */
  private static String loadedClass(String line) {
    String[] words = line.split(" ");
    return words.length > 1 ? words[1] : "";
  }

  private record Run(int status, String out, String err) {}

  private static Run run(ProcessBuilder builder) throws Exception {
    Process process = builder.start();
    process.getOutputStream().close();
    CompletableFuture<String> out = readLater(process.getInputStream());
    CompletableFuture<String> err = readLater(process.getErrorStream());
    assertTrue(process.waitFor(60, TimeUnit.SECONDS), "did not end");
    return new Run(process.exitValue(), out.get(), err.get());
  }

  private static CompletableFuture<String> readLater(InputStream in) {
    return CompletableFuture.supplyAsync(
        () -> {
          try {
            return read(in);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
  }
}
