package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;

/** A run builds only the command it names: what it shows must not depend on that. */
class CliTreeTest {
  private static final CommandLine WHOLE =
      Cli.commandLine(
          new Context(
              InputStream.nullInputStream(),
              OutputStream.nullOutputStream(),
              new PrintWriter(Writer.nullWriter()),
              Map.of()));

  @Test
  void eachCommandsHelpIsTheOneOfTheWholeTree() {
    WHOLE
        .getSubcommands()
        .forEach(
            (name, command) -> {
              if (!name.equals("help")) {
                CliRun run = CliRun.run(name, "--help");
                assertEquals(0, run.status(), name);
                assertEquals(command.getUsageMessage(Ansi.OFF), run.out(), name);
              }
            });
  }

  @Test
  void theRootsHelpListsEveryCommand() {
    CliRun run = CliRun.run("--help");

    assertEquals(WHOLE.getUsageMessage(Ansi.OFF), run.out());
    WHOLE.getSubcommands().keySet().forEach(name -> assertTrue(run.out().contains(name), name));
  }
}
