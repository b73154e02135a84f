package io.github.sortid.cli;

import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.Scru128Id;
import java.util.List;
import java.util.UUID;

/** SCRU128 (spec v2.1.1): 25 Base36 digits; timestamp, counter_hi, counter_lo, entropy. */
final class Scru128Format extends IdFormat<Scru128Id> {
  Scru128Format() {
    super("scru128", "SCRU128", 25, 16);
  }

  @Override
  Scru128Id parse(CharSequence text) {
    return Scru128Id.fromString(text);
  }

  @Override
  Scru128Id fromBytes(byte[] bytes) {
    return Scru128Id.fromByteArray(bytes);
  }

  @Override
  byte[] toBytes(Scru128Id id) {
    return id.toByteArray();
  }

  @Override
  long unixMillis(Scru128Id id) {
    return id.getTimestamp();
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
  boolean hasUuid() {
    return true;
  }

  @Override
  UUID toUuid(Scru128Id id) {
    return id.toUuid();
  }

  @Override
  Scru128Id fromUuid(UUID uuid) {
    return Scru128Id.fromUuid(uuid);
  }

  @Override
  StreamChecker<Scru128Id> newStreamChecker() {
    return new Scru128StreamChecker();
  }

  @Override
  Generator<Scru128Id> newGenerator(GeneratorSettings settings) {
    Scru128Generator generator = new Scru128Generator();
    return beforeWait -> generator.next();
  }
}
