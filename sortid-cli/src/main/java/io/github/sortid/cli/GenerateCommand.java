package io.github.sortid.cli;

import io.github.sortid.euid.Euid;
import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64NodeSpec;
import java.util.Iterator;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
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

  @Option(
      names = {"-n", "--count"},
      paramLabel = "COUNT",
      description = "How many IDs to print, one a line (default: ${DEFAULT-VALUE}).")
  private long count = 1;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      description = "How to write each ID: text, uuid, hex, int or bytes (Base64) (default: text).")
  private Rendering rendering = Rendering.TEXT;

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
      description = "An extension (0 to 32767) to store in every ID.")
  private Integer extension;

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
    if (count < 0) {
      throw new ParameterException(spec.commandLine(), "COUNT must not be negative: " + count);
    }
    if (!rendering.appliesTo(format)) {
      throw new ParameterException(
          spec.commandLine(),
          format.title() + " has no UUID form (use --format text, hex, int or bytes)");
    }
    generate(format, settings());
    return 0;
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
    OptionalInt euidExtension = OptionalInt.empty();
    if (extension != null) {
      if (extension < 0 || extension > Euid.MAX_EXTENSION) {
        throw new ParameterException(
            spec.commandLine(),
            "--extension out of range: "
                + extension
                + " (expected 0 to "
                + Euid.MAX_EXTENSION
                + ")");
      }
      euidExtension = OptionalInt.of(extension);
    }
    return new GeneratorSettings(nodeSpec, euidExtension);
  }

  private <T extends Comparable<T>> void generate(IdFormat<T> format, GeneratorSettings settings) {
    Iterator<T> generator = format.newGenerator(settings);
    try (LineOutput out = new LineOutput(context.out())) {
      for (long i = 0; i < count; i++) {
        out.line(rendering.render(format, generator.next()));
      }
    }
  }
}
