package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The bash/zsh completion script and the man pages that the build makes at package, checked against
 * the command tree: a command or option added later must show up in both.
 */
class CompletionAndManPageIT {
  private static final Path COMPLETION =
      Path.of(System.getProperty("sortid.completion", "target/completion/sortid_completion"));
  private static final Path MAN = Path.of(System.getProperty("sortid.man", "target/man"));

  private static final CommandLine SORTID =
      Cli.commandLine(
          new Context(
              InputStream.nullInputStream(),
              OutputStream.nullOutputStream(),
              new PrintWriter(Writer.nullWriter()),
              Map.of()));

  private static List<String> optionNames(CommandLine command) {
    List<String> names = new ArrayList<>();
    for (OptionSpec option : command.getCommandSpec().options()) {
      names.addAll(List.of(option.names()));
    }
    return names;
  }

  @Test
  void theCompletionScriptKnowsEveryCommandAndOption() throws IOException {
    String script = Files.readString(COMPLETION);

    assertTrue(script.startsWith("#!/usr/bin/env bash"), script.lines().findFirst().orElse(""));
    assertTrue(script.contains("complete -F _complete_sortid"), "registers no completion");
    for (String option : optionNames(SORTID)) {
      assertTrue(script.contains(option), "sortid " + option);
    }
    SORTID
        .getSubcommands()
        .forEach(
            (name, command) -> {
              assertTrue(script.contains("(" + name + ")"), name);
              for (String option : optionNames(command)) {
                assertTrue(script.contains(option), name + " " + option);
              }
            });
  }

  /** What bash offers for the last word of {@code line}, as the shell would ask on TAB. */
  private static String complete(String line) throws IOException, InterruptedException {
    Process bash =
        new ProcessBuilder(
                "bash",
                "-c",
                "source \"$1\" && read -ra COMP_WORDS <<<\"$2\" && COMP_LINE=$2"
                    + " && COMP_POINT=${#2} && COMP_CWORD=$((${#COMP_WORDS[@]} - 1))"
                    + " && _complete_sortid 2>/dev/null; echo \"${COMPREPLY[*]}\"",
                "bash",
                COMPLETION.toString(),
                line)
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    String out = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertTrue(bash.waitFor(30, TimeUnit.SECONDS), "bash did not end");
    assertEquals(0, bash.exitValue());
    return out;
  }

  @Test
  void bashCompletesCommandsAndOptions() throws Exception {
    assertEquals("inspect", complete("sortid ins"));
    assertEquals("scru128 scru128-v1", complete("sortid scru128"));
    assertEquals("--node", complete("sortid scru64 --no"));
    assertEquals("--count", complete("sortid ulid --cou"));
  }

  /** The page's text as man shows it: troff's escaped hyphens made plain. */
  private static String manPage(String name) throws IOException {
    Path page = MAN.resolve(name + ".1");
    assertTrue(Files.isRegularFile(page), "no man page " + page);
    String troff = Files.readString(page).replace("\\-", "-");
    String firstRequest =
        troff
            .lines()
            .filter(line -> !line.startsWith(".\\\"") && !line.startsWith("'\\\""))
            .findFirst()
            .orElse("");
    assertTrue(
        firstRequest.startsWith(".TH \"" + name.toUpperCase(Locale.ROOT) + "\" \"1\""),
        name + ": not a troff man page: " + firstRequest);
    return troff;
  }

  @Test
  void theManPageListsEveryCommandAndEachHasAPageWithItsOptions() throws IOException {
    String sortid = manPage("sortid");

    assertTrue(sortid.contains(".SH \"SYNOPSIS\""), sortid);
    assertTrue(sortid.contains(".SH \"EXIT STATUS AND EXAMPLES\""), "no footer");
    for (String option : optionNames(SORTID)) {
      assertTrue(sortid.contains(option), "sortid " + option);
    }
    for (var entry : SORTID.getSubcommands().entrySet()) {
      String name = entry.getKey();
      CommandLine command = entry.getValue();
      assertTrue(sortid.contains("\\fB" + name + "\\fP"), "sortid(1) lists no " + name);
      String page = manPage("sortid-" + name);
      assertTrue(page.contains("sortid " + name), page);
      for (String option : optionNames(command)) {
        assertTrue(page.contains(option), "sortid-" + name + "(1): no " + option);
      }
    }
  }
}
