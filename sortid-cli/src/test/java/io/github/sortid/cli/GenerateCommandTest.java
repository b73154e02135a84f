package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class GenerateCommandTest {
  private static final Map<String, String> NODE_ENV = Map.of("SCRU64_NODE_SPEC", "42/8");

  static Stream<Arguments> typesAndRenderings() {
    return IdType.all().stream()
        .flatMap(
            type ->
                Stream.of(Rendering.values())
                    .filter(rendering -> rendering.appliesTo(type))
                    .map(rendering -> Arguments.of(type, rendering)));
  }

  @ParameterizedTest(name = "{0} --format {1}")
  @MethodSource("typesAndRenderings")
  void printsStrictlyIncreasingIdsThatReadBack(IdType<?> type, Rendering rendering) {
    CliRun run =
        CliRun.withInput("", NODE_ENV, type.key(), "-n", "2000", "--format", rendering.toString());

    assertEquals(0, run.status(), run.err());
    assertEquals("", run.err());
    assertEquals(2000, run.lines().size());
    assertIncreasing(type, rendering, run.lines());
  }

  private static <T> void assertIncreasing(
      IdType<T> type, Rendering rendering, List<String> lines) {
    T previous = null;
    for (String line : lines) {
      T id = rendering.parse(type, line);
      assertEquals(line, rendering.render(type, id), "canonical rendering");
      if (previous != null) {
        assertTrue(
            compare(type, previous, id) < 0, () -> "not increasing at " + line + " in " + type);
      }
      previous = id;
    }
  }

  private static <T> int compare(IdType<T> type, T a, T b) {
    return Arrays.compareUnsigned(type.toBytes(a), type.toBytes(b));
  }

  @Test
  void textOrderMatchesIdOrder() {
    List<String> lines = CliRun.run("scru128", "-n", "5000").lines();

    assertEquals(lines.stream().sorted().distinct().toList(), lines);
  }

  @Test
  void bareCommandPrintsOneScru128Id() {
    CliRun run = CliRun.run();

    assertEquals(0, run.status());
    assertEquals(1, run.lines().size());
    Scru128Id.fromString(run.lines().get(0));
  }

  @Test
  void countZeroPrintsNothing() {
    CliRun run = CliRun.run("ulid", "-n", "0");

    assertEquals(0, run.status());
    assertEquals("", run.out());
  }

  @Test
  void scru64TakesItsNodeFromTheOptionBeforeTheEnvironment() {
    CliRun run = CliRun.withInput("", NODE_ENV, "scru64", "--node", "5/4", "-n", "3");

    assertEquals(0, run.status(), run.err());
    for (String line : run.lines()) {
      assertEquals(5, Scru64Id.fromString(line).getNodeCtr() >>> 20);
    }
    for (String line : CliRun.withInput("", NODE_ENV, "scru64", "-n", "3").lines()) {
      assertEquals(42, Scru64Id.fromString(line).getNodeCtr() >>> 16);
    }
  }

  @Test
  void scru64WithoutANodeIsAUsageError() {
    CliRun run = CliRun.run("scru64");

    assertEquals(2, run.status());
    assertEquals("", run.out());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(run.err().contains("needs a node") && run.err().contains("SCRU64_NODE_SPEC"));
  }

  @Test
  void invalidNodeSpecsAreUsageErrorsNamingWhereTheyCameFrom() {
    CliRun option = CliRun.run("scru64", "--node", "256/8");
    CliRun env = CliRun.withInput("", Map.of("SCRU64_NODE_SPEC", "x"), "scru64");

    assertEquals(2, option.status());
    assertTrue(option.err().startsWith("sortid scru64: invalid --node \"256/8\": "), option.err());
    assertEquals(2, env.status());
    assertTrue(env.err().startsWith("sortid scru64: invalid SCRU64_NODE_SPEC \"x\": "), env.err());
  }

  @Test
  void euidExtensionIsInEveryId() {
    CliRun run = CliRun.run("euid", "--extension", "1234", "-n", "100");

    assertEquals(0, run.status(), run.err());
    for (String line : run.lines()) {
      assertEquals(OptionalInt.of(1234), Euid.fromString(line).getExtension());
    }
  }

  @Test
  void badUsageExitsWithTwoAndOneLine() {
    for (String[] args :
        List.of(
            new String[] {"euid", "--extension", "32768"},
            new String[] {"euid", "--extension", "-1"},
            new String[] {"scru128", "-n", "-1"},
            new String[] {"scru128", "-n", "many"},
            new String[] {"scru128", "--format", "base58"},
            new String[] {"scru128", "--node", "1/1"},
            new String[] {"scru64", "--node", "1/8", "--format", "uuid"},
            new String[] {"scru128", "--extension", "1"},
            new String[] {"ulid", "--extension", "1"},
            new String[] {"snowflake"})) {
      CliRun run = CliRun.run(args);

      assertEquals(2, run.status(), () -> String.join(" ", args));
      assertEquals("", run.out(), () -> String.join(" ", args));
      assertEquals(1, run.errLines().size(), run::err);
    }
  }

  @Test
  void helpAndVersionWorkOnEveryCommand() {
    List<String> commands = new ArrayList<>(IdType.all().stream().map(IdType::key).toList());
    commands.addAll(List.of("inspect", "convert", "check"));
    for (String command : commands) {
      CliRun run = CliRun.run(command, "--help");

      assertEquals(0, run.status(), command);
      assertTrue(run.out().startsWith("Usage: sortid " + command), run.out());
    }
    CliRun version = CliRun.run("--version");
    assertEquals(0, version.status());
    assertTrue(version.out().startsWith("sortid " + VersionProvider.version() + "\n"));
    assertTrue(VersionProvider.version().matches("\\d+\\.\\d+\\.\\d+.*"));
  }

  @Test
  void flushesTheIdsMadeAndSaysOnceWhyBeforeWaitingForTheClock() {
    // Node ID size 23 leaves 2 IDs a tick: 40 ticks (the tick and the 10 s the generator may run
    // ahead of the clock) hold 80 IDs, and each later tick's IDs wait for the clock.
    FlushCounting out = new FlushCounting();
    StringWriter err =
        new StringWriter() {
          @Override
          public void write(String text, int offset, int length) {
            if (getBuffer().length() == 0) {
              linesFlushedBeforeTheMessage = out.flushedLines;
            }
            super.write(text, offset, length);
          }
        };

    int status = CliRun.runTo(out, "", Map.of(), err, "scru64", "--node", "1/23", "-n", "90");

    assertEquals(0, status, err.toString());
    assertTrue(
        err.toString()
            .matches(
                "sortid scru64: waiting for the clock: it is 1?[0-9]\\.[0-9] s behind the last ID"
                    + " \\(node ID size 23 leaves 2 IDs per 256 ms tick\\)\n"),
        err.toString());
    assertTrue(linesFlushedBeforeTheMessage >= 78, "flushed " + linesFlushedBeforeTheMessage);
    assertEquals(90, out.toString(StandardCharsets.US_ASCII).lines().count());
  }

  private long linesFlushedBeforeTheMessage = -1;

  /** Counts the lines that were flushed through. */
  private static final class FlushCounting extends ByteArrayOutputStream {
    private long flushedLines;

    @Override
    public void flush() {
      flushedLines = toString(StandardCharsets.US_ASCII).lines().count();
    }
  }

  @Test
  void theWaitMessageNamesTheLeadAndTheCapacity() {
    assertEquals(
        "it is 10.1 s behind the last ID (node ID size 8 leaves 65536 IDs per 256 ms tick)",
        Scru64GeneratorOptions.waitReason(8, 10_080));
  }

  @Test
  void stopsQuietlyWhenTheReaderClosesThePipe() {
    ClosingPipe pipe = new ClosingPipe(1 << 20, "Broken pipe");
    StringWriter err = new StringWriter();

    int status = CliRun.runTo(pipe, "", Map.of(), err, "scru128", "-n", "100000000");

    assertEquals(0, status);
    assertEquals("", err.toString());
    assertTrue(pipe.writesAfterClose <= 1, "kept writing: " + pipe.writesAfterClose);
  }

  @Test
  void otherWriteErrorsAreReported() {
    ClosingPipe full = new ClosingPipe(1 << 16, "No space left on device");
    StringWriter err = new StringWriter();

    int status = CliRun.runTo(full, "", Map.of(), err, "ulid", "-n", "100000000");

    assertEquals(1, status);
    assertEquals(
        "sortid ulid: cannot write to standard output: No space left on device\n",
        err.toString().replace(System.lineSeparator(), "\n"));
  }
}
