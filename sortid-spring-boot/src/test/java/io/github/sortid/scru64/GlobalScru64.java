package io.github.sortid.scru64;

/** Lets the tests start each case with no process-wide SCRU64 source. */
public final class GlobalScru64 {
  private GlobalScru64() {}

  /** Forgets the process-wide source, and reads no environment variable for one. */
  public static void forget() {
    Scru64.resetForTests(name -> null);
  }
}
