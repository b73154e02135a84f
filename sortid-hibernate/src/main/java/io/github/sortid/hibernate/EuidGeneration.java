package io.github.sortid.hibernate;

import io.github.sortid.euid.Euid;
import io.github.sortid.euid.EuidGenerator;
import java.lang.reflect.Member;
import java.util.EnumSet;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * The generator behind {@link EuidGenerated}: a new EUID without extension from one process-wide
 * {@link EuidGenerator} on each insert, as an {@link Euid}, a {@link java.util.UUID} or a {@link
 * String} to match the attribute.
 */
public final class EuidGeneration
    implements BeforeExecutionGenerator, AnnotationBasedGenerator<EuidGenerated> {
  private static final long serialVersionUID = 1L;

  /** The Java type of the attribute, found by {@link #initialize}. */
  private FieldForm form = FieldForm.ID;

  /** Holds the process-wide generator, created at the first insert and not at class loading. */
  private static final class Global {
    static final EuidGenerator GENERATOR = new EuidGenerator();
  }

  /** Creates the generator; Hibernate does, then calls {@link #initialize}. */
  public EuidGeneration() {}

  /**
   * Checks the annotated attribute's type and remembers the form to generate.
   *
   * @throws org.hibernate.MappingException if the attribute is not an {@code Euid}, {@code UUID} or
   *     {@code String}
   */
  @Override
  public void initialize(
      EuidGenerated annotation, Member member, GeneratorCreationContext context) {
    form =
        FieldForm.of(
            EuidGenerated.class,
            member,
            Euid.class,
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
    Euid id = Global.GENERATOR.generate();
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
