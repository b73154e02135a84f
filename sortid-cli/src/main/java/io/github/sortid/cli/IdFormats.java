package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The one place that maps each format of sortid-core to what the command line adds to it. The
 * formats themselves, their order and their names are {@link IdType#all()}'s: a format that core
 * has and this map lacks fails {@link #of} loudly, and a test checks that none does.
 */
final class IdFormats {
  private static final Map<IdType<?>, IdFormat<?>> BY_TYPE =
      List.of(
              new Scru128Format(),
              new Scru128V1Format(),
              new Scru64Format(),
              new UlidFormat(),
              new EuidFormat(),
              new UuidV7Format())
          .stream()
          .collect(Collectors.toUnmodifiableMap(IdFormat::type, Function.identity()));

  private IdFormats() {}

  /**
   * What the command line adds to the format.
   *
   * @throws IllegalStateException if the command line does not know the format
   */
  @SuppressWarnings("unchecked")
  static <T> IdFormat<T> of(IdType<T> type) {
    IdFormat<?> format = BY_TYPE.get(type);
    if (format == null) {
      throw new IllegalStateException(
          "the command line has no inspect fields, checker or generator for " + type);
    }
    return (IdFormat<T>) format;
  }

  /** The format of the given command-line name ({@link IdType#key()}), ignoring case, if any. */
  static Optional<IdType<?>> byName(String name) {
    return IdType.all().stream().filter(type -> type.key().equalsIgnoreCase(name)).findFirst();
  }

  /** The command-line names, as in "scru128, scru64 or ulid", for help and messages. */
  static String names() {
    return Messages.alternatives(IdType.all().stream().map(IdType::key).toList());
  }
}
