package io.github.sortid.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks, while a Java snippet of the documents runs, that each statement whose value the snippet
 * leaves unused has the value, or throws the exception, that its comment shows.
 *
 * <p>A statement such as {@code parsed.toInstant(); // 2022-03-19T11:03:30.742Z} is there to show
 * its value, in the comment on its line (or on the line below it). The generated code runs such a
 * statement through {@link #value}, which compares what it gives with the comment:
 *
 * <ul>
 *   <li>A value matches when the comment begins with it ({@code String.valueOf}; a string also in
 *       double quotes), followed by the end or by a space, {@code ,}, {@code ;} or {@code :} and
 *       whatever words explain it.
 *   <li>An exception matches a comment that begins with its simple class name, {@code ": "} and its
 *       message, such as {@code IdFormatException: invalid digit '_' at 14}; such a comment on a
 *       statement that throws nothing fails.
 *   <li>A comment whose first word is no value (no digit, no quote or bracket, not {@code true},
 *       {@code false} or {@code null}) explains the statement and is not compared, as is any
 *       comment on a statement that has no value ({@code void}).
 * </ul>
 *
 * <p>Public, as are its two interfaces, because the generated classes are loaded by a class loader
 * of their own and so live in another runtime package.
 */
public final class Evaluation {
  private static final Pattern EXCEPTION = Pattern.compile("^([A-Z]\\w*(?:Exception|Error)): ");

  /** A statement that gives a value. */
  @FunctionalInterface
  public interface Computation {
    /** Runs the statement and returns its value. */
    Object get() throws Throwable;
  }

  /** A statement that gives no value. */
  @FunctionalInterface
  public interface Action {
    /** Runs the statement. */
    void run() throws Throwable;
  }

  private final String document;
  private final Map<Integer, String> comments;
  private final List<String> mismatches = new ArrayList<>();

  /**
   * @param document the document's name, for the messages
   * @param comments the comment of each checked statement, by the document's line of the statement
   */
  Evaluation(String document, Map<Integer, String> comments) {
    this.document = document;
    this.comments = Map.copyOf(comments);
  }

  /**
   * Runs a statement that gives a value and compares the value, or what it throws, with the
   * statement's comment.
   *
   * @param line the document's line of the statement
   * @param statement the statement
   */
  public void value(int line, Computation statement) {
    Object value;
    try {
      value = statement.get();
    } catch (Throwable thrown) {
      thrown(line, thrown);
      return;
    }
    String comment = comment(line);
    if (EXCEPTION.matcher(comment).find()) {
      mismatches.add(
          where(line) + "returned " + render(value) + " where the comment says: " + comment);
    } else if (!startsWith(comment, String.valueOf(value))
        && !(value instanceof String text && startsWith(comment, quote(text)))
        && claimsValue(comment)) {
      mismatches.add(
          where(line) + "gives " + render(value) + " where the comment says: " + comment);
    }
  }

  /**
   * Runs a statement that gives no value; only an exception is compared with its comment.
   *
   * @param line the document's line of the statement
   * @param statement the statement
   */
  public void value(int line, Action statement) {
    try {
      statement.run();
    } catch (Throwable thrown) {
      thrown(line, thrown);
      return;
    }
    String comment = comment(line);
    if (EXCEPTION.matcher(comment).find()) {
      mismatches.add(where(line) + "threw nothing where the comment says: " + comment);
    }
  }

  /** What did not match, one message each, naming the document and line. */
  List<String> mismatches() {
    return List.copyOf(mismatches);
  }

  private void thrown(int line, Throwable thrown) {
    String comment = comment(line);
    Matcher exception = EXCEPTION.matcher(comment);
    if (!exception.find()) {
      throw new SnippetFailure(where(line) + "threw " + thrown, thrown);
    }
    String shown = thrown.getClass().getSimpleName() + ": " + thrown.getMessage();
    if (!startsWith(comment, shown)) {
      mismatches.add(where(line) + "threw " + shown + " where the comment says: " + comment);
    }
  }

  private String comment(int line) {
    String comment = comments.get(line);
    if (comment == null) {
      throw new IllegalArgumentException("no comment recorded for " + where(line));
    }
    return comment;
  }

  private String where(int line) {
    return document + ":" + line + ": ";
  }

  /** Whether the comment begins with the text, as a whole: followed by its end or a separator. */
  static boolean startsWith(String comment, String text) {
    if (!comment.startsWith(text)) {
      return false;
    }
    if (comment.length() == text.length()) {
      return true;
    }
    char next = comment.charAt(text.length());
    return Character.isWhitespace(next) || next == ',' || next == ';' || next == ':';
  }

  /** Whether the comment's first word is a value rather than a word of an explanation. */
  static boolean claimsValue(String comment) {
    String first = comment.split("\\s+", 2)[0].replaceAll("[,;:]$", "");
    return first.chars().anyMatch(c -> Character.isDigit(c) || "\"{[".indexOf(c) >= 0)
        || first.equals("true")
        || first.equals("false")
        || first.equals("null");
  }

  private static String render(Object value) {
    return value instanceof String text ? quote(text) : String.valueOf(value);
  }

  private static String quote(String text) {
    return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }

  /** A statement threw what its comment does not show: the snippet stops there. */
  static final class SnippetFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SnippetFailure(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
