package io.github.sortid.ulid;

/**
 * Generates ULIDs from one process-wide monotonic generator, created on first use with the defaults
 * of {@link UlidGenerator#UlidGenerator()}.
 *
 * <pre>{@code
 * Ulid id = Ulids.generate();
 * String text = Ulids.generateString(); // e.g. "01JQ4T8BHJR0A5YKX7SVTVX0YN"
 * }</pre>
 *
 * <p>All ULIDs from here are strictly increasing across every thread of the process, unless the
 * system clock goes back by more than 10 seconds (see {@link UlidGenerator#generate()}).
 */
public final class Ulids {
  /**
   * The global generator, made when the class is initialized: at first use, since the class has
   * nothing else. Making it draws nothing; its first ID seeds the randomness.
   */
  private static final UlidGenerator GENERATOR = new UlidGenerator();

  private Ulids() {}

  /**
   * Generates a new ULID from the global generator.
   *
   * @return the new ULID
   * @throws IllegalStateException as {@link UlidGenerator#generate()} does
   */
  public static Ulid generate() {
    return GENERATOR.generate();
  }

  /**
   * Generates a new ULID from the global generator and returns its canonical text.
   *
   * @return 26 uppercase Crockford Base32 digits
   * @throws IllegalStateException as {@link UlidGenerator#generate()} does
   */
  public static String generateString() {
    return generate().toString();
  }
}
