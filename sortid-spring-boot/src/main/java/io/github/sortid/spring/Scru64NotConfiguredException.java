package io.github.sortid.spring;

/**
 * Thrown at start-up when a bean needs a {@code Scru64Source}, or an entity has a
 * {@code @Scru64Generated} attribute, and no way to find the node ID is configured: sortid never
 * picks a node ID on its own, since two processes with the same one would issue the same IDs.
 */
final class Scru64NotConfiguredException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** The ways to configure the node ID, each with what it needs. */
  static final String WAYS =
      "set sortid.scru64.node-spec to a fixed node spec such as 42/8;"
          + " or set sortid.scru64.zookeeper.* (realm and node-id-size, with connect-string or a"
          + " CuratorFramework bean) to lease a node ID from ZooKeeper with sortid-zookeeper;"
          + " or set sortid.scru64.node-id-from=hostname-ordinal with sortid.scru64.node-id-size"
          + " to take it from a Kubernetes StatefulSet pod's name";

  /**
   * Creates the exception.
   *
   * @param needer what needs a SCRU64 source, such as {@code "a bean"}
   */
  Scru64NotConfiguredException(String needer) {
    super("No SCRU64 node ID is configured, and " + needer + " needs one: " + WAYS);
  }
}
