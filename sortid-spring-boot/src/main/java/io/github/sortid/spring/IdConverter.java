package io.github.sortid.spring;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import java.util.HashSet;
import java.util.Set;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;

/**
 * Converts every sortid ID type from and to its text, for the application's conversion service:
 * {@code @PathVariable Scru128Id id}, {@code @RequestParam Ulid after}, {@code @RequestParam
 * List<Scru128Id> ids}, {@code @RequestHeader} and the like in Spring MVC and WebFlux, and IDs in
 * links built from handler methods. The formats are those of {@link IdType#all()}.
 *
 * <p>Text is read as the format's {@link IdType#parse} reads it, after trimming; blank text is no
 * ID ({@code null}), as for {@code UUID}. Text that is no ID fails with an {@link
 * InvalidIdException} that names the text and the format, which {@link InvalidIdParameterHandler}
 * answers with a 400.
 */
public final class IdConverter implements GenericConverter {
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
      // Every format's canonical text is its toString().
      return source.toString();
    }
    IdType<?> type = IdType.of(targetType.getType()).orElseThrow();
    String text = ((String) source).strip();
    if (text.isEmpty()) {
      return null;
    }
    try {
      return type.parse(text);
    } catch (IdFormatException e) {
      throw new InvalidIdException(type, text, e);
    }
  }

  private static Set<ConvertiblePair> pairs() {
    Set<ConvertiblePair> pairs = new HashSet<>();
    for (IdType<?> type : IdType.all()) {
      // A format whose values are of a JDK class, such as UUID, is left to Spring's own
      // converter: this one would take that class's text away from every other use of it.
      if (!type.javaType().getPackageName().startsWith("java.")) {
        pairs.add(new ConvertiblePair(String.class, type.javaType()));
        pairs.add(new ConvertiblePair(type.javaType(), String.class));
      }
    }
    return Set.copyOf(pairs);
  }
}
