package io.github.sortid.docs;

import io.github.sortid.docs.Markdown.CodeBlock;
import io.github.sortid.docs.Shell.Run;
import java.util.ArrayList;
import java.util.List;

/**
 * A command of a shell session that a document shows in a {@code console} code block, and the
 * output it shows for it: a line that starts with {@code $ } is a command, and the lines up to the
 * next one are what it writes, standard output and standard error alike.
 *
 * <p>{@link #mismatch} compares what the command writes when it is replayed with what the document
 * shows, by this rule:
 *
 * <ul>
 *   <li>The document's lines must be those of standard output and of standard error, each stream's
 *       in its order, interleaved in any way: a terminal shows the two as they come, and the order
 *       between them depends on buffering.
 *   <li>A command whose output is the same every time (inspecting, converting or checking given
 *       IDs, a usage error) must give exactly the lines shown.
 *   <li>A command whose output changes from run to run (it generates IDs, or shows times and
 *       statistics) is run a second time, and if the two runs differ, each line is compared by its
 *       shape: its fields (the runs of characters other than spaces, whatever the spaces between
 *       them, since tables align their columns to their values) must be the shown line's, where a
 *       shown field that holds a digit stands for any field, of the same length if it has 10
 *       characters or more (an ID, a timestamp), and {@code n/a}, which statistics show when the
 *       stream was too short to tell (which depends on the machine's speed), stands for any field
 *       or is matched by one. Every other field must be as shown.
 * </ul>
 *
 * <p>So the documents need no markup: they show a real run's output.
 *
 * @param block the code block
 * @param line the document's line (1-based) of the command
 * @param command the command line, after {@code $ }
 * @param shown the lines the document shows after it
 */
record CliTranscript(CodeBlock block, int line, String command, List<String> shown) {
  private static final String PROMPT = "$ ";
  private static final String NOT_APPLICABLE = "n/a";

  CliTranscript {
    shown = List.copyOf(shown);
  }

  /**
   * The commands of a {@code console} block.
   *
   * @throws IllegalArgumentException if the block shows output before its first command
   */
  static List<CliTranscript> of(CodeBlock block) {
    List<CliTranscript> commands = new ArrayList<>();
    String command = null;
    int line = 0;
    List<String> shown = new ArrayList<>();
    for (int i = 0; i < block.lines().size(); i++) {
      String text = block.lines().get(i);
      if (text.startsWith(PROMPT)) {
        if (command != null) {
          commands.add(new CliTranscript(block, line, command, shown));
        }
        command = text.substring(PROMPT.length()).strip();
        line = block.documentLine(i);
        shown = new ArrayList<>();
      } else if (command == null) {
        if (!text.isBlank()) {
          throw new IllegalArgumentException(
              block.document()
                  + ":"
                  + block.documentLine(i)
                  + ": output before the first command of a console block");
        }
      } else {
        shown.add(text);
      }
    }
    if (command != null) {
      commands.add(new CliTranscript(block, line, command, shown));
    }
    return commands;
  }

  /**
   * The index of the first shown line that the run's output does not match, or -1 if it matches.
   *
   * @param run the command's run
   * @param again a second run of the command, or null: if it wrote other lines than the first run,
   *     the lines are compared by their shape
   */
  int mismatch(Run run, Run again) {
    boolean varies =
        again != null && !(again.out().equals(run.out()) && again.err().equals(run.err()));
    int outs = run.out().size();
    int errs = run.err().size();
    // matched[i][j]: the first i + j lines shown are the first i of standard output and the first
    // j of standard error, interleaved.
    boolean[][] matched = new boolean[outs + 1][errs + 1];
    matched[0][0] = true;
    int furthest = 0;
    for (int i = 0; i <= outs; i++) {
      for (int j = 0; j <= errs; j++) {
        int k = i + j;
        if (k > shown.size()) {
          continue;
        }
        if (i > 0 && matched[i - 1][j]) {
          matched[i][j] = matches(shown.get(k - 1), run.out().get(i - 1), varies);
        }
        if (!matched[i][j] && j > 0 && matched[i][j - 1]) {
          matched[i][j] = matches(shown.get(k - 1), run.err().get(j - 1), varies);
        }
        if (matched[i][j]) {
          furthest = Math.max(furthest, k);
        }
      }
    }
    if (shown.size() == outs + errs && matched[outs][errs]) {
      return -1;
    }
    return furthest;
  }

  private static boolean matches(String shown, String written, boolean varies) {
    return shown.equals(written) || varies && alike(shown, written);
  }

  /** Whether a written line has the shape of the shown one (see the class comment). */
  static boolean alike(String shown, String written) {
    String[] expected = shown.strip().split(" +");
    String[] actual = written.strip().split(" +");
    if (expected.length != actual.length) {
      return false;
    }
    for (int i = 0; i < expected.length; i++) {
      String e = expected[i];
      String a = actual[i];
      boolean same =
          e.equals(a)
              || e.equals(NOT_APPLICABLE)
              || a.equals(NOT_APPLICABLE)
              || e.chars().anyMatch(c -> c >= '0' && c <= '9')
                  && (e.length() < 10 || e.length() == a.length());
      if (!same) {
        return false;
      }
    }
    return true;
  }
}
