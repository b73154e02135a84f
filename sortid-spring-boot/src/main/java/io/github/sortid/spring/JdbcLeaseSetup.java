package io.github.sortid.spring;

import static io.github.sortid.spring.PropertyChecks.checked;

import io.github.sortid.jdbc.JdbcLeases;
import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64NodeSpec;
import javax.sql.DataSource;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;

/**
 * Leases a node ID from the {@code sortid.scru64.jdbc.*} properties, on the application's {@code
 * DataSource}. Loaded only when sortid-jdbc is on the class path.
 */
final class JdbcLeaseSetup {
  private JdbcLeaseSetup() {}

  /**
   * Leases a node ID in the configured realm, waiting at most the configured acquire timeout.
   *
   * @throws InvalidConfigurationPropertyValueException if a property is missing or out of range
   * @throws IllegalStateException if there is no single DataSource, or no node ID could be leased
   */
  static Scru64NodeLease acquire(
      SortidProperties.Scru64 scru64, ObjectProvider<DataSource> sources) {
    SortidProperties.Jdbc jdbc = scru64.getJdbc();
    String realm = jdbc.getRealm();
    Integer size = jdbc.getNodeIdSize();
    if (size == null
        || size < Scru64NodeSpec.MIN_NODE_ID_SIZE
        || size > Scru64NodeSpec.MAX_NODE_ID_SIZE) {
      throw new InvalidConfigurationPropertyValueException(
          "sortid.scru64.jdbc.node-id-size",
          size,
          "sortid.scru64.jdbc.realm needs the size in bits (1 to 23) of the realm's node IDs");
    }
    DataSource dataSource = sources.getIfUnique();
    if (dataSource == null) {
      throw new IllegalStateException(
          "sortid.scru64.jdbc.realm is set, but there is no single DataSource bean to lease the"
              + " node ID from: configure spring.datasource.*, or mark one DataSource @Primary");
    }
    JdbcLeases.Builder builder =
        checked(
            "sortid.scru64.jdbc.realm", realm, () -> JdbcLeases.builder(dataSource, realm, size));
    checked(
        "sortid.scru64.jdbc.table-prefix",
        jdbc.getTablePrefix(),
        () -> builder.tablePrefix(jdbc.getTablePrefix()));
    checked(
        "sortid.scru64.jdbc.acquire-timeout",
        jdbc.getAcquireTimeout(),
        () -> builder.acquireTimeout(jdbc.getAcquireTimeout()));
    if (jdbc.getClaimExpiry() != null) {
      builder.claimExpiry(jdbc.getClaimExpiry());
    }
    builder.rollbackAllowance(scru64.getRollbackAllowance());
    return checked(
        "sortid.scru64.rollback-allowance", scru64.getRollbackAllowance(), builder::acquire);
  }
}
