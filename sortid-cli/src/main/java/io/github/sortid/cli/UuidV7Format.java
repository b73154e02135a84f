package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.uuidv7.UuidV7;
import io.github.sortid.uuidv7.UuidV7Generator;
import java.util.List;
import java.util.UUID;

/**
 * UUIDv7 (RFC 9562): a 48-bit timestamp, the version, the variant, and below them the 42-bit
 * counter and the 32 random bits of sortid's generator (RFC 9562 §6.2 Method 1). In a UUIDv7 of
 * another generator, the counter and random fields are the same bits, whatever they mean there.
 */
final class UuidV7Format extends IdFormat<UUID> {
  UuidV7Format() {
    super(IdType.UUIDV7);
  }

  @Override
  List<Field> fields(UUID id) {
    return List.of(
        Field.of("unix_ts_ms", UuidV7.getTimestamp(id), 48),
        Field.of("ver", id.version(), 4),
        Field.of("var", id.getLeastSignificantBits() >>> 62, 2),
        Field.of("counter", UuidV7.getCounter(id), UuidV7Generator.COUNTER_BITS),
        Field.of("random", UuidV7.getRandom(id), 32));
  }

  @Override
  StreamChecker<UUID> newStreamChecker() {
    return new UuidV7StreamChecker();
  }

  @Override
  GeneratorOptions<UUID> newGeneratorOptions() {
    return GeneratorOptions.none(UuidV7Generator::new);
  }
}
