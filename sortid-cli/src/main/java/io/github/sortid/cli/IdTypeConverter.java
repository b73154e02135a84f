package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.util.Iterator;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads a {@code --type} or {@code <type>} argument: a format's command-line name, in any case. */
final class IdTypeConverter implements ITypeConverter<IdType<?>> {
  @Override
  public IdType<?> convert(String value) {
    return IdFormats.byName(value)
        .orElseThrow(
            () ->
                new TypeConversionException(
                    "unknown type "
                        + IdType.quote(value)
                        + " (expected "
                        + IdFormats.names()
                        + ")"));
  }

  /** The names for help texts and shell completion. */
  static final class Names implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return IdType.all().stream().map(IdType::key).iterator();
    }
  }
}
