package io.github.sortid.quarkus;

import static io.github.sortid.quarkus.SortidGenerators.checked;

import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.scru64.Scru64Source;
import io.quarkus.runtime.configuration.ConfigurationException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.microprofile.config.ConfigProvider;

/** Makes the SCRU64 source from {@code sortid.scru64.*}, in one of three ways. */
final class Scru64Sources {
  /** The ways to configure the node ID, each with what it needs. */
  static final String WAYS =
      "set sortid.scru64.node-spec to a fixed node spec such as 42/8;"
          + " or set sortid.scru64.jdbc.* (realm and node-id-size, and datasource unless the"
          + " default one) to lease one from the application's datasource with sortid-jdbc;"
          + " or set sortid.scru64.node-id-from=hostname-ordinal with sortid.scru64.node-id-size"
          + " to take it from a Kubernetes StatefulSet pod's name";

  /** The properties that each set one way. */
  private static final List<String> WAY_PROPERTIES =
      List.of("sortid.scru64.node-spec", "sortid.scru64.node-id-from", "sortid.scru64.jdbc.realm");

  /** The prefix of the Spring starter's ZooKeeper lease, which this extension does not make. */
  private static final String ZOOKEEPER = "sortid.scru64.zookeeper.";

  private Scru64Sources() {}

  /**
   * Tells whether a way to find the node ID is configured, so that the source is made at start-up.
   */
  static boolean isConfigured(SortidConfig.Scru64Config config) {
    return !setWays(config).isEmpty() || !config.zookeeper().isEmpty();
  }

  /**
   * The message for a source that is needed but not configured.
   *
   * @param needers what needs it, such as a bean's injection point, each described for a message
   */
  static ConfigurationException notConfigured(List<String> needers) {
    return new ConfigurationException(
        String.join(" and ", needers)
            + (needers.size() == 1 ? " needs" : " need")
            + " a SCRU64 node ID, but none is configured. sortid never picks a node ID on"
            + " its own: two processes with the same one would issue the same IDs. Configure it"
            + " in one of three ways: "
            + WAYS
            + ". Or define a Scru64Source bean of your own.",
        Set.copyOf(WAY_PROPERTIES));
  }

  static Scru64Source create(SortidConfig.Scru64Config config) {
    return create(config, hasAgroal());
  }

  /**
   * Makes the source, for an application with or without Agroal, the datasources that a lease is
   * kept in.
   */
  static Scru64Source create(SortidConfig.Scru64Config config, boolean agroal) {
    if (!config.zookeeper().isEmpty()) {
      List<String> zooKeeper = new ArrayList<>();
      for (String name : new TreeSet<>(config.zookeeper().keySet())) {
        zooKeeper.add(ZOOKEEPER + name);
      }
      throw new ConfigurationException(
          String.join(" and ", zooKeeper)
              + (zooKeeper.size() == 1 ? " is set" : " are set")
              + ", but sortid's Quarkus extension leases node IDs from a datasource only:"
              + " set sortid.scru64.jdbc.* instead, or define a Scru64Source bean of your own"
              + " with sortid-zookeeper's ZooKeeperLeases",
          Set.copyOf(zooKeeper));
    }
    List<String> set = setWays(config);
    if (set.size() > 1) {
      throw new ConfigurationException(
          String.join(" and ", set)
              + (set.size() == 2 ? " are both set" : " are all set")
              + ", but the SCRU64 node ID must come from one of them: remove the others",
          Set.copyOf(set));
    }
    if (config.nodeSpec().isPresent()) {
      String text = config.nodeSpec().get();
      Scru64NodeSpec spec =
          checked("sortid.scru64.node-spec", text, () -> Scru64NodeSpec.parse(text));
      return generator(spec, config, "sortid.scru64.node-spec");
    }
    if (config.nodeIdFrom().isPresent()) {
      if (config.nodeIdSize().isEmpty()) {
        throw new ConfigurationException(
            "sortid.scru64.node-id-from=hostname-ordinal needs the node ID's size in bits (1 to"
                + " 23): set sortid.scru64.node-id-size",
            Set.of("sortid.scru64.node-id-size"));
      }
      int size = config.nodeIdSize().getAsInt();
      int ordinal = HostnameOrdinal.of(hostname());
      Scru64NodeSpec spec =
          checked("sortid.scru64.node-id-size", size, () -> Scru64NodeSpec.ofNodeId(ordinal, size));
      return generator(spec, config, "sortid.scru64.node-id-from");
    }
    if (config.jdbc().realm().isPresent()) {
      if (!agroal) {
        // JdbcLeaseSetup needs Agroal's classes, which an application without datasources lacks.
        throw new ConfigurationException(
            "sortid.scru64.jdbc.realm is set, but the application has no JDBC datasource to lease"
                + " the node ID from: add quarkus-agroal and a JDBC driver extension, such as"
                + " quarkus-jdbc-postgresql, and configure quarkus.datasource.*",
            Set.of("sortid.scru64.jdbc.realm"));
      }
      return JdbcLeaseSetup.acquire(config);
    }
    throw notConfigured(List.of("A bean"));
  }

  /** Tells whether Agroal, Quarkus's JDBC datasources, is on the class path. */
  private static boolean hasAgroal() {
    try {
      Class.forName(
          "io.quarkus.agroal.runtime.AgroalDataSourceUtil",
          false,
          Scru64Sources.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  /** Closes a lease, reporting a failure as the container's disposer would. */
  static void close(AutoCloseable lease) {
    try {
      lease.close();
    } catch (Exception e) {
      throw new IllegalStateException("The SCRU64 lease did not close: " + e.getMessage(), e);
    }
  }

  private static List<String> setWays(SortidConfig.Scru64Config config) {
    List<String> set = new ArrayList<>();
    if (config.nodeSpec().isPresent()) {
      set.add(WAY_PROPERTIES.get(0));
    }
    if (config.nodeIdFrom().isPresent()) {
      set.add(WAY_PROPERTIES.get(1));
    }
    if (config.jdbc().realm().isPresent()) {
      set.add(WAY_PROPERTIES.get(2));
    }
    return set;
  }

  private static Scru64Generator generator(
      Scru64NodeSpec spec, SortidConfig.Scru64Config config, String property) {
    Scru64Generator.Builder builder = Scru64Generator.builder(spec);
    SortidGenerators.rollbackAllowance(builder, "sortid.scru64", config);
    // The generator rejects a node spec whose previous ID lies too far ahead of the clock.
    return checked(property, spec, builder::build);
  }

  /** Kubernetes sets {@code HOSTNAME} to the pod's name; elsewhere the local host's name. */
  private static String hostname() {
    String hostname =
        ConfigProvider.getConfig().getOptionalValue("HOSTNAME", String.class).orElse("");
    if (!hostname.isEmpty()) {
      return hostname;
    }
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (UnknownHostException e) {
      throw new IllegalStateException(
          "sortid.scru64.node-id-from=hostname-ordinal: the host name is unknown", e);
    }
  }
}
