package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.scru64.Scru64Id;
import java.util.List;

/**
 * SCRU64 (spec v1.0.0): a timestamp in 256-millisecond ticks and node_ctr. The node ID and counter
 * inside node_ctr are not recorded in the ID (their sizes are the generator's), so they are not
 * fields here.
 */
final class Scru64Format extends IdFormat<Scru64Id> {
  Scru64Format() {
    super(IdType.SCRU64);
  }

  @Override
  List<Field> fields(Scru64Id id) {
    return List.of(
        Field.of("timestamp", id.getTimestamp(), 39), Field.of("node_ctr", id.getNodeCtr(), 24));
  }

  @Override
  StreamChecker<Scru64Id> newStreamChecker() {
    return new Scru64StreamChecker();
  }

  @Override
  GeneratorOptions<Scru64Id> newGeneratorOptions() {
    return new Scru64GeneratorOptions();
  }
}
