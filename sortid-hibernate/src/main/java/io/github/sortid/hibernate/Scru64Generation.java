package io.github.sortid.hibernate;

import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Id;
import java.lang.reflect.Member;
import java.util.EnumSet;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * The generator behind {@link Scru64Generated}: a new ID from {@link Scru64#generate()} on each
 * insert, as a {@link Scru64Id}, a {@code long} or a {@link String} to match the attribute.
 */
public final class Scru64Generation
    implements BeforeExecutionGenerator, AnnotationBasedGenerator<Scru64Generated> {
  private static final long serialVersionUID = 1L;

  /** The Java type of the attribute, found by {@link #initialize}. */
  private FieldForm form = FieldForm.ID;

  /** Creates the generator; Hibernate does, then calls {@link #initialize}. */
  public Scru64Generation() {}

  /**
   * Checks the annotated attribute's type and remembers the form to generate.
   *
   * @throws org.hibernate.MappingException if the attribute is not a {@code Scru64Id}, {@code
   *     long}, {@code Long} or {@code String}
   */
  @Override
  public void initialize(
      Scru64Generated annotation, Member member, GeneratorCreationContext context) {
    form =
        FieldForm.of(
            Scru64Generated.class,
            member,
            Scru64Id.class,
            FieldForm.ID,
            FieldForm.LONG,
            FieldForm.STRING);
  }

  @Override
  public Object generate(
      SharedSessionContractImplementor session,
      Object owner,
      Object currentValue,
      EventType eventType) {
    Scru64Id id = Scru64.generate();
    return switch (form) {
      case LONG -> id.toLong();
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
