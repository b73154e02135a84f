package io.github.sortid.cli;

import io.github.sortid.IdType;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads a {@code --format}, {@code --from} or {@code --to} argument: a rendering, in any case. */
final class RenderingConverter implements ITypeConverter<Rendering> {
  @Override
  public Rendering convert(String value) {
    for (Rendering rendering : Rendering.values()) {
      if (rendering.toString().equals(value.toLowerCase(Locale.ROOT))) {
        return rendering;
      }
    }
    throw new TypeConversionException(
        "unknown form " + IdType.quote(value) + " (expected " + names() + ")");
  }

  private static String names() {
    return Messages.alternatives(
        Arrays.stream(Rendering.values()).map(Rendering::toString).toList());
  }

  /** The names for help texts and shell completion. */
  static final class Names implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return Arrays.stream(Rendering.values()).map(Rendering::toString).iterator();
    }
  }
}
