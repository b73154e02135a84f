package io.github.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The metadata that IDEs complete the properties from: generated, with every property described.
 */
class ConfigurationMetadataTest {
  @Test
  void everyPropertyIsListedWithItsTypeAndDescription() throws Exception {
    JsonNode metadata;
    try (InputStream in =
        getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
      assertNotNull(in, "the configuration processor ran");
      metadata = JsonMapper.builder().build().readTree(in);
    }
    Map<String, JsonNode> properties = new HashMap<>();
    for (JsonNode property : metadata.get("properties")) {
      properties.put(property.get("name").asString(), property);
    }
    Map<String, String> expected =
        Map.ofEntries(
            Map.entry("sortid.scru128.rollback-allowance", "java.time.Duration"),
            Map.entry("sortid.ulid.rollback-allowance", "java.time.Duration"),
            Map.entry("sortid.euid.rollback-allowance", "java.time.Duration"),
            Map.entry("sortid.euid.extension", "java.lang.Integer"),
            Map.entry("sortid.uuidv7.rollback-allowance", "java.time.Duration"),
            Map.entry("sortid.scru64.rollback-allowance", "java.time.Duration"),
            Map.entry("sortid.scru64.node-spec", "java.lang.String"),
            Map.entry(
                "sortid.scru64.node-id-from",
                "io.github.sortid.spring.SortidProperties$NodeIdFrom"),
            Map.entry("sortid.scru64.node-id-size", "java.lang.Integer"),
            Map.entry("sortid.scru64.zookeeper.realm", "java.lang.String"),
            Map.entry("sortid.scru64.zookeeper.node-id-size", "java.lang.Integer"),
            Map.entry("sortid.scru64.zookeeper.connect-string", "java.lang.String"),
            Map.entry("sortid.scru64.zookeeper.acquire-timeout", "java.time.Duration"),
            Map.entry("sortid.scru64.zookeeper.session-timeout", "java.time.Duration"),
            Map.entry("sortid.scru64.zookeeper.digest", "java.lang.String"),
            Map.entry("sortid.scru64.zookeeper.creator-only", "java.lang.Boolean"),
            Map.entry("sortid.scru64.jdbc.realm", "java.lang.String"),
            Map.entry("sortid.scru64.jdbc.node-id-size", "java.lang.Integer"),
            Map.entry("sortid.scru64.jdbc.table-prefix", "java.lang.String"),
            Map.entry("sortid.scru64.jdbc.acquire-timeout", "java.time.Duration"),
            Map.entry("sortid.scru64.jdbc.claim-expiry", "java.time.Duration"),
            Map.entry("sortid.jackson.uuid-form", "java.lang.Boolean"),
            Map.entry("sortid.data.id-column", "io.github.sortid.spring.data.IdColumn"));
    assertEquals(expected.keySet(), properties.keySet());
    for (Map.Entry<String, String> entry : expected.entrySet()) {
      JsonNode property = properties.get(entry.getKey());
      assertEquals(entry.getValue(), property.get("type").asString(), entry.getKey());
      assertTrue(
          property.has("description") && !property.get("description").asString().isBlank(),
          entry.getKey() + " has a description");
    }
  }
}
