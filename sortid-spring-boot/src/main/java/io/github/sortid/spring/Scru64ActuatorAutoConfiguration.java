package io.github.sortid.spring;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64Source;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;

/**
 * Auto-configuration for Spring Boot Actuator: the {@code scru64} health indicator of a ZooKeeper
 * lease ({@link Scru64HealthIndicator}, switched off by {@code
 * management.health.scru64.enabled=false}) and the {@code scru64} entry of the info endpoint
 * ({@link Scru64InfoContributor}) for a configured source.
 */
@AutoConfiguration(after = Scru64AutoConfiguration.class)
public final class Scru64ActuatorAutoConfiguration {
  /** Created by Spring. */
  Scru64ActuatorAutoConfiguration() {}

  /** The lease's health, when there is a lease and Actuator's health support. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(
      name = {
        "org.springframework.boot.health.contributor.HealthIndicator",
        Scru64AutoConfiguration.LEASE_CLASS
      })
  @ConditionalOnBean(type = Scru64AutoConfiguration.LEASE_CLASS)
  @ConditionalOnEnabledHealthIndicator("scru64")
  static class HealthConfiguration {
    HealthConfiguration() {}

    @Bean
    @ConditionalOnMissingBean(name = "scru64HealthIndicator")
    HealthIndicator scru64HealthIndicator(Scru64NodeLease lease) {
      return new Scru64HealthIndicator(lease);
    }
  }

  /** The node's description, when a source is configured and Actuator's info support present. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(InfoContributor.class)
  @Conditional(Scru64Configured.class)
  @ConditionalOnBean(Scru64Source.class)
  static class InfoConfiguration {
    InfoConfiguration() {}

    @Bean
    @ConditionalOnMissingBean(name = "scru64InfoContributor")
    InfoContributor scru64InfoContributor(Scru64Source source) {
      return new Scru64InfoContributor(source);
    }
  }
}
