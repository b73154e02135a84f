package io.github.sortid.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code sortid}: with no arguments, one new SCRU128 ID; otherwise one of the subcommands. */
@Command(
    name = "sortid",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = {
      "Generates, inspects, converts and checks time-ordered unique IDs:"
          + " SCRU128, SCRU128 v1, SCRU64, ULID and EUID.",
      "With no arguments, prints one new SCRU128 ID."
    },
    synopsisSubcommandLabel = "[COMMAND]",
    footer = {
      "",
      "Exit status: 0 on success, 1 if an input was invalid or a check failed, 2 on bad usage.",
      "Examples:",
      "  sortid scru128 -n 5",
      "  sortid scru64 --node 42/8",
      "  sortid inspect 036z951mhjikzik2gsl81gr7l",
      "  sortid ulid -n 1000 | sortid check ulid"
    })
final class SortidCommand implements Callable<Integer> {
  private final Context context;

  SortidCommand(Context context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    return Cli.commandLine(context).execute(IdFormats.SCRU128.name());
  }
}
