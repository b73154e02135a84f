package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.Scru128Id;
import java.util.List;

/** SCRU128 (spec v2.1.1): timestamp, counter_hi, counter_lo, entropy. */
final class Scru128Format extends IdFormat<Scru128Id> {
  Scru128Format() {
    super(IdType.SCRU128);
  }

  @Override
  List<Field> fields(Scru128Id id) {
    return List.of(
        Field.of("timestamp", id.getTimestamp(), 48),
        Field.of("counter_hi", id.getCounterHi(), 24),
        Field.of("counter_lo", id.getCounterLo(), 24),
        Field.of("entropy", id.getEntropy(), 32));
  }

  @Override
  StreamChecker<Scru128Id> newStreamChecker() {
    return new Scru128StreamChecker();
  }

  @Override
  GeneratorOptions<Scru128Id> newGeneratorOptions() {
    return GeneratorOptions.none(Scru128Generator::new);
  }
}
