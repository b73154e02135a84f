package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.scru128.Scru128Id;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the {@code sortid} launcher at the repository's root as a user who put it on the PATH would:
 * by name, through symbolic links, from another directory.
 *
 * <p>It runs a copy of the launcher next to a copy of the packaged jar, laid out as in the
 * repository but without the sources and the Maven wrapper: the jar is then never older than its
 * sources, so no test starts a build, and the class-data archives go to a folder of the test's own.
 */
class LauncherIT {
  private static final Path LAUNCHER = Path.of(System.getProperty("sortid.launcher", "../sortid"));
  private static final Path JAR = Path.of(System.getProperty("sortid.jar", "target/sortid.jar"));

  @TempDir Path dir;
  private Path clone;
  private Path target;
  private Path bin;

  private record Run(int status, String out, String err) {}

  @BeforeEach
  void install() throws IOException {
    clone = dir.resolve("clone");
    target = Files.createDirectories(clone.resolve("sortid-cli").resolve("target"));
    Files.copy(LAUNCHER, clone.resolve("sortid"), StandardCopyOption.COPY_ATTRIBUTES);
    Files.copy(JAR, target.resolve("sortid.jar"));
    // bin/sortid -> ../links/sortid (relative) -> <clone>/sortid (absolute)
    Path links = Files.createDirectories(dir.resolve("links"));
    Files.createSymbolicLink(links.resolve("sortid"), clone.resolve("sortid"));
    bin = Files.createDirectories(dir.resolve("bin"));
    Files.createSymbolicLink(bin.resolve("sortid"), Path.of("..", "links", "sortid"));
  }

  private Run sortid(String... args) throws IOException, InterruptedException {
    return sortidOn(Path.of(System.getProperty("java.home")), args);
  }

