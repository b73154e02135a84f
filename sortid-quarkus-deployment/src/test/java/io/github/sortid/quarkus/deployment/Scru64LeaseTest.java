package io.github.sortid.quarkus.deployment;

import static io.restassured.RestAssured.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.github.sortid.jdbc.JdbcLeases;
import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64Source;
import io.quarkus.agroal.DataSource;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A node ID leased at start-up from a named datasource, {@code sortid.scru64.jdbc.datasource}:
 * another holder of the realm gets another node ID, and the readiness check is up with the lease's
 * node spec, realm and state while it holds, and down once another process took the node ID over.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class Scru64LeaseTest {
  private static final String REALM = "lease-test";

  /**
   * The named datasource's schema (the default datasource's is {@code public}): its lease tables.
   */
  private static final String SCHEMA = "lease_test";

  private static final String NODES = SCHEMA + ".sortid_scru64_nodes";

  /** The lease's check among those of {@code /q/health/ready}. */
  private static final String CHECK = "checks.find { it.name == 'sortid SCRU64 lease' }.";

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .setBeforeAllCustomizer(Scru64LeaseTest::createSchema)
          .overrideConfigKey("quarkus.datasource.\"leases\".db-kind", "postgresql")
          .overrideConfigKey(
              "quarkus.datasource.\"leases\".jdbc.url",
              "${quarkus.datasource.jdbc.url}?currentSchema=" + SCHEMA)
          .overrideConfigKey("quarkus.datasource.\"leases\".username", "postgres")
          .overrideConfigKey("sortid.scru64.jdbc.datasource", "leases")
          .overrideConfigKey("sortid.scru64.jdbc.realm", REALM)
          // Two node IDs: the application's and the other holder's.
          .overrideConfigKey("sortid.scru64.jdbc.node-id-size", "1");

  @Inject Scru64Source source;

  @Inject
  @DataSource("leases")
  AgroalDataSource leases;

  @Test
  @Order(1)
  void theLeaseIsTakenAtStartUpFromTheNamedDatasource() throws SQLException {
    Scru64NodeLease lease = (Scru64NodeLease) source;
    assertEquals(REALM, lease.getRealm());
    assertEquals(1, lease.getNodeSpec().getNodeIdSize());
    assertEquals(
        Map.of(lease.getNodeSpec().getNodeId(), true), claims(), "the application's claim");
  }

  @Test
  @Order(2)
  void anotherHolderOfTheRealmGetsAnotherNodeId() {
    try (Scru64NodeLease other = JdbcLeases.acquire(leases, REALM, 1)) {
      assertNotEquals(source.getNodeSpec().getNodeId(), other.getNodeSpec().getNodeId());
    }
  }

  @Test
  @Order(3)
  void readinessIsUpWhileTheLeaseHoldsAndDownOnceItIsLost() throws Exception {
    JsonPath up = readiness(200);
    assertEquals("UP", up.getString(CHECK + "status"));
    assertEquals(source.getNodeSpec().toString(), up.getString(CHECK + "data.nodeSpec"));
    assertEquals(REALM, up.getString(CHECK + "data.realm"));
    assertTrue(up.getString(CHECK + "data.lease").endsWith(", ACTIVE]"), up.prettify());

    // Another process takes the node ID over, as sortid-jdbc's own tests simulate it: the lease
    // learns it at its next extension.
    try (Connection connection = leases.getConnection();
        PreparedStatement update =
            connection.prepareStatement(
                "UPDATE "
                    + NODES
                    + " SET owner = 'another process' WHERE realm = ? AND node_id = ?")) {
      update.setString(1, REALM);
      update.setInt(2, source.getNodeSpec().getNodeId());
      assertEquals(1, update.executeUpdate());
    }
    long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
    while (((Scru64NodeLease) source).isValid() && System.nanoTime() < end) {
      Thread.sleep(50);
    }
    JsonPath down = readiness(503);
    assertEquals("DOWN", down.getString(CHECK + "status"));
    assertTrue(down.getString(CHECK + "data.lease").endsWith(", LOST]"), down.prettify());
  }

  /** The checks of {@code /q/health/ready}, answered with the given HTTP status. */
  private static JsonPath readiness(int status) {
    Response response = get("/q/health/ready");
    assertEquals(status, response.statusCode(), response.asString());
    return response.jsonPath();
  }

  /** The realm's node IDs in the named datasource's schema, each with whether it is claimed. */
  private Map<Integer, Boolean> claims() throws SQLException {
    Map<Integer, Boolean> claims = new HashMap<>();
    try (Connection connection = leases.getConnection();
        Statement statement = connection.createStatement();
        ResultSet rows =
            statement.executeQuery(
                "SELECT node_id, claim_expires IS NOT NULL FROM "
                    + NODES
                    + " WHERE realm = '"
                    + REALM
                    + "'")) {
      while (rows.next()) {
        claims.put(rows.getInt(1), rows.getBoolean(2));
      }
    }
    return claims;
  }

  /** Runs before the application is built, outside it. */
  private static void createSchema() {
    try (Connection connection = TestDatabase.connect();
        Statement statement = connection.createStatement()) {
      statement.execute("CREATE SCHEMA IF NOT EXISTS " + SCHEMA);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
