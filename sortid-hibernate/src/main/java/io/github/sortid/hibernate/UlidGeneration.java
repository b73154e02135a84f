package io.github.sortid.hibernate;

import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.Ulids;

/**
 * The generator behind {@link UlidGenerated}: a new ID from {@link Ulids#generate()} on each
 * insert, as a {@link Ulid}, a {@link java.util.UUID} or a {@link String} to match the attribute.
 */
public final class UlidGeneration extends IdGeneration<UlidGenerated, Ulid> {
  private static final long serialVersionUID = 1L;

  /** Creates the generator; Hibernate does, then calls {@link #initialize}. */
  public UlidGeneration() {
    super(UlidGenerated.class, Ulid.class, FieldForm.UUID);
  }

  @Override
  Ulid next() {
    return Ulids.generate();
  }

  @Override
  Object toOtherForm(Ulid id) {
    return id.toUuid();
  }
}
