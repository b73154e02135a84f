package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.UlidGenerator;
import java.math.BigInteger;
import java.util.List;

/** ULID: a 48-bit timestamp and 80 bits of randomness. */
final class UlidFormat extends IdFormat<Ulid> {
  UlidFormat() {
    super(IdType.ULID);
  }

  @Override
  List<Field> fields(Ulid id) {
    BigInteger randomness =
        BigInteger.valueOf(id.getRandomHi())
            .shiftLeft(64)
            .or(new BigInteger(Long.toUnsignedString(id.getRandomLo())));
    return List.of(
        Field.of("timestamp", id.getTimestamp(), 48), new Field("randomness", randomness, 80));
  }

  @Override
  StreamChecker<Ulid> newStreamChecker() {
    return new UlidStreamChecker();
  }

  @Override
  GeneratorOptions<Ulid> newGeneratorOptions() {
    return GeneratorOptions.none(UlidGenerator::new);
  }
}
