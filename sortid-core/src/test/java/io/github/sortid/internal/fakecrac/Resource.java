package io.github.sortid.internal.fakecrac;

/** The shape of CRaC's {@code Resource}, for a test of the reflective registration. */
public interface Resource {
  void beforeCheckpoint(Context<? extends Resource> context) throws Exception;

  void afterRestore(Context<? extends Resource> context) throws Exception;
}
