package io.github.sortid.hibernate;

import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;
import java.lang.reflect.Member;
import java.util.EnumSet;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * The generator behind {@link Scru128Generated}: a new ID from {@link Scru128#generate()} on each
 * insert, as a {@link Scru128Id}, a {@link java.util.UUID} or a {@link String} to match the
 * attribute.
 */
public final class Scru128Generation
    implements BeforeExecutionGenerator, AnnotationBasedGenerator<Scru128Generated> {
  private static final long serialVersionUID = 1L;

  /** The Java type of the attribute, found by {@link #initialize}. */
  private FieldForm form = FieldForm.ID;

  /** Creates the generator; Hibernate does, then calls {@link #initialize}. */
  public Scru128Generation() {}

  /**
   * Checks the annotated attribute's type and remembers the form to generate.
   *
   * @throws org.hibernate.MappingException if the attribute is not a {@code Scru128Id}, {@code
   *     UUID} or {@code String}
   */
  @Override
  public void initialize(
      Scru128Generated annotation, Member member, GeneratorCreationContext context) {
    form =
        FieldForm.of(
            Scru128Generated.class,
            member,
            Scru128Id.class,
            FieldForm.ID,
            FieldForm.UUID,
            FieldForm.STRING);
  }

  @Override
  public Object generate(
      SharedSessionContractImplementor session,
      Object owner,
      Object currentValue,
      EventType eventType) {
    Scru128Id id = Scru128.generate();
    return switch (form) {
      case UUID -> id.toUuid();
      case STRING -> id.toString();
      default -> id;
    };
  }

  /** Returns {@code INSERT} only: the value is generated once. */
  @Override
  public EnumSet<EventType> getEventTypes() {
    return EventTypeSets.INSERT_ONLY;
  }
}
