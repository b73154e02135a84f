package io.github.sortid.quarkus;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.scru64.Scru64Source;
import io.quarkus.arc.InjectableInstance;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * Reports the SCRU64 lease under {@code /q/health/ready}: up while it can issue IDs, down once it
 * is lost or closed, with its node spec, realm and state. An application without a lease has
 * nothing to report, and is up: its source is a fixed generator, or it has none (nothing configured
 * and nothing needs one).
 */
@Readiness
@ApplicationScoped
public class Scru64HealthCheck implements HealthCheck {
  private final InjectableInstance<Scru64Source> sources;
  private final SortidConfig config;

  /**
   * Created by the container.
   *
   * @param sources the application's SCRU64 source, if any
   * @param config sortid's configuration
   */
  @Inject
  public Scru64HealthCheck(InjectableInstance<Scru64Source> sources, SortidConfig config) {
    this.sources = sources;
    this.config = config;
  }

  @Override
  public HealthCheckResponse call() {
    HealthCheckResponseBuilder health = HealthCheckResponse.named("sortid SCRU64 lease").up();
    if (!hasSource() || !(sources.get() instanceof Scru64NodeLease)) {
      return health.build();
    }
    Scru64NodeLease lease = (Scru64NodeLease) sources.get();
    Scru64NodeSpec spec = lease.getNodeSpec();
    return health
        .status(lease.isValid())
        .withData("nodeSpec", spec.toString())
        .withData("nodeId", spec.getNodeId())
        .withData("nodeIdSize", spec.getNodeIdSize())
        .withData("realm", lease.getRealm())
        .withData("realmOpen", lease.isRealmOpen())
        .withData("lease", lease.toString())
        .build();
  }

  /**
   * Tells whether the application has a SCRU64 source: its own, or sortid's when configured, which
   * does not exist otherwise (asking for it would throw).
   */
  private boolean hasSource() {
    return sources.isResolvable()
        && (sources.getHandle().getBean().getBeanClass() != SortidGenerators.class
            || Scru64Sources.isConfigured(config.scru64()));
  }
}
