package io.github.sortid.hibernate;

import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;

/**
 * The generator behind {@link Scru128Generated}: a new ID from {@link Scru128#generate()} on each
 * insert, as a {@link Scru128Id}, a {@link java.util.UUID} or a {@link String} to match the
 * attribute.
 */
public final class Scru128Generation extends IdGeneration<Scru128Generated, Scru128Id> {
  private static final long serialVersionUID = 1L;

  /** Creates the generator; Hibernate does, then calls {@link #initialize}. */
  public Scru128Generation() {
    super(Scru128Generated.class, Scru128Id.class, FieldForm.UUID);
  }

  @Override
  Scru128Id next() {
    return Scru128.generate();
  }

  @Override
  Object toOtherForm(Scru128Id id) {
    return id.toUuid();
  }
}
