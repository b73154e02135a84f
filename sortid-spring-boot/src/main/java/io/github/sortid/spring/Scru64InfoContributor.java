package io.github.sortid.spring;

import io.github.sortid.lease.Scru64NodeLease;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.scru64.Scru64Source;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.util.ClassUtils;

/**
 * Adds the SCRU64 node to the {@code info} endpoint: its node ID and size, and for a leased node ID
 * the realm and whether it is open to every client of the store ({@code realmOpen}: a ZooKeeper
 * realm without an ACL, which any client could break the uniqueness of).
 *
 * <pre>{@code
 * "scru64": {"nodeId": 3, "nodeIdSize": 8, "realm": "/sortid/orders", "realmOpen": false}
 * }</pre>
 */
public final class Scru64InfoContributor implements InfoContributor {
  private static final boolean LEASES_PRESENT =
      ClassUtils.isPresent(
          Scru64AutoConfiguration.LEASE_CLASS, Scru64InfoContributor.class.getClassLoader());

  private final Scru64Source source;

  /**
   * Creates the contributor.
   *
   * @param source the application's SCRU64 source
   */
  public Scru64InfoContributor(Scru64Source source) {
    this.source = source;
  }

  @Override
  public void contribute(Info.Builder builder) {
    Scru64NodeSpec spec = source.getNodeSpec();
    Map<String, Object> node = new LinkedHashMap<>();
    node.put("nodeId", spec.getNodeId());
    node.put("nodeIdSize", spec.getNodeIdSize());
    if (LEASES_PRESENT && source instanceof Scru64NodeLease lease) {
      node.put("realm", lease.getRealm());
      node.put("realmOpen", lease.isRealmOpen());
    }
    builder.withDetail("scru64", node);
  }
}
