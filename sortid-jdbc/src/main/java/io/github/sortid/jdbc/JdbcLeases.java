package io.github.sortid.jdbc;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.lease.spi.LeaseStore;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import javax.sql.DataSource;

/**
 * SCRU64 node-ID leases on the application's own database (PostgreSQL, MySQL, MariaDB): a realm is
 * a name, its claims and reservations rows of two tables that the lease creates when they are
 * missing.
 *
 * <pre>{@code
 * Scru64NodeLease lease = JdbcLeases.acquire(dataSource, "orders", 12);
 * Scru64Id id = lease.generate(); // no database call per ID
 * ...
 * lease.close(); // at shutdown: a restarted process can take the node ID at once
 * }</pre>
 *
 * <p>A claim expires in the database's own clock unless its holder extends it: by default 5 seconds
 * after the end of the reservation window, so a process that died without closing its lease frees
 * its node ID about 10 seconds later. Whoever can write the two tables can break the uniqueness of
 * the realm's IDs: grant writes on them to the applications that lease node IDs only.
 */
public final class JdbcLeases {
  /** How long a claim outlives the reservation window by default: 5 seconds. */
  public static final Duration DEFAULT_CLAIM_GRACE = Duration.ofSeconds(5);

  private JdbcLeases() {}

  /**
   * Leases a node ID of the given size in a realm, with the defaults of {@link
   * Scru64NodeLease.Builder} and {@link Builder}.
   *
   * @param dataSource the application's database
   * @param realm the realm's name, 1 to 200 characters and no control character, such as {@code
   *     "orders"}
   * @param nodeIdSize the node ID size in bits, 1 to 23
   * @return the lease, holding its node ID
   * @throws IllegalArgumentException if the size is out of range, or the realm's name is empty,
   *     longer than 200 characters, or holds a control character or an unpaired surrogate
   * @throws IllegalStateException if no node ID is free within the acquire timeout (the message
   *     names the realm, the size and how many node IDs are held), the database kept failing, or it
   *     is none of those supported
   * @throws NullPointerException if an argument is null
   */
  public static Scru64NodeLease acquire(DataSource dataSource, String realm, int nodeIdSize) {
    return builder(dataSource, realm, nodeIdSize).acquire();
  }

  /**
   * Returns a builder to choose the lease's settings.
   *
   * @param dataSource the application's database
   * @param realm the realm's name, 1 to 200 characters and no control character, such as {@code
   *     "orders"}
   * @param nodeIdSize the node ID size in bits, 1 to 23
   * @return a new builder with the defaults
   * @throws IllegalArgumentException if the size is out of range, or the realm's name is empty,
   *     longer than 200 characters, or holds a control character or an unpaired surrogate
   * @throws NullPointerException if an argument is null
   */
  public static Builder builder(DataSource dataSource, String realm, int nodeIdSize) {
    return new Builder(dataSource, realm, nodeIdSize);
  }

  /**
   * The settings of a database lease: those of every store, the claim's expiry and the tables'
   * prefix.
   *
   * <pre>{@code
   * Scru64NodeLease lease = JdbcLeases.builder(dataSource, "orders", 12)
   *     .tablePrefix("ids_")
   *     .claimExpiry(Duration.ofSeconds(15))
   *     .acquire();
   * }</pre>
   */
  public static final class Builder extends Scru64NodeLease.Builder<Builder> {
    private final DataSource dataSource;
    private final String realm;
    private Duration claimExpiry;
    private String tablePrefix = Tables.DEFAULT_PREFIX;

    private Builder(DataSource dataSource, String realm, int nodeIdSize) {
      super(nodeIdSize);
      this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
      this.realm = checkRealm(Objects.requireNonNull(realm, "realm"));
    }

    /**
     * Sets how long a claim lasts after each extension, in the database's clock; a process that
     * dies without closing its lease keeps its node ID that long. It must be longer than the
     * reservation window, so that a holder that answers keeps its claim. Default: the reservation
     * window plus {@link #DEFAULT_CLAIM_GRACE}.
     *
     * @param expiry more than the reservation window (checked by {@link #acquire()})
     * @return this builder
     * @throws NullPointerException if {@code expiry} is null
     */
    public Builder claimExpiry(Duration expiry) {
      this.claimExpiry = Objects.requireNonNull(expiry, "expiry");
      return this;
    }

    /**
     * Sets the prefix of the two tables' names, {@code <prefix>scru64_realms} and {@code
     * <prefix>scru64_nodes}. Default: {@code "sortid_"}.
     *
     * @param prefix 1 to 40 letters, digits and underscores, not starting with a digit
     * @return this builder
     * @throws IllegalArgumentException if the prefix is not one
     * @throws NullPointerException if {@code prefix} is null
     */
    public Builder tablePrefix(String prefix) {
      this.tablePrefix = new Tables(Objects.requireNonNull(prefix, "prefix")).prefix();
      return this;
    }

    /**
     * Checks a realm's name before it reaches the database, whose error would come only after the
     * acquire timeout: 1 to 200 characters (the column's width), none of them a control character
     * (NUL among them, which PostgreSQL refuses in text) or half of a surrogate pair (which no
     * encoding stores).
     */
    private static String checkRealm(String realm) {
      if (realm.isEmpty() || realm.length() > 200) {
        throw new IllegalArgumentException(
            "realm name of " + realm.length() + " characters (expected 1 to 200)");
      }
      for (int i = 0; i < realm.length(); ) {
        int c = realm.codePointAt(i);
        if (Character.isISOControl(c) || Character.getType(c) == Character.SURROGATE) {
          throw new IllegalArgumentException(
              String.format(
                  Locale.ROOT,
                  "realm name with U+%04X at index %d: expected no control character and no"
                      + " unpaired surrogate",
                  c,
                  i));
        }
        i += Character.charCount(c);
      }
      return realm;
    }

    @Override
    protected LeaseStore createStore() {
      Duration window = getReservationWindow();
      Duration expiry = claimExpiry != null ? claimExpiry : window.plus(DEFAULT_CLAIM_GRACE);
      if (expiry.compareTo(window) <= 0) {
        throw new IllegalArgumentException(
            "claim expiry " + expiry + " not above the reservation window " + window);
      }
      return new JdbcStore(dataSource, realm, new Tables(tablePrefix), expiry.toMillis());
    }
  }
}
