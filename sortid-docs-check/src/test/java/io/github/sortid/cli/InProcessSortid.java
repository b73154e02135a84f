package io.github.sortid.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.Map;

/**
 * Runs the {@code sortid} command line in this process, as {@code Main} runs it in its own but with
 * the streams given and an empty environment, and returns its exit status instead of exiting.
 *
 * <p>It sits in the command line's package, on the test class path, because the entry point it
 * calls is package-private: the command line has no public API but {@code main}.
 */
public final class InProcessSortid {
  private InProcessSortid() {}

  /**
   * Runs the command line.
   *
   * @param in standard input
   * @param out standard output
   * @param err standard error
   * @param args the arguments
   * @return the exit status
   */
  public static int run(InputStream in, OutputStream out, PrintWriter err, String... args) {
    return Cli.run(new Context(in, out, err, Map.of()), args);
  }
}
