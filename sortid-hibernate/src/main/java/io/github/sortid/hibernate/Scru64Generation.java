package io.github.sortid.hibernate;

import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Id;

/**
 * The generator behind {@link Scru64Generated}: a new ID from {@link Scru64#generate()} on each
 * insert, as a {@link Scru64Id}, a {@code long} or a {@link String} to match the attribute.
 */
public final class Scru64Generation extends IdGeneration<Scru64Generated, Scru64Id> {
  private static final long serialVersionUID = 1L;

  /** Creates the generator; Hibernate does, then calls {@link #initialize}. */
  public Scru64Generation() {
    super(Scru64Generated.class, Scru64Id.class, FieldForm.LONG);
  }

  @Override
  Scru64Id next() {
    return Scru64.generate();
  }

  @Override
  Object toOtherForm(Scru64Id id) {
    return id.toLong();
  }
}
