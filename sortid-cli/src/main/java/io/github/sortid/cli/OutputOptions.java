package io.github.sortid.cli;

import picocli.CommandLine.Option;

/**
 * The options of every generating command, bare {@code sortid} included: how many IDs and how to
 * write them.
 */
final class OutputOptions {
  @Option(
      names = {"-n", "--count"},
      paramLabel = "COUNT",
      converter = WholeNumberConverter.Count.class,
      description = "How many IDs to print, one a line (default: ${DEFAULT-VALUE}).")
  long count = 1;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      converter = RenderingConverter.class,
      completionCandidates = RenderingConverter.Names.class,
      description = "How to write each ID: text, uuid, hex, int or bytes (Base64) (default: text).")
  Rendering rendering = Rendering.TEXT;
}
