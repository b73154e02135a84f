/**
 * SCRU64 node-ID leases on the application's own database: {@link io.github.sortid.jdbc.JdbcLeases}
 * acquires a {@link io.github.sortid.lease.Scru64NodeLease} from a {@code javax.sql.DataSource} on
 * PostgreSQL, MySQL or MariaDB.
 */
package io.github.sortid.jdbc;
