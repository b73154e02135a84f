package io.github.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

@ExtendWith(InProcessZooKeeper.class)
class ActuatorTest {
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  Scru64AutoConfiguration.class, Scru64ActuatorAutoConfiguration.class));

  @Test
  void theLeaseIsUpWhileItHoldsAndDownOnceClosed() {
    runner
        .withPropertyValues(
            "sortid.scru64.zookeeper.realm=/sortid/health",
            "sortid.scru64.zookeeper.node-id-size=5",
            "sortid.scru64.zookeeper.connect-string=" + InProcessZooKeeper.connectString())
        .run(
            context -> {
              HealthIndicator indicator =
                  context.getBean("scru64HealthIndicator", HealthIndicator.class);
              Scru64NodeLease lease = context.getBean(Scru64NodeLease.class);
              Health up = indicator.health();
              assertEquals(Status.UP, up.getStatus());
              assertEquals(lease.getNodeSpec().getNodeId(), up.getDetails().get("nodeId"));
              assertEquals(5, up.getDetails().get("nodeIdSize"));
              assertEquals("/sortid/health", up.getDetails().get("realm"));
              // No ACL: every client of the ensemble may write the realm.
              assertEquals(true, up.getDetails().get("realmOpen"));

              Map<String, Object> info = info(context.getBean(InfoContributor.class));
              assertEquals(
                  Map.of(
                      "nodeId",
                      lease.getNodeSpec().getNodeId(),
                      "nodeIdSize",
                      5,
                      "realm",
                      "/sortid/health",
                      "realmOpen",
                      true),
                  info);

              lease.close();
              assertEquals(Status.DOWN, indicator.health().getStatus());
            });
  }

  @Test
  void aRealmWithTheDigestsAclIsNotOpen() {
    runner
        .withPropertyValues(
            "sortid.scru64.zookeeper.realm=/sortid/health-closed",
            "sortid.scru64.zookeeper.node-id-size=5",
            "sortid.scru64.zookeeper.digest=orders:secret",
            "sortid.scru64.zookeeper.connect-string=" + InProcessZooKeeper.connectString())
        .run(
            context -> {
              Health up = context.getBean("scru64HealthIndicator", HealthIndicator.class).health();
              assertEquals(Status.UP, up.getStatus());
              assertEquals(false, up.getDetails().get("realmOpen"));
              assertEquals(false, info(context.getBean(InfoContributor.class)).get("realmOpen"));
            });
  }

  @Test
  void aFixedNodeHasInfoButNoLeaseHealth() {
    runner
        .withPropertyValues("sortid.scru64.node-spec=42/8")
        .run(
            context -> {
              assertFalse(context.containsBean("scru64HealthIndicator"));
              assertEquals(
                  Map.of("nodeId", 42, "nodeIdSize", 8),
                  info(context.getBean(InfoContributor.class)));
            });
  }

  @Test
  void nothingConfiguredHasNeitherAndStillStarts() {
    runner.run(
        context -> {
          assertFalse(context.containsBean("scru64HealthIndicator"));
          assertFalse(context.containsBean("scru64InfoContributor"));
          assertTrue(context.getStartupFailure() == null);
        });
  }

  @Test
  void theHealthIndicatorCanBeSwitchedOff() {
    runner
        .withPropertyValues(
            "management.health.scru64.enabled=false",
            "sortid.scru64.zookeeper.realm=/sortid/off",
            "sortid.scru64.zookeeper.node-id-size=5",
            "sortid.scru64.zookeeper.connect-string=" + InProcessZooKeeper.connectString())
        .run(context -> assertFalse(context.containsBean("scru64HealthIndicator")));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> info(InfoContributor contributor) {
    Info.Builder builder = new Info.Builder();
    contributor.contribute(builder);
    return (Map<String, Object>) builder.build().getDetails().get("scru64");
  }
}
