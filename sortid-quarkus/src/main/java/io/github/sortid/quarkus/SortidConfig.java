package io.github.sortid.quarkus;

import io.github.sortid.GeneratorBuilder;
import io.quarkus.runtime.annotations.ConfigDocIgnore;
import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * sortid's configuration, under {@code sortid.}: the same names, with the same meanings, as the
 * properties of sortid's Spring Boot starter. What the application reads at run time; the Jackson
 * settings, which are fixed when the application is built, are {@link SortidJacksonConfig}.
 *
 * <pre>{@code
 * sortid.scru128.rollback-allowance=1s
 * sortid.scru64.jdbc.realm=orders
 * sortid.scru64.jdbc.node-id-size=8
 * }</pre>
 */
@ConfigMapping(prefix = "sortid")
@ConfigRoot(phase = ConfigPhase.RUN_TIME)
public interface SortidConfig {
  /**
   * The SCRU128 generator.
   *
   * @return its settings
   */
  GeneratorConfig scru128();

  /**
   * The ULID generator.
   *
   * @return its settings
   */
  GeneratorConfig ulid();

  /**
   * The EUID generator.
   *
   * @return its settings
   */
  EuidConfig euid();

  /**
   * The UUIDv7 generator.
   *
   * @return its settings
   */
  GeneratorConfig uuidv7();

  /**
   * The SCRU64 source and where its node ID comes from.
   *
   * @return its settings
   */
  Scru64Config scru64();

  /** The settings every generator has. */
  interface GeneratorConfig {
    /**
     * How far the clock may move back before the generator stops following it; see {@link
     * GeneratorBuilder#rollbackAllowance(Duration)}.
     *
     * @return the allowance, 10 seconds unless set
     */
    @WithDefault("10s")
    Duration rollbackAllowance();
  }

  /** The EUID generator's settings. */
  interface EuidConfig extends GeneratorConfig {
    /**
     * The 15-bit user extension (0 to 32767) that every generated EUID carries; none unless set.
     *
     * @return the extension, if set
     */
    OptionalInt extension();
  }

  /**
   * Where the SCRU64 node ID comes from: exactly one of {@code node-spec}, {@code node-id-from} and
   * {@code jdbc.realm}. With none of them there is no default: two processes with the same node ID
   * would issue the same IDs.
   */
  interface Scru64Config extends GeneratorConfig {
    /**
     * A fixed node spec, such as {@code 42/8} (node ID 42 of 8 bits), or {@code 0u2r85hm2pt3/16}
     * (after the ID {@code 0u2r85hm2pt3}).
     *
     * @return the node spec, if set
     */
    Optional<String> nodeSpec();

    /**
     * Takes the node ID from the host: {@code hostname-ordinal} reads the ordinal of a Kubernetes
     * StatefulSet pod from its name ({@code orders-3} has node ID 3), with {@code node-id-size}.
     *
     * @return where the node ID comes from, if set
     */
    Optional<NodeIdFrom> nodeIdFrom();

    /**
     * The size in bits (1 to 23) of the node ID that {@code node-id-from} finds.
     *
     * @return the size, if set
     */
    OptionalInt nodeIdSize();

    /**
     * A node ID leased from the application's database, with sortid-jdbc.
     *
     * @return the lease's settings
     */
    JdbcConfig jdbc();

    /**
     * The Spring Boot starter's ZooKeeper lease, {@code sortid.scru64.zookeeper.*}, which this
     * extension does not make. Read only so that such a setting fails the start with a message that
     * says what to set instead, rather than as an unknown property.
     *
     * @return the ZooKeeper settings found, by name
     */
    @ConfigDocIgnore
    Map<String, String> zookeeper();
  }

  /** Where a SCRU64 node ID may come from, besides a fixed spec or a lease. */
  enum NodeIdFrom {
    /** The ordinal at the end of the host name, as a Kubernetes StatefulSet names its pods. */
    HOSTNAME_ORDINAL
  }

  /** A SCRU64 node ID leased from a datasource of the application. */
  interface JdbcConfig {
    /**
     * The realm: the set of processes whose node IDs must differ. Setting it leases the node ID.
     *
     * @return the realm, if set
     */
    Optional<String> realm();

    /**
     * The size in bits (1 to 23) of the realm's node IDs; every member must use the same.
     *
     * @return the size, if set
     */
    OptionalInt nodeIdSize();

    /**
     * The datasource the lease is kept in, by name; the default datasource unless set.
     *
     * @return the datasource's name, if set
     */
    Optional<String> datasource();

    /**
     * The prefix of the lease's tables.
     *
     * @return the prefix, {@code sortid_} unless set
     */
    @WithDefault("sortid_")
    String tablePrefix();

    /**
     * How long the start-up waits for a free node ID.
     *
     * @return the timeout, 10 seconds unless set
     */
    @WithDefault("10s")
    Duration acquireTimeout();

    /**
     * How long a claim lasts unless it is extended; sortid-jdbc's default unless set.
     *
     * @return the expiry, if set
     */
    Optional<Duration> claimExpiry();
  }
}
