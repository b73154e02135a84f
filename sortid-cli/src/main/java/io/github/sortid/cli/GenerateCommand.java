package io.github.sortid.cli;

import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64NodeSpec;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code sortid <type> [-n COUNT]}: prints new IDs of one format, one a line, all from one
 * generator so that they are strictly increasing. One instance per format; {@link Cli} removes the
 * options that do not apply to it.
 */
@Command(
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false)
final class GenerateCommand implements Callable<Integer> {
  private final Context context;
  private final IdFormat<?> format;

  @Spec private CommandSpec spec;

  @Mixin private OutputOptions output = new OutputOptions();

  @Option(
      names = "--node",
      paramLabel = "SPEC",
      description =
          "The generator's node: NODE_ID/NODE_ID_SIZE (e.g. 42/8), or an ID/size to go on from."
              + " Default: the SCRU64_NODE_SPEC environment variable.")
  private String node;

  @Option(
      names = "--extension",
      paramLabel = "N",
      converter = WholeNumberConverter.Extension.class,
      description = "An extension (0 to 32767) to store in every ID.")
  private Long extension;

  GenerateCommand(Context context, IdFormat<?> format) {
    this.context = context;
    this.format = format;
  }

  /** The option names that only some formats take, for {@link Cli} to remove from the others. */
  static boolean appliesTo(String optionName, IdFormat<?> format) {
    return switch (optionName) {
      case "--node" -> format == IdFormats.SCRU64;
      case "--extension" -> format == IdFormats.EUID;
      default -> true;
    };
  }

  @Override
  public Integer call() {
    generate(context, spec.commandLine(), format, settings(), output);
    return 0;
  }

  /**
   * Prints the IDs, flushing what is written before a wait for the clock, so that a reader sees the
   * IDs made so far and, once on standard error, why the rest is slow.
   */
  static <T extends Comparable<T>> void generate(
      Context context,
      CommandLine commandLine,
      IdFormat<T> format,
      GeneratorSettings settings,
      OutputOptions output) {
    Rendering rendering = output.rendering;
    if (!rendering.appliesTo(format)) {
      throw new ParameterException(
          commandLine, format.title() + " has no UUID form (use --format text, hex, int or bytes)");
    }
    IdFormat.Generator<T> generator = format.newGenerator(settings);
    String command = commandLine.getCommandSpec().qualifiedName();
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
        out.line(rendering.render(format, generator.next(beforeWait)));
      }
    }
  }

  private GeneratorSettings settings() {
    Optional<Scru64NodeSpec> nodeSpec = Optional.empty();
    if (format == IdFormats.SCRU64) {
      String text = node != null ? node : context.env().get(Scru64.NODE_SPEC_ENV);
      if (text == null) {
        throw new ParameterException(
            spec.commandLine(),
            "a SCRU64 generator needs a node: pass --node (e.g. --node 42/8) or set "
                + Scru64.NODE_SPEC_ENV);
      }
      try {
        nodeSpec = Optional.of(Scru64NodeSpec.parse(text));
        // A spec whose previous ID is far ahead of the clock parses, but no generator takes it.
        new Scru64Generator(nodeSpec.get());
      } catch (IllegalArgumentException e) {
        String origin = node != null ? "--node" : Scru64.NODE_SPEC_ENV;
        throw new ParameterException(
            spec.commandLine(),
            "invalid " + origin + " " + Messages.quote(text) + ": " + e.getMessage());
      }
    }
    OptionalInt euidExtension =
        extension != null ? OptionalInt.of(extension.intValue()) : OptionalInt.empty();
    return new GeneratorSettings(nodeSpec, euidExtension);
  }
}
