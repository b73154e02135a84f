package io.github.sortid.spring;

import io.github.sortid.IdFormatException;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;

/**
 * Converts every sortid ID type from and to its text, for the application's conversion service:
 * {@code @PathVariable Scru128Id id}, {@code @RequestParam Ulid after}, {@code @RequestHeader} and
 * the like in Spring MVC and WebFlux, and IDs in links built from handler methods.
 *
 * <p>Text is read as the type's {@code fromString} reads it, after trimming; blank text is no ID
 * ({@code null}), as for {@code UUID}. Text that is no ID fails with sortid's {@link
 * IdFormatException} as the cause, which {@link InvalidIdParameterHandler} answers with a 400.
 */
public final class IdConverter implements GenericConverter {
  private static final Map<Class<?>, Function<String, Object>> PARSERS =
      Map.of(
          Scru128Id.class, Scru128Id::fromString,
          Scru128V1Id.class, Scru128V1Id::fromString,
          Scru64Id.class, Scru64Id::fromString,
          Ulid.class, Ulid::fromString,
          Euid.class, Euid::fromString);

  private static final Set<ConvertiblePair> PAIRS = pairs();

  /** Creates the converter; the auto-configuration registers one. */
  public IdConverter() {}

  @Override
  public Set<ConvertiblePair> getConvertibleTypes() {
    return PAIRS;
  }

  @Override
  public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
    if (source == null) {
      return null;
    }
    if (targetType.getType() == String.class) {
      return source.toString();
    }
    String text = ((String) source).strip();
    return text.isEmpty() ? null : PARSERS.get(targetType.getType()).apply(text);
  }

  private static Set<ConvertiblePair> pairs() {
    Set<ConvertiblePair> pairs = new HashSet<>();
    for (Class<?> type : PARSERS.keySet()) {
      pairs.add(new ConvertiblePair(String.class, type));
      pairs.add(new ConvertiblePair(type, String.class));
    }
    return Set.copyOf(pairs);
  }
}
