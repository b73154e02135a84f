package io.github.sortid.docs;

import io.github.sortid.cli.InProcessSortid;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replays the command lines of the documents' shell sessions, with the {@code sortid} command line
 * run in this process. It knows the little of a POSIX shell that the sessions use, and refuses
 * anything else with a message that says so:
 *
 * <ul>
 *   <li>words, with {@code '...'}, {@code "..."} and {@code \} quoting, and {@code #} comments;
 *   <li>pipelines ({@code |}), whose commands run at the same time, joined by {@link Pipe}s;
 *   <li>redirections of standard output to a file or {@code /dev/null} ({@code >}), of standard
 *       error to {@code /dev/null} ({@code 2>}), and of standard input from a file ({@code <}),
 *       files being relative to the working directory;
 *   <li>the commands {@code sortid} (or {@code ./sortid}), {@code printf} (a format without
 *       conversions), {@code echo} (with {@code $?}, the previous line's exit status) and {@code
 *       head -N}.
 * </ul>
 *
 * <p>A shell keeps the exit status of the last line it ran, as {@code $?}: one shell per document.
 */
final class Shell {
  private static final Pattern HEAD_COUNT = Pattern.compile("-(?:n\\s*)?(\\d+)");

  /**
   * What a command line wrote and how it ended.
   *
   * @param status the exit status of the last command of the pipeline
   * @param out the lines of the last command's standard output, unless redirected
   * @param err the lines of every command's standard error, unless redirected
   */
  record Run(int status, List<String> out, List<String> err) {}

  /** A command line that the shell does not know how to run. */
  static final class UnsupportedException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    UnsupportedException(String message) {
      super(message);
    }
  }

  /** One command of a pipeline: its words and where its streams go. */
  private static final class Command {
    final List<String> words = new ArrayList<>();
    String input;
    String output;
    boolean quietErrors;
  }

  private final Path directory;
  private int lastStatus;
  private int statusBefore;

  /**
   * @param directory the working directory, which relative file names are resolved against; it must
   *     be the process's own, which the command line resolves them against
   */
  Shell(Path directory) {
    this.directory = directory;
  }

  /** Runs a command line, as typed after the prompt. */
  Run run(String line) {
    statusBefore = lastStatus;
    return runPipeline(line);
  }

  /** Runs the last command line again, as it ran the first time: with {@code $?} as it was then. */
  Run repeat(String line) {
    lastStatus = statusBefore;
    return runPipeline(line);
  }

  private Run runPipeline(String line) {
    List<Command> pipeline = parse(line);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StringWriter err = new StringWriter();
    List<Thread> threads = new ArrayList<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    InputStream input = InputStream.nullInputStream();
    int status = 0;
    for (int i = 0; i < pipeline.size(); i++) {
      Command command = pipeline.get(i);
      boolean last = i == pipeline.size() - 1;
      Pipe pipe = last ? null : new Pipe();
      InputStream in = command.input == null ? input : open(command.input);
      OutputStream stdout;
      if (command.output == null) {
        stdout = last ? out : pipe.sink();
      } else {
        if (pipe != null) {
          // Nothing goes down the pipe: the next command reads its end at once.
          close(pipe.sink());
        }
        stdout = create(command.output);
      }
      Writer stderr = command.quietErrors ? Writer.nullWriter() : err;
      if (last) {
        status = runAndClose(command, in, stdout, stderr);
      } else {
        Thread thread =
            new Thread(
                () -> {
                  try {
                    runAndClose(command, in, stdout, stderr);
                  } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                  }
                },
                "sortid-transcript-" + i);
        thread.start();
        threads.add(thread);
        input = pipe.source();
      }
    }
    for (Thread thread : threads) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while running: " + line, e);
      }
    }
    if (failure.get() != null) {
      throw new IllegalStateException("failed to run: " + line, failure.get());
    }
    lastStatus = status;
    return new Run(status, lines(out.toString(StandardCharsets.UTF_8)), lines(err.toString()));
  }

  /** Runs one command, then closes its ends of the pipes, as a process's exit does. */
  private int runAndClose(Command command, InputStream in, OutputStream out, Writer err) {
    try (in;
        out) {
      return execute(command, in, out, err);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private int execute(Command command, InputStream in, OutputStream out, Writer err)
      throws IOException {
    List<String> words = command.words;
    String program = words.get(0);
    List<String> args = words.subList(1, words.size());
    switch (program) {
      case "sortid", "./sortid" -> {
        PrintWriter errors = new PrintWriter(err, true);
        int status = InProcessSortid.run(in, out, errors, args.toArray(String[]::new));
        errors.flush();
        return status;
      }
      case "echo" -> {
        out.write((String.join(" ", args) + "\n").getBytes(StandardCharsets.UTF_8));
        return 0;
      }
      case "printf" -> {
        if (args.size() != 1) {
          throw new UnsupportedException("printf with other than one argument: " + words);
        }
        out.write(printf(args.get(0)).getBytes(StandardCharsets.UTF_8));
        return 0;
      }
      case "head" -> {
        Matcher count = HEAD_COUNT.matcher(String.join(" ", args));
        if (!count.matches()) {
          throw new UnsupportedException("head other than head -N: " + words);
        }
        head(in, out, Integer.parseInt(count.group(1)));
        return 0;
      }
      default -> throw new UnsupportedException("a command other than sortid: " + program);
    }
  }

  /** Copies the first lines, then closes its input, as {@code head} exits. */
  private static void head(InputStream in, OutputStream out, int count) throws IOException {
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    for (int i = 0; i < count; i++) {
      String line = reader.readLine();
      if (line == null) {
        break;
      }
      out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
    }
    in.close();
  }

  /** The output of {@code printf FORMAT}: backslash escapes, and no conversion but {@code %%}. */
  private static String printf(String format) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < format.length(); i++) {
      char c = format.charAt(i);
      if (c == '%') {
        if (i + 1 < format.length() && format.charAt(i + 1) == '%') {
          text.append('%');
          i++;
          continue;
        }
        throw new UnsupportedException("printf with a conversion: " + format);
      }
      if (c != '\\' || i + 1 == format.length()) {
        text.append(c);
        continue;
      }
      char escaped = format.charAt(++i);
      switch (escaped) {
        case 'n' -> text.append('\n');
        case 't' -> text.append('\t');
        case 'r' -> text.append('\r');
        case '\\' -> text.append('\\');
        default -> throw new UnsupportedException("printf with the escape \\" + escaped);
      }
    }
    return text.toString();
  }

  private InputStream open(String file) {
    try {
      return Files.newInputStream(directory.resolve(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private OutputStream create(String file) {
    if (file.equals("/dev/null")) {
      return OutputStream.nullOutputStream();
    }
    try {
      return Files.newOutputStream(directory.resolve(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void close(OutputStream out) {
    try {
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> lines(String text) {
    return text.isEmpty() ? List.of() : text.lines().toList();
  }

  /** Splits a command line into the commands of its pipeline. */
  private List<Command> parse(String line) {
    List<Command> pipeline = new ArrayList<>();
    Command command = new Command();
    pipeline.add(command);
    int i = 0;
    while (i < line.length()) {
      char c = line.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '#') {
        break;
      } else if (c == '|') {
        requireWords(command, line);
        command = new Command();
        pipeline.add(command);
        i++;
      } else if (c == '>' || c == '<' || line.startsWith("2>", i)) {
        int start = i + (c == '2' ? 2 : 1);
        while (start < line.length() && Character.isWhitespace(line.charAt(start))) {
          start++;
        }
        StringBuilder target = new StringBuilder();
        i = word(line, start, target);
        if (target.length() == 0) {
          throw new UnsupportedException("a redirection without a file: " + line);
        }
        if (c == '<') {
          command.input = target.toString();
        } else if (c == '>') {
          command.output = target.toString();
        } else if (target.toString().equals("/dev/null")) {
          command.quietErrors = true;
        } else {
          throw new UnsupportedException("standard error to other than /dev/null: " + line);
        }
      } else {
        StringBuilder word = new StringBuilder();
        i = word(line, i, word);
        command.words.add(word.toString());
      }
    }
    requireWords(command, line);
    return pipeline;
  }

  private static void requireWords(Command command, String line) {
    if (command.words.isEmpty()) {
      throw new UnsupportedException("an empty command: " + line);
    }
  }

  /** Reads one word from {@code start}, unquoting it; returns the index after it. */
  private int word(String line, int start, StringBuilder word) {
    int i = start;
    while (i < line.length()) {
      char c = line.charAt(i);
      if (Character.isWhitespace(c) || c == '|' || c == '>' || c == '<') {
        break;
      }
      if (c == '\'') {
        int end = line.indexOf('\'', i + 1);
        if (end < 0) {
          throw new UnsupportedException("an unclosed quote: " + line);
        }
        word.append(line, i + 1, end);
        i = end + 1;
      } else if (c == '"') {
        i++;
        while (i < line.length() && line.charAt(i) != '"') {
          char d = line.charAt(i);
          if (d == '\\' && i + 1 < line.length() && "\"\\$`".indexOf(line.charAt(i + 1)) >= 0) {
            word.append(line.charAt(i + 1));
            i += 2;
          } else if (d == '$') {
            i = variable(line, i, word);
          } else {
            word.append(d);
            i++;
          }
        }
        if (i == line.length()) {
          throw new UnsupportedException("an unclosed quote: " + line);
        }
        i++;
      } else if (c == '\\' && i + 1 < line.length()) {
        word.append(line.charAt(i + 1));
        i += 2;
      } else if (c == '$') {
        i = variable(line, i, word);
      } else {
        word.append(c);
        i++;
      }
    }
    return i;
  }

  /** Expands {@code $?}, the only variable a session uses. */
  private int variable(String line, int i, StringBuilder word) {
    if (!line.startsWith("$?", i)) {
      throw new UnsupportedException("a variable other than $?: " + line);
    }
    word.append(lastStatus);
    return i + 2;
  }
}
