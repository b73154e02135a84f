package io.github.sortid.cli;

import java.util.List;
import picocli.CommandLine.Option;

/** The {@code --input} option of every command that reads IDs. */
final class InputOptions {
  @Option(
      names = {"-i", "--input"},
      paramLabel = "FILE",
      description =
          "Read IDs from this file, one a line (- for standard input); repeatable. Without"
              + " arguments or files, IDs come from standard input.")
  List<String> files = List.of();
}
