package io.github.sortid.hibernate;

import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64Source;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * The generator behind {@link Scru64Generated}: a new ID on each insert, as a {@link Scru64Id}, a
 * {@code long} or a {@link String} to match the attribute, from the {@link Scru64Source} that
 * {@link Scru64Sources} finds when the session factory is built.
 */
public final class Scru64Generation extends IdGeneration<Scru64Generated, Scru64Id> {
  private static final long serialVersionUID = 1L;

  /** The bean container's source, or null for the process-wide one, {@link Scru64#generate()}. */
  private transient Scru64Source source;

  /** Creates the generator; Hibernate does, then calls {@link #initialize}. */
  public Scru64Generation() {
    super(Scru64Generated.class, Scru64Id.class, FieldForm.LONG);
  }

  @Override
  void prepare(String attribute, GeneratorCreationContext context) {
    source = Scru64Sources.find(context.getServiceRegistry(), "@Scru64Generated on " + attribute);
  }

  @Override
  Scru64Id next() {
    return source == null ? Scru64.generate() : source.generate();
  }

  @Override
  Object toOtherForm(Scru64Id id) {
    return id.toLong();
  }
}
