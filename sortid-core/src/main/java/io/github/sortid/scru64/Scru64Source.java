package io.github.sortid.scru64;

/**
 * A source of SCRU64 IDs for one node: anything that can stand behind {@link Scru64#generate()}.
 *
 * <p>{@link Scru64Generator} is one, with a node ID given by configuration. A node-ID lease (such
 * as the ZooKeeper lease of the {@code sortid-zookeeper} module) is another, with a node ID
 * obtained from a central party. {@link Scru64#initialize(Scru64Source)} makes either the
 * process-wide source.
 *
 * <p>The IDs of one source are strictly increasing across all threads, and an implementation is
 * thread-safe.
 *
 * <pre>{@code
 * Scru64Source source = new Scru64Generator(Scru64NodeSpec.parse("42/8"));
 * Scru64.initialize(source);
 * Scru64Id id = Scru64.generate(); // from source
 * }</pre>
 */
public interface Scru64Source {
  /**
   * Generates a new ID, greater than every earlier ID of this source. When the source cannot issue
   * an ID at once (for a generator: the clock is far behind the last ID), it waits a bounded time
   * and then fails.
   *
   * @return the new ID, never {@code null}
   * @throws IllegalStateException if no ID can be issued within the bounded wait, with a message
   *     that says why
   */
  Scru64Id generate();

  /**
   * Generates a new ID and returns its canonical text.
   *
   * @return 12 lowercase Base36 digits
   * @throws IllegalStateException for the reasons of {@link #generate()}
   */
  default String generateString() {
    return generate().toString();
  }

  /**
   * Returns the node spec of this source: its node ID and size, with the last ID it issued once
   * there is one (see {@link Scru64Generator#getNodeSpec()}).
   *
   * @return the node spec
   */
  Scru64NodeSpec getNodeSpec();
}
