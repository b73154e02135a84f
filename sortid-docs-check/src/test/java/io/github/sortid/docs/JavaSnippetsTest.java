package io.github.sortid.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

class JavaSnippetsTest {
  private static final Path ROOT = Documents.root();

  /** Every {@code java} block of the documents, in their order. */
  static List<JavaSnippet> snippets(Path root, List<Path> documents) {
    return documents.stream()
        .flatMap(document -> Markdown.read(document).codeBlocks().stream())
        .filter(block -> block.language().equals("java"))
        .map(block -> JavaSnippet.of(block, root))
        .toList();
  }

  @TestFactory
  Stream<DynamicTest> everyJavaSnippetOfTheDocumentsCompilesAndRuns() {
    List<JavaSnippet> snippets = snippets(ROOT, Documents.guides(ROOT));
    assertTrue(snippets.size() > 20, () -> "too few Java snippets found: " + snippets.size());
    assertTrue(snippets.stream().filter(JavaSnippet::runs).count() > 10, "too few run");

    JavaSnippets compiled = JavaSnippets.compile(ROOT, snippets);

    System.out.printf(
        "Compiled %d Java snippets; %d of them run, and %d values they show are compared%n",
        snippets.size(),
        snippets.stream().filter(JavaSnippet::runs).count(),
        compiled.shownValues());
    assertTrue(compiled.shownValues() > 30, "too few values compared: " + compiled.shownValues());
    return snippets.stream()
        .map(
            snippet ->
                DynamicTest.dynamicTest(
                    ROOT.relativize(snippet.block().document())
                        + ":"
                        + snippet.block().line()
                        + (snippet.runs() ? "" : " (compiled only)"),
                    snippet.block().document().toUri(),
                    () -> {
                      List<String> problems = compiled.problems(snippet);
                      if (!problems.isEmpty()) {
                        fail(
                            String.join("\n", problems)
                                + "\n\nthe snippet, as compiled:\n"
                                + compiled.source(snippet));
                      }
                    }));
  }

  @Test
  void eachProblemIsReportedAtItsLineOfTheDocument(@TempDir Path root) throws IOException {
    Path document = root.resolve("docs/A.md");
    Files.createDirectories(document.getParent());
    Files.writeString(
        document,
        """
        # A

        ```java
        Scru128Id id = Scru128Id.fromString("036z951mhjikzik2gsl81gr7l");
        id.toInstant();        // 2022-03-19T11:03:30.742Z
        id.getCounterHi();     // 1
        id.getCounterLo();     // the counter, and no value shown
        Scru128Id.fromString("036z951mhjikzik2gsl81gr7+");  // IdFormatException: invalid digit '+' at 24
        Ulid.fromString("0");
        // IdFormatException: invalid length
        Ulid.fromString("01ARZ3NDEKTSV4RRFFQ69G5FAV");  // IdFormatException: none
        ```

        ```java compile-only
        Scru128Id.fromString("not run");
        ```

        <!-- setup: String text =
        "036z951mhjikzik2gsl81gr7l"; -->
        ```java
        Scru128Id.fromString(text).getTimestamp();   // 1647687810742
        ```

        ```java
        Scru128Id id = Scru128.generate();
        undefined.call(id);
        ```

        ```java
        import java.util.concurrent.atomic.AtomicLong;

        AtomicLong n = new AtomicLong();
        n.incrementAndGet();  // 1
        System.out.println("printed");
        Scru64Id.fromString("x");
        n.incrementAndGet();  // 2
        ```

        ```java
        @SuppressWarnings("unused")
        public record Point(int x) {}
        ```

        ```java
        new Point(3).x();   // 3
        ```
        """);

    List<JavaSnippet> snippets = snippets(root, List.of(document));
    JavaSnippets compiled = JavaSnippets.compile(root, snippets);

    assertEquals(7, snippets.size());
    assertEquals(
        List.of(true, false, true, true, true, false, true),
        snippets.stream().map(JavaSnippet::runs).toList());
    List<String> first = compiled.problems(snippets.get(0));
    assertEquals(3, first.size(), first::toString);
    assertEquals(
        "docs/A.md:6: gives 2426999 where the comment says: 1",
        first.get(0).lines().findFirst().get());
    assertTrue(
        first
            .get(1)
            .startsWith("docs/A.md:9: threw IdFormatException: invalid length: 1 (expected"),
        first.get(1));
    assertTrue(first.get(1).endsWith("where the comment says: IdFormatException: invalid length"));
    assertEquals(
        "docs/A.md:11: returned 01ARZ3NDEKTSV4RRFFQ69G5FAV where the comment says:"
            + " IdFormatException: none",
        first.get(2));
    assertEquals(List.of(), compiled.problems(snippets.get(1)));
    assertEquals(List.of(), compiled.problems(snippets.get(2)));
    List<String> undefined = compiled.problems(snippets.get(3));
    assertEquals(1, undefined.size(), undefined::toString);
    assertTrue(
        undefined.get(0).startsWith("docs/A.md:26: cannot find symbol"), undefined::toString);
    assertTrue(undefined.get(0).endsWith("| undefined.call(id);"), undefined::toString);
    List<String> thrown = compiled.problems(snippets.get(4));
    assertEquals(1, thrown.size(), thrown::toString);
    assertTrue(
        thrown.get(0).startsWith("docs/A.md:35: threw io.github.sortid.IdFormatException: invalid"),
        thrown::toString);
    assertTrue(thrown.get(0).endsWith("it printed:\n    printed"), thrown::toString);
    assertEquals(List.of(), compiled.problems(snippets.get(5)));
    assertEquals(List.of(), compiled.problems(snippets.get(6)));
  }

