package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code sortid <type> [-n COUNT]}: prints new IDs of one format, one a line, all from one
 * generator so that they are strictly increasing. One instance per format, with the options every
 * format takes and those of the format's generator (see {@link GeneratorOptions}).
 *
 * @param <T> the format's value class
 */
@Command(versionProvider = VersionProvider.class, sortOptions = false)
final class GenerateCommand<T> implements Callable<Integer> {
  private final Context context;
  private final IdType<T> type;
  private final GeneratorOptions<T> generatorOptions;

  @Spec private CommandSpec spec;

  @Mixin private OutputOptions output = new OutputOptions();

  private GenerateCommand(Context context, IdFormat<T> format) {
    this.context = context;
    this.type = format.type();
    this.generatorOptions = format.newGeneratorOptions();
  }

  /** The command of the format, its generator's options added after the common ones. */
  static <T> CommandLine commandLine(Context context, IdFormat<T> format) {
    GenerateCommand<T> command = new GenerateCommand<>(context, format);
    CommandLine commandLine = new CommandLine(command);
    CommandSpec spec = commandLine.getCommandSpec();
    // Leniently: a generator without options is no picocli command, and is no mixin either.
    CommandSpec options = CommandSpec.forAnnotatedObjectLenient(command.generatorOptions);
    if (!options.options().isEmpty()) {
      spec.addMixin("generatorOptions", options);
    }
    // Added here rather than by the annotation, so that -h and -V come last as in other commands.
    spec.mixinStandardHelpOptions(true);
    spec.usageMessage()
        .description(
            "Prints new " + Messages.plural(format.type()) + ", one a line, strictly increasing.");
    return commandLine;
  }

  @Override
  public Integer call() {
    generate(context, spec.commandLine(), type, generatorOptions, output);
    return 0;
  }

  /**
   * Prints the IDs, flushing what is written before a wait for the clock, so that a reader sees the
   * IDs made so far and, once on standard error, why the rest is slow.
   */
  static <T> void generate(
      Context context,
      CommandLine commandLine,
      IdType<T> type,
      GeneratorOptions<T> generatorOptions,
      OutputOptions output) {
    Rendering rendering = output.rendering;
    if (!rendering.appliesTo(type)) {
      throw new ParameterException(
          commandLine,
          type.displayName() + " has no UUID form (use --format text, hex, int or bytes)");
    }
    print(
        context,
        commandLine.getCommandSpec().qualifiedName(),
        type,
        generatorOptions.newGenerator(context, commandLine),
        output);
  }

  /**
   * Prints {@code output.count} IDs of a generator in {@code output.rendering}, which applies to
   * the type.
   */
  static <T> void print(
      Context context,
      String command,
      IdType<T> type,
      Generator<T> generator,
      OutputOptions output) {
    Rendering rendering = output.rendering;
    boolean[] warned = {false};
    try (LineOutput out = new LineOutput(context.out())) {
      Consumer<String> beforeWait =
          reason -> {
            out.flush();
            if (!warned[0]) {
              warned[0] = true;
              context.err().println(command + ": waiting for the clock: " + reason);
              context.err().flush();
            }
          };
      for (long i = 0; i < output.count; i++) {
        out.line(rendering.render(type, generator.next(beforeWait)));
      }
    }
  }
}
