package io.github.sortid.spring;

import static io.github.sortid.spring.PropertyChecks.checked;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.scru64.Scru64Source;
import java.net.InetAddress;
import java.net.UnknownHostException;
import javax.sql.DataSource;
import org.apache.curator.framework.CuratorFramework;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.NoneNestedConditions;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Auto-configuration of the application's {@link Scru64Source}, from one of four ways to find its
 * node ID:
 *
 * <ul>
 *   <li>{@code sortid.scru64.node-spec=42/8}: a fixed node spec, for a {@link Scru64Generator};
 *   <li>{@code sortid.scru64.zookeeper.realm} and {@code sortid.scru64.zookeeper.node-id-size},
 *       with {@code sortid.scru64.zookeeper.connect-string} or a {@code CuratorFramework} bean: a
 *       node ID leased from ZooKeeper, a {@link Scru64NodeLease} (sortid-zookeeper), unique among
 *       every holder of the realm and given back when the application context closes;
 *   <li>{@code sortid.scru64.jdbc.realm} and {@code sortid.scru64.jdbc.node-id-size}: a node ID
 *       leased from the application's own {@code DataSource} (sortid-jdbc), in the same way;
 *   <li>{@code sortid.scru64.node-id-from=hostname-ordinal} with {@code
 *       sortid.scru64.node-id-size}: the ordinal of a Kubernetes StatefulSet pod, {@code orders-3}
 *       having node ID 3, for a {@link Scru64Generator}.
 * </ul>
 *
 * <p>The source is a bean of the application context and nothing else: it touches no global state,
 * so two application contexts in one JVM, each with its own node ID, each keep their own source.
 * sortid-hibernate's {@link io.github.sortid.hibernate.Scru64Generated} takes it from Hibernate's
 * bean container, which Spring Boot's JPA auto-configuration sets to the application context. The
 * process-wide source, {@link Scru64#generate()}, is not this bean unless the application makes it
 * so, with one bean method of its own; that source then outlives the context, and a lease closed
 * with the context stops issuing IDs:
 *
 * <pre>{@code
 * @Bean
 * InitializingBean scru64ProcessWide(Scru64Source source) {
 *   return () -> Scru64.initialize(source);
 * }
 * }</pre>
 *
 * <p>With none of the four ways set there is no default node ID, since two processes with the same
 * one would issue the same IDs: there is no {@code Scru64Source} bean, an entity attribute that
 * generates SCRU64 IDs stops the start-up when its session factory is built, and so does a bean
 * that needs a {@code Scru64Source}; both with a message that names the four ways. A {@code
 * Scru64Source} bean of the application's own replaces all of this.
 */
@AutoConfiguration
@EnableConfigurationProperties(SortidProperties.class)
@ConditionalOnMissingBean(Scru64Source.class)
public final class Scru64AutoConfiguration {
  /** The lease's class, present only with a lease store module. */
  static final String LEASE_CLASS = "io.github.sortid.lease.Scru64NodeLease";

  /** The ZooKeeper leases' entry point, present only with sortid-zookeeper. */
  static final String ZOOKEEPER_LEASES_CLASS = "io.github.sortid.zookeeper.ZooKeeperLeases";

  /** The database leases' entry point, present only with sortid-jdbc. */
  static final String JDBC_LEASES_CLASS = "io.github.sortid.jdbc.JdbcLeases";

  /** Curator's client, present only with Curator. */
  static final String CURATOR_CLASS = "org.apache.curator.framework.CuratorFramework";

  /** Created by Spring. */
  Scru64AutoConfiguration() {}

  /** A fixed node spec: {@code sortid.scru64.node-spec}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnProperty("sortid.scru64.node-spec")
  static class NodeSpecConfiguration {
    NodeSpecConfiguration() {}

    @Bean
    Scru64Generator scru64NodeSpecGenerator(SortidProperties properties, Environment environment) {
      Scru64Configured.checkOneWay(environment);
      SortidProperties.Scru64 scru64 = properties.getScru64();
      String text = scru64.getNodeSpec();
      Scru64NodeSpec spec =
          checked("sortid.scru64.node-spec", text, () -> Scru64NodeSpec.parse(text));
      return generator(spec, scru64, "sortid.scru64.node-spec");
    }
  }

  /** A node ID from the host name: {@code sortid.scru64.node-id-from=hostname-ordinal}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnProperty("sortid.scru64.node-id-from")
  static class HostnameOrdinalConfiguration {
    HostnameOrdinalConfiguration() {}

    @Bean
    Scru64Generator scru64HostnameOrdinalGenerator(
        SortidProperties properties, Environment environment) {
      Scru64Configured.checkOneWay(environment);
      SortidProperties.Scru64 scru64 = properties.getScru64();
      Integer size = scru64.getNodeIdSize();
      if (size == null) {
        throw new InvalidConfigurationPropertyValueException(
            "sortid.scru64.node-id-size",
            null,
            "sortid.scru64.node-id-from=hostname-ordinal needs the node ID's size in bits"
                + " (1 to 23)");
      }
      int ordinal = HostnameOrdinal.of(hostname(environment));
      Scru64NodeSpec spec =
          checked("sortid.scru64.node-id-size", size, () -> Scru64NodeSpec.ofNodeId(ordinal, size));
      return generator(spec, scru64, "sortid.scru64.node-id-from");
    }

    /** Kubernetes sets {@code HOSTNAME} to the pod's name; elsewhere the local host's name. */
    private static String hostname(Environment environment) {
      String hostname = environment.getProperty("HOSTNAME");
      if (hostname != null && !hostname.isEmpty()) {
        return hostname;
      }
      try {
        return InetAddress.getLocalHost().getHostName();
      } catch (UnknownHostException e) {
        throw new IllegalStateException(
            "sortid.scru64.node-id-from=hostname-ordinal: the host name is unknown", e);
      }
    }
  }

  /** A node ID leased from ZooKeeper: {@code sortid.scru64.zookeeper.*}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = {CURATOR_CLASS, ZOOKEEPER_LEASES_CLASS})
  @ConditionalOnProperty("sortid.scru64.zookeeper.realm")
  static class ZooKeeperConfiguration {
    ZooKeeperConfiguration() {}

    /** Closed with the context, which gives the node ID back. */
    @Bean
    Scru64NodeLease scru64NodeLease(
        SortidProperties properties,
        Environment environment,
        ObjectProvider<CuratorFramework> clients) {
      Scru64Configured.checkOneWay(environment);
      return ZooKeeperLeaseSetup.acquire(properties.getScru64(), clients);
    }

    /**
     * A client from {@code sortid.scru64.zookeeper.connect-string}, when the application has none
     * of its own. Started with the context, and closed after the lease.
     */
    @Bean(initMethod = "start", destroyMethod = "close")
    @ConditionalOnMissingBean
    @ConditionalOnProperty("sortid.scru64.zookeeper.connect-string")
    CuratorFramework sortidCuratorFramework(SortidProperties properties) {
      return ZooKeeperLeaseSetup.newClient(properties.getScru64().getZookeeper());
    }
  }

  /** {@code sortid.scru64.zookeeper.realm} without sortid-zookeeper or Curator. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnProperty("sortid.scru64.zookeeper.realm")
  @Conditional(ZooKeeperConfigurationAbsent.class)
  static class ZooKeeperMissingConfiguration {
    ZooKeeperMissingConfiguration() {}

    @Bean
    Scru64Source scru64NodeLease() {
      throw new IllegalStateException(
          "sortid.scru64.zookeeper.realm is set, but the ZooKeeper lease is not on the class"
              + " path: add io.github.sortid:sortid-zookeeper and"
              + " org.apache.curator:curator-framework");
    }
  }

  /** A node ID leased from the application's database: {@code sortid.scru64.jdbc.*}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = JDBC_LEASES_CLASS)
  @ConditionalOnProperty("sortid.scru64.jdbc.realm")
  static class JdbcConfiguration {
    JdbcConfiguration() {}

    /** Closed with the context, which gives the node ID back. */
    @Bean
    Scru64NodeLease scru64NodeLease(
        SortidProperties properties, Environment environment, ObjectProvider<DataSource> sources) {
      Scru64Configured.checkOneWay(environment);
      return JdbcLeaseSetup.acquire(properties.getScru64(), sources);
    }
  }

  /** {@code sortid.scru64.jdbc.realm} without sortid-jdbc. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnProperty("sortid.scru64.jdbc.realm")
  @ConditionalOnMissingClass(JDBC_LEASES_CLASS)
  static class JdbcMissingConfiguration {
    JdbcMissingConfiguration() {}

    @Bean
    Scru64Source scru64NodeLease() {
      throw new IllegalStateException(
          "sortid.scru64.jdbc.realm is set, but the database lease is not on the class path: add"
              + " io.github.sortid:sortid-jdbc");
    }
  }

  /** Matches unless both sortid-zookeeper and Curator are on the class path. */
  static final class ZooKeeperConfigurationAbsent extends NoneNestedConditions {
    ZooKeeperConfigurationAbsent() {
      super(ConfigurationPhase.PARSE_CONFIGURATION);
    }

    @ConditionalOnClass(name = {CURATOR_CLASS, ZOOKEEPER_LEASES_CLASS})
    static final class Present {}
  }

  private static Scru64Generator generator(
      Scru64NodeSpec spec, SortidProperties.Scru64 scru64, String property) {
    Scru64Generator.Builder builder = Scru64Generator.builder(spec);
    SortidAutoConfiguration.rollbackAllowance(builder, "sortid.scru64", scru64);
    // The generator rejects a node spec whose previous ID lies too far ahead of the clock.
    return checked(property, spec, builder::build);
  }
}
