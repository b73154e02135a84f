package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * The IDs a command reads: its arguments, then the lines of each {@code --input} file ({@code -}
 * for standard input), or standard input when there are neither. Every line goes through {@link
 * ByteLineReader}, so that every command ends lines, skips a byte-order mark and bounds a line
 * alike; an argument is bounded as a line is.
 *
 * <p>Problems with the input itself rather than with an ID (a line too long, a file that cannot be
 * read) go to {@link Handler#problem}, and reading goes on with the next line or file.
 */
final class InputLines {
  /** Where lines come from, to name a line in messages. */
  interface Source {
    /** The name of a line, e.g. {@code line 7}, {@code argument 2} or {@code ids.txt:7}. */
    String describe(long number);
  }

  /** A line's place: its source and its number there. */
  record Origin(Source source, long number) {
    @Override
    public String toString() {
      return source.describe(number);
    }
  }

  /** Receives every line as bytes. */
  interface Handler {
    /** A line of at most {@link ByteLineReader#MAX_LINE_CHARS}, valid only during the call. */
    void line(Source source, long number, byte[] bytes, int offset, int length);

    /**
     * A problem with the input, not with an ID.
     *
     * @param where the line or file, e.g. {@code line 3} or {@code --input "ids.txt"}
     * @param message the problem, e.g. {@code longer than 4096 characters}
     */
    void problem(String where, String message);
  }

  /** Receives every input that is not blank, decoded and trimmed, with its origin. */
  interface TextHandler {
    void text(Origin origin, String text);

    /** As {@link Handler#problem}. */
    void problem(String where, String message);
  }

  static final Source ARGUMENTS = number -> "argument " + number;
  static final Source STANDARD_INPUT = number -> "line " + number;

  static final String TOO_LONG = "longer than " + ByteLineReader.MAX_LINE_CHARS + " characters";

  private InputLines() {}

  /**
   * Hands each argument, then each line of the files (or of standard input if there are neither
   * arguments nor files) to the handler as bytes, as they are.
   */
  static void forEach(List<String> arguments, List<String> files, InputStream in, Handler handler) {
    for (int i = 0; i < arguments.size(); i++) {
      String argument = arguments.get(i);
      // Counted in UTF-16 units: a string within the bound of characters is within this one.
      if (argument.length() > ByteLineReader.MAX_LINE_CHARS
          && argument.codePointCount(0, argument.length()) > ByteLineReader.MAX_LINE_CHARS) {
        handler.problem(ARGUMENTS.describe(i + 1), TOO_LONG);
      } else {
        byte[] bytes = argument.getBytes(StandardCharsets.UTF_8);
        handler.line(ARGUMENTS, i + 1, bytes, 0, bytes.length);
      }
    }
    if (arguments.isEmpty() && files.isEmpty()) {
      read(in, STANDARD_INPUT, "standard input", handler);
    }
    for (String file : files) {
      if (file.equals("-")) {
        read(in, STANDARD_INPUT, "standard input", handler);
      } else {
        readFile(file, handler);
      }
    }
  }

  /**
   * Hands each input to the handler as text: decoded from UTF-8 and stripped of surrounding white
   * space (so that copied and pasted IDs work), arguments and lines alike. Blank lines are skipped;
   * a blank argument, more likely an empty shell variable than a wish, is a problem.
   */
  static void forEachText(
      List<String> arguments, List<String> files, InputStream in, TextHandler handler) {
    forEach(
        arguments,
        files,
        in,
        new Handler() {
          @Override
          public void line(Source source, long number, byte[] bytes, int offset, int length) {
            String text = new String(bytes, offset, length, StandardCharsets.UTF_8).strip();
            if (!text.isEmpty()) {
              handler.text(new Origin(source, number), text);
            } else if (source == ARGUMENTS) {
              handler.problem(source.describe(number), "empty");
            }
          }

          @Override
          public void problem(String where, String message) {
            handler.problem(where, message);
          }
        });
  }

  private static void readFile(String file, Handler handler) {
    String where = "--input " + IdType.quote(file);
    InputStream in;
    try {
      in = Files.newInputStream(Path.of(file));
    } catch (NoSuchFileException e) {
      handler.problem(where, "no such file");
      return;
    } catch (AccessDeniedException e) {
      handler.problem(where, "permission denied");
      return;
    } catch (IOException | InvalidPathException e) {
      handler.problem(where, "cannot open: " + e.getMessage());
      return;
    }
    try (in) {
      read(in, number -> file + ":" + number, where, handler);
    } catch (IOException e) {
      handler.problem(where, "cannot close: " + e.getMessage());
    }
  }

  private static void read(InputStream in, Source source, String where, Handler handler) {
    try {
      new ByteLineReader()
          .forEachLine(
              in,
              new ByteLineReader.LineHandler() {
                @Override
                public void line(long number, byte[] bytes, int offset, int length) {
                  handler.line(source, number, bytes, offset, length);
                }

                @Override
                public void tooLong(long number) {
                  handler.problem(source.describe(number), TOO_LONG);
                }
              });
    } catch (IOException e) {
      handler.problem(where, "cannot read: " + e.getMessage());
    }
  }
}