  private Run sortidOn(Path javaHome, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("sh", "-c", "sortid \"$@\"", "sh"));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
    builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    builder.environment().put("JAVA_HOME", javaHome.toString());
    Path err = dir.resolve("stderr.txt");
    Process process = builder.redirectError(err.toFile()).start();
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(120, TimeUnit.SECONDS), "sortid did not end");
    return new Run(process.exitValue(), out, Files.readString(err));
  }

  /**
   * A JDK home whose java runs this JVM's java, except that it ends a class-data dump with {@code
   * onDump}; {@code before} runs first at every call.
   */
  private Path jdkWhoseDump(String before, String onDump) throws IOException {
    Path bin = Files.createDirectories(dir.resolve("jdk").resolve("bin"));
    Path java = bin.resolve("java");
    Files.writeString(
        java,
        String.join(
            "\n",
            "#!/bin/sh",
            before,
            "case \"$*\" in *-Xshare:dump*) " + onDump + " ;; esac",
            "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' \"$@\"",
            ""));
    assertTrue(java.toFile().setExecutable(true), "cannot make " + java + " executable");
    return bin.getParent();
  }

  private List<Path> archives() throws IOException {
    try (Stream<Path> files = Files.list(target)) {
      return files.filter(file -> file.toString().endsWith(".jsa")).toList();
    }
  }

  private static void assertScru128Ids(int count, Run run) {
    assertEquals(0, run.status(), run.err());
    assertEquals("", run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals(count, lines.size(), run.out());
    lines.forEach(Scru128Id::fromString);
  }

  @Test
  void runsByNameThroughSymbolicLinksAndMakesAClassDataArchive() throws Exception {
    assertScru128Ids(3, sortid("scru128", "-n", "3"));

    List<Path> archives = archives();
    assertEquals(1, archives.size(), archives.toString());
    Path archive = archives.get(0);
    assertTrue(Files.size(archive) > 0, "empty archive");
    FileTime made = Files.getLastModifiedTime(archive);

    assertScru128Ids(1, sortid());
    assertEquals(made, Files.getLastModifiedTime(archive), "the archive was made again");
  }

  @Test
  void anArchiveCutShortOrOfAnotherKindIsPassedOverQuietly() throws Exception {
    assertScru128Ids(1, sortid());
    Path archive = archives().get(0);
    assertTrue(archive.toFile().setWritable(true), "cannot write " + archive);
    try (FileChannel file = FileChannel.open(archive, StandardOpenOption.WRITE)) {
      file.truncate(file.size() / 2);
    }
    assertScru128Ids(2, sortid("scru128", "-n", "2"));

    Files.writeString(archive, "not a class-data archive\n");
    assertScru128Ids(2, sortid("scru128", "-n", "2"));
  }

  @Test
  void aRebuiltJarGetsANewArchive() throws Exception {
    assertScru128Ids(1, sortid());
    Path archive = archives().get(0);
    FileTime jarTime = Files.getLastModifiedTime(target.resolve("sortid.jar"));
    Files.setLastModifiedTime(archive, FileTime.fromMillis(jarTime.toMillis() - 60_000));

    assertScru128Ids(1, sortid());
    assertTrue(Files.getLastModifiedTime(archive).compareTo(jarTime) > 0, "archive not made again");
    assertTrue(Files.size(archive) > 0, "empty archive");
  }

  @Test
  void aJdkThatCannotMakeAnArchiveRunsWithoutAndIsNotAskedAgain() throws Exception {
    // A JDK whose java runs sortid but fails to write archives, and notes each call.
    Path calls = dir.resolve("calls.txt");
    Path jdk = jdkWhoseDump("echo \"$*\" >>'" + calls + "'", "exit 1");

    assertScru128Ids(1, sortidOn(jdk));
    assertScru128Ids(1, sortidOn(jdk));

    List<Path> archives = archives();
    assertEquals(1, archives.size(), archives.toString());
    assertEquals(0, Files.size(archives.get(0)), "not the empty archive that stands for a failure");
    assertEquals(
        1,
        Files.readAllLines(calls).stream().filter(call -> call.contains("-Xshare:dump")).count());
  }

  @Test
  void aJdkWhoseDumpWritesNoArchiveRunsWithout() throws Exception {
    // A JDK whose java says the dump went well but leaves no archive behind.
    assertScru128Ids(1, sortidOn(jdkWhoseDump(":", "exit 0")));

    List<Path> archives = archives();
    assertEquals(1, archives.size(), archives.toString());
    assertEquals(0, Files.size(archives.get(0)), "not the empty archive that stands for a failure");
  }

  @Test
  void aBuildThatLeavesTheJarAsItWasIsNotRunAgain() throws Exception {
    // A source touched without a change that alters the jar, and a build that leaves the jar as
    // it was, as Maven does then: the next runs start at once.
    Path pom = Files.writeString(clone.resolve("pom.xml"), "<project/>");
    long now = System.currentTimeMillis();
    Files.setLastModifiedTime(target.resolve("sortid.jar"), FileTime.fromMillis(now - 120_000));
    Files.setLastModifiedTime(pom, FileTime.fromMillis(now - 60_000));
    Path builds = dir.resolve("builds.txt");
    Path mvnw = clone.resolve("mvnw");
    Files.writeString(mvnw, "#!/bin/sh\necho build >>'" + builds + "'\n");
    assertTrue(mvnw.toFile().setExecutable(true), "cannot make " + mvnw + " executable");

    Run first = sortid("scru128");
    assertEquals(0, first.status(), first.err());
    assertTrue(first.err().startsWith("sortid: building "), first.err());
    assertScru128Ids(1, sortid());
    assertScru128Ids(1, sortid());

    assertEquals(List.of("build"), Files.readAllLines(builds));
  }

  @Test
  void buildsTheJarFirstWhenItIsOlderThanTheSources() throws Exception {
    Path pom = Files.writeString(clone.resolve("pom.xml"), "<project/>");
    FileTime jarTime = Files.getLastModifiedTime(target.resolve("sortid.jar"));
    Files.setLastModifiedTime(pom, FileTime.fromMillis(jarTime.toMillis() + 60_000));

    // The copy has no Maven wrapper to build with: the attempt shows, and fails.
    Run run = sortid("scru128");

    assertEquals(1, run.status(), run.err());
    assertEquals("", run.out());
    assertTrue(run.err().startsWith("sortid: building "), run.err());
    assertTrue(run.err().contains("sortid: the build failed"), run.err());
  }
}
