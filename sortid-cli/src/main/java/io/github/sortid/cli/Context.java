package io.github.sortid.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Objects;

/**
 * The process surroundings a command works with: its standard streams and environment.
 *
 * <p>{@link Main} passes the real ones; tests pass in-memory streams and a map, so that every
 * command runs in-process exactly as from a shell.
 *
 * @param in standard input, read as bytes
 * @param out standard output, written as bytes through {@link LineOutput}
 * @param err standard error, for messages
 * @param env the environment variables
 */
record Context(InputStream in, OutputStream out, PrintWriter err, Map<String, String> env) {
  Context {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(err, "err");
    env = Map.copyOf(env);
  }
}
