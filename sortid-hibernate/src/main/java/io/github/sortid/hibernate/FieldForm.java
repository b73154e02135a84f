package io.github.sortid.hibernate;

import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.LinkedHashSet;
import java.util.Set;
import org.hibernate.MappingException;

/**
 * The Java type of a field that a generator annotation fills, resolved once when the session
 * factory is built, so that a field of a type no ID fits is an error at boot rather than at the
 * first insert.
 */
enum FieldForm {
  /** The sortid type itself. */
  ID,
  /** {@link java.util.UUID}: the same 128 bits. */
  UUID,
  /** {@link String}: the canonical text. */
  STRING,
  /** {@code long} or {@link Long}: the integer value (SCRU64). */
  LONG;

  /**
   * Returns the form of the annotated member's type.
   *
   * @param annotation the generator annotation, named in the error
   * @param member the annotated field or getter
   * @param idType the sortid type that the annotation generates
   * @param allowed the forms that the annotation can fill, {@link #ID} first
   * @throws MappingException if the member's type is none of the allowed forms
   */
  static FieldForm of(
      Class<? extends Annotation> annotation,
      Member member,
      Class<?> idType,
      FieldForm... allowed) {
    Class<?> type = typeOf(member);
    for (FieldForm form : allowed) {
      if (form.fits(type, idType)) {
        return form;
      }
    }
    // A set: where the ID type is UUID itself (UUIDv7), its ID and UUID forms are one type.
    Set<String> names = new LinkedHashSet<>();
    for (FieldForm form : allowed) {
      names.add(form.typeName(idType));
    }
    throw new MappingException(
        "@"
            + annotation.getSimpleName()
            + " cannot fill "
            + member.getDeclaringClass().getName()
            + "."
            + member.getName()
            + " of type "
            + type.getTypeName()
            + ": it generates "
            + String.join(", ", names));
  }

  private boolean fits(Class<?> type, Class<?> idType) {
    return switch (this) {
      case ID -> type == idType;
      case UUID -> type == java.util.UUID.class;
      case STRING -> type == String.class;
      case LONG -> type == long.class || type == Long.class;
    };
  }

  private String typeName(Class<?> idType) {
    return switch (this) {
      case ID -> idType.getName();
      case UUID -> "java.util.UUID";
      case STRING -> "String (the canonical text)";
      case LONG -> "long or Long";
    };
  }

  private static Class<?> typeOf(Member member) {
    if (member instanceof Field field) {
      return field.getType();
    }
    if (member instanceof Method method) {
      return method.getReturnType();
    }
    throw new MappingException("not a field or getter: " + member);
  }
}
