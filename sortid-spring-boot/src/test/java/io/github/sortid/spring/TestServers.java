package io.github.sortid.spring;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.apache.curator.test.TestingServer;

/**
 * The servers the tests start, each keeping its files under the module's {@code target/}: in the
 * system's temporary directory, another build on the same machine could delete or share them.
 */
public final class TestServers {
  /**
   * How long a server may take to start: a loaded machine can take many times the usual 2 s, and
   * the embedded PostgreSQL's default wait is 10 s.
   */
  private static final Duration START_WAIT = Duration.ofMinutes(3);

  private TestServers() {}

  /**
   * Returns a builder of an embedded PostgreSQL whose binaries and data are under {@code
   * target/embedded-pg}.
   *
   * @return the builder
   * @throws IOException if the directories cannot be made
   */
  public static EmbeddedPostgres.Builder postgres() throws IOException {
    Path dir = Files.createDirectories(Path.of("target", "embedded-pg"));
    return EmbeddedPostgres.builder()
        .setPGStartupWait(START_WAIT)
        .setOverrideWorkingDirectory(dir.toFile())
        .setDataDirectory(Files.createTempDirectory(dir, "data-"));
  }

  /**
   * Starts a ZooKeeper server on a free port, its data under {@code target/zookeeper} (deleted on
   * close).
   *
   * @return the started server
   * @throws Exception if it does not start
   */
  public static TestingServer zooKeeper() throws Exception {
    Path dir = Files.createDirectories(Path.of("target", "zookeeper"));
    return new TestingServer(-1, Files.createTempDirectory(dir, "data-").toFile());
  }
}
