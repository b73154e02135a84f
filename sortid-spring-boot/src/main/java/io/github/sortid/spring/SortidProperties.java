package io.github.sortid.spring;

import io.github.sortid.GeneratorBuilder;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code sortid.*} properties: the generators' rollback allowances, the EUID extension, where
 * the SCRU64 node ID comes from, and the JSON form of the 128-bit IDs.
 *
 * <pre>{@code
 * sortid.scru128.rollback-allowance=10s
 * sortid.euid.extension=7
 * sortid.scru64.zookeeper.realm=/sortid/orders
 * sortid.scru64.zookeeper.node-id-size=8
 * sortid.scru64.zookeeper.connect-string=zk1:2181,zk2:2181,zk3:2181
 * }</pre>
 */
@ConfigurationProperties("sortid")
public class SortidProperties {
  private final Generator scru128 = new Generator();
  private final Generator ulid = new Generator();
  private final Euid euid = new Euid();
  private final Generator uuidv7 = new Generator();
  private final Scru64 scru64 = new Scru64();
  private final Jackson jackson = new Jackson();

  /** Creates the properties with their defaults; Spring binds the configured values. */
  public SortidProperties() {}

  /**
   * Returns the settings of the {@code Scru128Generator} bean.
   *
   * @return {@code sortid.scru128.*}
   */
  public Generator getScru128() {
    return scru128;
  }

  /**
   * Returns the settings of the {@code UlidGenerator} bean.
   *
   * @return {@code sortid.ulid.*}
   */
  public Generator getUlid() {
    return ulid;
  }

  /**
   * Returns the settings of the {@code EuidGenerator} bean.
   *
   * @return {@code sortid.euid.*}
   */
  public Euid getEuid() {
    return euid;
  }

  /**
   * Returns the settings of the {@code UuidV7Generator} bean.
   *
   * @return {@code sortid.uuidv7.*}
   */
  public Generator getUuidv7() {
    return uuidv7;
  }

  /**
   * Returns where the {@code Scru64Source} bean takes its node ID from.
   *
   * @return {@code sortid.scru64.*}
   */
  public Scru64 getScru64() {
    return scru64;
  }

  /**
   * Returns the settings of sortid's Jackson modules.
   *
   * @return {@code sortid.jackson.*}
   */
  public Jackson getJackson() {
    return jackson;
  }

  /** The settings every generator has. */
  public static class Generator {
    /**
     * How far the clock may go back before the generator stops continuing its sequence and starts a
     * new one (SCRU128, ULID, EUID, UUIDv7) or waits for the clock (SCRU64).
     */
    private Duration rollbackAllowance = GeneratorBuilder.DEFAULT_ROLLBACK_ALLOWANCE;

    /** Creates the settings with their defaults. */
    public Generator() {}

    /**
     * Returns the rollback allowance.
     *
     * @return 10 seconds unless set
     */
    public Duration getRollbackAllowance() {
      return rollbackAllowance;
    }

    /**
     * Sets the rollback allowance.
     *
     * @param rollbackAllowance zero or more
     */
    public void setRollbackAllowance(Duration rollbackAllowance) {
      this.rollbackAllowance = rollbackAllowance;
    }
  }

  /** The settings of the EUID generator. */
  public static class Euid extends Generator {
    /** The extension (0 to 32767) that every generated EUID carries; none if unset. */
    private Integer extension;

    /** Creates the settings with their defaults. */
    public Euid() {}

    /**
     * Returns the extension of every generated EUID.
     *
     * @return the extension, or null for EUIDs without one
     */
    public Integer getExtension() {
      return extension;
    }

    /**
     * Sets the extension of every generated EUID.
     *
     * @param extension 0 to 32767, or null for none
     */
    public void setExtension(Integer extension) {
      this.extension = extension;
    }
  }

  /** Where the SCRU64 node ID comes from: exactly one of four ways, or none. */
  public static class Scru64 extends Generator {
    /** A fixed node spec, such as 42/8 (node ID 42 of 8 bits) or 0u2r85hm2pt3/16. */
    private String nodeSpec;

    /** Derives the node ID from the environment instead of a fixed node spec. */
    private NodeIdFrom nodeIdFrom;

    /** The size in bits (1 to 23) of a node ID derived by node-id-from. */
    private Integer nodeIdSize;

    private final ZooKeeper zookeeper = new ZooKeeper();

    private final Jdbc jdbc = new Jdbc();

    /** Creates the settings with their defaults. */
    public Scru64() {}

    /**
     * Returns the fixed node spec.
     *
     * @return the node spec's text, or null if unset
     */
    public String getNodeSpec() {
      return nodeSpec;
    }

    /**
     * Sets a fixed node spec.
     *
     * @param nodeSpec a node spec such as {@code 42/8}
     */
    public void setNodeSpec(String nodeSpec) {
      this.nodeSpec = nodeSpec;
    }

