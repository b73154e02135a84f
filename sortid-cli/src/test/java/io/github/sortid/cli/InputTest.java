package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.scru128.Scru128Id;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command that reads IDs reads them alike: from arguments, files and standard input, with the
 * same line ends, byte-order mark and bound on a line.
 */
class InputTest {
  /** Increasing SCRU128 IDs, so that {@code check} accepts them in order. */
  private static final List<String> IDS =
      Stream.of(1, 2, 3, 4)
          .map(n -> Scru128Id.fromFields(1_700_000_000_000L, 5, 100 + n, 7).toString())
          .toList();

  @TempDir Path dir;

  /** Runs a command that reads IDs; {@link #processed} counts what it made of them. */
  record Command(String name, List<String> args) {
    CliRun run(String input, String... more) {
      List<String> all = new ArrayList<>(args);
      all.addAll(List.of(more));
      return CliRun.withInput(input, all.toArray(String[]::new));
    }

    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Command> commands() {
    return Stream.of(
        new Command("inspect", List.of("inspect", "--json")),
        new Command("convert", List.of("convert", "--to", "hex")),
        new Command("check", List.of("check", "scru128")));
  }

  /** How many IDs the run went through: one output line each, or check's count. */
  private static long processed(Command command, CliRun run) {
    if (!command.name().equals("check")) {
      return run.lines().size();
    }
    return run.lines().stream()
        .filter(line -> line.startsWith("Number of valid IDs processed "))
        .mapToLong(line -> Long.parseLong(line.replaceAll(".* ([0-9]+)$", "$1")))
        .findFirst()
        .orElse(0);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void crLfAndCrCrLfEndLinesAlikeAndAByteOrderMarkIsSkipped(Command command) {
    CliRun run =
        command.run(
            "\ufeff" + IDS.get(0) + "\r" + IDS.get(1) + "\r\n" + IDS.get(2) + "\n" + IDS.get(3));

    assertEquals("", run.err());
    assertEquals(0, run.status());
    assertEquals(4, processed(command, run));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void aLineLongerThanTheBoundIsReportedAndTheOthersGoOn(Command command) {
    String huge = "0".repeat(5_000_000);

    CliRun run = command.run(IDS.get(0) + "\n" + huge + "\n" + IDS.get(1) + "\n");

    assertEquals(1, run.status());
    assertEquals(
        List.of("sortid " + command + ": line 2: longer than 4096 characters"), run.errLines());
    assertEquals(2, processed(command, run));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void aLineOfExactlyTheBoundIsReadAndNamedAsAnyBadLine(Command command) {
    String longest = "0".repeat(ByteLineReader.MAX_LINE_CHARS);

    CliRun run = command.run(IDS.get(0) + "\n" + longest + "\n");

    assertEquals(1, run.status());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(
        run.err()
            .startsWith(
                "sortid "
                    + command
                    + ": line 2: \""
                    + "0".repeat(80)
                    + "\"... (4096"
                    + " characters)"),
        run.err());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void readsArgumentsAndFilesWithMinusForStandardInput(Command command) throws IOException {
    Path first = Files.writeString(dir.resolve("first.txt"), IDS.get(1) + "\n");
    Path second = Files.writeString(dir.resolve("second.txt"), IDS.get(3) + "\n");

    CliRun run =
        command.run(
            IDS.get(2) + "\n",
            IDS.get(0),
            "--input",
            first.toString(),
            "-i",
            "-",
            "-i",
            second.toString());

    assertEquals("", run.err());
    assertEquals(0, run.status());
    assertEquals(4, processed(command, run));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void namesALineOfAFileByTheFile(Command command) throws IOException {
    Path file = Files.writeString(dir.resolve("ids.txt"), IDS.get(0) + "\nnot an id\n");

    CliRun run = command.run("", "--input", file.toString());

    assertEquals(1, run.status());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(
        run.err().startsWith("sortid " + command + ": " + file + ":2: \"not an id\""), run.err());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void aFileThatCannotBeReadIsReportedAndTheOthersGoOn(Command command) throws IOException {
    Path good = Files.writeString(dir.resolve("good.txt"), IDS.get(0) + "\n");
    Path missing = dir.resolve("missing.txt");

    CliRun run =
        command.run("", "-i", missing.toString(), "-i", dir.toString(), "-i", good.toString());

    assertEquals(1, run.status());
    assertEquals(
        List.of(
            "sortid " + command + ": --input \"" + missing + "\": no such file",
            "sortid " + command + ": --input \"" + dir + "\": cannot read: Is a directory"),
        run.errLines());
    assertEquals(1, processed(command, run));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void anArgumentThatNamesAFileSuggestsInput(Command command) throws IOException {
    Path file = Files.writeString(dir.resolve("ids.txt"), IDS.get(0) + "\n");

    CliRun run = command.run("", file.toString());

    assertEquals(1, run.status());
    assertEquals(
        "sortid "
            + command
            + ": argument 1: \""
            + file
            + "\": not an ID but a file (to read IDs"
            + " from it: --input "
            + file
            + ")",
        run.errLines().get(0));
  }

  @Test
  void inspectAndConvertTrimArgumentsAsTheyTrimLines() {
    String padded = " \t" + IDS.get(0) + " ";

    assertEquals(0, CliRun.run("inspect", padded).status());
    assertEquals(0, CliRun.withInput(padded + "\n", "inspect").status());
    assertEquals(
        CliRun.run("convert", "--to", "hex", IDS.get(0)).out(),
        CliRun.run("convert", "--to", "hex", padded).out());
  }

  @Test
  void checkTakesLinesAndArgumentsAsTheyAre() {
    String padded = IDS.get(0) + " ";

    CliRun line = CliRun.withInput(padded + "\n", "check", "scru128");
    CliRun argument = CliRun.run("check", "scru128", padded);

    assertEquals(
        line.errLines(),
        argument.errLines().stream()
            .map(message -> message.replace("argument 1", "line 1"))
            .toList());
    assertEquals(
        "sortid check: line 1: \""
            + padded
            + "\" is not a valid SCRU128 ID: invalid length: 26 (expected"
            + " 25)",
        line.errLines().get(0));
  }

  @Test
  void blankLinesAreSkippedButABlankArgumentIsReported() {
    CliRun lines = CliRun.withInput("\n  \n" + IDS.get(0) + "\n\n", "inspect", "--json");
    CliRun argument = CliRun.run("inspect", "--json", " ", IDS.get(0));

    assertEquals(0, lines.status(), lines.err());
    assertEquals(1, lines.lines().size());
    assertEquals(1, argument.status());
    assertEquals(List.of("sortid inspect: argument 1: empty"), argument.errLines());
    assertEquals(1, argument.lines().size());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void anInvalidUtf8LineIsShownWithReplacementsAndTheOthersGoOn(Command command) {
    byte[] bytes = ("\n" + IDS.get(1) + "\n").getBytes(StandardCharsets.UTF_8);
    byte[] input = new byte[bytes.length + 2];
    input[0] = (byte) 0xff;
    input[1] = (byte) 0xc3;
    System.arraycopy(bytes, 0, input, 2, bytes.length);

    CliRun run = CliRun.withInput(input, java.util.Map.of(), command.args().toArray(String[]::new));

    assertEquals(1, run.status());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(run.err().startsWith("sortid " + command + ": line 1: \"\ufffd\ufffd\""), run.err());
    assertEquals(1, processed(command, run));
  }
}
