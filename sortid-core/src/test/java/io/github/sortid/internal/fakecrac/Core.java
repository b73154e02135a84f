package io.github.sortid.internal.fakecrac;

/** The shape of CRaC's {@code Core}. */
public final class Core {
  private static final Context<Resource> GLOBAL = new Context<>();

  private Core() {}

  public static Context<Resource> getGlobalContext() {
    return GLOBAL;
  }
}
