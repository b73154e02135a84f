package io.github.sortid.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Markdown document as the checks read it: its lines, and which of them belong to fenced code
 * blocks, with each block's info string and content. This is the one parser of fences that every
 * check uses, after CommonMark's rules: a fence is three or more backticks or tildes (indented as
 * far as a list item needs), and a block ends at a bare fence of the same character at least as
 * long, or at the end of the document.
 */
final class Markdown {
  private static final Pattern FENCE = Pattern.compile("^(\\s*)(`{3,}|~{3,})\\s*(.*?)\\s*$");
  private static final Pattern COMMENT_END = Pattern.compile("-->\\s*$");

  /**
   * A fenced code block.
   *
   * @param document the document that holds it
   * @param line the line (1-based) of its opening fence
   * @param info its info string: the language, then any further words
   * @param lines its content, without the fences
   * @param comment the text of an HTML comment ({@code <!-- ... -->}) that ends on the line just
   *     before the opening fence, or the empty string
   * @param commentLine the line (1-based) where that comment starts, or 0
   */
  record CodeBlock(
      Path document, int line, String info, List<String> lines, String comment, int commentLine) {
    /** The first word of the info string, which GitHub takes for the language; may be empty. */
    String language() {
      String[] words = words();
      return words.length == 0 ? "" : words[0];
    }

    /** The words of the info string after the language. */
    List<String> options() {
      String[] words = words();
      return words.length == 0 ? List.of() : List.of(words).subList(1, words.length);
    }

    /** The document's line (1-based) that holds the content line of this index (0-based). */
    int documentLine(int index) {
      return line + 1 + index;
    }

    private String[] words() {
      return info.isBlank() ? new String[0] : info.trim().split("\\s+");
    }
  }

  private final Path document;
  private final List<String> lines;
  private final BitSet code = new BitSet();
  private final List<CodeBlock> codeBlocks = new ArrayList<>();

  private Markdown(Path document, List<String> lines) {
    this.document = document;
    this.lines = List.copyOf(lines);
    int open = -1;
    String fence = null;
    String info = null;
    for (int i = 0; i < lines.size(); i++) {
      Matcher match = FENCE.matcher(lines.get(i));
      boolean isFence = match.matches();
      if (fence == null) {
        if (isFence && !(match.group(2).startsWith("`") && match.group(3).contains("`"))) {
          fence = match.group(2);
          info = match.group(3);
          open = i;
          code.set(i);
        }
        continue;
      }
      code.set(i);
      if (isFence
          && match.group(3).isEmpty()
          && match.group(2).charAt(0) == fence.charAt(0)
          && match.group(2).length() >= fence.length()) {
        codeBlocks.add(block(open, info, i));
        fence = null;
      }
    }
    if (fence != null) {
      codeBlocks.add(block(open, info, lines.size()));
    }
  }

  /** Reads a document, in UTF-8. */
  static Markdown read(Path document) {
    try {
      return new Markdown(document, Files.readAllLines(document, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  Path document() {
    return document;
  }

  List<String> lines() {
    return lines;
  }

  /** Whether the line of this index (0-based) is a fence or inside a fenced code block. */
  boolean isCode(int index) {
    return code.get(index);
  }

  /** The fenced code blocks, in the order of the document. */
  List<CodeBlock> codeBlocks() {
    return codeBlocks;
  }

  private CodeBlock block(int open, String info, int close) {
    String indent = FENCE.matcher(lines.get(open)).replaceFirst("$1");
    List<String> content = new ArrayList<>();
    for (String line : lines.subList(open + 1, close)) {
      // CommonMark removes the opening fence's indentation from each line, as far as it goes.
      int strip = 0;
      while (strip < indent.length() && strip < line.length() && line.charAt(strip) == ' ') {
        strip++;
      }
      content.add(line.substring(strip));
    }
    String comment = "";
    int commentLine = 0;
    if (open > 0 && COMMENT_END.matcher(lines.get(open - 1)).find()) {
      int start = open - 1;
      while (start >= 0 && !lines.get(start).contains("<!--")) {
        start--;
      }
      if (start >= 0) {
        String text = String.join("\n", lines.subList(start, open));
        comment = text.substring(text.indexOf("<!--") + 4, text.lastIndexOf("-->")).strip();
        commentLine = start + 1;
      }
    }
    return new CodeBlock(document, open + 1, info, List.copyOf(content), comment, commentLine);
  }
}
