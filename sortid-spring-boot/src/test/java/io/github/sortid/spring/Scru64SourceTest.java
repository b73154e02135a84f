package io.github.sortid.spring;

import static io.github.sortid.spring.StartupFailures.rootCause;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.scru64.Scru64Source;
import io.github.sortid.zookeeper.ZooKeeperLeases;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryOneTime;
import org.apache.zookeeper.KeeperException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.NoSuchBeanDefinitionException;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@ExtendWith(InProcessZooKeeper.class)
class Scru64SourceTest {
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(AutoConfigurations.of(Scru64AutoConfiguration.class));

  @Test
  void aFixedNodeSpecMakesAGenerator() {
    runner
        .withPropertyValues("sortid.scru64.node-spec=42/8")
        .run(
            context -> {
              Scru64Source source = context.getBean(Scru64Source.class);
              assertInstanceOf(Scru64Generator.class, source);
              assertEquals(42, source.getNodeSpec().getNodeId());
              assertEquals(8, source.getNodeSpec().getNodeIdSize());
              assertEquals(42, source.generate().getNodeCtr() >>> (24 - 8));
            });
  }

  @Test
  void theHostnameOrdinalIsTheNodeId() {
    runner
        .withPropertyValues(
            "sortid.scru64.node-id-from=hostname-ordinal",
            "sortid.scru64.node-id-size=10",
            "HOSTNAME=orders-3")
        .run(
            context -> {
              Scru64NodeSpec spec = context.getBean(Scru64Source.class).getNodeSpec();
              assertEquals(3, spec.getNodeId());
              assertEquals(10, spec.getNodeIdSize());
            });
  }

  @Test
  void nothingConfiguredStartsWhenNothingNeedsASource() {
    runner.run(
        context -> {
          assertNull(context.getStartupFailure());
          assertEquals(0, context.getBeanNamesForType(Scru64Source.class).length);
        });
  }

  @Test
  void nothingConfiguredFailsTheStartWhenABeanNeedsASource() {
    runner
        .withUserConfiguration(NeedsASource.class)
        .run(
            context -> {
              Throwable failure = context.getStartupFailure();
              assertNotNull(failure);
              NoSuchBeanDefinitionException cause =
                  assertInstanceOf(NoSuchBeanDefinitionException.class, rootCause(failure));
              assertEquals(Scru64Source.class, cause.getBeanType());
              FailureAnalysis analysis = new Scru64NotConfiguredFailureAnalyzer().analyze(failure);
              assertNotNull(analysis);
              for (String property :
                  new String[] {
                    "sortid.scru64.node-spec",
                    "sortid.scru64.zookeeper.*",
                    "sortid.scru64.node-id-from"
                  }) {
                assertTrue(analysis.getAction().contains(property), analysis.getAction());
              }
            });
  }

  @Test
  void theApplicationsOwnSourceWins() {
    runner
        .withPropertyValues("sortid.scru64.node-spec=42/8")
        .withUserConfiguration(OwnSource.class, NeedsASource.class)
        .run(
            context -> {
              assertNull(context.getStartupFailure());
              assertSame(OwnSource.SOURCE, context.getBean(Scru64Source.class));
              assertSame(OwnSource.SOURCE, context.getBean(NeedsASource.class).source);
            });
  }

  @Test
  void badSettingsFailTheStartWithTheirReason() {
    String[][] cases = {
      {"sortid.scru64.node-spec=42/", "sortid.scru64.node-spec"},
      {"sortid.scru64.node-spec=zzzzzzzzzzzz/8", "sortid.scru64.node-spec"},
      {"sortid.scru64.node-spec=300/8", "sortid.scru64.node-spec"},
      {
        "sortid.scru64.node-id-from=hostname-ordinal|HOSTNAME=orders-3",
        "sortid.scru64.node-id-size"
      },
      {
        "sortid.scru64.node-id-from=hostname-ordinal|sortid.scru64.node-id-size=8|HOSTNAME=orders-300",
        "sortid.scru64.node-id-size"
      },
      {
        "sortid.scru64.node-spec=42/8|sortid.scru64.rollback-allowance=-1s",
        "sortid.scru64.rollback-allowance"
      },
      {
        "sortid.scru64.zookeeper.realm=/sortid/test|sortid.scru64.zookeeper.connect-string=127.0.0.1:1",
        "sortid.scru64.zookeeper.node-id-size"
      },
      {
        "sortid.scru64.zookeeper.realm=no-slash|sortid.scru64.zookeeper.node-id-size=8|sortid.scru64.zookeeper.connect-string=127.0.0.1:1",
        "sortid.scru64.zookeeper.realm"
      },
      {
        "sortid.scru64.zookeeper.realm=/sortid/x|sortid.scru64.zookeeper.node-id-size=8|sortid.scru64.zookeeper.connect-string=127.0.0.1:1|sortid.scru64.zookeeper.digest=nocolon",
        "sortid.scru64.zookeeper.digest"
      },
      {
        "sortid.scru64.zookeeper.realm=/sortid/x|sortid.scru64.zookeeper.node-id-size=8|sortid.scru64.zookeeper.connect-string=127.0.0.1:1|sortid.scru64.zookeeper.session-timeout=0s",
        "sortid.scru64.zookeeper.session-timeout"
      },
    };
    for (String[] c : cases) {
      runner
          .withPropertyValues(c[0].split("\\|"))
          .withUserConfiguration(NeedsASource.class)
          .run(context -> StartupFailures.assertInvalidProperty(context, c[1], c[0]));
    }
  }

