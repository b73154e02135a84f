package io.github.sortid.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** A database that sortid-jdbc has no dialect for fails the acquire at once, naming it. */
class UnsupportedDatabaseTest {
  @Test
  void anotherDatabaseIsNamedWithTheSupportedOnes() {
    DataSource h2 = dataSourceOf("H2");
    long start = System.nanoTime();
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () ->
                JdbcLeases.builder(h2, "orders", 8)
                    .acquireTimeout(Duration.ofSeconds(5))
                    .acquire());
    assertEquals(
        "sortid-jdbc does not support H2: SCRU64 leases run on PostgreSQL, MySQL and MariaDB",
        e.getMessage());
    assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(1), "at once");
  }

  @Test
  void theBuilderChecksItsOwnSettings() {
    DataSource h2 = dataSourceOf("H2");
    assertThrows(IllegalArgumentException.class, () -> JdbcLeases.builder(h2, "", 8));
    assertThrows(IllegalArgumentException.class, () -> JdbcLeases.builder(h2, "x".repeat(201), 8));
    assertThrows(IllegalArgumentException.class, () -> JdbcLeases.builder(h2, "orders", 24));
    // Names no database stores fail here, not at the database after the acquire timeout.
    IllegalArgumentException nul =
        assertThrows(
            IllegalArgumentException.class, () -> JdbcLeases.builder(h2, "ord\u0000ers", 8));
    assertEquals(
        "realm name with U+0000 at index 3: expected no control character and no unpaired"
            + " surrogate",
        nul.getMessage());
    assertThrows(IllegalArgumentException.class, () -> JdbcLeases.builder(h2, "a\nb", 8));
    assertThrows(IllegalArgumentException.class, () -> JdbcLeases.builder(h2, "a\ud800", 8));
    assertThrows(IllegalArgumentException.class, () -> JdbcLeases.builder(h2, "\udc00a", 8));
    JdbcLeases.builder(h2, "commandes-\u00e9t\u00e9-\ud83d\ude80", 8);
    assertThrows(NullPointerException.class, () -> JdbcLeases.builder(null, "orders", 8));
    JdbcLeases.Builder builder = JdbcLeases.builder(h2, "orders", 8);
    for (String prefix : new String[] {"", "1x", "a-b", "a;drop", "x".repeat(41)}) {
      IllegalArgumentException bad =
          assertThrows(IllegalArgumentException.class, () -> builder.tablePrefix(prefix));
      assertTrue(bad.getMessage().startsWith("table prefix \""), bad.getMessage());
    }
    IllegalArgumentException expiry =
        assertThrows(
            IllegalArgumentException.class,
            () -> builder.claimExpiry(Duration.ofSeconds(5)).acquire());
    assertEquals("claim expiry PT5S not above the reservation window PT5S", expiry.getMessage());
  }

  /** A data source whose connections report the given product and nothing else. */
  private static DataSource dataSourceOf(String product) {
    DatabaseMetaData metaData =
        proxy(
            DatabaseMetaData.class,
            (proxy, method, args) ->
                method.getName().equals("getDatabaseProductName") ? product : null);
    Connection connection =
        proxy(
            Connection.class,
            (proxy, method, args) ->
                switch (method.getName()) {
                  case "getMetaData" -> metaData;
                  case "getAutoCommit" -> true;
                  case "isReadOnly" -> false;
                  case "getTransactionIsolation" -> Connection.TRANSACTION_READ_COMMITTED;
                  case "setAutoCommit", "setTransactionIsolation", "rollback", "close" -> null;
                  default -> throw new UnsupportedOperationException(method.getName());
                });
    return proxy(
        DataSource.class,
        (proxy, method, args) -> {
          if (method.getName().equals("getConnection")) {
            return connection;
          }
          throw new UnsupportedOperationException(method.getName());
        });
  }

  private static <T> T proxy(Class<T> type, java.lang.reflect.InvocationHandler handler) {
    return type.cast(
        Proxy.newProxyInstance(
            UnsupportedDatabaseTest.class.getClassLoader(), new Class<?>[] {type}, handler));
  }
}
