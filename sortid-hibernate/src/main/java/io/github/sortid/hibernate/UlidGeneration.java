package io.github.sortid.hibernate;

import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.Ulids;
import java.lang.reflect.Member;
import java.util.EnumSet;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * The generator behind {@link UlidGenerated}: a new ID from {@link Ulids#generate()} on each
 * insert, as a {@link Ulid}, a {@link java.util.UUID} or a {@link String} to match the attribute.
 */
public final class UlidGeneration
    implements BeforeExecutionGenerator, AnnotationBasedGenerator<UlidGenerated> {
  private static final long serialVersionUID = 1L;

  /** The Java type of the attribute, found by {@link #initialize}. */
  private FieldForm form = FieldForm.ID;

  /** Creates the generator; Hibernate does, then calls {@link #initialize}. */
  public UlidGeneration() {}

  /**
   * Checks the annotated attribute's type and remembers the form to generate.
   *
   * @throws org.hibernate.MappingException if the attribute is not a {@code Ulid}, {@code UUID} or
   *     {@code String}
   */
  @Override
  public void initialize(
      UlidGenerated annotation, Member member, GeneratorCreationContext context) {
    form =
        FieldForm.of(
            UlidGenerated.class,
            member,
            Ulid.class,
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
    Ulid id = Ulids.generate();
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
