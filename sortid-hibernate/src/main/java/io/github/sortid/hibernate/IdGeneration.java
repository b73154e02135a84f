package io.github.sortid.hibernate;

import java.lang.annotation.Annotation;
import java.lang.reflect.Member;
import java.util.EnumSet;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * What the generators behind sortid's annotations share: the form of the attribute, checked once
 * when the session factory is built, and a new ID on each insert in that form. A format adds where
 * its IDs come from and its second form besides the text.
 *
 * @param <A> the generator annotation
 * @param <T> the ID type
 */
abstract class IdGeneration<A extends Annotation, T>
    implements BeforeExecutionGenerator, AnnotationBasedGenerator<A> {
  private static final long serialVersionUID = 1L;

  private final Class<A> annotationType;
  private final Class<T> idType;
  private final FieldForm otherForm;

  /** The Java type of the attribute, found by {@link #initialize}. */
  private FieldForm form = FieldForm.ID;

  /**
   * Creates the shell of one generator.
   *
   * @param annotationType the annotation, named in mapping errors
   * @param idType the ID type
   * @param otherForm the form besides the ID and its text: {@link FieldForm#UUID} or {@link
   *     FieldForm#LONG}; for UUIDv7, whose ID type is {@code UUID}, the ID form fills a {@code
   *     UUID} attribute first
   */
  IdGeneration(Class<A> annotationType, Class<T> idType, FieldForm otherForm) {
    this.annotationType = annotationType;
    this.idType = idType;
    this.otherForm = otherForm;
  }

  /**
   * Returns a new ID.
   *
   * @return the ID
   */
  abstract T next();

  /**
   * Returns the ID in the format's other form.
   *
   * @param id an ID from {@link #next()}
   * @return its UUID, or for SCRU64 its integer
   */
  abstract Object toOtherForm(T id);

  /**
   * Finds where the IDs come from, when that depends on the session factory; by default nothing.
   *
   * @param attribute the annotated attribute, {@code Entity.attribute}, for error messages
   * @param context the session factory being built
   * @throws org.hibernate.MappingException if the IDs have no source
   */
  void prepare(String attribute, GeneratorCreationContext context) {}

  /**
   * Checks the annotated attribute's type, remembers the form to generate, and finds where the IDs
   * come from.
   *
   * @throws org.hibernate.MappingException if the attribute is neither the ID type, its other form
   *     nor {@code String}, or if the IDs have no source
   */
  @Override
  public final void initialize(A annotation, Member member, GeneratorCreationContext context) {
    form = FieldForm.of(annotationType, member, idType, FieldForm.ID, otherForm, FieldForm.STRING);
    prepare(member.getDeclaringClass().getSimpleName() + "." + member.getName(), context);
  }

  /** Returns a new ID, as the attribute's type. */
  @Override
  public final Object generate(
      SharedSessionContractImplementor session,
      Object owner,
      Object currentValue,
      EventType eventType) {
    T id = next();
    return switch (form) {
      case ID -> id;
      case STRING -> id.toString();
      default -> toOtherForm(id);
    };
  }

  /** Returns {@code INSERT} only: the value is generated once. */
  @Override
  public final EnumSet<EventType> getEventTypes() {
    return EventTypeSets.INSERT_ONLY;
  }
}
