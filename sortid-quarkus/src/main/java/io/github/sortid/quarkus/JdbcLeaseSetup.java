package io.github.sortid.quarkus;

import static io.github.sortid.quarkus.SortidGenerators.checked;

import io.agroal.api.AgroalDataSource;
import io.github.sortid.jdbc.JdbcLeases;
import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.quarkus.agroal.runtime.AgroalDataSourceUtil;
import io.quarkus.arc.InjectableInstance;
import io.quarkus.datasource.common.runtime.DataSourceUtil;
import io.quarkus.runtime.configuration.ConfigurationException;
import java.util.Set;

/**
 * Leases a node ID from the {@code sortid.scru64.jdbc.*} settings, on one of the application's
 * Agroal datasources. Loaded only when the realm is set.
 */
final class JdbcLeaseSetup {
  private JdbcLeaseSetup() {}

  /**
   * Leases a node ID in the configured realm, waiting at most the configured acquire timeout.
   *
   * @throws ConfigurationException if a setting is missing or out of range, or the datasource is
   *     not there
   * @throws IllegalStateException if no node ID could be leased
   */
  static Scru64NodeLease acquire(SortidConfig.Scru64Config scru64) {
    SortidConfig.JdbcConfig jdbc = scru64.jdbc();
    String realm = jdbc.realm().orElseThrow();
    int size = jdbc.nodeIdSize().orElse(0);
    if (size < Scru64NodeSpec.MIN_NODE_ID_SIZE || size > Scru64NodeSpec.MAX_NODE_ID_SIZE) {
      throw new ConfigurationException(
          "sortid.scru64.jdbc.realm needs the size in bits (1 to 23) of the realm's node IDs: set"
              + " sortid.scru64.jdbc.node-id-size"
              + (jdbc.nodeIdSize().isPresent() ? " (it is " + size + ")" : ""),
          Set.of("sortid.scru64.jdbc.node-id-size"));
    }
    AgroalDataSource dataSource = dataSource(jdbc);
    JdbcLeases.Builder builder =
        checked(
            "sortid.scru64.jdbc.realm", realm, () -> JdbcLeases.builder(dataSource, realm, size));
    checked(
        "sortid.scru64.jdbc.table-prefix",
        jdbc.tablePrefix(),
        () -> builder.tablePrefix(jdbc.tablePrefix()));
    checked(
        "sortid.scru64.jdbc.acquire-timeout",
        jdbc.acquireTimeout(),
        () -> builder.acquireTimeout(jdbc.acquireTimeout()));
    jdbc.claimExpiry()
        .ifPresent(
            expiry ->
                checked(
                    "sortid.scru64.jdbc.claim-expiry", expiry, () -> builder.claimExpiry(expiry)));
    builder.rollbackAllowance(scru64.rollbackAllowance());
    return checked(
        "sortid.scru64.rollback-allowance", scru64.rollbackAllowance(), builder::acquire);
  }

  private static AgroalDataSource dataSource(SortidConfig.JdbcConfig jdbc) {
    String name = jdbc.datasource().orElse(DataSourceUtil.DEFAULT_DATASOURCE_NAME);
    InjectableInstance<AgroalDataSource> instance = AgroalDataSourceUtil.dataSourceInstance(name);
    if (!instance.isResolvable()) {
      throw new ConfigurationException(
          "sortid.scru64.jdbc.realm is set, but there is no "
              + (jdbc.datasource().isPresent()
                  ? "datasource named '" + name + "'"
                  : "default datasource")
              + " to lease the node ID from: configure quarkus.datasource.*, or name one in"
              + " sortid.scru64.jdbc.datasource",
          Set.of("sortid.scru64.jdbc.datasource"));
    }
    return instance.get();
  }
}