  @Test
  void aBlockIsAUnitWhenItBeginsWithATypeDeclaration(@TempDir Path root) throws IOException {
    Path document = root.resolve("A.md");
    Files.writeString(
        document,
        """
        ```java
        import java.util.List;

        @Deprecated
        final class A {}
        ```

        ```java
        import java.util.List;

        List<String> a = List.of();
        record B(int b) {}
        ```

        ```java compile-only
        // a comment first
        public sealed interface C permits D {}
        ```
        """);

    assertEquals(
        List.of(JavaSnippet.Kind.UNIT, JavaSnippet.Kind.STATEMENTS, JavaSnippet.Kind.UNIT),
        snippets(root, List.of(document)).stream().map(JavaSnippet::kind).toList());
    assertEquals(
        List.of("import java.util.List;"), snippets(root, List.of(document)).get(1).imports());
  }

  @Test
  void anUnknownWordAfterJavaIsRefused(@TempDir Path root) throws IOException {
    Path document = root.resolve("A.md");
    Files.writeString(document, "text\n\n```java compile_only\nint a = 1;\n```\n");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> snippets(root, List.of(document)));

    assertEquals(
        "A.md:3: unknown word \"compile_only\" after ```java (known: [compile-only])",
        e.getMessage());
  }

  @Test
  void aCommentShowsAValueWhenItsFirstWordIsOne() {
    assertTrue(Evaluation.claimsValue("2022-03-19T11:03:30.742Z"));
    assertTrue(Evaluation.claimsValue("\"0u2r85hm2pt3\""));
    assertTrue(Evaluation.claimsValue("{\"id\":1}"));
    assertTrue(Evaluation.claimsValue("OptionalInt[42]"));
    assertTrue(Evaluation.claimsValue("false, and no exception is built"));
    assertTrue(Evaluation.claimsValue("16 bytes, big-endian"));
    assertFalse(Evaluation.claimsValue("range-checked"));
    assertFalse(Evaluation.claimsValue("same as above"));
    assertFalse(Evaluation.claimsValue("or SCRU64_NODE_SPEC=42/8"));
    assertTrue(Evaluation.startsWith("56634639325 (ms since 2020-01-01)", "56634639325"));
    assertTrue(Evaluation.startsWith("true: version 7", "true"));
    assertFalse(Evaluation.startsWith("16 bytes", "1"));
    assertFalse(Evaluation.startsWith("2022-03-19T11:03:30.742Z", "2022-03-19T11:03:30.74"));
  }
}
