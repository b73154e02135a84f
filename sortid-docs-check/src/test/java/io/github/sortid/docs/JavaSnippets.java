package io.github.sortid.docs;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionStatementTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.Trees;
import io.github.sortid.docs.JavaSnippet.Kind;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles the Java snippets of the documents, all in one compiler run and in memory, against the
 * test class path, and runs those that run.
 *
 * <p>Statements become the body of {@code public static void run(Evaluation $)} in a class of their
 * own, with {@link #IMPORTS} and the block's own imports; the setup comment's statements come
 * first. A statement that leaves its value unused and has a comment, on its line or the next one,
 * is run through {@link Evaluation}, which compares the value with the comment. Every message names
 * the document and its line.
 */
final class JavaSnippets {
  /**
   * The imports that every snippet gets: every package of sortid's API that no other shares a class
   * name with, and the JDK packages that the examples take for granted. The two Jackson modules'
   * packages both have a {@code SortidModule}, and frameworks' packages are the snippet's own
   * business: a snippet that uses them imports them, as its readers' code must.
   */
  static final List<String> IMPORTS =
      List.of(
          "io.github.sortid.*",
          "io.github.sortid.euid.*",
          "io.github.sortid.hibernate.*",
          "io.github.sortid.jdbc.*",
          "io.github.sortid.lease.*",
          "io.github.sortid.mybatis.*",
          "io.github.sortid.scru128.*",
          "io.github.sortid.scru128.v1.*",
          "io.github.sortid.scru64.*",
          "io.github.sortid.ulid.*",
          "io.github.sortid.uuidv7.*",
          "io.github.sortid.zookeeper.*",
          "java.math.*",
          "java.time.*",
          "java.util.*");

  private static final String PACKAGE = "snippets";

  /** A generated source file and how its lines map back to the document's. */
  private record Source(
      JavaSnippet snippet, String className, String text, int setupStart, int bodyStart) {
    /** The document's line of a line (1-based) of the generated source. */
    int documentLine(long line) {
      if (line >= bodyStart && line < bodyStart + snippet.body().size()) {
        return snippet.block().documentLine((int) (line - bodyStart));
      }
      if (line >= setupStart && line < bodyStart && snippet.block().commentLine() > 0) {
        return snippet.block().commentLine();
      }
      return snippet.block().line();
    }

    Source withText(String newText) {
      return new Source(snippet, className, newText, setupStart, bodyStart);
    }
  }

  private final Path root;
  private final Map<JavaSnippet, Source> sources = new LinkedHashMap<>();
  private final Map<JavaSnippet, Map<Integer, String>> comments = new HashMap<>();
  private final Map<JavaSnippet, List<String>> errors = new HashMap<>();
  private final Map<String, byte[]> classes = new HashMap<>();
  private final ClassLoader loader;

  private JavaSnippets(Path root, List<JavaSnippet> snippets) {
    this.root = root;
    Map<Path, List<String>> unitPackages = new HashMap<>();
    int index = 0;
    for (JavaSnippet snippet : snippets) {
      List<String> units =
          unitPackages.computeIfAbsent(snippet.block().document(), d -> new ArrayList<>());
      Source source = generate(snippet, index++, units);
      if (snippet.kind() == Kind.UNIT) {
        units.add(source.className().substring(0, source.className().lastIndexOf('.')));
      }
      sources.put(snippet, source);
      errors.put(snippet, new ArrayList<>());
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      throw new IllegalStateException("no Java compiler: run the tests on a JDK, not a JRE");
    }
    instrument(javac);
    // The compiler writes no class once it has found an error, and finds no error of a later
    // phase (types, then flow) in any file once one file fails an earlier one: compile the
    // sources without errors again until none is found.
    List<Source> clean = List.copyOf(sources.values());
    Map<Source, List<String>> found = compile(javac, clean);
    while (!found.isEmpty()) {
      found.forEach((source, messages) -> errors.get(source.snippet()).addAll(messages));
      Map<Source, List<String>> failed = found;
      clean = clean.stream().filter(source -> !failed.containsKey(source)).toList();
      found = compile(javac, clean);
    }
    loader = new MemoryClassLoader(classes, JavaSnippets.class.getClassLoader());
  }

  /** Compiles the snippets. */
  static JavaSnippets compile(Path root, List<JavaSnippet> snippets) {
    return new JavaSnippets(root, snippets);
  }

  /**
   * The problems of a snippet: what the compiler reported, and for a snippet that runs, what it
   * threw and each value that differs from its comment. Empty if there are none.
   */
  List<String> problems(JavaSnippet snippet) {
    List<String> problems = errors.get(snippet);
    if (!problems.isEmpty() || !snippet.runs()) {
      return List.copyOf(problems);
    }
    Source source = sources.get(snippet);
    Evaluation evaluation = new Evaluation(name(snippet), comments.get(snippet));
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream out = System.out;
    System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    try {
      loader
          .loadClass(source.className())
          .getMethod("run", Evaluation.class)
          .invoke(null, evaluation);
    } catch (InvocationTargetException e) {
      Throwable thrown = e.getCause();
      String message =
          thrown instanceof Evaluation.SnippetFailure
              ? thrown.getMessage() + "\n" + stackTrace(thrown.getCause())
              : name(snippet) + ":" + thrownAt(source, thrown) + ": threw " + stackTrace(thrown);
      return List.of(message + printedOutput(printed));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot run " + source.className(), e);
    } finally {
      System.setOut(out);
    }
    return evaluation.mismatches().stream().map(m -> m + printedOutput(printed)).toList();
  }

  /** How many statements the running snippets show the value of, to be compared. */
  int shownValues() {
    return sources.keySet().stream()
        .filter(JavaSnippet::runs)
        .mapToInt(snippet -> comments.get(snippet).size())
        .sum();
  }

  /** The generated source of a snippet, for messages. */
  String source(JavaSnippet snippet) {
    return sources.get(snippet).text();
  }

  private String name(JavaSnippet snippet) {
    return root.relativize(snippet.block().document()).toString();
  }

  /**
   * Generates a snippet's source file.
   *
   * @param units the packages of the compilation units that come before it in its document, whose
   *     public types a snippet of statements may use, as a page declares an entity and then queries
   *     it
   */
  private static Source generate(JavaSnippet snippet, int index, List<String> units) {
    StringBuilder text = new StringBuilder();
    String className;
    if (snippet.kind() == Kind.UNIT) {
      String packageName = PACKAGE + ".unit" + index;
      className = packageName + ".Unit";
      text.append("package ").append(packageName).append(";\n");
    } else {
      className = PACKAGE + ".Snippet" + index;
      text.append("package ").append(PACKAGE).append(";\n");
    }
    for (String imported : IMPORTS) {
      text.append("import ").append(imported).append(";\n");
    }
    int setupStart = 0;
    if (snippet.kind() == Kind.STATEMENTS) {
      for (String unit : units) {
        text.append("import ").append(unit).append(".*;\n");
      }
      for (String imported : snippet.imports()) {
        text.append(imported).append('\n');
      }
      text.append("public final class ")
          .append(className.substring(PACKAGE.length() + 1))
          .append(" {\n")
          .append("public static void run(")
          .append(Evaluation.class.getName())
          .append(" $) throws Throwable {\n");
      setupStart = lineCount(text) + 1;
      if (!snippet.setup().isEmpty()) {
        text.append(snippet.setup()).append('\n');
      }
    }
    int bodyStart = lineCount(text) + 1;
    for (String line : snippet.body()) {
      text.append(line).append('\n');
    }
    if (snippet.kind() == Kind.STATEMENTS) {
      text.append("}\n}\n");
    }
    return new Source(snippet, className, text.toString(), setupStart, bodyStart);
  }

  private static int lineCount(CharSequence text) {
    return (int) text.chars().filter(c -> c == '\n').count();
  }

  /**
   * Finds, with the compiler's parser, the statements whose values the snippets show in a comment,
   * and routes them through {@link Evaluation#value}.
   */
  private void instrument(JavaCompiler javac) {
    List<Source> statements =
        sources.values().stream().filter(s -> s.snippet().kind() == Kind.STATEMENTS).toList();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Map<URI, Source> files = byUri(statements);
    JavacTask task =
        (JavacTask) javac.getTask(null, null, diagnostics, List.of(), null, files(statements));
    SourcePositions positions = Trees.instance(task).getSourcePositions();
    Iterable<? extends CompilationUnitTree> units;
    try {
      units = task.parse();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<URI> unparsable =
        diagnostics.getDiagnostics().stream()
            .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
            .map(d -> d.getSource().toUri())
            .toList();
    for (CompilationUnitTree unit : units) {
      Source source = files.get(unit.getSourceFile().toUri());
      Map<Integer, String> shown = new HashMap<>();
      comments.put(source.snippet(), shown);
      if (unparsable.contains(unit.getSourceFile().toUri())) {
        continue;
      }
      List<long[]> edits = new ArrayList<>();
      for (StatementTree statement : body(unit)) {
        if (!(statement instanceof ExpressionStatementTree expression)
            || !showsValue(expression.getExpression())) {
          continue;
        }
        long start = positions.getStartPosition(unit, statement);
        long end = positions.getEndPosition(unit, statement);
        long line = unit.getLineMap().getLineNumber(start);
        if (line < source.bodyStart()) {
          continue;
        }
        String comment = commentAfter(source.text(), (int) end);
        if (comment != null) {
          int documentLine = source.documentLine(line);
          shown.put(documentLine, comment);
          edits.add(
              new long[] {
                start,
                end,
                positions.getStartPosition(unit, expression.getExpression()),
                positions.getEndPosition(unit, expression.getExpression()),
                documentLine
              });
        }
      }
      edits.sort(Comparator.comparingLong((long[] edit) -> edit[0]).reversed());
      StringBuilder text = new StringBuilder(source.text());
      for (long[] edit : edits) {
        String expression = text.substring((int) edit[2], (int) edit[3]);
        text.replace(
            (int) edit[0], (int) edit[1], "$.value(" + edit[4] + ", () -> " + expression + ");");
      }
      sources.put(source.snippet(), source.withText(text.toString()));
    }
  }

  private static List<? extends StatementTree> body(CompilationUnitTree unit) {
    for (Tree type : unit.getTypeDecls()) {
      for (Tree member : ((ClassTree) type).getMembers()) {
        if (member instanceof MethodTree method && method.getName().contentEquals("run")) {
          return method.getBody().getStatements();
        }
      }
    }
    return List.of();
  }

  /** A call or an instance creation: an expression whose value a statement may leave unused. */
  private static boolean showsValue(ExpressionTree expression) {
    return expression.getKind() == Tree.Kind.METHOD_INVOCATION
        || expression.getKind() == Tree.Kind.NEW_CLASS;
  }

  /**
   * The comment that shows a statement's value: after it on its last line, or else the first line
   * of the comment lines right below it.
   */
  private static String commentAfter(String text, int end) {
    int lineEnd = text.indexOf('\n', end);
    String rest = text.substring(end, lineEnd).strip();
    if (rest.startsWith("//")) {
      return rest.substring(2).strip();
    }
    if (!rest.isEmpty()) {
      return null;
    }
    int nextEnd = text.indexOf('\n', lineEnd + 1);
    String next = nextEnd < 0 ? "" : text.substring(lineEnd + 1, nextEnd).strip();
    return next.startsWith("//") ? next.substring(2).strip() : null;
  }

  /** Compiles the sources; returns the errors of each source that has any. */
  private Map<Source, List<String>> compile(JavaCompiler javac, List<Source> toCompile) {
    if (toCompile.isEmpty()) {
      return Map.of();
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StandardJavaFileManager standard =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8);
    Map<URI, Source> files = byUri(toCompile);
    List<String> options =
        List.of(
            "--release",
            "17",
            "-proc:none",
            "-Xlint:all,-processing",
            "-classpath",
            System.getProperty("java.class.path"));
    javac
        .getTask(
            null,
            new MemoryFileManager(standard, classes),
            diagnostics,
            options,
            null,
            files(toCompile))
        .call();
    Map<Source, List<String>> found = new LinkedHashMap<>();
    for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
      Source source =
          diagnostic.getSource() == null ? null : files.get(diagnostic.getSource().toUri());
      if (source == null || diagnostic.getKind() == Diagnostic.Kind.NOTE) {
        continue;
      }
      int line = source.documentLine(diagnostic.getLineNumber());
      String kind = diagnostic.getKind() == Diagnostic.Kind.ERROR ? "" : "warning: ";
      found
          .computeIfAbsent(source, s -> new ArrayList<>())
          .add(
              name(source.snippet())
                  + ":"
                  + line
                  + ": "
                  + kind
                  + diagnostic.getMessage(Locale.ROOT).replace("\n", "\n    ")
                  + "\n    | "
                  + documentText(source.snippet(), line));
    }
    return found;
  }

  private static String documentText(JavaSnippet snippet, int line) {
    List<String> lines = snippet.block().lines();
    int index = line - snippet.block().line() - 1;
    return index >= 0 && index < lines.size() ? lines.get(index) : "```java (setup)";
  }

  private static List<JavaFileObject> files(List<Source> sources) {
    return sources.stream()
        .<JavaFileObject>map(source -> new SourceFile(source.className(), source.text()))
        .toList();
  }

  private static Map<URI, Source> byUri(List<Source> sources) {
    Map<URI, Source> files = new HashMap<>();
    for (Source source : sources) {
      files.put(SourceFile.uri(source.className()), source);
    }
    return files;
  }

  /** The document's line where the snippet threw: the deepest frame of the snippet's code. */
  private static int thrownAt(Source source, Throwable thrown) {
    for (StackTraceElement frame : thrown.getStackTrace()) {
      if (frame.getClassName().equals(source.className()) && frame.getLineNumber() > 0) {
        return source.documentLine(frame.getLineNumber());
      }
    }
    return source.snippet().block().line();
  }

  private static String stackTrace(Throwable thrown) {
    StringBuilder trace = new StringBuilder(thrown.toString());
    for (StackTraceElement frame : thrown.getStackTrace()) {
      trace.append("\n    at ").append(frame);
      if (frame.getClassName().startsWith(PACKAGE + ".")) {
        break;
      }
    }
    return trace.toString();
  }

  private static String printedOutput(ByteArrayOutputStream printed) {
    String text = printed.toString(StandardCharsets.UTF_8);
    return text.isEmpty() ? "" : "\n  it printed:\n" + text.indent(4).stripTrailing();
  }

  /** A generated source file, in memory. */
  private static final class SourceFile extends SimpleJavaFileObject {
    private final String text;

    SourceFile(String className, String text) {
      super(uri(className), Kind.SOURCE);
      this.text = text;
    }

    static URI uri(String className) {
      return URI.create("string:///" + className.replace('.', '/') + ".java");
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return text;
    }

    /**
     * Any public class may be declared in it, since a unit's file is named after none of them; but
     * it is no {@code package-info.java} or {@code module-info.java}.
     */
    @Override
    public boolean isNameCompatible(String simpleName, Kind kind) {
      return kind == Kind.SOURCE && !simpleName.endsWith("-info");
    }
  }

  /** Keeps the class files that the compiler writes, by class name. */
  private static final class MemoryFileManager extends ForwardingJavaFileManager<JavaFileManager> {
    private final Map<String, byte[]> classes;

    MemoryFileManager(JavaFileManager files, Map<String, byte[]> classes) {
      super(files);
      this.classes = classes;
    }

    @Override
    public JavaFileObject getJavaFileForOutput(
        Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
      return new SimpleJavaFileObject(
          URI.create("memory:///" + className.replace('.', '/') + kind.extension), kind) {
        @Override
        public OutputStream openOutputStream() {
          return new ByteArrayOutputStream() {
            @Override
            public void close() {
              classes.put(className, toByteArray());
            }
          };
        }
      };
    }
  }

  /** Loads the compiled snippets, and everything else from the test class path. */
  private static final class MemoryClassLoader extends ClassLoader {
    private final Map<String, byte[]> classes;

    MemoryClassLoader(Map<String, byte[]> classes, ClassLoader parent) {
      super(parent);
      this.classes = classes;
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      byte[] bytes = classes.get(name);
      if (bytes == null) {
        throw new ClassNotFoundException(name);
      }
      return defineClass(name, bytes, 0, bytes.length);
    }
  }
}
