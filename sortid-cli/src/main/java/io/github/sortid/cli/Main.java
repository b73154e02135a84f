package io.github.sortid.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * The {@code sortid} command line. Run {@code sortid --help} for its commands.
 *
 * <pre>{@code
 * $ java -jar sortid.jar scru128 -n 2
 * 0372hg16csmsm50l8dikcvukc
 * 0372hg16csmsm50l8dikcvukd
 * }</pre>
 */
public final class Main {
  private Main() {}

  /**
   * Runs the command line and exits with its status: 0 on success, 1 on invalid input or a failed
   * check, 2 on bad usage.
   *
   * @param args the command-line arguments
   */
  public static void main(String[] args) {
    // Standard output unwrapped: System.out would hide a closed pipe behind checkError().
    PrintWriter err =
        new PrintWriter(
            new OutputStreamWriter(
                new FileOutputStream(FileDescriptor.err), StandardCharsets.UTF_8),
            true);
    Context context =
        new Context(System.in, new FileOutputStream(FileDescriptor.out), err, System.getenv());
    int status = Cli.run(context, args);
    err.flush();
    System.exit(status);
  }
}
