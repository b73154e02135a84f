package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.util.ArrayList;
import java.util.List;
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
    // The first line, which names the formats, comes from IdType.all(): see description().
    description = {"Without a command, prints new SCRU128 IDs, as sortid scru128 does."},
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

  /**
   * The usage help's description: what sortid does, naming every format core has, in its order.
   *
   * @param rest the description's lines after the first
   * @return the lines
   */
  static String[] description(String... rest) {
    List<String> names = IdType.all().stream().map(IdType::displayName).toList();
    String formats =
        String.join(", ", names.subList(0, names.size() - 1))
            + " and "
            + names.get(names.size() - 1);
    List<String> lines = new ArrayList<>();
    lines.add("Generates, inspects, converts and checks time-ordered unique IDs: " + formats + ".");
    lines.addAll(List.of(rest));
    return lines.toArray(String[]::new);
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
