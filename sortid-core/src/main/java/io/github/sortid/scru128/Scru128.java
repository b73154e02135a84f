package io.github.sortid.scru128;

/**
 * Generates SCRU128 IDs from one process-wide generator, created on first use with the defaults of
 * {@link Scru128Generator#Scru128Generator()}.
 *
 * <pre>{@code
 * Scru128Id id = Scru128.generate();
 * String text = Scru128.generateString(); // e.g. "036z951mhjikzik2gsl81gr7l"
 * }</pre>
 *
 * <p>All IDs from here are strictly increasing across every thread of the process, unless the
 * system clock goes back by more than 10 seconds (see {@link Scru128Generator#generate()}).
 */
public final class Scru128 {
  /**
   * The global generator, made when the class is initialized: at first use, since the class has
   * nothing else. Making it draws nothing; its first ID seeds the randomness.
   */
  private static final Scru128Generator GENERATOR = new Scru128Generator();

  private Scru128() {}

  /**
   * Generates a new ID from the global generator.
   *
   * @return the new ID
   */
  public static Scru128Id generate() {
    return GENERATOR.generate();
  }

  /**
   * Generates a new ID from the global generator and returns its canonical text.
   *
   * @return 25 lowercase Base36 digits
   */
  public static String generateString() {
    return generate().toString();
  }
}
