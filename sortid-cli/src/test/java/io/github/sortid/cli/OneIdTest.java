package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdType;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One ID without the command tree ({@link OneId}) is what the command prints, says and returns with
 * the same arguments, and only the arguments that ask for nothing else take that way.
 */
class OneIdTest {
  /** Each way of running: the command line as the process runs it, and the command tree alone. */
  private static final Map<String, BiFunction<Context, String[], Integer>> WAYS =
      Map.of(
          "Cli.run",
          Cli::run,
          "command tree",
          (context, args) -> Cli.commandLine(context).execute(args));

  private record Run(int status, String out, String err) {}

  private static Run run(String way, OutputStream out, String... args) {
    StringWriter err = new StringWriter();
    Context context =
        new Context(
            new ByteArrayInputStream(new byte[0]), out, new PrintWriter(err, true), Map.of());
    int status = WAYS.get(way).apply(context, args);
    String printed =
        out instanceof ByteArrayOutputStream bytes ? bytes.toString(StandardCharsets.UTF_8) : "";
    return new Run(status, printed, err.toString().replace(System.lineSeparator(), "\n"));
  }

  static Stream<List<String>> oneIdArguments() {
    return Stream.of(
        List.of(), List.of("scru128"), List.of("scru128-v1"), List.of("ulid"), List.of("uuidv7"));
  }

  @ParameterizedTest
  @MethodSource("oneIdArguments")
  void printsOneIdOfTheFormatAsTheCommandDoes(List<String> arguments) {
    String[] args = arguments.toArray(String[]::new);
    IdType<?> type =
        args.length == 0
            ? IdType.SCRU128
            : IdType.all().stream().filter(t -> t.key().equals(args[0])).findFirst().orElseThrow();
    assertTrue(
        OneId.run(contextFor(new ByteArrayOutputStream()), args).isPresent(),
        "not taken without the tree");
    for (String way : WAYS.keySet()) {
      Run run = run(way, new ByteArrayOutputStream(), args);
      assertEquals(0, run.status(), way);
      assertEquals("", run.err(), way);
      List<String> lines = run.out().lines().toList();
      assertEquals(1, lines.size(), way + ": " + run.out());
      assertTrue(run.out().endsWith(System.lineSeparator()), way);
      type.parse(lines.get(0));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"Broken pipe", "No space left on device"})
  void aClosedOutputIsReportedAsTheCommandReportsIt(String error) {
    for (List<String> arguments : oneIdArguments().toList()) {
      String[] args = arguments.toArray(String[]::new);
      Run fast = run("Cli.run", new ClosingPipe(0, error), args);
      Run tree = run("command tree", new ClosingPipe(0, error), args);
      assertEquals(tree, fast, arguments.toString());
      assertEquals(error.equals("Broken pipe") ? 0 : 1, fast.status(), arguments.toString());
    }
  }

  /**
   * A format whose generator takes options, and every other argument, go to the command tree: the
   * options' defaults (SCRU64's node from the environment) and the usage errors are its own.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "scru64",
        "euid",
        "scru128 -n 2",
        "-n 2",
        "scru128 --format uuid",
        "help",
        "--help",
        "--version",
        "inspect",
        "scru12",
        "scru128 extra"
      })
  void anyOtherArgumentsGoToTheCommandTree(String arguments) {
    assertTrue(
        OneId.run(contextFor(new ByteArrayOutputStream()), arguments.split(" ")).isEmpty(),
        arguments);
  }

  private static Context contextFor(OutputStream out) {
    return new Context(
        new ByteArrayInputStream(new byte[0]), out, new PrintWriter(new StringWriter()), Map.of());
  }
}
