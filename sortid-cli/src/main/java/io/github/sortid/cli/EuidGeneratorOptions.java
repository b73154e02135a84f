package io.github.sortid.cli;

import io.github.sortid.euid.Euid;
import io.github.sortid.euid.EuidGenerator;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code sortid euid --extension N}: the extension every ID of the generator stores, if any. */
final class EuidGeneratorOptions implements GeneratorOptions<Euid> {
  @Option(
      names = "--extension",
      paramLabel = "N",
      converter = WholeNumberConverter.Extension.class,
      description = "An extension (0 to 32767) to store in every ID.")
  private Long extension;

  @Override
  public Generator<Euid> newGenerator(Context context, CommandLine commandLine) {
    EuidGenerator.Builder builder = EuidGenerator.builder();
    if (extension != null) {
      builder.extension(extension.intValue());
    }
    return Generator.of(builder.build());
  }
}