    /**
     * Returns where the node ID is derived from.
     *
     * @return the way, or null if unset
     */
    public NodeIdFrom getNodeIdFrom() {
      return nodeIdFrom;
    }

    /**
     * Sets where the node ID is derived from.
     *
     * @param nodeIdFrom the way
     */
    public void setNodeIdFrom(NodeIdFrom nodeIdFrom) {
      this.nodeIdFrom = nodeIdFrom;
    }

    /**
     * Returns the size of a derived node ID.
     *
     * @return 1 to 23 bits, or null if unset
     */
    public Integer getNodeIdSize() {
      return nodeIdSize;
    }

    /**
     * Sets the size of a derived node ID.
     *
     * @param nodeIdSize 1 to 23 bits
     */
    public void setNodeIdSize(Integer nodeIdSize) {
      this.nodeIdSize = nodeIdSize;
    }

    /**
     * Returns the settings of a node ID leased from ZooKeeper.
     *
     * @return {@code sortid.scru64.zookeeper.*}
     */
    public ZooKeeper getZookeeper() {
      return zookeeper;
    }

    /**
     * Returns the settings of a node ID leased from the application's database.
     *
     * @return {@code sortid.scru64.jdbc.*}
     */
    public Jdbc getJdbc() {
      return jdbc;
    }
  }

  /** The ways a node ID can be derived from the environment. */
  public enum NodeIdFrom {
    /**
     * The ordinal at the end of the host name, as a Kubernetes StatefulSet gives its pods: {@code
     * orders-3} has node ID 3. The host name is the {@code HOSTNAME} environment variable, or the
     * local host's name.
     */
    HOSTNAME_ORDINAL
  }

  /** A node ID leased from ZooKeeper, unique among all the holders of a realm. */
  public static class ZooKeeper {
    /** The realm's ZooKeeper path, such as /sortid/orders: the generators that share IDs. */
    private String realm;

    /** The size in bits (1 to 23) of the realm's node IDs; every holder must agree on it. */
    private Integer nodeIdSize;

    /**
     * The ZooKeeper servers, such as zk1:2181,zk2:2181. Used only when the application has no
     * CuratorFramework bean of its own.
     */
    private String connectString;

    /** How long start-up waits for ZooKeeper to grant a node ID. */
    private Duration acquireTimeout = Duration.ofSeconds(10);

    /**
     * The session timeout of the client made from connect-string; unset, Curator's default (60
     * seconds).
     */
    private Duration sessionTimeout;

    /**
     * The user:password with which the client made from connect-string authenticates (ZooKeeper's
     * digest scheme). Set, the realm's znodes are writable by that user only.
     */
    private String digest;

    /**
     * Whether the realm's znodes are writable only by the identity that created them (ZooKeeper's
     * CREATOR_ALL_ACL): on by default when digest is set; set it for a client that authenticates
     * otherwise (SASL, a client certificate). Off, the znodes get the client's default ACL.
     */
    private Boolean creatorOnly;

    /** Creates the settings with their defaults. */
    public ZooKeeper() {}

    /**
     * Returns the realm's path.
     *
     * @return the path, or null if unset
     */
    public String getRealm() {
      return realm;
    }

    /**
     * Sets the realm's path.
     *
     * @param realm a ZooKeeper path such as {@code /sortid/orders}
     */
    public void setRealm(String realm) {
      this.realm = realm;
    }

    /**
     * Returns the size of the realm's node IDs.
     *
     * @return 1 to 23 bits, or null if unset
     */
    public Integer getNodeIdSize() {
      return nodeIdSize;
    }

    /**
     * Sets the size of the realm's node IDs.
     *
     * @param nodeIdSize 1 to 23 bits
     */
    public void setNodeIdSize(Integer nodeIdSize) {
      this.nodeIdSize = nodeIdSize;
    }

    /**
     * Returns the ZooKeeper servers to connect to.
     *
     * @return the connect string, or null if unset
     */
    public String getConnectString() {
      return connectString;
    }

    /**
     * Sets the ZooKeeper servers to connect to.
     *
     * @param connectString for example {@code zk1:2181,zk2:2181}
     */
    public void setConnectString(String connectString) {
      this.connectString = connectString;
    }

    /**
     * Returns how long start-up waits for a node ID.
     *
     * @return 10 seconds unless set
     */
    public Duration getAcquireTimeout() {
      return acquireTimeout;
    }

    /**
     * Sets how long start-up waits for a node ID.
     *
     * @param acquireTimeout more than zero
     */
    public void setAcquireTimeout(Duration acquireTimeout) {
      this.acquireTimeout = acquireTimeout;
    }

    /**
     * Returns the session timeout of the client made from the connect string.
     *
     * @return the timeout, or null for Curator's default
     */
    public Duration getSessionTimeout() {
      return sessionTimeout;
    }

