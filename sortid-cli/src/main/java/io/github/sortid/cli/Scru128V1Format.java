package io.github.sortid.cli;

import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru128.v1.Scru128V1Id;
import java.util.List;

/**
 * The early SCRU128 (spec v1.0.x): 26 radix-32 digits; a timestamp in milliseconds since
 * 2020-01-01, counter, per_sec_random, per_gen_random. It has no UUID form.
 */
final class Scru128V1Format extends IdFormat<Scru128V1Id> {
  Scru128V1Format() {
    super("scru128-v1", "SCRU128 v1", 26, 16);
  }

  @Override
  Scru128V1Id parse(CharSequence text) {
    return Scru128V1Id.fromString(text);
  }

  @Override
  Scru128V1Id fromBytes(byte[] bytes) {
    return Scru128V1Id.fromByteArray(bytes);
  }

  @Override
  byte[] toBytes(Scru128V1Id id) {
    return id.toByteArray();
  }

  @Override
  long unixMillis(Scru128V1Id id) {
    return id.toInstant().toEpochMilli();
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
  Generator<Scru128V1Id> newGenerator(GeneratorSettings settings) {
    Scru128V1Generator generator = new Scru128V1Generator();
    return beforeWait -> generator.next();
  }
}
