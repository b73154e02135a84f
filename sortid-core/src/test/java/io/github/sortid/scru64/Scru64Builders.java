package io.github.sortid.scru64;

/** The builder's package-private way to wait, for the tests of other packages. */
public final class Scru64Builders {
  private Scru64Builders() {}

  /**
   * Makes the generator's {@code generate()} fail the test at once where it would wait for the
   * clock, so that a test that never expects a wait does not sit through one.
   *
   * @param builder a builder
   * @return the builder
   */
  public static Scru64Generator.Builder failOnSleep(Scru64Generator.Builder builder) {
    return builder.sleeper(
        millis -> {
          throw new AssertionError("unexpected sleep of " + millis + " ms");
        });
  }
}
