package io.github.sortid.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.sortid.docs.Markdown.CodeBlock;
import io.github.sortid.docs.Shell.Run;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class CliTranscriptsTest {
  private static final Path ROOT = Documents.root();

  /**
   * The working directory of the sessions' commands, which the build makes the tests' own: a
   * session may write files ({@code echo ... > ids.txt}), and the command line reads them relative
   * to the process's working directory.
   */
  private static final Path DIRECTORY =
      Path.of(System.getProperty("sortid.transcripts.directory", "target/transcripts"))
          .toAbsolutePath()
          .normalize();

  @TestFactory
  Stream<DynamicTest> everyCommandOfTheDocumentsSessionsWritesWhatTheyShow() {
    assertEquals(
        DIRECTORY,
        Path.of("").toAbsolutePath(),
        "the sessions run in the working directory that the build sets; run them with Maven");
    List<Path> documents = Documents.guides(ROOT);
    long commands = documents.stream().mapToLong(document -> transcripts(document).count()).sum();
    assertTrue(commands > 20, () -> "too few commands found: " + commands);
    System.out.printf("Replaying %d commands of the documents' shell sessions%n", commands);
    return documents.stream()
        .flatMap(
            document -> {
              Shell shell = new Shell(DIRECTORY);
              return transcripts(document).map(transcript -> test(shell, transcript));
            });
  }

  private static Stream<CliTranscript> transcripts(Path document) {
    return Markdown.read(document).codeBlocks().stream()
        .filter(block -> block.language().equals("console"))
        .flatMap(block -> CliTranscript.of(block).stream());
  }

  private static DynamicTest test(Shell shell, CliTranscript transcript) {
    String where = ROOT.relativize(transcript.block().document()) + ":" + transcript.line();
    return DynamicTest.dynamicTest(
        where + " $ " + transcript.command(),
        transcript.block().document().toUri(),
        () -> {
          Run run = shell.run(transcript.command());
          if (transcript.mismatch(run, null) < 0) {
            return;
          }
          Run again = shell.repeat(transcript.command());
          int mismatch = transcript.mismatch(run, again);
          if (mismatch >= 0) {
            fail(report(where, transcript, mismatch, run));
          }
        });
  }

  private static String report(String where, CliTranscript transcript, int mismatch, Run run) {
    String problem =
        mismatch < transcript.shown().size()
            ? "line "
                + (transcript.line() + 1 + mismatch)
                + " matches no line the command writes there:\n  | "
                + transcript.shown().get(mismatch)
            : "the command writes more lines than the document shows";
    return where
        + ": $ "
        + transcript.command()
        + "\n"
        + problem
        + "\nthe document shows:\n"
        + quoted(transcript.shown())
        + "\nthe command wrote to standard output:\n"
        + quoted(run.out())
        + "\nand to standard error:\n"
        + quoted(run.err())
        + "\nand its exit status was "
        + run.status();
  }

  private static String quoted(List<String> lines) {
    return lines.stream().map(line -> "  | " + line).collect(Collectors.joining("\n"));
  }

  @Test
  void theOutputIsBothStreamsInAnyInterleavingAndExactUnlessItVaries() {
    CliTranscript transcript =
        CliTranscript.of(
                new CodeBlock(
                    Path.of("A.md"),
                    1,
                    "console",
                    List.of("$ sortid x", "out 1", "err 1", "out 2", "$ echo $?", "1"),
                    "",
                    0))
            .get(0);
    Run same = new Run(0, List.of("out 1", "out 2"), List.of("err 1"));

    assertEquals("sortid x", transcript.command());
    assertEquals(2, transcript.line());
    assertEquals(-1, transcript.mismatch(same, null));
    assertEquals(
        -1, transcript.mismatch(new Run(1, List.of("out 1"), List.of("err 1", "out 2")), null));
    assertEquals(
        0, transcript.mismatch(new Run(0, List.of("out 2", "out 1"), List.of("err 1")), null));
    assertEquals(
        2, transcript.mismatch(new Run(0, List.of("out 1", "out 3"), List.of("err 1")), null));
    assertEquals(
        3,
        transcript.mismatch(
            new Run(0, List.of("out 1", "out 2", "out 3"), List.of("err 1")), null));
    // A different number is a mismatch where the command gives the same output every time, and
    // stands for any where it does not.
    Run other = new Run(0, List.of("out 1", "out 3"), List.of("err 1"));
    assertEquals(2, transcript.mismatch(other, other));
    assertEquals(-1, transcript.mismatch(other, same));
  }

  @Test
  void aLineThatVariesMatchesByItsShape() {
    assertTrue(CliTranscript.alike("03ha4bkuzmgss7djmj7pr5a3b", "03hb0000000000000000abcde"));
    assertFalse(CliTranscript.alike("03ha4bkuzmgss7djmj7pr5a3b", "01M80K08ZW1BS18034MA5J2R9T"));
    assertTrue(
        CliTranscript.alike(
            "01a20130-2893-5c18-6f4b-8507a0929003", "01a20130-abcd-5c18-6f4f-346bd872b46a"));
    assertTrue(
        CliTranscript.alike(
            "Seconds from first input ID to last (sec)      n/a     5.6",
            "Seconds from first input ID to last (sec)   n/a   12.3"));
    assertTrue(
        CliTranscript.alike(
            "Mean interval of counter_hi updates (msec)   ~1000   1012.800  within",
            "Mean interval of counter_hi updates (msec)   ~1000        n/a  n/a"));
    assertFalse(
        CliTranscript.alike("Mean interval  ~1  9.311  within", "Mean interval  ~1  9.4  outside"));
    assertFalse(
        CliTranscript.alike("Mean interval  ~1  9.311  within", "Mean interval  9.311  within"));
    assertFalse(
        CliTranscript.alike("sortid: unknown command \"x\"", "sortid: unknown option \"x\""));
  }

  @Test
  void aConsoleBlockStartsWithACommand() {
    CodeBlock block = new CodeBlock(Path.of("A.md"), 4, "console", List.of("out", "$ x"), "", 0);

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> CliTranscript.of(block));

    assertEquals("A.md:5: output before the first command of a console block", e.getMessage());
  }
}
