package io.github.sortid.cli;

import io.github.sortid.IdGenerator;
import java.util.function.Supplier;
import picocli.CommandLine;

/**
 * A format's generator and the options that set it up. A format whose generator takes options
 * implements this in a class whose {@code @Option} fields hold them (SCRU64's {@code --node},
 * EUID's {@code --extension}): {@link GenerateCommand} adds it to {@code sortid <type>} as a
 * picocli mixin, so that each format's command has its own options, typed and documented there.
 *
 * @param <T> the format's value class
 */
interface GeneratorOptions<T> {
  /**
   * The generator that the options, as parsed, describe.
   *
   * @param context the environment, for options that have a default there
   * @param commandLine the command, for the usage errors of bad options
   * @throws picocli.CommandLine.ParameterException if an option is missing or invalid
   */
  Generator<T> newGenerator(Context context, CommandLine commandLine);

  /** The options of a generator that takes none. */
  static <T> GeneratorOptions<T> none(Supplier<? extends IdGenerator<T>> generator) {
    return new None<>(generator);
  }

  /**
   * A generator that takes no options, which {@link OneId} can make without a command line.
   *
   * @param generator makes the generator
   * @param <T> the format's value class
   */
  record None<T>(Supplier<? extends IdGenerator<T>> generator) implements GeneratorOptions<T> {
    /** The generator, which needs nothing parsed. */
    Generator<T> newGenerator() {
      return Generator.of(generator.get());
    }

    @Override
    public Generator<T> newGenerator(Context context, CommandLine commandLine) {
      return newGenerator();
    }
  }
}
