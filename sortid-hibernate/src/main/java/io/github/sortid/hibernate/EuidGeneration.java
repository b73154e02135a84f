package io.github.sortid.hibernate;

import io.github.sortid.euid.Euid;
import io.github.sortid.euid.EuidGenerator;

/**
 * The generator behind {@link EuidGenerated}: a new EUID without extension from one process-wide
 * {@link EuidGenerator} on each insert, as an {@link Euid}, a {@link java.util.UUID} or a {@link
 * String} to match the attribute.
 */
public final class EuidGeneration extends IdGeneration<EuidGenerated, Euid> {
  private static final long serialVersionUID = 1L;

  /** Holds the process-wide generator, created at the first insert and not at class loading. */
  private static final class Global {
    static final EuidGenerator GENERATOR = new EuidGenerator();
  }

  /** Creates the generator; Hibernate does, then calls {@link #initialize}. */
  public EuidGeneration() {
    super(EuidGenerated.class, Euid.class, FieldForm.UUID);
  }

  @Override
  Euid next() {
    return Global.GENERATOR.generate();
  }

  @Override
  Object toOtherForm(Euid id) {
    return id.toUuid();
  }
}
