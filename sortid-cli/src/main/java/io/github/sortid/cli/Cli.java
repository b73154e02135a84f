package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/** Builds the {@code sortid} command tree and runs it against a {@link Context}. */
final class Cli {
  /** Exit status for bad usage: an unknown option, a missing or invalid argument. */
  static final int EXIT_USAGE = 2;

  /** Exit status for invalid input or a failed check. */
  static final int EXIT_FAILURE = 1;

  private Cli() {}

  /** Runs the command line as the process would and returns its exit status. */
  static int run(Context context, String... args) {
    OptionalInt oneId = OneId.run(context, args);
    return oneId.isPresent() ? oneId.getAsInt() : commandLine(context, args).execute(args);
  }

  /** The whole command tree, as the usage help, the completion and the man pages show it. */
  static CommandLine commandLine(Context context) {
    return commandLine(context, null);
  }

  /**
   * The command tree for a run with these arguments (null: the whole tree). picocli builds each
   * command's model from its annotations, which is much of a short run's start-up: a run that names
   * its command first gets only that one, and bare sortid none. Any other first argument (an
   * option, help, a mistyped name) gets them all, for the usage help and the suggestions.
   */
  private static CommandLine commandLine(Context context, String[] arguments) {
    Map<String, Supplier<Object>> commands = new LinkedHashMap<>();
    for (IdType<?> type : IdType.all()) {
      IdFormat<?> format = IdFormats.of(type);
      commands.put(type.key(), () -> GenerateCommand.commandLine(context, format));
    }
    commands.put("inspect", () -> new InspectCommand(context));
    commands.put("convert", () -> new ConvertCommand(context));
    commands.put("check", () -> new CheckCommand(context));
    commands.put("help", CommandLine.HelpCommand::new);
    String first = arguments == null || arguments.length == 0 ? null : arguments[0];
    boolean all =
        arguments == null
            || first != null && (first.equals("help") || !commands.containsKey(first));

    SortidCommand sortid = new SortidCommand(context);
    CommandLine root = new CommandLine(sortid);
    root.getCommandSpec()
        .usageMessage()
        .description(SortidCommand.description(root.getCommandSpec().usageMessage().description()));
    commands.forEach(
        (name, command) -> {
          if (all || name.equals(first)) {
            root.addSubcommand(name, command.get());
          }
        });
    root.setOut(
        new PrintWriter(new OutputStreamWriter(context.out(), StandardCharsets.UTF_8), true));
    root.setErr(context.err());
    root.setExecutionStrategy(
        parseResult -> {
          // The root's -n and --format are bare sortid's; a command has its own.
          if (parseResult.hasSubcommand() && sortid.hasOutputOptions()) {
            throw new ParameterException(
                root,
                "-n and --format go after the command: sortid "
                    + parseResult.subcommand().commandSpec().name()
                    + " -n COUNT");
          }
          return new CommandLine.RunLast().execute(parseResult);
        });
    root.setParameterExceptionHandler(
        (e, args) -> {
          String command = e.getCommandLine().getCommandSpec().qualifiedName();
          context.err().println(command + ": " + usageMessage(e, args));
          context.err().flush();
          return EXIT_USAGE;
        });
    root.setExecutionExceptionHandler(
        (e, commandLine, parseResult) ->
            failed(context, commandLine.getCommandSpec().qualifiedName(), e));
    return root;
  }

  /**
   * Reports a command that failed while it ran, and returns its exit status: 0 if standard output
   * was a pipe that the reader closed, else 1.
   */
  static int failed(Context context, String command, Exception e) {
    if (e instanceof LineOutput.OutputClosedException closed) {
      if (closed.isBrokenPipe()) {
        return 0;
      }
      context
          .err()
          .println(
              command + ": cannot write to standard output: " + closed.getCause().getMessage());
    } else {
      // The message, never a stack trace; an exception without one is named instead.
      context.err().println(command + ": " + (e.getMessage() != null ? e.getMessage() : e));
    }
    context.err().flush();
    return EXIT_FAILURE;
  }

  /**
   * The one line that says what is wrong: with suggestions for a mistyped command or option, the
   * option as typed and what it expects for a bad value, else picocli's message and where to look.
   */
  private static String usageMessage(ParameterException e, String[] args) {
    String help = " (see " + e.getCommandLine().getCommandSpec().qualifiedName() + " --help)";
    if (isUnknownHelpTopic(e)) {
      // sortid help NAME: the same message and suggestions as for sortid NAME.
      return usageMessage(
          new UnmatchedArgumentException(e.getCommandLine(), List.of(e.getValue())), args);
    }
    if (e instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
      String argument = unmatched.getUnmatched().get(0);
      boolean option = argument.startsWith("-");
      List<String> suggestions =
          option
              ? OptionSuggestions.of(
                  argument, e.getCommandLine().getCommandSpec(), unmatched.getSuggestions())
              : unmatched.getSuggestions();
      String what =
          option
              ? "unknown option "
              : e.getCommandLine().getSubcommands().isEmpty()
                  ? "unexpected argument "
                  : "unknown command ";
      if (suggestions.isEmpty() && argument.matches("[0-9]+") && hasCount(e.getCommandLine())) {
        suggestions = List.of("-n " + argument);
      }
      return what
          + IdType.quote(argument)
          + (suggestions.isEmpty()
              ? help
              : " (did you mean " + Messages.alternatives(suggestions) + "?)");
    }
    ArgSpec arg = e.getArgSpec();
    if (e.getCause() instanceof TypeConversionException && arg != null) {
      return (arg instanceof OptionSpec option ? typedName(option, args) + ": " : "")
          + e.getCause().getMessage();
    }
    return e.getMessage() + help;
  }

  /** Whether picocli's help command was asked about a command that does not exist. */
  private static boolean isUnknownHelpTopic(ParameterException e) {
    return !(e instanceof UnmatchedArgumentException)
        && e.getArgSpec() == null
        && e.getValue() != null
        && e.getCommandLine().getSubcommands().containsKey("help")
        && !e.getCommandLine().getSubcommands().containsKey(e.getValue());
  }

  private static boolean hasCount(CommandLine commandLine) {
    return commandLine.getCommandSpec().findOption("--count") != null;
  }

  /** The name of the option as the arguments spell it, e.g. {@code -n} rather than --count. */
  private static String typedName(OptionSpec option, String[] args) {
    for (String arg : args) {
      for (String name : option.names()) {
        if (arg.equals(name) || arg.startsWith(name + "=")) {
          return name;
        }
      }
    }
    return option.longestName();
  }
}
