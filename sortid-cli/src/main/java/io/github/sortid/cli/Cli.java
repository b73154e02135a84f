package io.github.sortid.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** Builds the {@code sortid} command tree and runs it against a {@link Context}. */
final class Cli {
  /** Exit status for bad usage: an unknown option, a missing or invalid argument. */
  static final int EXIT_USAGE = 2;

  /** Exit status for invalid input or a failed check. */
  static final int EXIT_FAILURE = 1;

  private Cli() {}

  /** Runs the command line as the process would and returns its exit status. */
  static int run(Context context, String... args) {
    return commandLine(context).execute(args);
  }

  static CommandLine commandLine(Context context) {
    CommandLine root = new CommandLine(new SortidCommand(context));
    for (IdFormat<?> format : IdFormats.ALL) {
      CommandLine generate = new CommandLine(new GenerateCommand(context, format));
      CommandSpec spec = generate.getCommandSpec();
      for (OptionSpec option : spec.options().toArray(OptionSpec[]::new)) {
        if (!GenerateCommand.appliesTo(option.longestName(), format)) {
          spec.remove(option);
        }
      }
      spec.usageMessage()
          .description("Prints new " + format.titlePlural() + ", one a line, strictly increasing.");
      root.addSubcommand(format.name(), generate);
    }
    root.addSubcommand("inspect", new InspectCommand(context));
    root.addSubcommand("convert", new ConvertCommand(context));
    root.addSubcommand("check", new CheckCommand(context));
    root.setOut(
        new PrintWriter(new OutputStreamWriter(context.out(), StandardCharsets.UTF_8), true));
    root.setErr(context.err());
    root.setParameterExceptionHandler(
        (e, args) -> {
          String command = e.getCommandLine().getCommandSpec().qualifiedName();
          context.err().println(command + ": " + e.getMessage() + " (see " + command + " --help)");
          context.err().flush();
          return EXIT_USAGE;
        });
    root.setExecutionExceptionHandler(
        (e, commandLine, parseResult) -> {
          String command = commandLine.getCommandSpec().qualifiedName();
          if (e instanceof LineOutput.OutputClosedException closed) {
            if (closed.isBrokenPipe()) {
              return 0;
            }
            context
                .err()
                .println(
                    command
                        + ": cannot write to standard output: "
                        + closed.getCause().getMessage());
          } else {
            context.err().println(command + ": " + e.getMessage());
          }
          context.err().flush();
          return EXIT_FAILURE;
        });
    return root;
  }
}
