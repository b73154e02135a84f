package io.github.sortid.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The repository's Markdown documents that the checks read. */
final class Documents {
  private Documents() {}

  /** The repository's root, set by the build; the module's parent folder otherwise. */
  static Path root() {
    return Path.of(System.getProperty("sortid.repository.root", "..")).toAbsolutePath().normalize();
  }

  /**
   * Every document whose links are checked: README.md, CONTRIBUTING.md, RELEASING.md, CHANGELOG.md,
   * docs/*.md and examples/*&#47;README.md.
   */
  static List<Path> all(Path root) {
    List<Path> documents = new ArrayList<>();
    for (String name : List.of("README.md", "CONTRIBUTING.md", "RELEASING.md", "CHANGELOG.md")) {
      documents.add(root.resolve(name));
    }
    documents.addAll(docs(root));
    try (Stream<Path> examples = Files.list(root.resolve("examples"))) {
      examples
          .map(p -> p.resolve("README.md"))
          .filter(Files::isRegularFile)
          .sorted()
          .forEach(documents::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return documents;
  }

  /**
   * The documents that show sortid's API and its command line, whose Java snippets and command
   * transcripts are run: README.md, CONTRIBUTING.md and whatever docs/*.md holds.
   */
  static List<Path> guides(Path root) {
    List<Path> documents = new ArrayList<>();
    documents.add(root.resolve("README.md"));
    documents.add(root.resolve("CONTRIBUTING.md"));
    documents.addAll(docs(root));
    return documents;
  }

  private static List<Path> docs(Path root) {
    try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
      return docs.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
