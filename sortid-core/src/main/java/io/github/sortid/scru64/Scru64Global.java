package io.github.sortid.scru64;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;

/**
 * The state behind {@link Scru64}: a source configured once, by {@link #initialize} or, at its
 * first use, from the system property {@value Scru64#NODE_SPEC_PROPERTY} or the environment
 * variable {@value Scru64#NODE_SPEC_ENV}. {@link Scru64} holds the one instance of the process; the
 * tests make their own, each with the environment they choose.
 */
final class Scru64Global {
  /** The source, or null until it is configured. */
  private final AtomicReference<Scru64Source> source = new AtomicReference<>();

  /** Reads environment variables. */
  private final UnaryOperator<String> environment;

  /**
   * Creates an unconfigured state.
   *
   * @param environment maps an environment variable's name to its value, or to null if unset
   */
  Scru64Global(UnaryOperator<String> environment) {
    this.environment = environment;
  }

  /** Configures the source unless it is configured already; see {@link Scru64#initialize}. */
  boolean initialize(Scru64Source configured) {
    return source.compareAndSet(null, Objects.requireNonNull(configured, "source"));
  }

  /** Returns the source, configuring it from the system property or environment at first use. */
  Scru64Source source() {
    Scru64Source current = source.get();
    if (current == null) {
      // Concurrent first uses may each read the configuration; the first to store wins.
      source.compareAndSet(null, configured());
      current = source.get();
    }
    return current;
  }

  private Scru64Generator configured() {
    String property = System.getProperty(Scru64.NODE_SPEC_PROPERTY);
    if (property != null) {
      return configured(property, "system property " + Scru64.NODE_SPEC_PROPERTY);
    }
    String variable = environment.apply(Scru64.NODE_SPEC_ENV);
    if (variable != null) {
      return configured(variable, Scru64.NODE_SPEC_ENV + " env var");
    }
    throw new IllegalStateException(
        "SCRU64 global generator not configured: set the "
            + Scru64.NODE_SPEC_ENV
            + " environment variable or the "
            + Scru64.NODE_SPEC_PROPERTY
            + " system property to a node spec such as 42/8, or call"
            + " Scru64.initialize(Scru64NodeSpec.parse(\"42/8\")) before the first ID");
  }

  /** A generator for a configured node spec; a bad spec is an error that names its source. */
  private static Scru64Generator configured(String spec, String origin) {
    try {
      return new Scru64Generator(Scru64NodeSpec.parse(spec));
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException(
          "could not read config from " + origin + ": " + e.getMessage(), e);
    }
  }
}
