package io.github.sortid.spring;

import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.core.env.PropertyResolver;
import org.springframework.core.type.AnnotatedTypeMetadata;

/** Matches when one of the ways to find a SCRU64 node ID is set. */
final class Scru64Configured extends SpringBootCondition {
  /** The properties that each set one way. */
  private static final List<String> WAYS =
      List.of(
          "sortid.scru64.node-spec",
          "sortid.scru64.node-id-from",
          "sortid.scru64.zookeeper.realm",
          "sortid.scru64.jdbc.realm");

  Scru64Configured() {}

  @Override
  public ConditionOutcome getMatchOutcome(
      ConditionContext context, AnnotatedTypeMetadata metadata) {
    List<String> set = setWays(context.getEnvironment());
    return set.isEmpty()
        ? ConditionOutcome.noMatch("none of " + WAYS + " is set")
        : ConditionOutcome.match(set + " set");
  }

  /**
   * Fails unless exactly one way is set: two would leave it to chance which node ID is used.
   *
   * @throws IllegalStateException naming the properties that compete
   */
  static void checkOneWay(PropertyResolver environment) {
    List<String> set = setWays(environment);
    if (set.size() > 1) {
      throw new IllegalStateException(
          String.join(" and ", set)
              + (set.size() == 2 ? " are both set" : " are all set")
              + ", but the SCRU64 node ID must come from one of them: remove the others");
    }
  }

  private static List<String> setWays(PropertyResolver environment) {
    List<String> set = new ArrayList<>();
    for (String way : WAYS) {
      if (environment.containsProperty(way)) {
        set.add(way);
      }
    }
    return set;
  }
}
