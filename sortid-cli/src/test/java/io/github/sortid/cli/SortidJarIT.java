package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.scru128.Scru128Id;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Runs the packaged jar as the shell would: {@code java -jar sortid.jar ...} in a pipeline. */
class SortidJarIT {
  private static final Path JAR = Path.of(System.getProperty("sortid.jar", "target/sortid.jar"));
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  private static ProcessBuilder sortid(String... args) {
    assertTrue(Files.isRegularFile(JAR), "no jar at " + JAR);
    List<String> command = new ArrayList<>(List.of(JAVA, "-jar", JAR.toString()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command);
  }

  private static String read(java.io.InputStream in) throws IOException {
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
}
