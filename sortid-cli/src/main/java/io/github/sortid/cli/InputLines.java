package io.github.sortid.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The IDs a command works on: its arguments if it has any, else standard input one ID a line. Each
 * comes with where it came from ({@code argument 2}, {@code line 7}) for messages.
 */
final class InputLines {
  /** Receives one input with its origin. */
  interface Consumer {
    void accept(String origin, String text);
  }

  private InputLines() {}

  /**
   * Feeds each argument, or else each line of the input, to the consumer. Lines are trimmed of
   * surrounding white space (so that copied and pasted IDs work) and blank lines are skipped;
   * arguments are taken as they are.
   */
  static void forEach(List<String> arguments, InputStream in, Consumer consumer) {
    if (!arguments.isEmpty()) {
      for (int i = 0; i < arguments.size(); i++) {
        consumer.accept("argument " + (i + 1), arguments.get(i));
      }
      return;
    }
    BufferedReader reader =
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
    try {
      long number = 0;
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        number++;
        String text = line.strip();
        if (!text.isEmpty()) {
          consumer.accept("line " + number, text);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read standard input: " + e.getMessage(), e);
    }
  }
}
