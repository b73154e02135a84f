package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A node whose previous ID is far ahead of the clock is a usage error, reported at once, rather
 * than a command that waits for the clock without end.
 */
class Scru64NodeAheadOfClockTest {
  @Test
  void aNodePrevFarAheadOfTheClockIsAUsageError() {
    // Preemptive: a CLI that waits for the clock would otherwise never return.
    CliRun run =
        assertTimeoutPreemptively(
            Duration.ofSeconds(5), () -> CliRun.run("scru64", "--node", "zzzzzzzzzzzz/8"));

    assertEquals(2, run.status(), run.err());
    assertEquals("", run.out());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(run.err().contains("ahead of the clock"), run.err());
  }
}
