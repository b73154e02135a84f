package io.github.sortid.cli;

import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.UlidGenerator;
import java.math.BigInteger;
import java.util.List;
import java.util.UUID;

/** ULID: 26 Crockford Base32 digits; a 48-bit timestamp and 80 bits of randomness. */
final class UlidFormat extends IdFormat<Ulid> {
  UlidFormat() {
    super("ulid", "ULID", 26, 16);
  }

  @Override
  Ulid parse(CharSequence text) {
    return Ulid.fromString(text);
  }

  @Override
  Ulid fromBytes(byte[] bytes) {
    return Ulid.fromByteArray(bytes);
  }

  @Override
  byte[] toBytes(Ulid id) {
    return id.toByteArray();
  }

  @Override
  long unixMillis(Ulid id) {
    return id.getTimestamp();
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
  boolean hasUuid() {
    return true;
  }

  @Override
  UUID toUuid(Ulid id) {
    return id.toUuid();
  }

  @Override
  Ulid fromUuid(UUID uuid) {
    return Ulid.fromUuid(uuid);
  }

  @Override
  StreamChecker<Ulid> newStreamChecker() {
    return new UlidStreamChecker();
  }

  @Override
  Generator<Ulid> newGenerator(GeneratorSettings settings) {
    UlidGenerator generator = new UlidGenerator();
    return beforeWait -> generator.next();
  }
}
