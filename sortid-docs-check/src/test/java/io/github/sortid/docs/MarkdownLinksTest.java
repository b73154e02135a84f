package io.github.sortid.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownLinksTest {
  private static final Path ROOT = Documents.root();

  @Test
  void everyRelativeLinkAndAnchorOfTheDocumentsResolves() {
    List<Path> documents = Documents.all(ROOT);
    for (Path document : documents) {
      assertTrue(Files.isRegularFile(document), () -> "missing: " + document);
    }
    assertTrue(documents.size() >= 10, () -> "too few documents under " + ROOT + ": " + documents);

    MarkdownLinks.Report report = new MarkdownLinks(ROOT).check(documents);

    System.out.printf(
        "Checked %d relative links, %d of them with an anchor, in %d documents%n",
        report.relativeLinks(), report.anchors(), documents.size());
    assertTrue(report.relativeLinks() > 50, "the links were not found: " + report);
    assertEquals("", describe(report), "links that do not resolve");
  }

  /**
   * The Java files of the repository: every module's sources, tests and scripts, but neither build
   * output nor hidden folders, nor this module, whose tests cite missing documents on purpose.
   */
  static List<Path> javaSources(Path root) throws IOException {
    Path self = root.resolve("sortid-docs-check");
    List<Path> sources = new ArrayList<>();
    Files.walkFileTree(
        root,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
            String name = dir.getFileName().toString();
            boolean skipped =
                !dir.equals(root)
                    && (name.startsWith(".") || name.equals("target") || dir.equals(self));
            return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
            if (file.getFileName().toString().endsWith(".java")) {
              sources.add(file);
            }
            return FileVisitResult.CONTINUE;
          }
        });
    sources.sort(null);
    return sources;
  }

  @Test
  void everyDocumentThatTheJavaSourcesCiteExists() throws IOException {
    List<Path> sources = javaSources(ROOT);
    assertTrue(sources.size() > 100, () -> "too few Java files under " + ROOT + ": " + sources);

    MarkdownLinks.Report report = new MarkdownLinks(ROOT).checkSourceCitations(sources);

    System.out.printf(
        "Checked %d citations of documents, %d of them with an anchor, in %d Java files%n",
        report.relativeLinks(), report.anchors(), sources.size());
    assertTrue(report.anchors() > 20, "the citations were not found: " + report);
    assertEquals("", describe(report), "citations that do not resolve");
  }

  @Test
  void aCitationOfAMissingDocumentOrHeadingIsReported(@TempDir Path root) throws IOException {
    Files.createDirectories(root.resolve("docs"));
    Files.writeString(root.resolve("docs/A-B.md"), "# A\n\n## The `next()` step\n");
    Path source = root.resolve("src/Cited.java");
    Files.createDirectories(source.getParent());
    Files.writeString(
        source,
        """
        /** As docs/A-B.md#the-next-step says, and docs/A-B.md (see docs/A-B.md#a). */
        // Missing: docs/A-B.md#the-step, docs/C.md, docs/C.md#a.
        /* Not citations: docs/a.md, mydocs/A-B.md#x, https://example.com/docs/A-B.md#a. */
        class Cited {}
        """);

    MarkdownLinks.Report report = new MarkdownLinks(root).checkSourceCitations(javaSources(root));

    assertEquals(
        List.of("2 docs/A-B.md#the-step", "2 docs/C.md", "2 docs/C.md#a"),
        report.problems().stream()
            .map(problem -> problem.link().line() + " " + problem.link().target())
            .toList());
    assertEquals(6, report.relativeLinks());
    assertEquals(3, report.anchors());
  }

  private static String describe(MarkdownLinks.Report report) {
    return report.problems().stream()
        .map(
            problem ->
                ROOT.relativize(problem.link().document())
                    + ":"
                    + problem.link().line()
                    + ": ("
                    + problem.link().target()
                    + ") "
                    + problem.reason())
        .collect(Collectors.joining("\n"));
  }

  @Test
  void slugsFollowGitHubsRules() {
    assertEquals("which-store", MarkdownLinks.slug("Which store"));
    assertEquals(
        "on-the-applications-database-sortid-jdbc",
        MarkdownLinks.slug("On the application's database: sortid-jdbc"));
    assertEquals(
        "reading-ids-inspect-convert-and-check",
        MarkdownLinks.slug("Reading IDs: `inspect`, `convert` and `check`"));
    assertEquals(
        "generate-sortid-type--n-count---format-form",
        MarkdownLinks.slug("Generate: `sortid <type> [-n COUNT] [--format FORM]`"));
    assertEquals("every-format-alike-idtype", MarkdownLinks.slug("Every format alike: `IdType`"));
    assertEquals("next-and-euidgenerator", MarkdownLinks.slug("`next()` and `EuidGenerator`"));
    assertEquals("see-the-spec", MarkdownLinks.slug("See [the spec](https://example.com/spec)"));
    assertEquals("snake_case-and-ünïcödé", MarkdownLinks.slug("snake_case and Ünïcödé!"));
  }

  @Test
  void aMissingFileOrHeadingIsReported(@TempDir Path root) throws IOException {
    Files.createDirectories(root.resolve("docs"));
    Files.writeString(
        root.resolve("docs/A.md"),
        """
        # A

        ## Same
        ## Same
        Setext heading
        --------------
        <a id="custom"></a>
        """);
    Files.writeString(
        root.resolve("README.md"),
        """
        # Top

        [fine](docs/A.md) [fine](docs/A.md#same-1) [fine](docs/A.md#setext-heading)
        [fine](#top) [fine](docs/A.md#custom) [fine](docs) [fine](https://example.com/#x)
        ![fine](docs/A.md "a title") [fine](<docs/A.md>)
        `[code](not-checked.md)`

        ```
        [code](not-checked-either.md)
        ```

        [missing file](docs/B.md)
        [missing heading](docs/A.md#same-2)
        [missing here](#bottom)
        [outside](../elsewhere.md)
        [defined]: docs/C.md
        [a link over
        two lines](docs/D.md) and `[code over
        lines](not-checked.md)`
        """);

    MarkdownLinks.Report report = new MarkdownLinks(root).check(List.of(root.resolve("README.md")));

    List<String> reported =
        report.problems().stream()
            .map(problem -> problem.link().line() + " " + problem.link().target())
            .toList();
    assertEquals(
        List.of(
            "12 docs/B.md",
            "13 docs/A.md#same-2",
            "14 #bottom",
            "15 ../elsewhere.md",
            "16 docs/C.md",
            "18 docs/D.md"),
        reported);
    assertEquals(14, report.relativeLinks());
    assertEquals(6, report.anchors());
  }
}
