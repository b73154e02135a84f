package io.github.sortid.quarkus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.scru64.Scru64Source;
import io.quarkus.runtime.configuration.ConfigurationException;
import io.quarkus.runtime.configuration.DurationConverter;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The SCRU64 settings that stop the start-up, read by SmallRye Config as Quarkus reads them; the
 * deployment module's tests show that a {@link ConfigurationException} from the source stops a real
 * application's start.
 */
class Scru64SourcesTest {
  @Test
  void twoWaysAtOnceAreRefusedNamingBoth() {
    ConfigurationException e =
        refused(
            Map.of(
                "sortid.scru64.node-spec", "42/8",
                "sortid.scru64.node-id-from", "hostname-ordinal",
                "sortid.scru64.node-id-size", "8"));
    assertEquals(
        "sortid.scru64.node-spec and sortid.scru64.node-id-from are both set, but the SCRU64 node"
            + " ID must come from one of them: remove the others",
        e.getMessage());
    assertEquals(
        Set.of("sortid.scru64.node-spec", "sortid.scru64.node-id-from"), e.getConfigKeys());
  }

  @Test
  void aMalformedNodeSpecIsRefusedWithTheParsersReason() {
    ConfigurationException e = refused(Map.of("sortid.scru64.node-spec", "42/"));
    assertTrue(
        e.getMessage().startsWith("sortid.scru64.node-spec=42/ is not valid: "), e.getMessage());
    assertEquals(Set.of("sortid.scru64.node-spec"), e.getConfigKeys());
  }

  @Test
  void aRealmWithoutItsNodeIdSizeIsRefused() {
    ConfigurationException e = refused(Map.of("sortid.scru64.jdbc.realm", "orders"));
    assertEquals(
        "sortid.scru64.jdbc.realm needs the size in bits (1 to 23) of the realm's node IDs: set"
            + " sortid.scru64.jdbc.node-id-size",
        e.getMessage());
    ConfigurationException tooLarge =
        refused(
            Map.of("sortid.scru64.jdbc.realm", "orders", "sortid.scru64.jdbc.node-id-size", "24"));
    assertTrue(tooLarge.getMessage().endsWith("(it is 24)"), tooLarge.getMessage());
  }

  @Test
  void aRealmWithoutDatasourcesIsRefusedSayingWhatToAdd() {
    SortidConfig config =
        config(
            Map.of("sortid.scru64.jdbc.realm", "orders", "sortid.scru64.jdbc.node-id-size", "8"));
    ConfigurationException e =
        assertThrows(
            ConfigurationException.class, () -> Scru64Sources.create(config.scru64(), false));
    assertEquals(
        "sortid.scru64.jdbc.realm is set, but the application has no JDBC datasource to lease the"
            + " node ID from: add quarkus-agroal and a JDBC driver extension, such as"
            + " quarkus-jdbc-postgresql, and configure quarkus.datasource.*",
        e.getMessage());
  }

  @Test
  void theSpringStartersZooKeeperSettingsAreRefusedSayingWhatToSet() {
    Map<String, String> settings =
        Map.of(
            "sortid.scru64.zookeeper.realm", "/sortid/orders",
            "sortid.scru64.zookeeper.node-id-size", "8");
    assertTrue(Scru64Sources.isConfigured(config(settings).scru64()));
    ConfigurationException e = refused(settings);
    assertEquals(
        "sortid.scru64.zookeeper.node-id-size and sortid.scru64.zookeeper.realm are set, but"
            + " sortid's Quarkus extension leases node IDs from a datasource only: set"
            + " sortid.scru64.jdbc.* instead, or define a Scru64Source bean of your own with"
            + " sortid-zookeeper's ZooKeeperLeases",
        e.getMessage());
  }

  @Test
  void noWayIsNotConfigured() {
    assertFalse(Scru64Sources.isConfigured(config(Map.of()).scru64()));
    assertThrows(
        ConfigurationException.class, () -> Scru64Sources.create(config(Map.of()).scru64()));
  }

  @Test
  void aFixedNodeSpecMakesAGenerator() {
    Scru64Source source =
        Scru64Sources.create(config(Map.of("sortid.scru64.node-spec", "42/8")).scru64());
    assertEquals(42, source.getNodeSpec().getNodeId());
  }

  private static ConfigurationException refused(Map<String, String> settings) {
    SortidConfig config = config(settings);
    return assertThrows(ConfigurationException.class, () -> Scru64Sources.create(config.scru64()));
  }

  private static SortidConfig config(Map<String, String> settings) {
    return new SmallRyeConfigBuilder()
        .withMapping(SortidConfig.class)
        // Quarkus's reading of a duration, such as 10s.
        .withConverter(Duration.class, 100, new DurationConverter())
        .withSources(new PropertiesConfigSource(settings, "test", 100))
        .build()
        .getConfigMapping(SortidConfig.class);
  }
}
