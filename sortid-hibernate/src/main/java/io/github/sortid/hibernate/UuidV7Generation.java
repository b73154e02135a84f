package io.github.sortid.hibernate;

import io.github.sortid.uuidv7.UuidV7;
import java.util.UUID;

/**
 * The generator behind {@link UuidV7Generated}: a new UUIDv7 from {@link UuidV7#generate()} on each
 * insert, as a {@link UUID} or a {@link String} to match the attribute.
 */
public final class UuidV7Generation extends IdGeneration<UuidV7Generated, UUID> {
  private static final long serialVersionUID = 1L;

  /** Creates the generator; Hibernate does, then calls {@link #initialize}. */
  public UuidV7Generation() {
    super(UuidV7Generated.class, UUID.class, FieldForm.UUID);
  }

  @Override
  UUID next() {
    return UuidV7.generate();
  }

  /** Returns the ID itself: a UUIDv7 is a UUID already. */
  @Override
  Object toOtherForm(UUID id) {
    return id;
  }
}