  @Test
  void aHostnameWithoutOrdinalFailsTheStart() {
    runner
        .withPropertyValues(
            "sortid.scru64.node-id-from=hostname-ordinal",
            "sortid.scru64.node-id-size=8",
            "HOSTNAME=orders")
        .run(
            context -> {
              Throwable cause = rootCause(context.getStartupFailure());
              assertTrue(cause.getMessage().contains("'orders' does not end in an ordinal"));
            });
  }

  @Test
  void twoWaysAtOnceFailTheStart() {
    runner
        .withPropertyValues(
            "sortid.scru64.node-spec=42/8",
            "sortid.scru64.node-id-from=hostname-ordinal",
            "sortid.scru64.node-id-size=8",
            "HOSTNAME=orders-1")
        .run(
            context -> {
              Throwable cause = rootCause(context.getStartupFailure());
              assertTrue(
                  cause
                      .getMessage()
                      .startsWith(
                          "sortid.scru64.node-spec and sortid.scru64.node-id-from are both set"),
                  cause.getMessage());
            });
  }

  @Test
  void aZooKeeperRealmLeasesANodeIdAndGivesItBackAtClose() {
    AtomicReference<Scru64NodeLease> first = new AtomicReference<>();
    runner
        .withPropertyValues(zooKeeper("/sortid/close"))
        .run(
            context -> {
              Scru64NodeLease lease = context.getBean(Scru64NodeLease.class);
              assertSame(lease, context.getBean(Scru64Source.class));
              assertTrue(lease.isValid());
              assertEquals("/sortid/close", lease.getRealm());
              assertEquals(6, lease.getNodeSpec().getNodeIdSize());
              assertSame(lease.generate().getClass(), Scru64Id.class);
              first.set(lease);
              // A second application of the same realm gets another node ID.
              runner
                  .withPropertyValues(zooKeeper("/sortid/close"))
                  .run(
                      other ->
                          assertNotEquals(
                              lease.getNodeSpec().getNodeId(),
                              other.getBean(Scru64NodeLease.class).getNodeSpec().getNodeId()));
            });
    assertFalse(first.get().isValid(), "closed with the context");
  }

  @Test
  void theApplicationsCuratorClientIsUsed() {
    runner
        .withPropertyValues(
            "sortid.scru64.zookeeper.realm=/sortid/own-client",
            "sortid.scru64.zookeeper.node-id-size=4")
        .withUserConfiguration(OwnCurator.class)
        .run(
            context -> {
              assertFalse(context.containsBean("sortidCuratorFramework"));
              assertTrue(context.getBean(Scru64NodeLease.class).isValid());
            });
  }

  @Test
  void aRealmWithoutClientFailsTheStart() {
    runner
        .withPropertyValues(
            "sortid.scru64.zookeeper.realm=/sortid/none", "sortid.scru64.zookeeper.node-id-size=4")
        .run(
            context -> {
              Throwable cause = rootCause(context.getStartupFailure());
              assertTrue(
                  cause.getMessage().contains("set sortid.scru64.zookeeper.connect-string"),
                  cause.getMessage());
            });
  }

  @Test
  void aRealmWithoutSortidZooKeeperFailsTheStart() {
    runner
        .withPropertyValues(zooKeeper("/sortid/absent"))
        .withClassLoader(new FilteredClassLoader(ZooKeeperLeases.class))
        .run(
            context -> {
              Throwable cause = rootCause(context.getStartupFailure());
              assertTrue(
                  cause.getMessage().contains("add io.github.sortid:sortid-zookeeper"),
                  cause.getMessage());
            });
  }

  @Test
  void withADigestTheRealmIsWritableByThatUserOnly() {
    runner
        .withPropertyValues(zooKeeper("/sortid/guarded"))
        .withPropertyValues("sortid.scru64.zookeeper.digest=orders:secret")
        .run(
            context -> {
              Scru64NodeLease lease = context.getBean(Scru64NodeLease.class);
              lease.generate();
              String reservation =
                  "/sortid/guarded/reservations/6-" + lease.getNodeSpec().getNodeId();
              try (CuratorFramework stranger =
                  CuratorFrameworkFactory.newClient(
                      InProcessZooKeeper.connectString(), new RetryOneTime(100))) {
                stranger.start();
                assertThrows(
                    KeeperException.NoAuthException.class,
                    () -> stranger.setData().forPath(reservation, new byte[] {'1'}));
              }
              assertTrue(lease.isValid());
            });
  }

  private static String[] zooKeeper(String realm) {
    return new String[] {
      "sortid.scru64.zookeeper.realm=" + realm,
      "sortid.scru64.zookeeper.node-id-size=6",
      "sortid.scru64.zookeeper.connect-string=" + InProcessZooKeeper.connectString()
    };
  }

  @Configuration(proxyBeanMethods = false)
  static class NeedsASource {
    final Scru64Source source;

    NeedsASource(Scru64Source source) {
      this.source = source;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnSource {
    static final Scru64Source SOURCE = new Scru64Generator(Scru64NodeSpec.ofNodeId(1, 1));

    @Bean
    Scru64Source ownSource() {
      return SOURCE;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnCurator {
    @Bean(initMethod = "start", destroyMethod = "close")
    CuratorFramework ownCurator() {
      return CuratorFrameworkFactory.newClient(
          InProcessZooKeeper.connectString(), new RetryOneTime(100));
    }
  }
}
