package io.github.sortid.cli;

import io.github.sortid.scru64.Scru64NodeSpec;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The options some formats' generators take.
 *
 * @param node the SCRU64 node, required by SCRU64 only
 * @param extension the EUID extension, if any
 */
record GeneratorSettings(Optional<Scru64NodeSpec> node, OptionalInt extension) {
  static final GeneratorSettings NONE =
      new GeneratorSettings(Optional.empty(), OptionalInt.empty());
}
