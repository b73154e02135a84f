package io.github.sortid.docs;

import io.github.sortid.docs.Markdown.CodeBlock;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A {@code java} code block of a document, read as the doc-snippet test compiles it.
 *
 * <ul>
 *   <li>A block that begins, after its {@code import} lines and any annotations, with a class,
 *       interface, enum or record declaration (or that has a {@code package} line) is a
 *       <b>compilation unit</b>: compiled as it is, never run.
 *   <li>Any other block is a sequence of <b>statements</b>, which may declare local records: they
 *       become the body of a method, with the block's own {@code import} lines and a fixed list of
 *       imports ({@link JavaSnippets#IMPORTS}) at the top of the file. The method is run, unless
 *       the info string says {@code compile-only}: {@code ```java compile-only} marks the blocks
 *       that need a database, a ZooKeeper ensemble or an application around them.
 *   <li>An HTML comment on the line before the fence, {@code <!-- setup: ... -->}, holds Java
 *       statements that are compiled (and run) before the block's, like the hidden lines of Rust's
 *       doctests: they declare what the page's prose gives the block, such as a {@code DataSource},
 *       and GitHub does not show them.
 * </ul>
 *
 * @param block the code block
 * @param kind what it holds
 * @param compileOnly whether its statements are compiled but not run
 * @param setup the statements of the setup comment, or the empty string
 * @param imports the block's own {@code import} lines (statements only; a unit keeps its own)
 * @param body the block's lines; for statements, with its {@code import} lines left blank so that
 *     every line keeps its place
 */
record JavaSnippet(
    CodeBlock block,
    Kind kind,
    boolean compileOnly,
    String setup,
    List<String> imports,
    List<String> body) {

  /** What a block holds. */
  enum Kind {
    /** Type declarations, with their imports: a source file. */
    UNIT,
    /** Statements, as in a method's body. */
    STATEMENTS
  }

  /** The info-string word for statements that are compiled but not run. */
  static final String COMPILE_ONLY = "compile-only";

  /** The word that starts a setup comment. */
  static final String SETUP = "setup:";

  private static final Set<String> OPTIONS = Set.of(COMPILE_ONLY);
  private static final Pattern IMPORT =
      Pattern.compile("^import\\s+(static\\s+)?[\\w.]+(\\.\\*)?\\s*;\\s*(//.*)?$");
  private static final Pattern ANNOTATION = Pattern.compile("^(@[\\w.]+(\\([^)]*\\))?\\s*)+$");
  private static final Pattern TYPE_DECLARATION =
      Pattern.compile(
          "^(@[\\w.]+(\\([^)]*\\))?\\s+)*((public|protected|private|abstract|final|static|sealed"
              + "|non-sealed|strictfp)\\s+)*(class|interface|enum|record|@interface)\\s+\\w+.*");

  JavaSnippet {
    imports = List.copyOf(imports);
    body = List.copyOf(body);
  }

  /**
   * Reads a {@code java} code block.
   *
   * @throws IllegalArgumentException for an info-string word that is not an option, or a setup on a
   *     compilation unit
   */
  static JavaSnippet of(CodeBlock block, Path root) {
    String where = root.relativize(block.document()) + ":" + block.line() + ": ";
    for (String option : block.options()) {
      if (!OPTIONS.contains(option)) {
        throw new IllegalArgumentException(
            where + "unknown word \"" + option + "\" after ```java (known: " + OPTIONS + ")");
      }
    }
    String setup =
        block.comment().startsWith(SETUP) ? block.comment().substring(SETUP.length()).strip() : "";
    Kind kind = kind(block.lines());
    if (kind == Kind.UNIT && !setup.isEmpty()) {
      throw new IllegalArgumentException(
          where + "a setup comment is for statements, and this block is a compilation unit");
    }
    List<String> imports = new ArrayList<>();
    List<String> body = new ArrayList<>(block.lines());
    if (kind == Kind.STATEMENTS) {
      for (int i = 0; i < body.size(); i++) {
        if (IMPORT.matcher(body.get(i).strip()).matches()) {
          imports.add(body.get(i).strip());
          body.set(i, "");
        }
      }
    }
    return new JavaSnippet(
        block, kind, block.options().contains(COMPILE_ONLY), setup, imports, body);
  }

  /** Whether the snippet is run after it compiles. */
  boolean runs() {
    return kind == Kind.STATEMENTS && !compileOnly;
  }

  private static Kind kind(List<String> lines) {
    for (String line : lines) {
      String code = line.strip();
      if (code.isEmpty()
          || code.startsWith("//")
          || IMPORT.matcher(code).matches()
          || ANNOTATION.matcher(code).matches()) {
        continue;
      }
      return code.startsWith("package ") || TYPE_DECLARATION.matcher(code).matches()
          ? Kind.UNIT
          : Kind.STATEMENTS;
    }
    return Kind.STATEMENTS;
  }
}
