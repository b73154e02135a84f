package io.github.sortid.spring;

import io.github.sortid.scru64.Scru64Source;
import org.springframework.beans.factory.NoSuchBeanDefinitionException;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.Ordered;

/**
 * Reports a missing {@link Scru64Source} bean as a configuration problem, with the ways to
 * configure the node ID; ahead of Spring Boot's general report of a missing bean, which would only
 * suggest defining one.
 */
final class Scru64NotConfiguredFailureAnalyzer
    extends AbstractFailureAnalyzer<NoSuchBeanDefinitionException> implements Ordered {
  /** The ways to configure the node ID, each with what it needs. */
  static final String WAYS =
      "set sortid.scru64.node-spec to a fixed node spec such as 42/8;"
          + " or set sortid.scru64.zookeeper.* (realm and node-id-size, with connect-string or a"
          + " CuratorFramework bean) to lease a node ID from ZooKeeper with sortid-zookeeper;"
          + " or set sortid.scru64.jdbc.* (realm and node-id-size) to lease one from the"
          + " application's DataSource with sortid-jdbc;"
          + " or set sortid.scru64.node-id-from=hostname-ordinal with sortid.scru64.node-id-size"
          + " to take it from a Kubernetes StatefulSet pod's name";

  Scru64NotConfiguredFailureAnalyzer() {}

  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, NoSuchBeanDefinitionException cause) {
    if (cause.getBeanType() != Scru64Source.class) {
      return null;
    }
    return new FailureAnalysis(
        "A bean needs a Scru64Source, but no SCRU64 node ID is configured. sortid never picks a"
            + " node ID on its own: two processes with the same one would issue the same IDs.",
        "Configure the node ID in one of four ways: "
            + WAYS
            + ". Or define a Scru64Source bean of your own.",
        cause);
  }

  @Override
  public int getOrder() {
    return Ordered.HIGHEST_PRECEDENCE;
  }
}
