package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * EUID (draft 5): a 45-bit timestamp, an optional extension of up to 15 bits with its length,
 * random filler above it, and 64 random bits.
 */
final class EuidFormat extends IdFormat<Euid> {
  EuidFormat() {
    super(IdType.EUID);
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
  StreamChecker<Euid> newStreamChecker() {
    return new EuidStreamChecker();
  }

  @Override
  GeneratorOptions<Euid> newGeneratorOptions() {
    return new EuidGeneratorOptions();
  }
}
