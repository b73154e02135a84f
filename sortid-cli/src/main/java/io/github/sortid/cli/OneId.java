package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.util.OptionalInt;

/**
 * {@code sortid} and {@code sortid <type>} with no other argument, for a format whose generator
 * takes no options: one ID, printed without building the command tree. picocli builds each
 * command's model from its annotations when the command line starts, which is most of what a run
 * that prints one ID costs (docs/BENCHMARKS.md, "The command line"), and the one ID in a shell's
 * {@code id=$(sortid)} is the run that most often starts a JVM for nothing else. What it prints,
 * says and returns is what the command does with the same arguments.
 */
final class OneId {
  private OneId() {}

  /**
   * Prints one ID if the arguments ask for nothing else.
   *
   * @return the exit status, or empty if the arguments are for the command tree
   */
  static OptionalInt run(Context context, String[] args) {
    if (args.length == 0) {
      return print(context, "sortid", IdType.SCRU128);
    }
    if (args.length == 1) {
      for (IdType<?> type : IdType.all()) {
        if (type.key().equals(args[0])) {
          return print(context, "sortid " + args[0], type);
        }
      }
    }
    return OptionalInt.empty();
  }

  private static <T> OptionalInt print(Context context, String command, IdType<T> type) {
    if (!(IdFormats.of(type).newGeneratorOptions() instanceof GeneratorOptions.None<T> none)) {
      return OptionalInt.empty();
    }
    try {
      GenerateCommand.print(context, command, type, none.newGenerator(), new OutputOptions());
      return OptionalInt.of(0);
    } catch (RuntimeException e) {
      return OptionalInt.of(Cli.failed(context, command, e));
    }
  }
}
