package io.github.sortid.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps this module and sortid-jackson parallel: the same classes, one of them, {@code IdType},
 * which holds everything that does not depend on Jackson, compiled here from sortid-jackson's file.
 * (Run from this module's directory, as Maven runs it.)
 */
class ParityTest {
  private static final Path JACKSON3 = Path.of("src/main/java/io/github/sortid/jackson3");
  private static final Path JACKSON3_ID_TYPE =
      Path.of("target/generated-sources/id-type/io/github/sortid/jackson3/IdType.java");
  private static final Path JACKSON2 =
      Path.of("../sortid-jackson/src/main/java/io/github/sortid/jackson");

  @Test
  void bothModulesHaveTheSameClasses() throws IOException {
    List<String> jackson3 = new ArrayList<>(fileNames(JACKSON3));
    jackson3.add(JACKSON3_ID_TYPE.getFileName().toString());
    Collections.sort(jackson3);
    assertEquals(fileNames(JACKSON2), jackson3);
  }

  @Test
  void idTypeIsSortidJacksonsInThisPackage() throws IOException {
    String jackson2 = Files.readString(JACKSON2.resolve("IdType.java"));
    assertEquals(
        jackson2.replace("package io.github.sortid.jackson;", "package io.github.sortid.jackson3;"),
        Files.readString(JACKSON3_ID_TYPE));
  }

  private static List<String> fileNames(Path directory) throws IOException {
    try (Stream<Path> files = Files.list(directory)) {
      return files.map(f -> f.getFileName().toString()).sorted().collect(Collectors.toList());
    }
  }
}
