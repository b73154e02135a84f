package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads the IDs of {@code inspect} and {@code convert} as text (see {@link InputLines}) and tells
 * each one's format: the {@code --type} if given, else {@link Detection#of}. What is not an ID is
 * reported to standard error with its origin and counted, and the other inputs go on.
 */
final class IdInputs {
  /** Handles one input of a format. */
  interface IdHandler {
    /**
     * Handles the text as an ID of the format.
     *
     * @param alsoValid the other formats the text is valid in, if detection assumed the format
     * @throws IllegalArgumentException naming the problem, if the text is not one
     */
    void accept(InputLines.Origin origin, String text, IdType<?> type, List<IdType<?>> alsoValid);
  }

  private final Context context;
  private final String command;
  private final IdType<?> type;
  private final LineOutput out;
  private long failures;
  private boolean notedAssumption;

  /**
   * Reads for one run of a command.
   *
   * @param context where the inputs come from and the messages go
   * @param command the command's name in messages, e.g. {@code sortid inspect}
   * @param type the {@code --type}, or null to detect each input's format
   * @param out the command's output, flushed before each message so that both keep their order
   */
  IdInputs(Context context, String command, IdType<?> type, LineOutput out) {
    this.context = context;
    this.command = command;
    this.type = type;
    this.out = out;
  }

  /** Reads every input and hands each one to the handler with its format. */
  void forEach(List<String> arguments, List<String> files, IdHandler handler) {
    InputLines.forEachText(
        arguments,
        files,
        context.in(),
        new InputLines.TextHandler() {
          @Override
          public void text(InputLines.Origin origin, String text) {
            handle(origin, text, handler);
          }

          @Override
          public void problem(String where, String message) {
            failures++;
            error(where + ": " + message);
          }
        });
  }

  /** How many inputs were not IDs or could not be read. */
  long failures() {
    return failures;
  }

  /** Writes a message to standard error, after what the command wrote so far. */
  void error(String message) {
    out.flush();
    context.err().println(command + ": " + message);
    context.err().flush();
  }

  private void handle(InputLines.Origin origin, String text, IdHandler handler) {
    IdType<?> format = type;
    List<IdType<?>> alsoValid = List.of();
    try {
      if (format == null) {
        Detection detection = Detection.of(text);
        format = detection.type();
        alsoValid = detection.alsoValid();
        if (detection.assumed() && !notedAssumption) {
          notedAssumption = true;
          error(assumption(origin, text, detection));
        }
      }
      handler.accept(origin, text, format, alsoValid);
    } catch (IllegalArgumentException e) {
      failures++;
      String file = fileArgument(origin.source(), origin.number(), text);
      error(file != null ? file : Messages.invalidInput(origin, text, format, e));
    }
  }

  /**
   * The note on the first input valid in several formats, e.g. {@code argument 1: "01B3..." is
   * valid as ulid and as scru128-v1: taken as ulid (--type scru128-v1 for the other)}.
   */
  static String assumption(InputLines.Origin origin, String text, Detection detection) {
    String format = detection.type().key();
    List<String> others = detection.alsoValid().stream().map(IdType::key).toList();
    return origin
        + ": "
        + IdType.quote(text)
        + " is valid as "
        + format
        + " and as "
        + Messages.alternatives(others)
        + ": taken as "
        + format
        + " ("
        + Messages.alternatives(others.stream().map(other -> "--type " + other).toList())
        + " for the other)";
  }

  /**
   * The message for an argument that is not an ID but names a file, as when {@code --input} was
   * left out, or null if the input is no argument or names no file.
   */
  static String fileArgument(InputLines.Source source, long number, String text) {
    if (source != InputLines.ARGUMENTS) {
      return null;
    }
    try {
      if (!Files.isRegularFile(Path.of(text))) {
        return null;
      }
    } catch (InvalidPathException e) {
      return null;
    }
    return source.describe(number)
        + ": "
        + IdType.quote(text)
        + ": not an ID but a file (to read IDs from it: --input "
        + text
        + ")";
  }
}
