package io.github.sortid.cli;

import io.github.sortid.euid.Euid;
import io.github.sortid.euid.EuidGenerator;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * EUID (draft 5): 27 Crockford Base32 digits with a check symbol; a 45-bit timestamp, an optional
 * extension of up to 15 bits with its length, random filler above it, and 64 random bits.
 */
final class EuidFormat extends IdFormat<Euid> {
  EuidFormat() {
    super("euid", "EUID", 27, 16);
  }

  @Override
  Euid parse(CharSequence text) {
    return Euid.fromString(text);
  }

  @Override
  Euid fromBytes(byte[] bytes) {
    return Euid.fromByteArray(bytes);
  }

  @Override
  byte[] toBytes(Euid id) {
    return id.toByteArray();
  }

  @Override
  long unixMillis(Euid id) {
    return id.getTimestamp();
  }

  @Override
  List<Field> fields(Euid id) {
    int length = id.getExtensionLength();
    List<Field> fields = new ArrayList<>(5);
    fields.add(Field.of("timestamp", id.getTimestamp(), 45));
    fields.add(Field.of("filler", id.getFiller(), 15 - length));
    id.getExtension().ifPresent(extension -> fields.add(Field.of("extension", extension, length)));
    fields.add(Field.of("extension_length", length, 4));
    fields.add(new Field("random", new BigInteger(Long.toUnsignedString(id.getRandom())), 64));
    return List.copyOf(fields);
  }

  @Override
  boolean hasUuid() {
    return true;
  }

  @Override
  UUID toUuid(Euid id) {
    return id.toUuid();
  }

  @Override
  Euid fromUuid(UUID uuid) {
    return Euid.fromUuid(uuid);
  }

  @Override
  StreamChecker<Euid> newStreamChecker() {
    return new EuidStreamChecker();
  }

  @Override
  Generator<Euid> newGenerator(GeneratorSettings settings) {
    EuidGenerator.Builder builder = EuidGenerator.builder();
    settings.extension().ifPresent(builder::extension);
    EuidGenerator generator = builder.build();
    return beforeWait -> generator.next();
  }
}
