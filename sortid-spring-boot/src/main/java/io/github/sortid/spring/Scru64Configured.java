package io.github.sortid.spring;

import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.autoconfigure.condition.AnyNestedCondition;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.NoneNestedConditions;

/** Matches when one of the ways to find a SCRU64 node ID is set; {@link None} when none is. */
final class Scru64Configured extends AnyNestedCondition {
  Scru64Configured() {
    super(ConfigurationPhase.REGISTER_BEAN);
  }

  /**
   * Fails unless exactly one way is set: two would leave it to chance which node ID is used.
   *
   * @throws IllegalStateException naming the properties that compete
   */
  static void checkOneWay(SortidProperties.Scru64 scru64) {
    List<String> set = new ArrayList<>();
    if (scru64.getNodeSpec() != null) {
      set.add("sortid.scru64.node-spec");
    }
    if (scru64.getNodeIdFrom() != null) {
      set.add("sortid.scru64.node-id-from");
    }
    if (scru64.getZookeeper().getRealm() != null) {
      set.add("sortid.scru64.zookeeper.realm");
    }
    if (set.size() > 1) {
      throw new IllegalStateException(
          String.join(" and ", set)
              + (set.size() == 2 ? " are both set" : " are all set")
              + ", but the SCRU64 node ID must come from one of them: remove the"
              + " others");
    }
  }

  @ConditionalOnProperty("sortid.scru64.node-spec")
  static final class NodeSpec {}

  @ConditionalOnProperty("sortid.scru64.node-id-from")
  static final class NodeIdFrom {}

  @ConditionalOnProperty("sortid.scru64.zookeeper.realm")
  static final class ZooKeeper {}

  /** Matches when no way to find a SCRU64 node ID is set. */
  static final class None extends NoneNestedConditions {
    None() {
      super(ConfigurationPhase.REGISTER_BEAN);
    }

    @ConditionalOnProperty("sortid.scru64.node-spec")
    static final class NodeSpec {}

    @ConditionalOnProperty("sortid.scru64.node-id-from")
    static final class NodeIdFrom {}

    @ConditionalOnProperty("sortid.scru64.zookeeper.realm")
    static final class ZooKeeper {}
  }
}