    /**
     * Sets the session timeout of the client made from the connect string.
     *
     * @param sessionTimeout more than zero
     */
    public void setSessionTimeout(Duration sessionTimeout) {
      this.sessionTimeout = sessionTimeout;
    }

    /**
     * Returns the digest credentials of the client made from the connect string.
     *
     * @return {@code user:password}, or null if unset
     */
    public String getDigest() {
      return digest;
    }

    /**
     * Sets the digest credentials of the client made from the connect string.
     *
     * @param digest {@code user:password}
     */
    public void setDigest(String digest) {
      this.digest = digest;
    }

    /**
     * Returns whether the realm's znodes are writable by their creator only.
     *
     * @return the setting, or null for the default (on when a digest is set)
     */
    public Boolean getCreatorOnly() {
      return creatorOnly;
    }

    /**
     * Sets whether the realm's znodes are writable by their creator only.
     *
     * @param creatorOnly true for ZooKeeper's {@code CREATOR_ALL_ACL}
     */
    public void setCreatorOnly(Boolean creatorOnly) {
      this.creatorOnly = creatorOnly;
    }
  }

  /** A node ID leased from the application's database, unique among all the holders of a realm. */
  public static class Jdbc {
    /** The realm's name, such as orders: the generators that share IDs. */
    private String realm;

    /** The size in bits (1 to 23) of the realm's node IDs. */
    private Integer nodeIdSize;

    /** The prefix of the lease tables' names: <prefix>scru64_realms and <prefix>scru64_nodes. */
    private String tablePrefix = "sortid_";

    /** How long start-up waits for the database to grant a node ID. */
    private Duration acquireTimeout = Duration.ofSeconds(10);

    /**
     * How long a claim lasts after each extension, in the database's clock; unset, 5 seconds more
     * than the reservation window.
     */
    private Duration claimExpiry;

    /** Creates the settings with their defaults. */
    public Jdbc() {}

    /**
     * Returns the realm's name.
     *
     * @return the name, or null if unset
     */
    public String getRealm() {
      return realm;
    }

    /**
     * Sets the realm's name.
     *
     * @param realm 1 to 200 characters, such as {@code orders}
     */
    public void setRealm(String realm) {
      this.realm = realm;
    }

    /**
     * Returns the size of the realm's node IDs.
     *
     * @return 1 to 23 bits, or null if unset
     */
    public Integer getNodeIdSize() {
      return nodeIdSize;
    }

    /**
     * Sets the size of the realm's node IDs.
     *
     * @param nodeIdSize 1 to 23 bits
     */
    public void setNodeIdSize(Integer nodeIdSize) {
      this.nodeIdSize = nodeIdSize;
    }

    /**
     * Returns the prefix of the lease tables' names.
     *
     * @return {@code sortid_} unless set
     */
    public String getTablePrefix() {
      return tablePrefix;
    }

    /**
     * Sets the prefix of the lease tables' names.
     *
     * @param tablePrefix letters, digits and underscores
     */
    public void setTablePrefix(String tablePrefix) {
      this.tablePrefix = tablePrefix;
    }

    /**
     * Returns how long start-up waits for a node ID.
     *
     * @return 10 seconds unless set
     */
    public Duration getAcquireTimeout() {
      return acquireTimeout;
    }

    /**
     * Sets how long start-up waits for a node ID.
     *
     * @param acquireTimeout zero or more
     */
    public void setAcquireTimeout(Duration acquireTimeout) {
      this.acquireTimeout = acquireTimeout;
    }

    /**
     * Returns how long a claim lasts after each extension.
     *
     * @return the expiry, or null for the default
     */
    public Duration getClaimExpiry() {
      return claimExpiry;
    }

    /**
     * Sets how long a claim lasts after each extension.
     *
     * @param claimExpiry more than the reservation window (5 seconds)
     */
    public void setClaimExpiry(Duration claimExpiry) {
      this.claimExpiry = claimExpiry;
    }
  }

  /** The settings of sortid's Jackson modules. */
  public static class Jackson {
    /**
     * Writes SCRU128, ULID and EUID in their UUID form (01563e3a-b5d3-...) instead of their own
     * text, and accepts that form on input too.
     */
    private boolean uuidForm;

    /** Creates the settings with their defaults. */
    public Jackson() {}

    /**
     * Tells whether the 128-bit IDs are written in their UUID form.
     *
     * @return false unless set
     */
    public boolean isUuidForm() {
      return uuidForm;
    }

    /**
     * Sets whether the 128-bit IDs are written in their UUID form.
     *
     * @param uuidForm true for the UUID form
     */
    public void setUuidForm(boolean uuidForm) {
      this.uuidForm = uuidForm;
    }
  }
}
