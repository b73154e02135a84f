package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code sortid}: without a command, new SCRU128 IDs as {@code sortid scru128} prints them, with
 * its {@code -n} and {@code --format}; otherwise one of the subcommands.
 */
@Command(
    name = "sortid",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {
      "Generates, inspects, converts and checks time-ordered unique IDs:"
          + " SCRU128, SCRU128 v1, SCRU64, ULID and EUID.",
      "Without a command, prints new SCRU128 IDs, as sortid scru128 does."
    },
    synopsisSubcommandLabel = "[COMMAND]",
    footer = {
      "",
      "Exit status: 0 on success, 1 if an input was invalid or a check failed, 2 on bad usage.",
      "Examples:",
      "  sortid -n 5",
      "  sortid scru64 --node 42/8",
      "  sortid inspect 036z951mhjikzik2gsl81gr7l",
      "  sortid ulid -n 1000 | sortid check ulid",
      "  sortid help inspect"
    })
final class SortidCommand implements Callable<Integer> {
  private final Context context;

  @Spec private CommandSpec spec;

  @Mixin private OutputOptions output = new OutputOptions();

  SortidCommand(Context context) {
    this.context = context;
  }

  /** Whether {@code -n} or {@code --format} was given, which only bare {@code sortid} takes. */
  boolean hasOutputOptions() {
    return spec.commandLine().getParseResult().hasMatchedOption("--count")
        || spec.commandLine().getParseResult().hasMatchedOption("--format");
  }

  @Override
  public Integer call() {
    GenerateCommand.generate(
        context,
        spec.commandLine(),
        IdType.SCRU128,
        IdFormats.of(IdType.SCRU128).newGeneratorOptions(),
        output);
    return 0;
  }
}
