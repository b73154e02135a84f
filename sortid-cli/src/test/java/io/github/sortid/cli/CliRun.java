package io.github.sortid.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** One in-process run of the command line: its exit status and what it wrote. */
record CliRun(int status, String out, String err) {
  static CliRun run(String... args) {
    return withInput("", Map.of(), args);
  }

  static CliRun withInput(String input, String... args) {
    return withInput(input, Map.of(), args);
  }

  static CliRun withInput(String input, Map<String, String> env, String... args) {
    return withInput(input.getBytes(StandardCharsets.UTF_8), env, args);
  }

  static CliRun withInput(byte[] input, Map<String, String> env, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StringWriter err = new StringWriter();
    int status = runTo(out, input, env, err, args);
    return new CliRun(status, out.toString(StandardCharsets.UTF_8), err.toString());
  }

  static int runTo(
      OutputStream out, String input, Map<String, String> env, Writer err, String... args) {
    return runTo(out, input.getBytes(StandardCharsets.UTF_8), env, err, args);
  }

  static int runTo(
      OutputStream out, byte[] input, Map<String, String> env, Writer err, String... args) {
    Context context =
        new Context(new ByteArrayInputStream(input), out, new PrintWriter(err, true), env);
    return Cli.run(context, args);
  }

  List<String> lines() {
    return out.lines().toList();
  }

  List<String> errLines() {
    return err.lines().toList();
  }
}
