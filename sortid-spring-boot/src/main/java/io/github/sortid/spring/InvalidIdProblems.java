package io.github.sortid.spring;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import java.util.Collection;
import java.util.Optional;
import org.springframework.beans.TypeMismatchException;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.util.StringUtils;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.MatrixVariable;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.server.ServerWebInputException;

/**
 * The 400 problem for a handler method's argument that {@link IdConverter} rejected, built from the
 * exception Spring raises for it: Spring MVC's {@link MethodArgumentTypeMismatchException}, or
 * WebFlux's {@link ServerWebInputException} with a {@link TypeMismatchException} as its cause. Any
 * other exception, and a type mismatch that the converter did not cause, has none.
 */
final class InvalidIdProblems {
  private InvalidIdProblems() {}

  /**
   * The problem for an exception Spring raised while it resolved a handler method's argument.
   *
   * @param exception Spring MVC's or WebFlux's exception
   * @return the problem, or empty if the argument is not an ID that the converter rejected
   */
  static Optional<ProblemDetail> of(Exception exception) {
    if (exception instanceof MethodArgumentTypeMismatchException mismatch) {
      return of(mismatch.getParameter(), mismatch.getName(), mismatch);
    } else if (exception instanceof ServerWebInputException input
        && input.getMethodParameter() != null
        && input.getCause() instanceof TypeMismatchException mismatch) {
      MethodParameter parameter = input.getMethodParameter();
      return of(parameter, parameterName(parameter), mismatch);
    }
    return Optional.empty();
  }

  private static Optional<ProblemDetail> of(
      MethodParameter parameter, String name, TypeMismatchException mismatch) {
    InvalidIdException cause = invalidId(mismatch);
    if (cause == null) {
      return Optional.empty();
    }
    String reason = cause.getMessage();
    Class<?> type = parameter.getParameterType();
    if ((Collection.class.isAssignableFrom(type) || type.isArray())
        && mismatch.getValue() instanceof String list) {
      reason = elementReason(list, cause);
    }
    ProblemDetail problem =
        ProblemDetail.forStatusAndDetail(
            HttpStatus.BAD_REQUEST, "Parameter '" + name + "': " + reason);
    problem.setProperty("parameter", name);
    return Optional.of(problem);
  }

  /** The converter's exception among the causes of Spring's, if the converter failed. */
  private static InvalidIdException invalidId(TypeMismatchException mismatch) {
    for (Throwable cause = mismatch.getCause(); cause != null; cause = cause.getCause()) {
      if (cause instanceof InvalidIdException invalid) {
        return invalid;
      }
    }
    return null;
  }

  /**
   * The reason why one element of a comma-separated list is no ID. When an element fails, Spring's
   * binder converts the whole text once more as a single element and reports that failure instead,
   * so the element is found again here.
   */
  private static String elementReason(String list, InvalidIdException cause) {
    IdType<?> type = cause.getIdType();
    for (String element : StringUtils.commaDelimitedListToStringArray(list)) {
      String text = element.strip();
      try {
        if (!text.isEmpty()) {
          type.parse(text);
        }
      } catch (IdFormatException e) {
        return type.invalidInput(text, e);
      }
    }
    return cause.getMessage();
  }

  /** The name a request knows the parameter by, as its annotation gives it. */
  private static String parameterName(MethodParameter parameter) {
    String name = "";
    PathVariable path = parameter.getParameterAnnotation(PathVariable.class);
    RequestParam param = parameter.getParameterAnnotation(RequestParam.class);
    RequestHeader header = parameter.getParameterAnnotation(RequestHeader.class);
    CookieValue cookie = parameter.getParameterAnnotation(CookieValue.class);
    MatrixVariable matrix = parameter.getParameterAnnotation(MatrixVariable.class);
    if (path != null) {
      name = path.name();
    } else if (param != null) {
      name = param.name();
    } else if (header != null) {
      name = header.name();
    } else if (cookie != null) {
      name = cookie.name();
    } else if (matrix != null) {
      name = matrix.name();
    }
    if (name.isEmpty()) {
      name = parameter.getParameterName();
    }
    return name == null ? "?" : name;
  }
}
