package io.github.sortid.quarkus;

import io.github.sortid.IdType;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.MatrixParam;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import java.lang.annotation.Annotation;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Optional;
import org.jboss.resteasy.reactive.RestCookie;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.RestHeader;
import org.jboss.resteasy.reactive.RestMatrix;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestQuery;

/**
 * Reads sortid's ID types from the text of request parameters in Quarkus REST: path, query, header,
 * form, cookie and matrix parameters ({@code @PathParam("id") Scru128Id id}, {@code @RestQuery Ulid
 * after}), alone, in a {@code List}, {@code Set} or {@code SortedSet}, or in an {@code Optional}.
 * The formats are those of {@link IdType#all()}, but for UUIDv7's {@code java.util.UUID}, which
 * Quarkus REST reads itself. The ID types have {@code fromString(CharSequence)} rather than the
 * {@code fromString(String)} that JAX-RS looks for, so they need a converter.
 *
 * <p>Text that is no ID fails with an {@link InvalidIdParameterException} naming the parameter,
 * which {@link InvalidIdParameterExceptionMapper} answers with a 400 problem. The parameter's name
 * is its annotation's; an annotation without one, such as a bare {@code @RestPath}, which takes the
 * name of the resource method's parameter, gives a converter only the annotation, so the exception
 * describes the parameter by its kind instead, such as {@code path parameter}.
 *
 * <p>sortid's build steps register it after every provider of the application, whatever their
 * priority, so that an application's own converter of an ID type comes first.
 */
public final class IdParamConverterProvider implements ParamConverterProvider {
  /** Created by Quarkus REST. */
  public IdParamConverterProvider() {}

  @Override
  public <T> ParamConverter<T> getConverter(
      Class<T> rawType, Type genericType, Annotation[] annotations) {
    Optional<IdType<T>> type = IdType.of(rawType);
    if (type.isPresent()) {
      return new IdParamConverter<>(type.get(), parameterName(annotations));
    }
    // Quarkus REST converts a List or a Set element by element, asking for the element's
    // converter, but asks for an Optional's converter with the Optional's own type.
    if (rawType == Optional.class
        && genericType instanceof ParameterizedType optional
        && optional.getActualTypeArguments()[0] instanceof Class<?> element) {
      Optional<? extends IdType<?>> elementType = IdType.of(element);
      if (elementType.isPresent()) {
        return optionalOf(elementType.get(), annotations);
      }
    }
    return null;
  }

  /** The converter of an {@code Optional} of {@code type}, which the caller's {@code T} is. */
  @SuppressWarnings("unchecked")
  private static <T> ParamConverter<T> optionalOf(IdType<?> type, Annotation[] annotations) {
    return (ParamConverter<T>)
        new OptionalIdParamConverter<>(new IdParamConverter<>(type, parameterName(annotations)));
  }

  /**
   * The name the request gives the parameter, as its annotation has it, or the parameter's kind
   * where the annotation leaves the name to the resource method's parameter.
   */
  private static String parameterName(Annotation[] annotations) {
    for (Annotation annotation : annotations) {
      if (annotation instanceof PathParam path) {
        return path.value();
      } else if (annotation instanceof QueryParam query) {
        return query.value();
      } else if (annotation instanceof HeaderParam header) {
        return header.value();
      } else if (annotation instanceof FormParam form) {
        return form.value();
      } else if (annotation instanceof CookieParam cookie) {
        return cookie.value();
      } else if (annotation instanceof MatrixParam matrix) {
        return matrix.value();
      } else if (annotation instanceof RestPath path) {
        return named(path.value(), "path parameter");
      } else if (annotation instanceof RestQuery query) {
        return named(query.value(), "query parameter");
      } else if (annotation instanceof RestHeader header) {
        return named(header.value(), "header");
      } else if (annotation instanceof RestForm form) {
        return named(form.value(), "form parameter");
      } else if (annotation instanceof RestCookie cookie) {
        return named(cookie.value(), "cookie");
      } else if (annotation instanceof RestMatrix matrix) {
        return named(matrix.value(), "matrix parameter");
      }
    }
    return "parameter";
  }

  private static String named(String name, String kind) {
    return name.isEmpty() ? kind : name;
  }

  /** An {@code Optional} of an ID: empty where the request has no text or blank text. */
  private static final class OptionalIdParamConverter<E> implements ParamConverter<Optional<E>> {
    private final IdParamConverter<E> element;

    OptionalIdParamConverter(IdParamConverter<E> element) {
      this.element = element;
    }

    @Override
    public Optional<E> fromString(String value) {
      return Optional.ofNullable(element.fromString(value));
    }

    @Override
    public String toString(Optional<E> value) {
      return element.toString(value == null ? null : value.orElse(null));
    }
  }
}
