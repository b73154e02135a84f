package io.github.sortid.scru64;

import java.util.function.UnaryOperator;

/**
 * Generates SCRU64 IDs from one process-wide source, by default a generator configured with the
 * node spec of the process (spec §"Node spec API").
 *
 * <p>The configuration is taken, at the first ID, from the first of
 *
 * <ol>
 *   <li>a call of {@link #initialize(Scru64NodeSpec)}, or of {@link #initialize(Scru64Source)} with
 *       a source such as a node-ID lease, before that ID;
 *   <li>the system property {@value #NODE_SPEC_PROPERTY}, for example {@code
 *       -Dsortid.scru64.nodeSpec=42/8};
 *   <li>the environment variable {@value #NODE_SPEC_ENV}, as in the reference implementations, for
 *       example {@code SCRU64_NODE_SPEC=42/8 java -jar app.jar}.
 * </ol>
 *
 * <p>There is no default: a generator cannot make unique IDs without a {@code node_id} of its own,
 * so without any of these the first ID fails with an {@link IllegalStateException} that says how to
 * configure one. Nothing is read before the first ID or {@code initialize} call.
 *
 * <pre>{@code
 * Scru64.initialize(Scru64NodeSpec.parse("42/8")); // or SCRU64_NODE_SPEC=42/8
 * Scru64Id id = Scru64.generate();
 * String text = Scru64.generateString(); // e.g. "0u375nxqh5cr"
 * }</pre>
 *
 * <p>As the references' global entry points do, {@link #generate()} waits while the clock is behind
 * the last ID by more than the rollback allowance, so it never returns {@code null}. All IDs from
 * here are strictly increasing across every thread of the process.
 */
public final class Scru64 {
  /** The environment variable that holds the node spec: {@code SCRU64_NODE_SPEC}. */
  public static final String NODE_SPEC_ENV = "SCRU64_NODE_SPEC";

  /**
   * The system property that holds the node spec, taking precedence over the environment variable:
   * {@code sortid.scru64.nodeSpec}.
   */
  public static final String NODE_SPEC_PROPERTY = "sortid.scru64.nodeSpec";

  /**
   * The process's source, configured from the process's environment. A class rather than {@code
   * System::getenv}: the first lambda or method reference of a process links the JVM's lambda
   * machinery, some milliseconds of its first ID (docs/BENCHMARKS.md, "Cold start"); the same holds
   * for the other lambdas a SCRU64 generator is made with.
   */
  private static final Scru64Global GLOBAL =
      new Scru64Global(
          new UnaryOperator<>() {
            @Override
            public String apply(String name) {
              return System.getenv(name);
            }
          });

  private Scru64() {}

  /**
   * Configures the global generator with the given node spec, unless it is configured already. An
   * existing configuration is never replaced, whether it came from an earlier call or from the
   * system property or environment variable at an earlier ID.
   *
   * <pre>{@code
   * Scru64.initialize(Scru64NodeSpec.parse("0xb00/12"));        // true
   * Scru64.initialize(Scru64NodeSpec.parse("0u2r85hm2pt3/16")); // false
   * Scru64.getNodeSpec().toString();                            // "2816/12"
   * }</pre>
   *
   * @param nodeSpec the node spec of this process
   * @return true if this call configured the global generator, false if it was configured already
   * @throws IllegalArgumentException if the node spec's previous ID is ahead of the clock by more
   *     than the rollback allowance, so that no ID could follow it (see {@link
   *     Scru64Generator#Scru64Generator(Scru64NodeSpec)})
   * @throws NullPointerException if {@code nodeSpec} is null
   */
  public static boolean initialize(Scru64NodeSpec nodeSpec) {
    return initialize(new Scru64Generator(nodeSpec));
  }

  /**
   * Makes the given source the process-wide one, unless the global source is configured already;
   * like {@link #initialize(Scru64NodeSpec)}, it never replaces an existing configuration. From
   * then on {@link #generate()} and everything built on it take their IDs from this source, for
   * example from a node-ID lease that keeps the node ID unique across machines.
   *
   * <pre>{@code
   * Scru64NodeLease lease = ZooKeeperLeases.acquire(curator, "/ids/orders", 12);
   * Scru64.initialize(lease); // Scru64.generate() now uses the leased node ID
   * }</pre>
   *
   * @param source the source of this process's SCRU64 IDs
   * @return true if this call configured the global source, false if it was configured already
   * @throws NullPointerException if {@code source} is null
   */
  public static boolean initialize(Scru64Source source) {
    return GLOBAL.initialize(source);
  }

  /**
   * Generates a new ID from the global source, waiting as {@link Scru64Generator#generate()} does
   * if the clock is far behind the last ID.
   *
   * @return the new ID, never {@code null}
   * @throws IllegalStateException if no node spec is configured or the configured one is invalid,
   *     or for the reasons of the source's {@link Scru64Source#generate()}
   */
  public static Scru64Id generate() {
    return GLOBAL.source().generate();
  }

  /**
   * Generates a new ID from the global source and returns its canonical text.
   *
   * @return 12 lowercase Base36 digits
   * @throws IllegalStateException for the reasons of {@link #generate()}
   */
  public static String generateString() {
    return GLOBAL.source().generateString();
  }

  /**
   * Returns the node spec that describes the global source's state (see {@link
   * Scru64Generator#getNodeSpec()}), configuring the source first if this is its first use.
   *
   * @return the node spec, with the last ID once there is one
   * @throws IllegalStateException if no node spec is configured or the configured one is invalid
   */
  public static Scru64NodeSpec getNodeSpec() {
    return GLOBAL.source().getNodeSpec();
  }
}
