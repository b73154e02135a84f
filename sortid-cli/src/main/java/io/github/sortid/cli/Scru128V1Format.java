package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru128.v1.Scru128V1Id;
import java.util.List;

/**
 * The early SCRU128 (spec v1.0.x): a timestamp in milliseconds since 2020-01-01, counter,
 * per_sec_random, per_gen_random.
 */
final class Scru128V1Format extends IdFormat<Scru128V1Id> {
  Scru128V1Format() {
    super(IdType.SCRU128_V1);
  }

  @Override
  List<Field> fields(Scru128V1Id id) {
    return List.of(
        Field.of("timestamp", id.getTimestamp(), 44),
        Field.of("counter", id.getCounter(), 28),
        Field.of("per_sec_random", id.getPerSecRandom(), 24),
        Field.of("per_gen_random", id.getPerGenRandom(), 32));
  }

  @Override
  StreamChecker<Scru128V1Id> newStreamChecker() {
    return new Scru128V1StreamChecker();
  }

  @Override
  GeneratorOptions<Scru128V1Id> newGeneratorOptions() {
    return GeneratorOptions.none(Scru128V1Generator::new);
  }
}
